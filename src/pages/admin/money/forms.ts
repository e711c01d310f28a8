// The money forms, each running the same audited step as its /admin/v1 route and refused before
// anything is read for a role without the permission (onOperatorForm):
// POST /admin/accounts/{id}/credit (credit.manage; POST /admin/v1/accounts/{id}/credit),
// POST /admin/accounts/{id}/commission (credit.manage; POST /admin/v1/accounts/{id}/commission,
// whose step refuses a rate above the top tier that the pricing margins do not cover),
// POST /admin/money/payouts (payouts.manage; the payout switch),
// POST /admin/money/late-successes/{order_id}/reconcile (supply.manage).
// A refusal comes back on its page in the step's words with the API's status, nothing changed;
// a success returns to the page with a fixed notice.
import type { App } from "../../../http/context";
import { ApiError } from "../../../http/errors";
import { decimalToCents } from "../../../domain/money";
import { setCommission } from "../../../accounts/commission";
import { setCreditTerms } from "../../../accounts/credit-terms";
import { setPayoutsPaused } from "../../../accounts/settings";
import { reconcileLateSuccess } from "../../../providers/live/suppliers/late-successes";
import { attempt } from "../../own";
import { onOperatorForm } from "../door";
import { accountPage } from "../accounts/account";
import { moneyPage } from "./money";

function modeField(fields: Record<string, string>): "test" | "live" {
  if (fields.mode !== "test" && fields.mode !== "live") throw new ApiError("parameter_invalid", "mode must be test or live.", "mode");
  return fields.mode;
}

function overdraftField(fields: Record<string, string>): number {
  const cents = decimalToCents((fields.overdraft_limit ?? "").trim());
  if (cents === null || cents < 0) throw new ApiError("parameter_invalid", "The overdraft limit must be a USD amount such as 5000.00.", "overdraft_limit");
  return cents;
}

function daysField(fields: Record<string, string>): number | undefined {
  const v = (fields.net_terms_days ?? "").trim();
  if (v === "") return undefined;
  if (!/^\d{1,3}$/.test(v) || Number(v) > 365) throw new ApiError("parameter_invalid", "Net terms must be a whole number of days from 0 to 365.", "net_terms_days");
  return Number(v);
}

function commissionField(fields: Record<string, string>): number | null {
  const v = (fields.commission_bps ?? "").trim();
  if (v === "") return null;
  if (!/^\d{1,5}$/.test(v) || Number(v) > 10_000) throw new ApiError("parameter_invalid", "commission_bps must be an integer from 0 to 10000, or empty for the tier ladder.", "commission_bps");
  return Number(v);
}

export function registerMoneyForms(app: App): void {
  onOperatorForm(app, "/admin/accounts/:id/credit", "credit.manage", async (c, me, fields) => {
    const accountId = c.req.param("id")!;
    let mode: "test" | "live" = "test";
    const done = await attempt(async () => {
      mode = modeField(fields);
      await setCreditTerms(c.env, accountId, mode, { overdraftLimit: overdraftField(fields), netTermsDays: daysField(fields) }, me.audit);
    });
    if (!done.ok) return accountPage(c, me, accountId, { form: `credit-${mode}`, failure: done.failure, fields });
    return c.redirect(`/admin/accounts/${encodeURIComponent(accountId)}?done=credit_${mode}`, 303);
  });

  onOperatorForm(app, "/admin/accounts/:id/commission", "credit.manage", async (c, me, fields) => {
    const accountId = c.req.param("id")!;
    const done = await attempt(async () => {
      await setCommission(c.env, accountId, commissionField(fields), me.audit);
    });
    if (!done.ok) return accountPage(c, me, accountId, { form: "commission", failure: done.failure, fields });
    return c.redirect(`/admin/accounts/${encodeURIComponent(accountId)}?done=commission`, 303);
  });

  onOperatorForm(app, "/admin/money/payouts", "payouts.manage", async (c, me, fields) => {
    if (fields.paused !== "true" && fields.paused !== "false") return moneyPage(c, me, { message: "Choose pause or resume.", status: 400 });
    const paused = fields.paused === "true";
    await setPayoutsPaused(c.env, paused, me.audit);
    return c.redirect(`/admin/money?done=${paused ? "paused" : "resumed"}`, 303);
  });

  onOperatorForm(app, "/admin/money/late-successes/:orderId/reconcile", "supply.manage", async (c, me) => {
    const orderId = c.req.param("orderId")!;
    const done = await reconcileLateSuccess(c.env, orderId, Date.now(), me.audit);
    if (!done) return moneyPage(c, me, { message: `No late supplier success for order ${orderId}.`, status: 404 });
    return c.redirect("/admin/money?done=reconciled", 303);
  });
}
