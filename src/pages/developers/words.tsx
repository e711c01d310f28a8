/** @jsxImportSource hono/jsx */
// What the developers pages share: an endpoint's and an attempt's status in words (never colour
// alone), who may change webhooks and when a live form needs a fresh second factor, the event-type
// checkboxes of the create and edit forms, and how those checkboxes become the API's
// `enabled_events`.
import { can } from "../../domain/roles";
import { ALL_EVENTS, EVENT_TYPES } from "../../webhooks/event-types";
import { freshSecondFactorRefusal } from "../live-check";
import type { Current } from "../session";
import type { FormWords } from "../form-words";

export const mayManageWebhooks = (me: Current) => can(me.account.role, "webhooks.manage");

export const cannotManage = (me: Current) => `Your role (${me.account.role}) can see webhooks and events but not change them.`;

/**
 * Why `me` may not, now, make this account's events leave the service by a new way (register an
 * endpoint, change its URL or events, show a new secret, enable it again, send an event again), or
 * null: in live mode the live keys' rule (live-check.ts), in test mode nothing.
 */
export const liveWebhookRefusal = (me: Current): string | null => (me.mode === "live" ? freshSecondFactorRefusal(me, "Live webhook endpoints need") : null);

/**
 * Why a webhook URL cannot be used, as what to do about it: a local address says how local
 * development receives events (the `listen` command, or a service run locally that allows them);
 * a name that does not resolve says we could not find the host, never a resolver's detail.
 */
export function webhookUrlFix(message: string, code: string): string {
  if (code === "webhook_url_in_use") return "another endpoint already sends to this address: open it from the list below and change its events instead.";
  if (/localhost and loopback/.test(message)) {
    return "an address on your own machine cannot receive our events. For local development, run `npx partner-commerce listen --forward-to` with this address: it receives your events and hands them on signed (if you run this service yourself, `npm start -- --allow-local-webhooks` allows local addresses for that run). Otherwise use a public https:// address.";
  }
  if (/IP addresses are not allowed/.test(message)) return "use your server's host name, not an IP address, like https://hooks.example.com/partner.";
  if (/could not be resolved|does not resolve/.test(message)) return "we could not find this host. Check the spelling of its name, or that it is published in DNS.";
  if (/private or reserved|private or special use|resolve to private/.test(message)) return "this host leads into a private network. Use an address the internet can reach.";
  if (/must use https/.test(message)) return "use an https:// address.";
  return "enter a public https:// address, like https://hooks.example.com/partner.";
}

/** The create and edit forms' fields in words (form-words.ts). */
export const ENDPOINT_WORDS: FormWords = {
  url: { label: "URL", fix: (f) => webhookUrlFix(f.message, f.code) },
  description: { label: "Description", fix: "use at most 5,000 characters." },
  enabled_events: { label: "Events to send", fix: (f) => (f.code === "unknown_event_type" ? "choose among the listed event types." : "choose at least one event type, or every event type.") },
  cursor: { label: "The page link", fix: "it has expired: start again from the newest." },
};

export function endpointStatus(e: { status: "active" | "disabled"; disabled_reason: string | null }): string {
  return e.status === "active" ? "Enabled" : `Disabled${e.disabled_reason ? ` (${e.disabled_reason})` : ""}`;
}

export function attemptStatus(d: { status: "succeeded" | "failed" | "pending"; next_attempt_at: string | null }): string {
  if (d.status === "succeeded") return "Delivered";
  if (d.status === "pending") return "Waiting to be sent";
  return d.next_attempt_at ? "Failed, will retry" : "Failed, no more retries";
}

/** The types a partner can subscribe to: every type but `ping`, which goes to one endpoint on request. */
export const SUBSCRIBABLE = EVENT_TYPES.filter((t) => t !== "ping");

/** A form's checkboxes (`all`, or one `event:<type>` per type) as the API's enabled_events; empty when none was ticked. */
export function chosenEvents(f: Record<string, string>): string[] {
  if (f.all) return [ALL_EVENTS];
  return Object.keys(f)
    .filter((k) => k.startsWith("event:"))
    .map((k) => k.slice("event:".length));
}

/** The event checkboxes, ticked as `enabled` says (every type, "*", by default). */
export function EventChoice(props: { enabled?: readonly string[] }) {
  const enabled = props.enabled ?? [ALL_EVENTS];
  const all = enabled.includes(ALL_EVENTS);
  return (
    <fieldset>
      <legend>Events to send</legend>
      <label>
        <input type="checkbox" name="all" value="1" checked={all} aria-describedby="event-types-hint" />
        Every event type, including types added later
      </label>
      <details>
        <summary>Or only these types</summary>
        <p id="event-types-hint"><small>Untick the box above to send only the types ticked here.</small></p>
        {SUBSCRIBABLE.map((t) => (
          <label>
            <input type="checkbox" name={`event:${t}`} value="1" checked={!all && enabled.includes(t)} />
            <code>{t}</code>
          </label>
        ))}
      </details>
    </fieldset>
  );
}
