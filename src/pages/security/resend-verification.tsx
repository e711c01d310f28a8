/** @jsxImportSource hono/jsx */
// POST /dashboard/security/verify-email: mails a new verification link to the user's email, at
// most MAIL_LIMITS.verify_email.perRecipient times in a rolling hour (429 past it, no mail).
import type { App } from "../../http/context";
import { MailLinksUnavailable } from "../../identity/mail";
import { MAIL_LIMITS } from "../../identity/mail-limits";
import { resendVerification } from "../../team/signup";
import { onSignedInForm } from "../session";
import { SecurityPage } from "./security";

export const VERIFICATION_LIMIT = `You asked for ${MAIL_LIMITS.verify_email.perRecipient} verification links in the last hour, the most we send. Use the newest one, or try again later.`;

export function registerResendVerification(app: App): void {
  onSignedInForm(app, "/dashboard/security/verify-email", async (c, me) => {
    let sent;
    try {
      sent = await resendVerification(c.env, me.user);
    } catch (e) {
      if (!(e instanceof MailLinksUnavailable)) throw e;
      console.error(e.message);
      return c.html(<SecurityPage c={c} me={me} error={MailLinksUnavailable.ANSWER} />, 503);
    }
    if (!sent.ok) {
      c.header("Retry-After", String(sent.retryAfterSeconds));
      return c.html(<SecurityPage c={c} me={me} error={VERIFICATION_LIMIT} />, 429);
    }
    return c.html(<SecurityPage c={c} me={me} status={`A new link is on its way to ${me.user.email}.`} />);
  });
}
