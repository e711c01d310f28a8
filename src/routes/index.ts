// Every operation, resource by resource; the order of registration is the order of the paths
// in the OpenAPI document and of the API reference.
import type { App } from "../http/context";
import { useRouteAccess } from "../http/route";
import { ROUTE_ACCESS } from "./access";
import { registerAccountRoutes } from "./account";
import { registerBrandRoutes } from "./brand";
import { registerAdminRoutes } from "./admin";
import { registerOfferRoutes } from "./offers";
import { registerSystemRoutes } from "./system";
import { registerEventRoutes } from "./events";
import { registerProviderHookRoutes } from "./intake";
import { registerOrderRoutes } from "./orders";
import { registerOrderBatchRoutes } from "./order-batches";
import { registerDeliveryRoutes } from "./deliveries";
import { registerQuoteRoutes } from "./quotes";
import { registerRefundRoutes } from "./refunds";
import { registerReportingRoutes } from "./reporting";
import { registerRequestLogRoutes } from "./request-logs";
import { registerRevenueRoutes } from "./revenue";
import { registerTestHelperRoutes } from "./test-helpers";
import { registerWalletRoutes } from "./wallet";
import { registerWebhookRoutes } from "./webhook-endpoints";

export function registerRoutes(app: App): void {
  // what each API-key route needs of a restricted key, known before any route is declared
  useRouteAccess(ROUTE_ACCESS);
  registerSystemRoutes(app);
  registerAdminRoutes(app);
  registerAccountRoutes(app);
  registerOfferRoutes(app);
  registerQuoteRoutes(app);
  registerOrderRoutes(app);
  registerOrderBatchRoutes(app);
  registerDeliveryRoutes(app);
  registerRefundRoutes(app);
  registerWalletRoutes(app);
  registerRevenueRoutes(app);
  registerReportingRoutes(app);
  registerEventRoutes(app);
  registerWebhookRoutes(app);
  registerBrandRoutes(app);
  registerRequestLogRoutes(app);
  registerTestHelperRoutes(app);
  registerProviderHookRoutes(app);
}
