/** @jsxImportSource hono/jsx */
// POST /dashboard/team/members/:userId/remove: an owner removes a member. The member's sessions
// stay (they may belong to other accounts) but reach this account no more from their next
// request. The last owner cannot be removed.
import type { App } from "../../http/context";
import { can } from "../../domain/roles";
import { removeMember } from "../../team/members";
import { onSignedInForm } from "../session";
import { LAST_OWNER, NOT_A_MEMBER, ONLY_OWNERS } from "./words";
import { TeamPage } from "./team";

export function registerRemoveMember(app: App): void {
  onSignedInForm(app, "/dashboard/team/members/:userId/remove", async (c, me) => {
    if (!can(me.account.role, "members.manage")) return c.html(<TeamPage c={c} me={me} error={ONLY_OWNERS} />, 403);
    const userId = c.req.param("userId") ?? "";
    const result = await removeMember(c.env, me.account.id, userId);
    if (result === "not_member") return c.html(<TeamPage c={c} me={me} error={NOT_A_MEMBER} />, 404);
    if (result === "last_owner") return c.html(<TeamPage c={c} me={me} error={LAST_OWNER} />, 409);
    // an owner who left the account (another owner remains) goes to whatever account is left
    if (userId === me.user.id) return c.redirect("/dashboard", 303);
    return c.html(<TeamPage c={c} me={me} status="Member removed." />);
  });
}
