/** @jsxImportSource hono/jsx */
// POST /dashboard/team/invitations/:id/revoke: an owner withdraws a pending invitation; its link
// stops working at once.
import type { App } from "../../http/context";
import { can } from "../../domain/roles";
import { revokeInvitation } from "../../team/invitations";
import { onSignedInForm } from "../session";
import { ONLY_OWNERS } from "./words";
import { TeamPage } from "./team";

export function registerRevokeInvitation(app: App): void {
  onSignedInForm(app, "/dashboard/team/invitations/:id/revoke", async (c, me) => {
    if (!can(me.account.role, "members.manage")) return c.html(<TeamPage c={c} me={me} error={ONLY_OWNERS} />, 403);
    if (!(await revokeInvitation(c.env, me.account.id, c.req.param("id") ?? ""))) {
      return c.html(<TeamPage c={c} me={me} error="No such pending invitation in this account." />, 404);
    }
    return c.html(<TeamPage c={c} me={me} status="Invitation revoked." />);
  });
}
