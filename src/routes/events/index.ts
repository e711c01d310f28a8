// Events: one file per operation; this only registers them, in the order the API reference shows.
import type { App } from "../../http/context";
import { registerListEvents } from "./list";
import { registerReplayEvent } from "./replay";
import { registerRetrieveEvent } from "./retrieve";
import { registerEventWebhooks } from "./webhooks";

export function registerEventRoutes(app: App): void {
  registerListEvents(app);
  registerRetrieveEvent(app);
  registerReplayEvent(app);
  registerEventWebhooks(app);
}
