/** @jsxImportSource hono/jsx */
// POST /admin/operator-tokens (admins): a named API token for the signed-in operator, through the
// same audited step as POST /admin/v1/operators/{id}/tokens (operator_token.create), which
// refuses a token for anyone else (403, nothing made). Its secret is on this answer only (a
// SecretBox); the database keeps its hash.
import type { App } from "../../../http/context";
import { ApiError } from "../../../http/errors";
import { createOperatorToken } from "../../../operators/tokens";
import { onOperatorForm } from "../door";
import { MANAGE, OperatorsPage } from "./operators";
import { consoleMessage } from "../words";

export function registerCreateTokenForm(app: App): void {
  onOperatorForm(app, "/admin/operator-tokens", MANAGE, async (c, me, f) => {
    const name = (f.name ?? "").trim();
    if (!name || name.length > 100) return c.html(<OperatorsPage c={c} me={me} error="Enter a token name (at most 100 characters)." />, 400);
    try {
      const token = await createOperatorToken(c.env, f.operator_id || me.operator.id, name, me.audit);
      return c.html(<OperatorsPage c={c} me={me} secret={{ name: token.name, value: token.secret! }} />);
    } catch (e) {
      if (e instanceof ApiError) return c.html(<OperatorsPage c={c} me={me} error={consoleMessage(e)} />, e.status === 404 || e.status === 403 ? e.status : 400);
      throw e;
    }
  });
}
