/** @jsxImportSource hono/jsx */
// POST /admin/operator-tokens/{id}/revoke (admins): revokes a token at once through the same
// audited step as DELETE /admin/v1/operator_tokens/{id} (operator_token.revoke); revoking one
// already revoked records nothing new.
import type { App } from "../../../http/context";
import { ApiError } from "../../../http/errors";
import { revokeOperatorToken } from "../../../operators/tokens";
import { onOperatorForm } from "../door";
import { MANAGE, OperatorsPage } from "./operators";
import { consoleMessage } from "../words";

export function registerRevokeTokenForm(app: App): void {
  onOperatorForm(app, "/admin/operator-tokens/:id/revoke", MANAGE, async (c, me) => {
    try {
      const token = await revokeOperatorToken(c.env, c.req.param("id") ?? "", me.audit);
      return c.html(<OperatorsPage c={c} me={me} status={`Token “${token.name}” is revoked; it no longer works.`} />);
    } catch (e) {
      if (e instanceof ApiError) return c.html(<OperatorsPage c={c} me={me} error={consoleMessage(e)} />, e.status === 404 ? 404 : 400);
      throw e;
    }
  });
}
