// What the Wallet page's forms and the Lightning top-up's forms share: who may use the sandbox
// helpers, a USD amount typed in a form read as the API's cents, and their fields in words.
import { ApiError } from "../../http/errors";
import { can } from "../../domain/roles";
import { decimalToCents } from "../../domain/money";
import type { Current } from "../session";
import type { FormWords } from "../form-words";

export const mayUseHelpers = (me: Current) => can(me.account.role, "test_helpers.use") || can(me.account.role, "wallet.manage");

/** A USD amount typed in a form, as the API's `amount` in cents; refused as the API refuses a bad amount. */
export function amountField(fields: Record<string, string>): number {
  const cents = decimalToCents(fields.amount ?? "");
  if (cents === null) throw new ApiError("parameter_invalid", "Amount must be a USD amount such as 25.00.", "amount");
  return cents;
}

/** Refuses a sandbox helper before anything is read or written: a role that may not, or live mode. */
export function helperRefusal(me: Current): ApiError | null {
  if (!mayUseHelpers(me)) return new ApiError("test_mode_only", `Your role (${me.account.role}) cannot use the sandbox helpers.`);
  if (me.mode !== "test") return new ApiError("test_mode_only", "The sandbox helpers work in test mode only: switch to test mode.");
  return null;
}


/** The Wallet page's forms in words (form-words.ts). */
export const WALLET_WORDS: FormWords = {
  amount: { label: "Amount (USD)", fix: (f, said) => (f.code === "parameter_invalid" && /at (least|most)|between|above|below/.test(f.message) ? said : "enter a USD amount such as 25.00.") },
  asset: { label: "Asset", fix: "choose USDT or USDC." },
  network: { label: "Network", fix: "choose one of the listed networks." },
  cursor: { label: "The page link", fix: "it has expired: start again from the newest lines." },
};

