// POST /v1/webhook_endpoints/{webhook_endpoint_id}/rotate_secret: a new signing secret, shown
// only in this answer, signs every delivery from now on.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { ownAccount } from "../own";
import { rotateSecret } from "./steps";
import { endpointIdParams, WebhookEndpointSchema } from "./schemas";

export type RotateWebhookSecretResponse = z.infer<typeof WebhookEndpointSchema>;

export function registerRotateWebhookSecret(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}/rotate_secret",
    tag: "Webhooks",
    summary: "Replace the signing secret; the new one, shown only here, signs every delivery from now on",
    security: "api_key",
    params: endpointIdParams,
    response: WebhookEndpointSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => rotateSecret(ownAccount(c), params.webhook_endpoint_id!),
  });
}
