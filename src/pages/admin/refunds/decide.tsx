// POST /admin/refunds/{refund_id}/approve and …/reject (refunds.manage, checked before anything
// is read): the same audited step as POST /admin/v1/refunds/{refund_id}/approve and …/reject
// (refund.approve, refund.reject, with the console operator as actor). A rejection needs a reason,
// checked by the API's own rule. A refund decided meanwhile by someone else changes nothing and
// the page says so with the API's status.
import type { App } from "../../../http/context";
import { validate } from "../../../http/validation";
import { recordRefundDecision, type RefundDecision } from "../../../routes/admin/refunds/steps";
import { RejectRefundBody } from "../../../routes/admin/refunds/schemas";
import { attempt } from "../../own";
import { onOperatorForm } from "../door";
import { REFUNDS, refundsPage } from "./refunds";

export function registerRefundDecisionForms(app: App): void {
  for (const verb of ["approve", "reject"] as const) {
    onOperatorForm(app, `/admin/refunds/:refundId/${verb}`, REFUNDS, async (c, me, fields) => {
      const refundId = c.req.param("refundId") ?? "";
      const done = await attempt(async () => {
        const decision: RefundDecision = verb === "approve" ? { approve: true } : { approve: false, reason: validate(RejectRefundBody, { reason: fields.reason ?? "" }).reason };
        await recordRefundDecision(c.env, refundId, decision, me.audit);
      });
      if (!done.ok) return refundsPage(c, me, done.failure);
      return c.redirect(`/admin/refunds?done=${verb === "approve" ? "approved" : "rejected"}`, 303);
    });
  }
}
