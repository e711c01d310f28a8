// POST /dashboard/webhooks/{id}/ping: the API's ping step (POST /v1/webhook_endpoints/{id}/ping):
// a ping event delivered now; the page then shows the attempt at the top of the log. A ping carries
// none of the account's data and goes only to the URL already registered, so live mode asks no
// second factor.
import type { App } from "../../http/context";
import { pingEndpoint } from "../../routes/webhook-endpoints/steps";
import { attemptStatus } from "./words";
import { onEndpointForm } from "./endpoint-form";

export function registerPingEndpoint(app: App): void {
  onEndpointForm(app, "/ping", { sendsLive: false }, async (_c, own, id) => {
    const d = await pingEndpoint(own, id);
    const answer = d.response_status === null ? "no answer" : `HTTP ${d.response_status}`;
    return { status: `Ping sent (event ${d.event_id}): ${attemptStatus(d).toLowerCase()}, ${answer}, ${d.duration_ms} ms.` };
  });
}
