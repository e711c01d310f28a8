// POST /dashboard/webhooks/{id}: the API's update step (POST /v1/webhook_endpoints/{id}) with the
// form's description (blank clears it) and event types, checked by the same schema and rules.
import type { App } from "../../http/context";
import { validate } from "../../http/validation";
import { UpdateEndpointBody } from "../../routes/webhook-endpoints/schemas";
import { updateEndpoint } from "../../routes/webhook-endpoints/steps";
import { onEndpointForm } from "./endpoint-form";
import { chosenEvents } from "./words";

export function registerEditEndpoint(app: App): void {
  onEndpointForm(app, "", async (c, own, id, f) => {
    const description = (f.description ?? "").trim();
    const body = validate(UpdateEndpointBody, { description: description === "" ? null : description, enabled_events: chosenEvents(f) });
    await updateEndpoint(c.env, own, id, body);
    return { status: "Changes saved." };
  });
}
