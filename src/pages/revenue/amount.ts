// The optional amount the revenue money forms take: a USD amount typed as the wallet's forms take
// it, or nothing, which means everything, as the API's omitted `amount` does.
import { ApiError } from "../../http/errors";
import { decimalToCents } from "../../domain/money";

/** The API body the form stands for: `{ amount }` in cents, or `{}` when the field was left empty. */
export function optionalAmountBody(fields: Record<string, string>): { amount?: number } {
  const text = (fields.amount ?? "").trim();
  if (text === "") return {};
  const cents = decimalToCents(text);
  if (cents === null) throw new ApiError("parameter_invalid", "Amount must be a USD amount such as 25.00, or empty for everything.", "amount");
  return { amount: cents };
}
