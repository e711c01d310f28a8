// The developers pages of the dashboard, one file per page and per form; this only registers them.
// API keys; webhook endpoints with their forms and delivery logs; events and their replay; the request log.
import type { App } from "../../http/context";
import { registerApiKeysPage } from "./api-keys";
import { registerCreateEndpoint } from "./create-endpoint";
import { registerEndpointPage } from "./endpoint";
import { registerDeleteEndpoint } from "./endpoint-delete";
import { registerEditEndpoint } from "./endpoint-edit";
import { registerPingEndpoint } from "./endpoint-ping";
import { registerRotateSecret } from "./endpoint-rotate";
import { registerEndpointStatus } from "./endpoint-status";
import { registerEventsPage } from "./events";
import { registerReplayEvent } from "./replay";
import { registerRequestLogsPage } from "./request-logs";
import { registerWebhooksPage } from "./webhooks";

export function registerDevelopersPages(app: App): void {
  registerApiKeysPage(app);
  registerWebhooksPage(app);
  registerCreateEndpoint(app);
  registerEndpointPage(app);
  registerEditEndpoint(app);
  registerPingEndpoint(app);
  registerRotateSecret(app);
  registerEndpointStatus(app);
  registerDeleteEndpoint(app);
  registerEventsPage(app);
  registerReplayEvent(app);
  registerRequestLogsPage(app);
}
