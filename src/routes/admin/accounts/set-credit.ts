// POST /admin/v1/accounts/{id}/credit: the operator's credit approval, the live counterpart
// of the sandbox credit helper (no USD 10,000 cap here). Emits credit.updated in that mode.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { setCreditTerms } from "../../../accounts/credit-terms";
import { AccountSchema } from "../../account/schemas";

/** A sanity ceiling on any overdraft: USD 10,000,000. */
const MAX_OVERDRAFT_CENTS = 1_000_000_000;

const SetCreditBody = z.strictObject({
  mode: z.enum(["test", "live"]),
  overdraft_limit: z.strictObject({ amount: z.number().int().min(0).max(MAX_OVERDRAFT_CENTS), currency: z.literal("USD") }),
  net_terms_days: z.number().int().min(0).max(365).optional(),
});

export type SetCreditRequest = z.input<typeof SetCreditBody>;
export type SetCreditResponse = z.infer<typeof AccountSchema>;

export function registerSetCredit(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/accounts/{id}/credit",
    tag: "Operator",
    summary: "Approve credit: set an account's overdraft limit and net terms in one mode (emits credit.updated)",
    security: "admin",
    permission: "credit.manage",
    params: { id: z.string().min(1).max(100) },
    body: SetCreditBody,
    bodyExample: { mode: "live", overdraft_limit: { amount: 500000, currency: "USD" }, net_terms_days: 30 },
    response: AccountSchema,
    errors: ["resource_not_found", "parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_state"],
    handler: async (c, { params, body }) =>
      setCreditTerms(c.env, params.id, body.mode, { overdraftLimit: body.overdraft_limit.amount, netTermsDays: body.net_terms_days }, auditContextOf(c)),
  });
}
