// POST /admin/v1/accounts/{id}/api_keys: a new API key, its secret shown only here; a live key
// needs live access first. `permissions` and `allowed_ips` make a restricted key held to
// addresses, read by the same step as the dashboard's form (accounts/keys.ts issueKey).
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { ApiError } from "../../../http/errors";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { issueKey } from "../../../accounts/keys";
import { getAccount } from "../../../accounts/store";
import { accountIdParams } from "../accounts/schemas";
import { AllowedIps, ApiKeySchema, KeyName, KeyPermissions } from "./schemas";

// string first, so an absent mode reads as missing rather than as an invalid option
const CreateApiKeyBody = z.strictObject({
  mode: z.string().pipe(z.enum(["test", "live"])).openapi({ type: "string", enum: ["test", "live"] }),
  name: KeyName.optional(),
  permissions: KeyPermissions.nullable().optional(),
  allowed_ips: AllowedIps.nullable().optional(),
});

export type CreateApiKeyRequest = z.input<typeof CreateApiKeyBody>;
export type CreateApiKeyResponse = z.infer<typeof ApiKeySchema>;

export function registerCreateApiKey(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/accounts/{id}/api_keys",
    tag: "Operator",
    summary: "Issue an API key (secret shown only here); live keys need live access",
    security: "admin",
    permission: "api_keys.manage",
    params: accountIdParams,
    body: CreateApiKeyBody,
    bodyExample: { mode: "live", name: "reporting tool", permissions: { orders: "read", revenue: "read" }, allowed_ips: ["203.0.113.0/24"] },
    response: ApiKeySchema,
    errors: ["resource_not_found", "invalid_state", "parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json"],
    handler: async (c, { params, body }) => {
      const account = await getAccount(c.env, params.id);
      if (body.mode === "live" && !account.liveAccess) {
        throw new ApiError("invalid_state", `Account ${account.id} has no live access yet (kyb_state '${account.kybState}'); approve its KYC first.`);
      }
      return issueKey(c.env, account.id, body.mode, { name: body.name ?? null, permissions: body.permissions, allowedIps: body.allowed_ips, audit: auditContextOf(c) });
    },
  });
}
