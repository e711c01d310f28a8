/** @jsxImportSource hono/jsx */
// POST /dashboard/webhooks/{id}/delete: the API's delete step (DELETE /v1/webhook_endpoints/{id});
// the Webhooks page then says it is gone. It only stops sending, so live mode asks no second factor.
import type { App } from "../../http/context";
import { deleteEndpoint } from "../../routes/webhook-endpoints/steps";
import { onEndpointForm } from "./endpoint-form";
import { WebhooksPage } from "./webhooks";

export function registerDeleteEndpoint(app: App): void {
  onEndpointForm(app, "/delete", { sendsLive: false }, async (c, own, id, _f, me) => {
    await deleteEndpoint(own, id);
    return c.html(<WebhooksPage c={c} me={me} status={`Endpoint ${id} deleted.`} />);
  });
}
