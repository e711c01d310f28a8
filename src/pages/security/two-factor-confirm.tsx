/** @jsxImportSource hono/jsx */
// POST /dashboard/security/2fa/confirm: a code from the app turns two-factor on, counts as this
// session's fresh check, and brings ten recovery codes shown once. The code is checked as a
// log-in's is (checkAsLogIn): a wrong one counts as a failed log-in of the user's email and the
// client address, and while either is blocked every code is refused with 429, unchecked, and
// two-factor stays off. Turning it on is mailed to the user (notice.ts).
import type { App } from "../../http/context";
import { checkTotp, newRecoveryCodes, openTotpSecret, totpUri } from "../../identity/second-factor";
import { updateSession } from "../../identity/sessions";
import { enableTotp, getUser } from "../../identity/users";
import { THROTTLED } from "../auth/login";
import { checkAsLogIn } from "../auth/second-factor";
import { onSignedInForm } from "../session";
import { sendSecurityNotice } from "./notice";
import { SecurityPage } from "./security";

export function registerTwoFactorConfirm(app: App): void {
  onSignedInForm(app, "/dashboard/security/2fa/confirm", async (c, me, fields) => {
    if (me.user.totpEnabledAt || !me.user.totpSecret) return c.html(<SecurityPage c={c} me={me} error="Start two-factor set-up first." />, 409);
    const checked = await checkAsLogIn(c, me.user.email, () => checkTotp(c.env, me.user, fields.code ?? ""));
    if (checked !== "ok") {
      const secret = await openTotpSecret(c.env, me.user.id, me.user.totpSecret);
      const enrol = { secret, uri: totpUri(secret, me.user.email) };
      if (checked === "throttled") return c.html(<SecurityPage c={c} me={me} error={THROTTLED} enrol={enrol} />, 429);
      return c.html(<SecurityPage c={c} me={me} error="That code is not valid. Check the time on your phone and try again." enrol={enrol} />, 400);
    }
    const now = Date.now();
    await enableTotp(c.env, me.user.id, now);
    await updateSession(c.env, me.session.id, { secondFactorAt: now });
    const codes = await newRecoveryCodes(c.env, me.user.id);
    await sendSecurityNotice(c.env, me.user, "two_factor_on", now);
    const fresh = { ...me, user: (await getUser(c.env, me.user.id))! };
    return c.html(<SecurityPage c={c} me={fresh} codes={codes} status="Two-factor is on." />);
  });
}
