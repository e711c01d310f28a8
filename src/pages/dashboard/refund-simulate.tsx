/** @jsxImportSource hono/jsx */
// In test mode a pending refund's section on the order page has "Simulate the supplier: approve /
// reject", so a partner who never holds an API key can finish a refund as the sandbox's supplier
// would answer it (as the Lightning page pays its sandbox invoice). The form runs the step behind
// POST /v1/test_helpers/refunds/{refund_id}/resolve (`resolveSandboxRefund`) under the key minted
// with the form: approve is `succeeded` (the price back to the wallet, the commission taken back),
// reject is `rejected` (esim_in_use). A double click answers once; a refund no longer pending is
// the step's own refusal. Offered to the roles that may use the sandbox helpers, in test mode only;
// anyone else's post is refused before anything is read or written.
import type { z } from "@hono/zod-openapi";
import { validate } from "../../http/validation";
import { ResolveRefundBody, resolveSandboxRefund } from "../../routes/test-helpers/resolve-refund";
import type { RefundSchema } from "../../routes/refunds/schemas";
import { Csrf } from "../layout";
import { formIdempotency, MoneyFormFields } from "../money-form";
import { pageAccount, storedValue } from "../own";
import type { Current } from "../session";
import { helperRefusal } from "./wallet-forms";

type Refund = z.infer<typeof RefundSchema>;

export const simulatePath = (orderId: string) => `/dashboard/orders/${orderId}/refund/simulate`;

/** Whether the order page offers the simulation: a pending refund, test mode, a role that may use the helpers. */
export const offersSimulation = (me: Current, refund: Refund) => refund.status === "pending" && helperRefusal(me) === null;

export function SimulateSupplier(props: { me: Current; refund: Refund }) {
  const { me, refund } = props;
  if (!offersSimulation(me, refund)) return null;
  return (
    <form method="post" action={simulatePath(refund.order_id)} class="simulate" aria-labelledby="simulate-supplier">
      <Csrf me={me} />
      <MoneyFormFields me={me} />
      <input type="hidden" name="refund_id" value={refund.id} />
      <p id="simulate-supplier">
        <strong>Simulate the supplier</strong> (test mode): answer this refund as the supplier would. Approving moves the money back now; rejecting keeps it
        as it is, as when the traveller has used the eSIM.
      </p>
      <div class="grid-buttons">
        <button type="submit" name="outcome" value="succeeded">Approve the refund</button>{" "}
        <button type="submit" name="outcome" value="rejected" class="secondary">Reject the refund</button>
      </div>
    </form>
  );
}

/**
 * Runs a sent simulation: refused unless a sandbox helper may be used here, then the helper's body
 * checked by its schema and the form's key bound to the helper's path and body, then the step.
 * Throws the step's error on any refusal.
 */
export async function simulateSupplierAnswer(env: Env, me: Current, fields: Record<string, string>): Promise<Refund> {
  const refused = helperRefusal(me);
  if (refused) throw refused;
  const refundId = fields.refund_id ?? "";
  const body = validate(ResolveRefundBody, { outcome: fields.outcome });
  const idem = await formIdempotency(fields, me, `/v1/test_helpers/refunds/${refundId}/resolve`, body);
  return storedValue<Refund>(await resolveSandboxRefund(pageAccount(env, me), idem, refundId, body.outcome));
}
