import type { App } from "../http/context";
import { registerAdminAccountRoutes } from "./admin/accounts";
import { registerSystemRoutes } from "./system";

export function registerRoutes(app: App): void {
  registerSystemRoutes(app);
  registerAdminAccountRoutes(app);
}
