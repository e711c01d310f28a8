/** @jsxImportSource hono/jsx */
// POST /dashboard/team/invite: an owner invites an email with a role; the link goes by mail.
import type { App } from "../../http/context";
import { can, isRole } from "../../domain/roles";
import { EMAIL_SHAPE, normalEmail } from "../../identity/users";
import { invite } from "../../team/invitations";
import { onSignedInForm } from "../session";
import { TeamPage } from "./team";

export function registerInvite(app: App): void {
  onSignedInForm(app, "/dashboard/team/invite", async (c, me, f) => {
    if (!can(me.account.role, "members.manage")) return c.html(<TeamPage c={c} me={me} error="Only owners invite members." />, 403);
    const email = normalEmail(f.email ?? "");
    if (!EMAIL_SHAPE.test(email) || !isRole(f.role)) return c.html(<TeamPage c={c} me={me} error="Enter an email and choose a role." />, 400);
    await invite(c.env, { email, role: f.role, accountId: me.account.id, accountName: me.account.name, invitedBy: me.user.email }, new URL(c.req.url).origin);
    return c.html(<TeamPage c={c} me={me} status={`Invitation sent to ${email}.`} />);
  });
}
