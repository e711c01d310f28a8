// eSIM deliveries to travellers: one file per operation; this only registers them, in the order
// the API reference shows.
import type { App } from "../../http/context";
import { registerCreateDelivery } from "./create";
import { registerListDeliveries } from "./list";
import { registerPreviewDelivery } from "./preview";

export function registerDeliveryRoutes(app: App): void {
  registerCreateDelivery(app);
  registerListDeliveries(app);
  registerPreviewDelivery(app);
}
