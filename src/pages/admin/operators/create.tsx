/** @jsxImportSource hono/jsx */
// POST /admin/operators (admins): adds an operator with one role through the same audited step
// as POST /admin/v1/operators (operator.create, the console operator as actor); they are mailed a
// set-up link. A refused form (bad email, name or role, a taken email) changes nothing.
import type { App } from "../../../http/context";
import { ApiError } from "../../../http/errors";
import { isOperatorRole } from "../../../domain/operator-roles";
import { EMAIL_SHAPE } from "../../../identity/users";
import { createOperator } from "../../../operators/operators";
import { onOperatorForm } from "../door";
import { MANAGE, OperatorsPage } from "./operators";

export function registerCreateOperatorForm(app: App): void {
  onOperatorForm(app, "/admin/operators", MANAGE, async (c, me, f) => {
    const email = (f.email ?? "").trim();
    const name = (f.name ?? "").trim();
    const role = f.role ?? "";
    const draft = { email, name, role };
    const problem =
      email.length > 320 || !EMAIL_SHAPE.test(email) ? "Enter a valid email." : !name || name.length > 100 ? "Enter a name (at most 100 characters)." : !isOperatorRole(role) ? "Choose a role." : null;
    if (problem || !isOperatorRole(role)) return c.html(<OperatorsPage c={c} me={me} error={problem ?? "Choose a role."} draft={draft} />, 400);
    try {
      const op = await createOperator(c.env, { email, name, role }, me.audit, new URL(c.req.url).origin);
      return c.html(<OperatorsPage c={c} me={me} status={`${op.name} (${op.email}) was added as ${op.role} and mailed a set-up link.`} />);
    } catch (e) {
      if (e instanceof ApiError) return c.html(<OperatorsPage c={c} me={me} error={e.message} draft={draft} />, 400);
      throw e;
    }
  });
}
