/** @jsxImportSource hono/jsx */
// POST /admin/operators (admins): adds an operator with one role through the same audited step
// as POST /admin/v1/operators (operator.create, the console operator as actor); they are mailed a
// set-up link. A refused form (bad email, name or role, checked by the API's schema; a taken email) changes
// nothing.
import type { App } from "../../../http/context";
import { ApiError } from "../../../http/errors";
import { validate } from "../../../http/validation";
import { CreateOperatorBody } from "../../../routes/admin/operators/create";
import { createOperator } from "../../../operators/operators";
import { onOperatorForm } from "../door";
import { MANAGE, OperatorsPage } from "./operators";
import { consoleMessage } from "../words";

export function registerCreateOperatorForm(app: App): void {
  onOperatorForm(app, "/admin/operators", MANAGE, async (c, me, f) => {
    const draft = { email: (f.email ?? "").trim(), name: (f.name ?? "").trim(), role: f.role ?? "" };
    try {
      // the API's own schema: the same rules and messages as POST /admin/v1/operators
      const input = validate(CreateOperatorBody, draft);
      const op = await createOperator(c.env, input, me.audit);
      return c.html(<OperatorsPage c={c} me={me} status={`${op.name} (${op.email}) was added as ${op.role} and mailed a set-up link.`} />);
    } catch (e) {
      if (e instanceof ApiError) return c.html(<OperatorsPage c={c} me={me} error={consoleMessage(e)} draft={draft} />, 400);
      throw e;
    }
  });
}
