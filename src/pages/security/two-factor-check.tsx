/** @jsxImportSource hono/jsx */
// POST /dashboard/security/2fa/check: a code (or recovery code) confirmed here lets this session
// create or reveal anything live for the next 10 minutes. The code is checked as a log-in's is
// (checkAsLogIn): a wrong one counts as a failed log-in of the user's email and the client
// address, and while either is blocked every code is refused with 429, unchecked.
import type { App } from "../../http/context";
import { checkSecondFactor } from "../../identity/second-factor";
import { updateSession } from "../../identity/sessions";
import { THROTTLED } from "../auth/login";
import { checkAsLogIn } from "../auth/second-factor";
import { onSignedInForm } from "../session";
import { SecurityPage } from "./security";

export function registerTwoFactorCheck(app: App): void {
  onSignedInForm(app, "/dashboard/security/2fa/check", async (c, me, fields) => {
    const checked = await checkAsLogIn(c, me.user.email, () => checkSecondFactor(c.env, me.user, fields.code ?? ""));
    if (checked === "throttled") return c.html(<SecurityPage c={c} me={me} error={THROTTLED} />, 429);
    if (checked === "invalid") return c.html(<SecurityPage c={c} me={me} error="That code is not valid." />, 400);
    await updateSession(c.env, me.session.id, { secondFactorAt: Date.now() });
    return c.html(<SecurityPage c={c} me={me} status="Confirmed for the next 10 minutes." />);
  });
}
