/** @jsxImportSource hono/jsx */
// POST /admin/review/{id}/reveal (the review permission): opens the sealed ID document number of
// a KYC form waiting for review, through the same audited step as /admin/v1
// (kyc.reveal_id_number, the console operator as actor), and shows it on this answer only; the
// queue page itself never shows it. The answer is not cached.
import type { App } from "../../../http/context";
import { ApiError } from "../../../http/errors";
import { revealIdNumber } from "../../../accounts/kyc-document";
import { onOperatorForm } from "../door";
import { REVIEW, ReviewPage } from "./review";
import { consoleMessage } from "../words";

export function registerRevealForm(app: App): void {
  onOperatorForm(app, "/admin/review/:id/reveal", REVIEW, async (c, me) => {
    const id = c.req.param("id") ?? "";
    try {
      const number = await revealIdNumber(c.env, id, me.audit);
      return c.html(<ReviewPage c={c} me={me} revealed={{ accountId: id, number }} />);
    } catch (e) {
      if (e instanceof ApiError) return c.html(<ReviewPage c={c} me={me} error={consoleMessage(e)} />, e.status === 404 ? 404 : 409);
      throw e;
    }
  });
}
