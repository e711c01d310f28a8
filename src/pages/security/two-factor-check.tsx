/** @jsxImportSource hono/jsx */
// POST /dashboard/security/2fa/check: a code (or recovery code) confirmed here lets this session
// create or reveal anything live for the next 10 minutes.
import type { App } from "../../http/context";
import { checkSecondFactor } from "../../identity/second-factor";
import { updateSession } from "../../identity/sessions";
import { onSignedInForm } from "../session";
import { SecurityPage } from "./security";

export function registerTwoFactorCheck(app: App): void {
  onSignedInForm(app, "/dashboard/security/2fa/check", async (c, me, fields) => {
    if (!(await checkSecondFactor(c.env, me.user, fields.code ?? ""))) return c.html(<SecurityPage c={c} me={me} error="That code is not valid." />, 400);
    await updateSession(c.env, me.session.id, { secondFactorAt: Date.now() });
    return c.html(<SecurityPage c={c} me={me} status="Confirmed for the next 10 minutes." />);
  });
}
