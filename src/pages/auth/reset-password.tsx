/** @jsxImportSource hono/jsx */
// GET and POST /reset-password: the link from the reset mail sets a new password; the link works
// once, and setting the password ends every session of the user.
import type { App } from "../../http/context";
import { peekLink, useLink } from "../../identity/links";
import { passwordProblem } from "../../identity/password";
import { changePassword, getUser, markEmailVerified } from "../../identity/users";
import { FormToken, Message, Notice } from "../layout";
import { forbidden, formToken, signedOutForm } from "../session";

const ResetForm = (props: { token: string; csrf: string; error?: string }) => (
  <Message title="Choose a new password">
    {props.error && <Notice error>{props.error}</Notice>}
    <form method="post" action="/reset-password">
      <FormToken token={props.csrf} />
      <input type="hidden" name="token" value={props.token} />
      <label>New password<input name="password" type="password" required minlength={12} autocomplete="new-password" /></label>
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
    await changePassword(c.env, user.id, f.password!, null);
    // the link came to the inbox, so the email is proven too
    await markEmailVerified(c.env, user.id, link.email);
    return c.redirect("/login?reset=1", 303);
  });
}
