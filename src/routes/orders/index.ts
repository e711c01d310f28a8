// Orders: one file per operation; this only registers them, in the order the API reference shows.
import type { App } from "../../http/context";
import { registerListOrders } from "./list";
import { registerListTopupOffers } from "./list-topup-offers";
import { registerRetrieveOrderQr } from "./retrieve-qr";
import { registerRetrieveOrder } from "./retrieve";
import { registerRetrieveOrderUsage } from "./retrieve-usage";
import { registerRetrieveEsim } from "./retrieve-esim";
import { registerSuspendEsim } from "./suspend-esim";
import { registerResumeEsim } from "./resume-esim";
import { registerRevokeEsim } from "./revoke-esim";

export function registerOrderRoutes(app: App): void {
  registerRetrieveOrderQr(app);
  registerRetrieveOrder(app);
  registerRetrieveOrderUsage(app);
  registerRetrieveEsim(app);
  registerSuspendEsim(app);
  registerResumeEsim(app);
  registerRevokeEsim(app);
  registerListTopupOffers(app);
  registerListOrders(app);
}
