/** @jsxImportSource hono/jsx */
// POST /dashboard/webhooks: registers an endpoint through the API's step (POST
// /v1/webhook_endpoints): the same schema, URL rule and event types. The answer is the new
// endpoint's page with its signing secret, shown this once. Needs `webhooks.manage`, and in live
// mode a second factor confirmed in the last 10 minutes (a live endpoint is a new way out for live
// events, and its secret is revealed); otherwise 403 with the reason and nothing is registered. A
// refusal shows the form again as it was filled in.
import type { App } from "../../http/context";
import { validate } from "../../http/validation";
import { CreateEndpointBody } from "../../routes/webhook-endpoints/schemas";
import { createEndpoint } from "../../routes/webhook-endpoints/steps";
import { attempt, pageAccount } from "../own";
import { onSignedInForm } from "../session";
import { EndpointPage } from "./endpoint";
import { WebhooksPage } from "./webhooks";
import { cannotManage, chosenEvents, liveWebhookRefusal, mayManageWebhooks } from "./words";

export function registerCreateEndpoint(app: App): void {
  onSignedInForm(app, "/dashboard/webhooks", async (c, me, f) => {
    const url = (f.url ?? "").trim();
    const description = (f.description ?? "").trim();
    const events = chosenEvents(f);
    const form = { url, description, events };
    if (!mayManageWebhooks(me)) {
      return c.html(<WebhooksPage c={c} me={me} form={form} error={{ status: 403, code: "forbidden", message: cannotManage(me) }} />, 403);
    }
    const live = liveWebhookRefusal(me);
    if (live) return c.html(<WebhooksPage c={c} me={me} form={form} error={{ status: 403, code: "forbidden", message: live }} />, 403);
    const made = await attempt(() =>
      createEndpoint(c.env, pageAccount(c.env, me), validate(CreateEndpointBody, { url, ...(description ? { description } : {}), enabled_events: events })),
    );
    if (!made.ok) return c.html(<WebhooksPage c={c} me={me} form={form} error={made.failure} />, made.failure.status);
    return c.html(<EndpointPage c={c} me={me} endpoint={made.value} secret={made.value.secret} status="Endpoint added." />, 201);
  });
}
