// DELETE /admin/v1/api_keys/{key_id}: the key stops working at once; revoking it again answers the same.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { revokeKey, storedKeyView } from "../../../accounts/keys";
import { StoredApiKeySchema } from "./schemas";

export type RevokeApiKeyResponse = z.infer<typeof StoredApiKeySchema>;

export function registerRevokeApiKey(app: App): void {
  defineRoute(app, {
    method: "delete",
    path: "/admin/v1/api_keys/{key_id}",
    tag: "Operator",
    summary: "Revoke an API key; it stops working at once (revoking it again answers the same)",
    security: "admin",
    permission: "api_keys.manage",
    params: { key_id: z.string().openapi({ param: { description: "key_… id" } }) },
    response: StoredApiKeySchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => storedKeyView(await revokeKey(c.env, params.key_id, Date.now(), auditContextOf(c))),
  });
}
