// The pages people see in a browser: sign-up and log-in, the dashboard, its security and team
// pages, and the assets they load (all served by this Worker).
import type { App } from "../http/context";
import { pageFormAllowed } from "../http/rate-limit";
import { registerAssetRoutes } from "./assets";
import { registerAuthPages } from "./auth";
import { registerDashboardPages } from "./dashboard";
import { registerSecurityPages } from "./security";
import { registerTeamPages } from "./team";

/** Forms anyone can post without a session: counted per client address (PAGES_LIMIT). */
const OPEN_FORMS = ["/signup", "/login", "/login/2fa", "/forgot-password", "/reset-password", "/invite", "/verify-email"];

export function registerPages(app: App): void {
  for (const path of OPEN_FORMS) {
    app.post(path, async (c, next) => {
      if (await pageFormAllowed(c)) return next();
      return c.html("<!doctype html><title>Too many requests</title><p>Too many requests from your address. Wait a minute and try again.</p>", 429);
    });
  }
  registerAssetRoutes(app);
  registerAuthPages(app);
  registerDashboardPages(app);
  registerSecurityPages(app);
  registerTeamPages(app);
}
