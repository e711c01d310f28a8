// Refunds: one file per operation; this only registers them, in the order the API reference shows.
import type { App } from "../../http/context";
import { registerCreateRefund } from "./create";
import { registerListRefunds } from "./list";
import { registerRetrieveRefund } from "./retrieve";

export function registerRefundRoutes(app: App): void {
  registerCreateRefund(app);
  registerRetrieveRefund(app);
  registerListRefunds(app);
}
