// POST /dashboard/webhooks/{id}/disable and /enable: the API's update step with status
// "disabled" or "active" (POST /v1/webhook_endpoints/{id}), nothing else changed. Enabling sends
// live events to the endpoint's URL again (one that may have been stopped on purpose, or after
// failing), so in live mode it needs a fresh second factor; disabling only stops sending and
// needs none.
import type { App } from "../../http/context";
import { validate } from "../../http/validation";
import { UpdateEndpointBody } from "../../routes/webhook-endpoints/schemas";
import { updateEndpoint } from "../../routes/webhook-endpoints/steps";
import { onEndpointForm } from "./endpoint-form";

export function registerEndpointStatus(app: App): void {
  for (const [action, status, sendsLive, words] of [
    ["/disable", "disabled", false, "Endpoint disabled: it receives no events until you enable it."],
    ["/enable", "active", true, "Endpoint enabled: it receives new events again."],
  ] as const) {
    onEndpointForm(app, action, { sendsLive }, async (c, own, id) => {
      await updateEndpoint(c.env, own, id, validate(UpdateEndpointBody, { status }));
      return { status: words };
    });
  }
}
