// Events: one file per operation; this only registers them, in the order the API reference shows.
import type { App } from "../../http/context";
import { registerListEvents } from "./list";
import { registerReplayEvent } from "./replay";
import { registerRetrieveEvent } from "./retrieve";
import { registerEventStream } from "./stream";
import { registerEventWebhooks } from "./webhooks";

export function registerEventRoutes(app: App): void {
  registerListEvents(app);
  // before /v1/events/{event_id}, which would otherwise take "stream" for an id
  registerEventStream(app);
  registerRetrieveEvent(app);
  registerReplayEvent(app);
  registerEventWebhooks(app);
}
