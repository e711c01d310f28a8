/** @jsxImportSource hono/jsx */
// POST /admin/operators/{id}/setup-link (admins): mails the operator a new set-up link through
// the same audited step as /admin/v1 (operator.send_setup_link). Using it replaces their password
// and second factor and ends their sessions: the way back from a lost authenticator.
import type { App } from "../../../http/context";
import { ApiError } from "../../../http/errors";
import { resendSetupLink } from "../../../operators/operators";
import { onOperatorForm } from "../door";
import { MANAGE, OperatorsPage } from "./operators";
import { consoleMessage } from "../words";

export function registerSetupLinkForm(app: App): void {
  onOperatorForm(app, "/admin/operators/:id/setup-link", MANAGE, async (c, me) => {
    try {
      const op = await resendSetupLink(c.env, c.req.param("id") ?? "", me.audit);
      return c.html(<OperatorsPage c={c} me={me} status={`A new set-up link was mailed to ${op.email}. It works once, within 72 hours.`} />);
    } catch (e) {
      if (e instanceof ApiError) return c.html(<OperatorsPage c={c} me={me} error={consoleMessage(e)} />, e.status === 404 ? 404 : 400);
      throw e;
    }
  });
}
