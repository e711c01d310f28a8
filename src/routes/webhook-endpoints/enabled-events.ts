// What an endpoint subscribes to: known event types only (or "*"), each once, in the order
// given; an unknown one is refused with unknown_event_type before anything is stored.
import { ApiError } from "../../http/errors";
import { unknownEventType } from "../../webhooks/event-types";

export function eventTypes(types: string[]): string[] {
  const unknown = unknownEventType(types);
  if (unknown !== undefined) {
    throw new ApiError("unknown_event_type", `Unknown event type in enabled_events: '${unknown}'`, "enabled_events");
  }
  return [...new Set(types)];
}
