// API keys as the operator sees them: once with the secret, when issued, and never again after.
import { z } from "@hono/zod-openapi";
import { EXAMPLES } from "../../examples";

export const ApiKeySchema = z
  .object({
    id: z.string(),
    object: z.literal("api_key"),
    mode: z.enum(["test", "live"]),
    secret: z.string().optional(),
    created_at: z.string(),
  })
  .openapi("ApiKey", { example: EXAMPLES.ApiKey });

export const StoredApiKeySchema = ApiKeySchema.omit({ secret: true })
  .extend({ revoked_at: z.string().nullable() })
  .openapi("StoredApiKey", { example: EXAMPLES.StoredApiKey, description: "an API key without its secret, which is shown only once" });
