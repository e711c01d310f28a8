// POST /dashboard/webhooks/{id}: the API's update step (POST /v1/webhook_endpoints/{id}) with the
// form's URL, description (blank clears it) and event types, checked by the same schema and rules
// (the URL by the API's URL policy). A form without a URL field keeps the URL. A new URL or new
// event types send live events where they did not go before, so in live mode every edit needs a
// fresh second factor.
import type { App } from "../../http/context";
import { validate } from "../../http/validation";
import { UpdateEndpointBody } from "../../routes/webhook-endpoints/schemas";
import { updateEndpoint } from "../../routes/webhook-endpoints/steps";
import { onEndpointForm } from "./endpoint-form";
import { chosenEvents } from "./words";

export function registerEditEndpoint(app: App): void {
  onEndpointForm(app, "", { sendsLive: true }, async (c, own, id, f) => {
    const description = (f.description ?? "").trim();
    const url = f.url === undefined ? {} : { url: f.url.trim() };
    const body = validate(UpdateEndpointBody, { ...url, description: description === "" ? null : description, enabled_events: chosenEvents(f) });
    await updateEndpoint(c.env, own, id, body);
    return { status: "Changes saved." };
  });
}
