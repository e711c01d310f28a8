// A request log line as partners see it: what an API request of theirs was and how it ended,
// never its body or the key's secret.
import { z } from "@hono/zod-openapi";
import { EXAMPLES } from "../examples";

export const RequestLogSchema = z
  .object({
    id: z.string().openapi({ description: "the request's id (req_…), as its Request-Id header and an error's request_id" }),
    object: z.literal("request_log"),
    method: z.string(),
    path: z.string().openapi({ description: "the request's path, without its query" }),
    status: z.number().int().openapi({ description: "the HTTP status answered" }),
    error_code: z.string().nullable().openapi({ description: "the error's code when the request failed; null when it succeeded" }),
    idempotency_key: z.string().nullable().openapi({ description: "the Idempotency-Key header sent, or null" }),
    api_key_id: z.string().openapi({ description: "the id (key_…) of the API key that made the request" }),
    duration_ms: z.number().int().openapi({ description: "how long the service took to answer" }),
    created_at: z.string().openapi({ description: "when the request arrived (a sandbox account's test clock applies)" }),
  })
  .openapi("RequestLog", { example: EXAMPLES.RequestLog });
