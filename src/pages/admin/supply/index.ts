// The console's supply area: suppliers, pricing, sync, offers and rails health.
import type { App } from "../../../http/context";
import { registerSupplyForms } from "./forms";
import { registerSupplyPage } from "./supply";

export function registerSupplyPages(app: App): void {
  registerSupplyPage(app);
  registerSupplyForms(app);
}
