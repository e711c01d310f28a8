/** @jsxImportSource hono/jsx */
// POST /dashboard/security/password: with the current password, sets a new one and ends every
// other session of the user. The current password is checked as a log-in's is (checkAsLogIn): a
// wrong one counts as a failed log-in of the user's email and the client address, and while either
// is blocked every attempt is refused with 429, unchecked, and nothing changes. A change is mailed
// to the user (notice.ts).
import type { App } from "../../http/context";
import { passwordProblem, verifyPassword } from "../../identity/password";
import { changePassword } from "../../identity/users";
import { THROTTLED } from "../auth/login";
import { checkAsLogIn } from "../auth/second-factor";
import { onSignedInForm } from "../session";
import { sendSecurityNotice } from "./notice";
import { SecurityPage } from "./security";

export function registerPasswordChange(app: App): void {
  onSignedInForm(app, "/dashboard/security/password", async (c, me, fields) => {
    const checked = await checkAsLogIn(c, me.user.email, () => verifyPassword(fields.current_password ?? "", me.user.passwordHash));
    if (checked === "throttled") return c.html(<SecurityPage c={c} me={me} error={THROTTLED} />, 429);
    if (checked === "invalid") return c.html(<SecurityPage c={c} me={me} error="The current password is not right." />, 400);
    const problem = passwordProblem(fields.new_password ?? "");
    if (problem) return c.html(<SecurityPage c={c} me={me} error={problem} />, 400);
    await changePassword(c.env, me.user.id, fields.new_password!, me.session.id);
    await sendSecurityNotice(c.env, me.user, "password_changed");
    return c.html(<SecurityPage c={c} me={me} status="Password changed; every other session has ended." />);
  });
}
