// POST /dashboard/switch: the session looks at another of the user's accounts; an account the
// user is not a member of is ignored.
import type { App } from "../../http/context";
import { updateSession } from "../../identity/sessions";
import { checkedForm, forbidden, requireMe } from "../session";

export function registerSwitchAccount(app: App): void {
  app.post("/dashboard/switch", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const f = await checkedForm(c, me.session);
    if (!f) return forbidden(c);
    if (me.accounts.some((a) => a.id === f.account_id)) await updateSession(c.env, me.session.id, { scope: f.account_id! });
    return c.redirect("/dashboard", 303);
  });

}
