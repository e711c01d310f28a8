// The pages people see in a browser: sign-up and log-in, the dashboard, its security and team
// pages, and the assets they load (all served by this Worker).
import type { App } from "../http/context";
import { registerAssetRoutes } from "./assets";
import { registerAuthPages } from "./auth";
import { registerDashboardPages } from "./dashboard";
import { registerSecurityPages } from "./security";
import { registerTeamPages } from "./team";

export function registerPages(app: App): void {
  registerAssetRoutes(app);
  registerAuthPages(app);
  registerDashboardPages(app);
  registerSecurityPages(app);
  registerTeamPages(app);
}
