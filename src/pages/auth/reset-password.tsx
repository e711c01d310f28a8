/** @jsxImportSource hono/jsx */
// GET and POST /reset-password: the link from the reset mail sets a new password; the link works
// once, and setting the password ends every session of the user. The link proves the mailbox, so
// it verifies the email; when that is the email's first proof, everyone else's access to the
// accounts the user owns is ended first (team/password-reset.ts). Every reset is told to the user
// by mail.
import type { App } from "../../http/context";
import { peekLink, useLink } from "../../identity/links";
import { mailerFor } from "../../identity/mail";
import { passwordProblem } from "../../identity/password";
import { changePassword, getUser, markEmailVerified } from "../../identity/users";
import { endOthersAccess, passwordResetMail } from "../../team/password-reset";
import { FormToken, Message, NewPasswordField, Notice } from "../layout";
import { forbidden, formToken, signedOutForm } from "../session";

const ResetForm = (props: { token: string; csrf: string; error?: string }) => (
  <Message title="Choose a new password">
    {props.error && <Notice error>{props.error}</Notice>}
    <form method="post" action="/reset-password">
      <FormToken token={props.csrf} />
      <input type="hidden" name="token" value={props.token} />
      <NewPasswordField id="reset-password" name="password" label="New password" />
      <button type="submit">Set password</button>
    </form>
  </Message>
);

export function registerResetPasswordPage(app: App): void {
  app.get("/reset-password", async (c) => {
    const token = c.req.query("token") ?? "";
    if (!(await peekLink(c.env, "reset_password", token))) return c.html(<Message title="Link expired"><p>This link was used or has expired. <a href="/forgot-password">Ask for a new one</a>.</p></Message>, 400);
    return c.html(<ResetForm token={token} csrf={await formToken(c)} />);
  });
  app.post("/reset-password", async (c) => {
    const f = await signedOutForm(c);
    if (!f) return forbidden(c);
    const problem = passwordProblem(f.password ?? "");
    if (problem) return c.html(<ResetForm token={f.token ?? ""} csrf={f._csrf!} error={problem} />, 400);
    const link = await useLink(c.env, "reset_password", f.token ?? "");
    const user = link?.userId ? await getUser(c.env, link.userId) : undefined;
    if (!link || !user) return c.html(<Message title="Link expired"><p>This link was used or has expired.</p></Message>, 400);
    const now = Date.now();
    await changePassword(c.env, user.id, f.password!, null, now);
    // the link came to the inbox, so the email is proven too; before it ever was, whoever signed up
    // with it may have let others in, so they go before the email counts as verified (a failure
    // in between leaves it unverified, and the next reset ends them again)
    const firstProof = user.emailVerifiedAt === null && user.email === link.email;
    const ended = firstProof ? await endOthersAccess(c.env, user.id, now) : [];
    await markEmailVerified(c.env, user.id, link.email, now);
    await mailerFor(c.env)
      .send(passwordResetMail(user.email, now, ended))
      .catch((e) => console.error("password reset mail not sent", e));
    return c.redirect("/login?reset=1", 303);
  });
}
