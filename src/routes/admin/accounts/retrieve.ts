// GET /admin/v1/accounts/{id}: an account with its submitted forms (identity document numbers
// are never shown).
import type { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { operatorAccountView } from "../../../accounts/operator-view";
import { getAccount } from "../../../accounts/store";
import { accountIdParams, OperatorAccountSchema } from "./schemas";

export type RetrieveOperatorAccountResponse = z.infer<typeof OperatorAccountSchema>;

export function registerRetrieveOperatorAccount(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/admin/v1/accounts/{id}",
    tag: "Operator",
    summary: "Retrieve an account with its submitted forms (identity document numbers are never shown)",
    security: "admin",
    permission: "read",
    params: accountIdParams,
    response: OperatorAccountSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => operatorAccountView(c.env, await getAccount(c.env, params.id)),
  });
}
