/** @jsxImportSource hono/jsx */
// POST /dashboard/security/password: with the current password, sets a new one and ends every
// other session of the user.
import type { App } from "../../http/context";
import { passwordProblem, verifyPassword } from "../../identity/password";
import { changePassword } from "../../identity/users";
import { onSignedInForm } from "../session";
import { SecurityPage } from "./security";

export function registerPasswordChange(app: App): void {
  onSignedInForm(app, "/dashboard/security/password", async (c, me, fields) => {
    if (!(await verifyPassword(fields.current_password ?? "", me.user.passwordHash))) return c.html(<SecurityPage c={c} me={me} error="The current password is not right." />, 400);
    const problem = passwordProblem(fields.new_password ?? "");
    if (problem) return c.html(<SecurityPage c={c} me={me} error={problem} />, 400);
    await changePassword(c.env, me.user.id, fields.new_password!, me.session.id);
    return c.html(<SecurityPage c={c} me={me} status="Password changed; every other session has ended." />);
  });
}
