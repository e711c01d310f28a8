// Webhook endpoints: register, read, change, delete, rotate the signing secret, ping, and the
// log of delivery attempts. Everything lives in the caller's account object for its mode. One
// file per operation; this only registers them, in the order the API reference shows.
import type { App } from "../../http/context";
import { registerCreateWebhookEndpoint } from "./create";
import { registerDeleteWebhookEndpoint } from "./delete";
import { registerListWebhookEndpoints } from "./list";
import { registerListWebhookDeliveries } from "./list-deliveries";
import { registerPingWebhookEndpoint } from "./ping";
import { registerRetrieveWebhookEndpoint } from "./retrieve";
import { registerRotateWebhookSecret } from "./rotate-secret";
import { registerUpdateWebhookEndpoint } from "./update";

export function registerWebhookRoutes(app: App): void {
  registerCreateWebhookEndpoint(app);
  registerListWebhookEndpoints(app);
  registerRetrieveWebhookEndpoint(app);
  registerUpdateWebhookEndpoint(app);
  registerDeleteWebhookEndpoint(app);
  registerRotateWebhookSecret(app);
  registerPingWebhookEndpoint(app);
  registerListWebhookDeliveries(app);
}
