// API keys as the operator sees them: once with the secret, when issued, and never again after.
import { z } from "@hono/zod-openapi";
import { KEY_NAME_MAX } from "../../../accounts/keys";
import { ALLOWED_IPS_MAX, RESOURCE_LEVELS, RESOURCES, type Resource } from "../../../domain/key-permissions";
import { EXAMPLES } from "../../examples";

/** What an account calls a key: trimmed; empty means no name. The dashboard's form and the operator API share it. */
export const KeyName = z
  .string()
  .trim()
  .max(KEY_NAME_MAX)
  .transform((s) => (s === "" ? null : s))
  .openapi({ type: "string", maxLength: KEY_NAME_MAX, description: "a name to tell keys apart, shown beside the key; not secret" });

/** A restricted key's permissions: each resource "none", "read" or "write" where the resource has it (keys.md); left out is none. */
export const KeyPermissions = z
  .strictObject(
    Object.fromEntries(RESOURCES.map((r: Resource) => [r, z.enum(["none", ...RESOURCE_LEVELS[r]] as [string, ...string[]]).optional()])) as Record<
      Resource,
      z.ZodOptional<z.ZodEnum<Record<string, string>>>
    >,
  )
  .openapi("KeyPermissions", {
    description: "a restricted key's access per resource (write includes read; a resource left out has none); null on a full-access key",
    example: { orders: "read", quotes: "write" },
  });

export const AllowedIps = z
  .array(z.string())
  .openapi({ description: `up to ${ALLOWED_IPS_MAX} IPv4/IPv6 addresses or CIDR ranges the key may be used from (CF-Connecting-IP); null: anywhere`, example: ["203.0.113.7", "2001:db8::/32"] });

export const ApiKeySchema = z
  .object({
    id: z.string(),
    object: z.literal("api_key"),
    mode: z.enum(["test", "live"]),
    name: z.string().nullable().openapi({ description: "the name the account gave the key, or null" }),
    secret: z.string().optional(),
    permissions: KeyPermissions.nullable(),
    allowed_ips: AllowedIps.nullable(),
    created_at: z.string(),
  })
  .openapi("ApiKey", { example: EXAMPLES.ApiKey });

export const StoredApiKeySchema = ApiKeySchema.omit({ secret: true })
  .extend({ revoked_at: z.string().nullable(), last_used_at: z.string().nullable().openapi({ description: "when the key last authenticated a request, to the minute" }) })
  .openapi("StoredApiKey", { example: EXAMPLES.StoredApiKey, description: "an API key without its secret, which is shown only once" });
