// The mail a signed-in user gets when the security page changes how they log in: their password
// changed, or two-factor turned on. Plain text to the user's own email, saying what happened and
// when (UTC), and what to do if it was not them; no link, so there is nothing in it to follow or
// to forge. The change has happened before the mail is sent: a mail that cannot be sent is logged
// and the change stands (the page still says it was made).
import { mailerFor } from "../../identity/mail";
import type { UserRow } from "../../identity/sessions";
import { utc } from "../format";

export type SecurityChange = "password_changed" | "two_factor_on";

const SUBJECT: Record<SecurityChange, string> = {
  password_changed: "Your Partner Commerce password was changed",
  two_factor_on: "Two-factor authentication was turned on for your Partner Commerce log-in",
};

const WHAT: Record<SecurityChange, (at: string) => string> = {
  password_changed: (at) => `The password of your Partner Commerce log-in was changed on ${at} from the Security page. Every other session was logged out.`,
  two_factor_on: (at) =>
    `Two-factor authentication was turned on for your Partner Commerce log-in on ${at} from the Security page. From now on, logging in asks for a code from an authenticator app after the password.`,
};

/** Pure: the notice of `change` made at `now` for the user at `email`. */
export function securityNotice(email: string, change: SecurityChange, now: number): { to: string; subject: string; text: string } {
  return {
    to: email,
    subject: SUBJECT[change],
    text:
      `${WHAT[change](utc(now))}\n\n` +
      "If this was you, there is nothing to do.\n\n" +
      'If it was not you, reset your password now with "Forgot your password?" on the log-in page, and contact support: someone else may be able to log in as you.',
  };
}

/** Mails the user the notice of a change just made; a failure to send is logged, never thrown. */
export async function sendSecurityNotice(env: Env, user: Pick<UserRow, "id" | "email">, change: SecurityChange, now = Date.now()): Promise<void> {
  try {
    await mailerFor(env).send(securityNotice(user.email, change, now));
  } catch (e) {
    console.error(JSON.stringify({ msg: "security notice not sent", user_id: user.id, change, error: String(e) }));
  }
}
