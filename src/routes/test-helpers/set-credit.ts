// POST /v1/test_helpers/credit: the sandbox overdraft limit (up to USD 10,000) and net terms,
// set in the caller's test-mode account object; emits credit.updated.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { getAccount, renderAccount } from "../../accounts/store";
import { own } from "../own";
import { AccountSchema } from "../account/schemas";

/** Sandbox overdraft cap: USD 10,000. */
export const SANDBOX_OVERDRAFT_CAP = 1_000_000;

const SetSandboxCreditBody = z.strictObject({
  overdraft_limit: z.strictObject({
    amount: z.number().int().min(0).max(SANDBOX_OVERDRAFT_CAP, "overdraft_limit is at most USD 10,000 in the sandbox"),
    currency: z.literal("USD"),
  }),
  net_terms_days: z.number().int().min(0).max(365).optional(),
});

export type SetSandboxCreditRequest = z.input<typeof SetSandboxCreditBody>;
export type SetSandboxCreditResponse = z.infer<typeof AccountSchema>;

export function registerSetSandboxCredit(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/credit",
    tag: "Test helpers",
    summary: "Set the sandbox overdraft limit (up to USD 10,000) and net terms; emits credit.updated",
    security: "api_key",
    body: SetSandboxCreditBody,
    bodyExample: { overdraft_limit: { amount: 50000, currency: "USD" }, net_terms_days: 30 },
    response: AccountSchema,
    errors: ["test_mode_only", "parameter_missing", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { body }) => {
      const caller = c.get("caller");
      const account = await getAccount(c.env, caller.accountId);
      return own(c, (stub, ref) =>
        stub.setCredit(ref, { overdraftLimit: body.overdraft_limit.amount, netTermsDays: body.net_terms_days }, renderAccount(account, caller.mode, null)),
      );
    },
  });
}
