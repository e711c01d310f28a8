import type { App } from "../../http/context";
import { registerPayoutRoutes } from "./payouts";
import { registerRevenueReadRoutes } from "./read";
import { registerTransferRoute } from "./transfers";

export function registerRevenueRoutes(app: App): void {
  registerRevenueReadRoutes(app);
  registerTransferRoute(app);
  registerPayoutRoutes(app);
}
