// GET /v1/webhook_endpoints: the caller's endpoints in the key's mode, newest first (never their secrets).
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { ownList } from "../own-list";
import { EXAMPLES, listExample } from "../examples";
import { WebhookEndpointSchema } from "./schemas";

const WebhookEndpointListSchema = listSchema(WebhookEndpointSchema, "WebhookEndpointList", listExample(EXAMPLES.WebhookEndpoint));

const ListWebhookEndpointsQuerySchema = z.strictObject(pageQuery);

export type ListWebhookEndpointsQuery = z.input<typeof ListWebhookEndpointsQuerySchema>;
export type ListWebhookEndpointsResponse = z.infer<typeof WebhookEndpointListSchema>;

export function registerListWebhookEndpoints(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/webhook_endpoints",
    tag: "Webhooks",
    summary: "List webhook endpoints, newest first",
    security: "api_key",
    query: ListWebhookEndpointsQuerySchema.shape,
    response: WebhookEndpointListSchema,
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => ownList(c, "webhook_endpoints", query, {}, (stub, ref, req) => stub.webhookEndpoints(ref, req)),
  });
}
