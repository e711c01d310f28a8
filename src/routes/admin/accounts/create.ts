// POST /admin/v1/accounts: a new account with its first test key, whose secret is shown only
// in this answer.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { openAccount } from "../../../accounts/open-account";
import { operatorAccountView } from "../../../accounts/operator-view";
import { EXAMPLES } from "../../examples";
import { ApiKeySchema } from "../api-keys/schemas";
import { OperatorAccountSchema } from "./schemas";

const CreateAccountBody = z.strictObject({ name: z.string().trim().min(1).max(200) });
const CreatedAccountSchema = z.object({ account: OperatorAccountSchema, api_key: ApiKeySchema });

export type CreateAccountRequest = z.input<typeof CreateAccountBody>;
export type CreateAccountResponse = z.infer<typeof CreatedAccountSchema>;

export function registerCreateAccount(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/accounts",
    tag: "Operator",
    summary: "Create an account; answers with its first test key (the secret is shown only here)",
    security: "admin",
    permission: "accounts.manage",
    body: CreateAccountBody,
    bodyExample: { name: "Acme Travel" },
    response: CreatedAccountSchema,
    responseExample: { account: EXAMPLES.OperatorAccount, api_key: EXAMPLES.ApiKey },
    errors: ["parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json"],
    handler: async (c, { body }) => {
      const { account, apiKey } = await openAccount(c.env, body.name, auditContextOf(c));
      return { account: await operatorAccountView(c.env, account), api_key: apiKey };
    },
  });
}
