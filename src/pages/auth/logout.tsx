// POST /logout: ends the session the cookie names on the server, signed in or still waiting for
// its second factor (with that session's CSRF token, like any form of it), and clears the cookie.
// So a log-out after the right password leaves nothing a right code could complete later; the
// console's log-out (pages/admin/auth/logout.ts) keeps the same rule at its door.
import type { App } from "../../http/context";
import { revokeSession } from "../../identity/sessions";
import { checkedForm, clearSessionCookie, forbidden, halfSignedIn, signedIn } from "../session";

export function registerLogout(app: App): void {
  app.post("/logout", async (c) => {
    const me = (await signedIn(c)) ?? (await halfSignedIn(c));
    if (me) {
      if (!(await checkedForm(c, me.session))) return forbidden(c);
      await revokeSession(c.env, me.user.id, me.session.id);
    }
    clearSessionCookie(c);
    // the log-in page then says "You are logged out"
    return c.redirect("/login?logged_out=1", 303);
  });
}
