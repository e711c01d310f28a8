// POST /logout: ends the session on the server (with the session's CSRF token, like any signed-in
// form) and clears the cookie.
import type { App } from "../../http/context";
import { revokeSession } from "../../identity/sessions";
import { checkedForm, clearSessionCookie, forbidden, signedIn } from "../session";

export function registerLogout(app: App): void {
  app.post("/logout", async (c) => {
    const me = await signedIn(c);
    if (me) {
      if (!(await checkedForm(c, me.session))) return forbidden(c);
      await revokeSession(c.env, me.user.id, me.session.id);
    }
    clearSessionCookie(c);
    return c.redirect("/login", 303);
  });
}
