/** @jsxImportSource hono/jsx */
// POST /admin/review/{id}/{kyb|kyc}/approve and …/reject (the review permission): the same audited
// steps as the /admin/v1 review routes (kyb.approve, kyc.approve, kyb.reject, kyc.reject with the
// console operator as actor). A rejection needs a reason. A form for an account no longer at that
// stage (decided meanwhile by someone else) changes nothing and says so. Approving KYC turns on
// live access and mints the first live key; its secret is not shown here (the partner's own
// dashboard makes and shows live keys; an operator never handles a partner's secret).
import type { App } from "../../../http/context";
import { ApiError } from "../../../http/errors";
import { approveKyb, approveKyc, reject } from "../../../accounts/onboarding";
import { onOperatorForm } from "../door";
import { REVIEW, ReviewPage } from "./review";
import { consoleMessage } from "../words";

const STAGES = ["kyb", "kyc"] as const;

export function registerDecisionForms(app: App): void {
  for (const stage of STAGES) {
    const label = stage.toUpperCase();
    onOperatorForm(app, `/admin/review/:id/${stage}/approve`, REVIEW, async (c, me) => {
      const id = c.req.param("id") ?? "";
      try {
        const account = stage === "kyb" ? await approveKyb(c.env, id, me.audit) : (await approveKyc(c.env, id, me.audit)).account;
        const next = stage === "kyb" ? "The partner may now submit the KYC form." : "The account has live access.";
        return c.html(<ReviewPage c={c} me={me} status={`${label} of ${account.name} approved. ${next}`} />);
      } catch (e) {
        if (e instanceof ApiError) return c.html(<ReviewPage c={c} me={me} error={consoleMessage(e)} />, e.status === 404 ? 404 : 409);
        throw e;
      }
    });
    onOperatorForm(app, `/admin/review/:id/${stage}/reject`, REVIEW, async (c, me, f) => {
      const id = c.req.param("id") ?? "";
      const reason = (f.reason ?? "").trim();
      if (!reason || reason.length > 1000) return c.html(<ReviewPage c={c} me={me} error="Give a reason for rejecting (at most 1000 characters); the partner sees it." />, 400);
      try {
        const account = await reject(c.env, id, stage, reason, me.audit);
        return c.html(<ReviewPage c={c} me={me} status={`${label} of ${account.name} rejected. The partner may submit KYB again.`} />);
      } catch (e) {
        if (e instanceof ApiError) return c.html(<ReviewPage c={c} me={me} error={consoleMessage(e)} />, e.status === 404 ? 404 : 409);
        throw e;
      }
    });
  }
}
