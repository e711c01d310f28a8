// Operator API: accounts. POST creates one with a test key, shown once.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { listSchema, pageQuery, pageRequest, toList } from "../../http/pagination";
import { issueKey } from "../../accounts/keys";
import { KYB_STATES } from "../../accounts/onboarding";
import { operatorAccountView } from "../../accounts/operator-view";
import { createAccount, getAccount, listAccounts, setCommission } from "../../accounts/store";
import { ApiError } from "../../http/errors";
import { highestCoveredCommissionBps, margins, TOP_COMMISSION_BPS } from "../../providers/live/suppliers/pricing";
import { ApiKeySchema } from "../schemas";
import { registerAdminApiKeyRoutes } from "./api-keys";
import { registerAdminOnboardingRoutes } from "./onboarding";
import { accountIdParams, OperatorAccountSchema } from "./schemas";
import { EXAMPLES, listExample } from "../examples";

/** Everything the operator does to one account: the account itself, its review, its keys. */
export function registerAdminAccountRoutes(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/accounts",
    tag: "Operator",
    summary: "Create an account; answers with its first test key (the secret is shown only here)",
    security: "admin",
    body: z.strictObject({ name: z.string().trim().min(1).max(200) }),
    bodyExample: { name: "Acme Travel" },
    response: z.object({ account: OperatorAccountSchema, api_key: ApiKeySchema }),
    responseExample: { account: EXAMPLES.OperatorAccount, api_key: EXAMPLES.ApiKey },
    errors: ["parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json"],
    handler: async (c, { body }) => {
      const row = await createAccount(c.env, body.name);
      const apiKey = await issueKey(c.env, row.id, "test");
      return { account: await operatorAccountView(c.env, row), api_key: apiKey };
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/admin/v1/accounts",
    tag: "Operator",
    summary: "List accounts, newest first; `kyb_state` narrows it to one state (such as those awaiting review)",
    security: "admin",
    query: { ...pageQuery, kyb_state: z.enum(KYB_STATES).optional() },
    response: listSchema(OperatorAccountSchema, "OperatorAccountList", listExample(EXAMPLES.OperatorAccount)),
    errors: ["parameter_invalid", "parameter_unknown"],
    handler: async (c, { query }) => {
      const scope = `admin_accounts:${query.kyb_state ?? "*"}`;
      const page = await pageRequest(c.env, scope, query);
      const rows = await listAccounts(c.env, page, { kybState: query.kyb_state });
      const list = await toList(c.env, scope, page, rows, (r) => r.id, (r) => r);
      return { ...list, data: await Promise.all(list.data.map((r) => operatorAccountView(c.env, r))) };
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/admin/v1/accounts/{id}",
    tag: "Operator",
    summary: "Retrieve an account with its submitted forms (identity document numbers are never shown)",
    security: "admin",
    params: accountIdParams,
    response: OperatorAccountSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => operatorAccountView(c.env, await getAccount(c.env, params.id)),
  });

  defineRoute(app, {
    method: "post",
    path: "/admin/v1/accounts/{id}/commission",
    tag: "Operator",
    summary: "Set a negotiated commission rate in basis points, or clear it with null so the tier ladder applies",
    security: "admin",
    params: accountIdParams,
    body: z.strictObject({
      commission_bps: z
        .number()
        .int("commission_bps must be an integer from 0 to 10000, or null")
        .min(0, "commission_bps must be an integer from 0 to 10000, or null")
        .max(10000, "commission_bps must be an integer from 0 to 10000, or null")
        .nullable(),
    }),
    bodyExample: { commission_bps: 1800 },
    response: OperatorAccountSchema,
    errors: ["parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json", "resource_not_found"],
    handler: async (c, { params, body }) => {
      // the catalog's loss guard assumes the top tier; above it, every sale of this account would
      // lose money unless the pricing margins pay for the difference
      if (body.commission_bps !== null && body.commission_bps > TOP_COMMISSION_BPS) {
        const highest = highestCoveredCommissionBps(await margins(c.env));
        if (body.commission_bps > highest) {
          throw new ApiError(
            "parameter_invalid",
            `commission_bps ${body.commission_bps} is above what the pricing margins cover (at most ${highest}); every sale of this account would lose money. Raise the margins first (PUT /admin/v1/pricing).`,
            "commission_bps",
          );
        }
      }
      return operatorAccountView(c.env, await setCommission(c.env, params.id, body.commission_bps));
    },
  });

  registerAdminOnboardingRoutes(app);
  registerAdminApiKeyRoutes(app);
}
