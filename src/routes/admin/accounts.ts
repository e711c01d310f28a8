// Operator API: accounts. POST creates one with a test key, shown once.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { issueKey } from "../../accounts/keys";
import { accountView, createAccount } from "../../accounts/store";
import { AccountSchema, ApiKeySchema } from "../schemas";

export function registerAdminAccountRoutes(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/accounts",
    tag: "Operator",
    summary: "Create an account; answers with its first test key (the secret is shown only here)",
    security: "admin",
    body: z.strictObject({ name: z.string().trim().min(1).max(200) }),
    response: z.object({ account: AccountSchema, api_key: ApiKeySchema }),
    errors: ["parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json"],
    handler: async (c, { body }) => {
      const row = await createAccount(c.env, body.name);
      const apiKey = await issueKey(c.env, row.id, "test");
      return { account: await accountView(c.env, row, "test"), api_key: apiKey };
    },
  });
}
