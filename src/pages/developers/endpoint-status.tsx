// POST /dashboard/webhooks/{id}/disable and /enable: the API's update step with status
// "disabled" or "active" (POST /v1/webhook_endpoints/{id}), nothing else changed.
import type { App } from "../../http/context";
import { validate } from "../../http/validation";
import { UpdateEndpointBody } from "../../routes/webhook-endpoints/schemas";
import { updateEndpoint } from "../../routes/webhook-endpoints/steps";
import { onEndpointForm } from "./endpoint-form";

export function registerEndpointStatus(app: App): void {
  for (const [action, status, words] of [
    ["/disable", "disabled", "Endpoint disabled: it receives no events until you enable it."],
    ["/enable", "active", "Endpoint enabled: it receives new events again."],
  ] as const) {
    onEndpointForm(app, action, async (c, own, id) => {
      await updateEndpoint(c.env, own, id, validate(UpdateEndpointBody, { status }));
      return { status: words };
    });
  }
}
