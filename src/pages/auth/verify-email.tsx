/** @jsxImportSource hono/jsx */
// GET and POST /verify-email: the link from the verification mail (24 h, single use). GET only
// shows a button, so a mail scanner that follows the link does not use it; POST uses it.
import type { App } from "../../http/context";
import { peekLink, useLink } from "../../identity/links";
import { markEmailVerified } from "../../identity/users";
import { FormToken, Message } from "../layout";
import { forbidden, formToken, signedOutForm } from "../session";

export function registerVerifyEmailPage(app: App): void {
  app.get("/verify-email", async (c) => {
    const token = c.req.query("token") ?? "";
    const ok = await peekLink(c.env, "verify_email", token);
    if (!ok) return c.html(<Message title="Link expired"><p>This link was used or has expired. Send a new one from the dashboard's Security page.</p></Message>, 400);
    return c.html(
      <Message title="Verify your email">
        <form method="post" action="/verify-email">
          <FormToken token={await formToken(c)} />
          <input type="hidden" name="token" value={token} />
          <p>Confirm <strong>{ok.email}</strong> as your email.</p>
          <button type="submit">Verify email</button>
        </form>
      </Message>,
    );
  });
  app.post("/verify-email", async (c) => {
    const f = await signedOutForm(c);
    if (!f) return forbidden(c);
    const link = await useLink(c.env, "verify_email", f.token ?? "");
    if (!link?.userId) return c.html(<Message title="Link expired"><p>This link was used or has expired.</p></Message>, 400);
    await markEmailVerified(c.env, link.userId, link.email);
    return c.html(<Message title="Email verified"><p>Thank you. <a href="/dashboard">Go to the dashboard</a></p></Message>);
  });
}
