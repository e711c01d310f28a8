// Operator API: issuing, listing and revoking an account's API keys.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { ApiError } from "../../http/errors";
import { defineRoute } from "../../http/route";
import { listSchema, pageQuery, pageRequest, toList } from "../../http/pagination";
import { issueKey, listKeys, revokeKey, storedKeyView } from "../../accounts/keys";
import { getAccount } from "../../accounts/store";
import { ApiKeySchema } from "../schemas";
import { accountIdParams, StoredApiKeySchema } from "./schemas";
import { EXAMPLES, listExample } from "../examples";

export function registerAdminApiKeyRoutes(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/accounts/{id}/api_keys",
    tag: "Operator",
    summary: "Issue an API key (secret shown only here); live keys need live access",
    security: "admin",
    params: accountIdParams,
    // string first, so an absent mode reads as missing rather than as an invalid option
    body: z.strictObject({ mode: z.string().pipe(z.enum(["test", "live"])).openapi({ type: "string", enum: ["test", "live"] }) }),
    bodyExample: { mode: "live" },
    response: ApiKeySchema,
    errors: ["resource_not_found", "invalid_state", "parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json"],
    handler: async (c, { params, body }) => {
      const account = await getAccount(c.env, params.id);
      if (body.mode === "live" && !account.liveAccess) {
        throw new ApiError("invalid_state", `Account ${account.id} has no live access yet (kyb_state '${account.kybState}'); approve its KYC first.`);
      }
      return issueKey(c.env, account.id, body.mode);
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/admin/v1/accounts/{id}/api_keys",
    tag: "Operator",
    summary: "List an account's API keys, newest first, revoked ones included (never their secrets)",
    security: "admin",
    params: accountIdParams,
    query: pageQuery,
    response: listSchema(StoredApiKeySchema, "StoredApiKeyList", listExample(EXAMPLES.StoredApiKey)),
    errors: ["resource_not_found", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { params, query }) => {
      const account = await getAccount(c.env, params.id);
      const scope = `admin_api_keys:${account.id}`;
      const page = await pageRequest(c.env, scope, query);
      return toList(c.env, scope, page, await listKeys(c.env, account.id, page), (k) => k.id, storedKeyView);
    },
  });

  defineRoute(app, {
    method: "delete",
    path: "/admin/v1/api_keys/{key_id}",
    tag: "Operator",
    summary: "Revoke an API key; it stops working at once (revoking it again answers the same)",
    security: "admin",
    params: { key_id: z.string().openapi({ param: { description: "key_… id" } }) },
    response: StoredApiKeySchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => storedKeyView(await revokeKey(c.env, params.key_id)),
  });
}
