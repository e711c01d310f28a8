// GET /admin/v1/accounts: every account, newest first; `kyb_state` narrows it to one state.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { listSchema, pageQuery, pageRequest, toList } from "../../../http/pagination";
import { KYB_STATES } from "../../../accounts/onboarding";
import { operatorAccountView } from "../../../accounts/operator-view";
import { listAccounts } from "../../../accounts/store";
import { EXAMPLES, listExample } from "../../examples";
import { OperatorAccountSchema } from "./schemas";

const OperatorAccountListSchema = listSchema(OperatorAccountSchema, "OperatorAccountList", listExample(EXAMPLES.OperatorAccount));

const ListAccountsQuerySchema = z.strictObject({ ...pageQuery, kyb_state: z.enum(KYB_STATES).optional() });

export type ListAccountsQuery = z.input<typeof ListAccountsQuerySchema>;
export type ListAccountsResponse = z.infer<typeof OperatorAccountListSchema>;

export function registerListAccounts(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/admin/v1/accounts",
    tag: "Operator",
    summary: "List accounts, newest first; `kyb_state` narrows it to one state (such as those awaiting review)",
    security: "admin",
    permission: "read",
    query: ListAccountsQuerySchema.shape,
    response: OperatorAccountListSchema,
    errors: ["parameter_invalid", "parameter_unknown"],
    handler: async (c, { query }) => {
      const scope = `admin_accounts:${query.kyb_state ?? "*"}`;
      const page = await pageRequest(c.env, scope, query);
      const rows = await listAccounts(c.env, page, { kybState: query.kyb_state });
      const list = await toList(c.env, scope, page, rows, (r) => r.id, (r) => r);
      return { ...list, data: await Promise.all(list.data.map((r) => operatorAccountView(c.env, r))) };
    },
  });
}
