// POST /admin/v1/accounts/{id}/commission: a negotiated commission rate in basis points, or
// null to let the tier ladder apply again. A rate above the top tier is refused unless the pricing
// margins cover it (the catalog's loss guard assumes the top tier).
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { operatorAccountView } from "../../../accounts/operator-view";
import { setCommission } from "../../../accounts/commission";
import { auditContextOf } from "../../../http/operator-auth";
import { accountIdParams, OperatorAccountSchema } from "./schemas";

const SetCommissionBody = z.strictObject({
  commission_bps: z
    .number()
    .int("commission_bps must be an integer from 0 to 10000, or null")
    .min(0, "commission_bps must be an integer from 0 to 10000, or null")
    .max(10000, "commission_bps must be an integer from 0 to 10000, or null")
    .nullable(),
});

export type SetCommissionRequest = z.input<typeof SetCommissionBody>;
export type SetCommissionResponse = z.infer<typeof OperatorAccountSchema>;

export function registerSetCommission(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/accounts/{id}/commission",
    tag: "Operator",
    summary: "Set a negotiated commission rate in basis points, or clear it with null so the tier ladder applies",
    security: "admin",
    permission: "credit.manage",
    params: accountIdParams,
    body: SetCommissionBody,
    bodyExample: { commission_bps: 1800 },
    response: OperatorAccountSchema,
    errors: ["parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json", "resource_not_found"],
    handler: async (c, { params, body }) => operatorAccountView(c.env, await setCommission(c.env, params.id, body.commission_bps, auditContextOf(c))),
  });
}
