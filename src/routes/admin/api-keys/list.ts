// GET /admin/v1/accounts/{id}/api_keys: an account's keys, newest first, revoked ones
// included, never their secrets.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { listSchema, pageQuery, pageRequest, toList } from "../../../http/pagination";
import { listKeys, storedKeyView } from "../../../accounts/keys";
import { getAccount } from "../../../accounts/store";
import { EXAMPLES, listExample } from "../../examples";
import { accountIdParams } from "../accounts/schemas";
import { StoredApiKeySchema } from "./schemas";

const StoredApiKeyListSchema = listSchema(StoredApiKeySchema, "StoredApiKeyList", listExample(EXAMPLES.StoredApiKey));

const ListApiKeysQuerySchema = z.strictObject(pageQuery);

export type ListApiKeysQuery = z.input<typeof ListApiKeysQuerySchema>;
export type ListApiKeysResponse = z.infer<typeof StoredApiKeyListSchema>;

export function registerListApiKeys(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/admin/v1/accounts/{id}/api_keys",
    tag: "Operator",
    summary: "List an account's API keys, newest first, revoked ones included (never their secrets)",
    security: "admin",
    permission: "read",
    params: accountIdParams,
    query: ListApiKeysQuerySchema.shape,
    response: StoredApiKeyListSchema,
    errors: ["resource_not_found", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { params, query }) => {
      const account = await getAccount(c.env, params.id);
      const scope = `admin_api_keys:${account.id}`;
      const page = await pageRequest(c.env, scope, query);
      return toList(c.env, scope, page, await listKeys(c.env, account.id, page), (k) => k.id, storedKeyView);
    },
  });
}
