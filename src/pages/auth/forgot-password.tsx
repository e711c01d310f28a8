/** @jsxImportSource hono/jsx */
// GET and POST /forgot-password: mails a reset link (1 h, single use) when the email has a user,
// and answers the same words, with the same status, whatever happened: whether the email has a
// user and whether its limit is reached are never told. The form is limited per client address
// (PAGES_LIMIT, as every signed-out form) and its mails per email: at most
// MAIL_LIMITS.reset_password.perRecipient in a rolling hour (identity/mail-limits.ts); past that
// nothing is sent. The link starts with PUBLIC_BASE_URL; while that is not set, no email gets a
// link and the page says mail cannot be sent (for every email alike).
import type { App } from "../../http/context";
import { createLink } from "../../identity/links";
import { MailLinksUnavailable, mailerFor, mailLinkBase } from "../../identity/mail";
import { takeMailSend } from "../../identity/mail-limits";
import type { UserRow } from "../../identity/sessions";
import { EMAIL_SHAPE, findUser, normalEmail } from "../../identity/users";
import { FormToken, Message } from "../layout";
import { forbidden, formToken, signedOutForm } from "../session";

/** Mails a reset link to the user unless their email's limit is reached; says nothing either way. */
async function sendResetLink(env: Env, base: string, user: Pick<UserRow, "id" | "email">): Promise<void> {
  if (!(await takeMailSend(env, "reset_password", user.email)).ok) return;
  const token = await createLink(env, "reset_password", { email: user.email, userId: user.id });
  await mailerFor(env).send({
    to: user.email,
    subject: "Reset your Partner Commerce password",
    text: `Open this link within 1 hour to choose a new password:\n\n${base}/reset-password?token=${token}\n\nIf you did not ask for this, ignore this message.`,
  });
}

export function registerForgotPasswordPage(app: App): void {
  app.get("/forgot-password", async (c) =>
    c.html(
      <Message title="Reset your password">
        <form method="post" action="/forgot-password">
          <FormToken token={await formToken(c)} />
          <label>Email<input name="email" type="email" required autocomplete="email" /></label>
          <button type="submit">Send reset link</button>
        </form>
      </Message>,
    ),
  );
  app.post("/forgot-password", async (c) => {
    const f = await signedOutForm(c);
    if (!f) return forbidden(c);
    let base: string;
    try {
      // before the email is looked at, so the answer is the same for every email
      base = mailLinkBase(c.env);
    } catch (e) {
      if (!(e instanceof MailLinksUnavailable)) throw e;
      console.error(e.message);
      return c.html(<Message title="Mail unavailable"><p>{MailLinksUnavailable.ANSWER}</p></Message>, 503);
    }
    const email = normalEmail(f.email ?? "");
    const user = EMAIL_SHAPE.test(email) ? await findUser(c.env, "partner", email) : undefined;
    if (user) await sendResetLink(c.env, base, user);
    // the same answer whether or not the email has a user, and whether or not a mail was sent
    return c.html(<Message title="Check your email"><p>If that email has a user, a link to reset the password is on its way. It works for 1 hour.</p></Message>);
  });
}
