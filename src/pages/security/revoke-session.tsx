/** @jsxImportSource hono/jsx */
// POST /dashboard/security/sessions/:id/revoke: ends one of the user's own sessions at once.
import type { App } from "../../http/context";
import { revokeSession } from "../../identity/sessions";
import { onSignedInForm } from "../session";
import { SecurityPage } from "./security";

export function registerSessionRevoke(app: App): void {
  onSignedInForm(app, "/dashboard/security/sessions/:id/revoke", async (c, me) => {
    await revokeSession(c.env, me.user.id, c.req.param("id") ?? "");
    return c.html(<SecurityPage c={c} me={me} status="Session ended." />);
  });
}
