import type { App } from "../http/context";
import { registerAccountRoutes } from "./account";
import { registerAdminAccountRoutes } from "./admin/accounts";
import { registerAdminCreditRoute } from "./admin/credit";
import { registerAdminOutboxRoute } from "./admin/outbox";
import { registerAdminPayoutSettingsRoutes } from "./admin/payout-settings";
import { registerAdminSupplierRoutes } from "./admin/suppliers";
import { registerOfferRoutes } from "./offers";
import { registerSystemRoutes } from "./system";
import { registerEventRoutes } from "./events";
import { registerProviderHookRoutes } from "./intake";
import { registerOrderRoutes } from "./orders";
import { registerQuoteRoutes } from "./quotes";
import { registerRevenueRoutes } from "./revenue";
import { registerTestHelperRoutes } from "./test-helpers";
import { registerWalletRoutes } from "./wallet";
import { registerWebhookRoutes } from "./webhook-endpoints";

export function registerRoutes(app: App): void {
  registerSystemRoutes(app);
  registerAdminAccountRoutes(app);
  registerAdminCreditRoute(app);
  registerAdminOutboxRoute(app);
  registerAdminPayoutSettingsRoutes(app);
  registerAdminSupplierRoutes(app);
  registerAccountRoutes(app);
  registerOfferRoutes(app);
  registerQuoteRoutes(app);
  registerOrderRoutes(app);
  registerWalletRoutes(app);
  registerRevenueRoutes(app);
  registerEventRoutes(app);
  registerWebhookRoutes(app);
  registerTestHelperRoutes(app);
  registerProviderHookRoutes(app);
}
