/** @jsxImportSource hono/jsx */
// GET and POST /forgot-password: mails a reset link (1 h, single use) when the email has a user,
// and answers the same words either way.
import type { App } from "../../http/context";
import { createLink } from "../../identity/links";
import { mailerFor } from "../../identity/mail";
import { EMAIL_SHAPE, findUser, normalEmail } from "../../identity/users";
import { FormToken, Message } from "../layout";
import { forbidden, formToken, signedOutForm } from "../session";

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
    const email = normalEmail(f.email ?? "");
    const user = EMAIL_SHAPE.test(email) ? await findUser(c.env, "partner", email) : undefined;
    if (user) {
      const token = await createLink(c.env, "reset_password", { email: user.email, userId: user.id });
      await mailerFor(c.env).send({
        to: user.email,
        subject: "Reset your Partner Commerce password",
        text: `Open this link within 1 hour to choose a new password:\n\n${new URL(c.req.url).origin}/reset-password?token=${token}\n\nIf you did not ask for this, ignore this message.`,
      });
    }
    // the same answer whether or not the email has a user
    return c.html(<Message title="Check your email"><p>If that email has a user, a link to reset the password is on its way. It works for 1 hour.</p></Message>);
  });
}
