/** @jsxImportSource hono/jsx */
// POST /admin/operators/{id}/disable (admins): someone left. The same audited step as
// /admin/v1 (operator.disable): their sessions end and their tokens stop at once. An admin cannot
// disable themselves here (the page offers no button for it), so the console keeps an admin.
import type { App } from "../../../http/context";
import { ApiError } from "../../../http/errors";
import { disableOperator } from "../../../operators/operators";
import { onOperatorForm } from "../door";
import { MANAGE, OperatorsPage } from "./operators";
import { consoleMessage } from "../words";

export function registerDisableOperatorForm(app: App): void {
  onOperatorForm(app, "/admin/operators/:id/disable", MANAGE, async (c, me) => {
    const id = c.req.param("id") ?? "";
    if (id === me.operator.id) return c.html(<OperatorsPage c={c} me={me} error="You cannot disable yourself; ask another admin." />, 400);
    try {
      const op = await disableOperator(c.env, id, me.audit);
      return c.html(<OperatorsPage c={c} me={me} status={`${op.name} is disabled: their sessions ended and their tokens stopped.`} />);
    } catch (e) {
      if (e instanceof ApiError) return c.html(<OperatorsPage c={c} me={me} error={consoleMessage(e)} />, e.status === 404 ? 404 : 400);
      throw e;
    }
  });
}
