// Orders: one file per operation; this only registers them, in the order the API reference shows.
import type { App } from "../../http/context";
import { registerListOrders } from "./list";
import { registerListTopupOffers } from "./list-topup-offers";
import { registerRetrieveOrderQr } from "./retrieve-qr";
import { registerRetrieveOrder } from "./retrieve";
import { registerRetrieveOrderUsage } from "./retrieve-usage";

export function registerOrderRoutes(app: App): void {
  registerRetrieveOrderQr(app);
  registerRetrieveOrder(app);
  registerRetrieveOrderUsage(app);
  registerListTopupOffers(app);
  registerListOrders(app);
}
