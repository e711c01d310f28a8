// API keys as the operator sees them: once with the secret, when issued, and never again after.
import { z } from "@hono/zod-openapi";
import { KEY_NAME_MAX } from "../../../accounts/keys";
import { EXAMPLES } from "../../examples";

/** What an account calls a key: trimmed; empty means no name. The dashboard's form and the operator API share it. */
export const KeyName = z
  .string()
  .trim()
  .max(KEY_NAME_MAX)
  .transform((s) => (s === "" ? null : s))
  .openapi({ type: "string", maxLength: KEY_NAME_MAX, description: "a name to tell keys apart, shown beside the key; not secret" });

export const ApiKeySchema = z
  .object({
    id: z.string(),
    object: z.literal("api_key"),
    mode: z.enum(["test", "live"]),
    name: z.string().nullable().openapi({ description: "the name the account gave the key, or null" }),
    secret: z.string().optional(),
    created_at: z.string(),
  })
  .openapi("ApiKey", { example: EXAMPLES.ApiKey });

export const StoredApiKeySchema = ApiKeySchema.omit({ secret: true })
  .extend({ revoked_at: z.string().nullable() })
  .openapi("StoredApiKey", { example: EXAMPLES.StoredApiKey, description: "an API key without its secret, which is shown only once" });
