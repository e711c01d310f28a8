// POST /admin/accounts/{id}/refunds, the Goodwill refund form of an account's page
// (goodwill-panel.tsx; refunds.manage, checked before anything is read): the same audited step as
// POST /admin/v1/orders/{order_id}/refund (refund.create, the console operator as actor), checked
// by the API's own rules. Any fulfilled order of the mode, top-ups included, is refunded at once
// with origin operator. A refusal comes back beside the form in the step's words with the API's
// status, nothing changed; a success returns to the page with a fixed notice.
import type { App, Mode } from "../../../http/context";
import { ApiError } from "../../../http/errors";
import { validate } from "../../../http/validation";
import { makeGoodwillRefund } from "../../../routes/admin/refunds/steps";
import { GoodwillRefundBody } from "../../../routes/admin/refunds/schemas";
import { attempt } from "../../own";
import { onOperatorForm } from "../door";
import { accountPage } from "../accounts/account";
import { REFUNDS } from "./refunds";

export function registerGoodwillRefundForm(app: App): void {
  onOperatorForm(app, "/admin/accounts/:id/refunds", REFUNDS, async (c, me, fields) => {
    const accountId = c.req.param("id") ?? "";
    const mode: Mode = fields.mode === "live" ? "live" : "test";
    const done = await attempt(async () => {
      const body = validate(GoodwillRefundBody, {
        account_id: accountId,
        mode: fields.mode,
        reason: fields.reason,
        ...(fields.note?.trim() ? { note: fields.note } : {}),
      });
      const orderId = (fields.order_id ?? "").trim();
      if (!orderId) throw new ApiError("parameter_missing", "Give the id of the order to refund.", "order_id");
      await makeGoodwillRefund(c.env, { accountId: body.account_id, mode: body.mode, orderId, reason: body.reason, note: body.note }, me.audit);
    });
    if (!done.ok) return accountPage(c, me, accountId, { form: `goodwill-${mode}`, failure: done.failure, fields });
    return c.redirect(`/admin/accounts/${encodeURIComponent(accountId)}?done=refund_${mode}`, 303);
  });
}
