// POST /admin/logout: ends the operator's session on the server (with the session's CSRF token,
// like any console form; a half-signed-in session too) and clears the console's cookie only.
import type { App } from "../../../http/context";
import { revokeSession } from "../../../identity/sessions";
import { checkedForm, clearSessionCookie, forbidden, halfSignedIn, OPERATOR_DOOR, signedIn } from "../../session";

export function registerConsoleLogout(app: App): void {
  app.post("/admin/logout", async (c) => {
    const me = (await signedIn(c, OPERATOR_DOOR)) ?? (await halfSignedIn(c, OPERATOR_DOOR));
    if (me) {
      if (!(await checkedForm(c, me.session))) return forbidden(c);
      await revokeSession(c.env, me.user.id, me.session.id);
    }
    clearSessionCookie(c, OPERATOR_DOOR);
    return c.redirect("/admin/login?out=1", 303);
  });
}
