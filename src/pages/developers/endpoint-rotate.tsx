// POST /dashboard/webhooks/{id}/rotate-secret: the API's rotation step
// (POST /v1/webhook_endpoints/{id}/rotate_secret); the new secret is shown on the answer only. A
// live secret shown is a live secret revealed: in live mode it needs a fresh second factor.
import type { App } from "../../http/context";
import { rotateSecret } from "../../routes/webhook-endpoints/steps";
import { onEndpointForm } from "./endpoint-form";

export function registerRotateSecret(app: App): void {
  onEndpointForm(app, "/rotate-secret", { sendsLive: true }, async (c, own, id) => {
    const e = await rotateSecret(own, id);
    c.header("cache-control", "no-store");
    return { secret: e.secret, status: "Secret rotated: the old secret no longer signs deliveries." };
  });
}
