/** @jsxImportSource hono/jsx */
// POST /dashboard/mode: the test / live switch. The session remembers the choice (in its scope,
// beside the account it looks at); every dashboard page then shows and acts in that mode. Live is
// refused (403, nothing changed) until the account has live access. Any member may look at live:
// every role reads every page; what they may do there is still the role matrix's answer.
import type { App } from "../../http/context";
import { updateSession } from "../../identity/sessions";
import { Layout, Notice } from "../layout";
import { dashboardScope, onSignedInForm } from "../session";

/** Where to go back to: the dashboard page the switch was pressed on (its path only, since a list's cursor belongs to one mode). */
function backTo(referer: string | undefined, self: string): string {
  if (!referer) return "/dashboard";
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(self).origin) return "/dashboard";
    return /^\/dashboard(\/[a-z0-9/_-]*)?$/i.test(url.pathname) && !url.pathname.endsWith(".csv") ? url.pathname : "/dashboard";
  } catch {
    return "/dashboard";
  }
}

export function registerModeSwitch(app: App): void {
  onSignedInForm(app, "/dashboard/mode", async (c, me, f) => {
    const mode = f.mode === "live" ? "live" : f.mode === "test" ? "test" : null;
    if (!mode) {
      return c.html(<Layout title="Mode" me={me}><Notice error>Choose test or live mode.</Notice></Layout>, 400);
    }
    if (mode === "live" && !me.account.liveAccess) {
      return c.html(
        <Layout title="Live mode" me={me}>
          <h1>Live mode is not open yet</h1>
          <Notice error>Live mode opens once the account has live access: business verification (KYB) and identity verification (KYC) approved.</Notice>
          <p><a href="/dashboard">Back to the dashboard</a></p>
        </Layout>,
        403,
      );
    }
    await updateSession(c.env, me.session.id, { scope: dashboardScope(me.account.id, mode) });
    return c.redirect(backTo(c.req.header("referer"), c.req.url), 303);
  });
}
