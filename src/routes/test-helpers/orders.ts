// Sandbox helpers for orders and credit: resolve a pending order; set overdraft and terms.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { unwrap } from "../../http/errors";
import { defineRoute } from "../../http/route";
import { callerAccount } from "../../account-object/stub";
import { getAccount, renderAccount } from "../../accounts/store";
import { AccountSchema } from "../schemas";
import { OrderSchema, idParam } from "../money-schemas";

/** Sandbox overdraft cap: USD 10,000. */
export const SANDBOX_OVERDRAFT_CAP = 1_000_000;

export function registerOrderAndCreditHelpers(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/orders/{order_id}/complete",
    tag: "Test helpers",
    summary: "Resolve a pending order as fulfilled or failed (failed returns the price to the wallet)",
    security: "api_key",
    idempotent: true,
    params: idParam("order_id"),
    body: z.strictObject({ outcome: z.enum(["fulfilled", "failed"]) }),
    bodyExample: { outcome: "failed" },
    response: OrderSchema,
    errors: ["test_mode_only", "resource_not_found", "order_already_resolved", "parameter_missing", "parameter_invalid"],
    handler: async (c, { params, body, idem }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.completeOrder(ref, idem, params.order_id!, body.outcome));
    },
  });

  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/credit",
    tag: "Test helpers",
    summary: "Set the sandbox overdraft limit (up to USD 10,000) and net terms; emits credit.updated",
    security: "api_key",
    body: z.strictObject({
      overdraft_limit: z.strictObject({
        amount: z.number().int().min(0).max(SANDBOX_OVERDRAFT_CAP, "overdraft_limit is at most USD 10,000 in the sandbox"),
        currency: z.literal("USD"),
      }),
      net_terms_days: z.number().int().min(0).max(365).optional(),
    }),
    bodyExample: { overdraft_limit: { amount: 50000, currency: "USD" }, net_terms_days: 30 },
    response: AccountSchema,
    errors: ["test_mode_only", "parameter_missing", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { body }) => {
      const caller = c.get("caller");
      const { stub, ref } = callerAccount(c.env, caller);
      const account = await getAccount(c.env, caller.accountId);
      return unwrap(
        await stub.setCredit(ref, { overdraftLimit: body.overdraft_limit.amount, netTermsDays: body.net_terms_days }, renderAccount(account, caller.mode, null)),
      );
    },
  });
}
