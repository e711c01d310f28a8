/** @jsxImportSource hono/jsx */
// POST /dashboard/team/members/:userId/role: an owner gives a member another role. The last owner
// cannot be demoted (the account would have no one to manage it); the member's next request
// already runs with the new role.
import type { App } from "../../http/context";
import { can, isRole } from "../../domain/roles";
import { changeRole } from "../../team/members";
import { current, onSignedInForm } from "../session";
import { LAST_OWNER, NOT_A_MEMBER, ONLY_OWNERS } from "./words";
import { TeamPage } from "./team";

export function registerChangeRole(app: App): void {
  onSignedInForm(app, "/dashboard/team/members/:userId/role", async (c, me, f) => {
    if (!can(me.account.role, "members.manage")) return c.html(<TeamPage c={c} me={me} error={ONLY_OWNERS} />, 403);
    if (!isRole(f.role)) return c.html(<TeamPage c={c} me={me} error="Choose a role." />, 400);
    const result = await changeRole(c.env, me.account.id, c.req.param("userId") ?? "", f.role);
    if (result === "not_member") return c.html(<TeamPage c={c} me={me} error={NOT_A_MEMBER} />, 404);
    if (result === "last_owner") return c.html(<TeamPage c={c} me={me} error={LAST_OWNER} />, 409);
    // an owner who gave themselves another role sees the page as that role at once
    const now = await current(c);
    if (!now) return c.redirect("/dashboard", 303);
    return c.html(<TeamPage c={c} me={now} status="Role changed." />);
  });
}
