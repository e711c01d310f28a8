/** @jsxImportSource hono/jsx */
// POST /dashboard/security/2fa: starts two-factor enrolment with a new secret (sealed at rest),
// shown as a QR code and as text; it is not on until a code confirms it.
import type { App } from "../../http/context";
import { newTotpSecret, sealTotpSecret, totpUri } from "../../identity/second-factor";
import { startTotp } from "../../identity/users";
import { onSignedInForm } from "../session";
import { SecurityPage } from "./security";

export function registerTwoFactorSetup(app: App): void {
  onSignedInForm(app, "/dashboard/security/2fa", async (c, me) => {
    if (me.user.totpEnabledAt) return c.html(<SecurityPage c={c} me={me} error="Two-factor is already on." />, 409);
    const secret = newTotpSecret();
    await startTotp(c.env, me.user.id, await sealTotpSecret(c.env, me.user.id, secret));
    return c.html(<SecurityPage c={c} me={me} enrol={{ secret, uri: totpUri(secret, me.user.email) }} />);
  });
}
