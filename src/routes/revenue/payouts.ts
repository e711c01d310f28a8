// Payout address and Lightning payouts of commission.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { ApiError, unwrap } from "../../http/errors";
import { listSchema, pageQuery } from "../../http/pagination";
import { ownList } from "../own-list";
import { defineRoute } from "../../http/route";
import { callerAccount } from "../../account-object/stub";
import { payoutsPaused } from "../../accounts/settings";
import { providersFor } from "../../providers";
import { assertLightningAvailable } from "../../providers/lightning-availability";
import { addressPolicy, checkLightningAddress } from "../../lib/lightning-address";
import { idParam } from "../money-schemas";
import { optionalAmount, PayoutSchema, RevenueSchema } from "./schemas";
import { EXAMPLES, listExample } from "../examples";

export function registerPayoutRoutes(app: App): void {
  defineRoute(app, {
    method: "put",
    path: "/v1/revenue/payout_address",
    tag: "Revenue",
    summary: "Set the Lightning address (LUD-16 name@domain) payouts are sent to; moves no money",
    security: "api_key",
    body: z.strictObject({ lightning_address: z.string().max(320) }),
    bodyExample: { lightning_address: "payouts@acme-travel.com" },
    response: RevenueSchema,
    errors: ["invalid_lightning_address", "parameter_missing"],
    handler: async (c, { body }) => {
      const parsed = await checkLightningAddress(body.lightning_address, addressPolicy(c.env));
      if (!parsed.ok) {
        throw new ApiError("invalid_lightning_address", `lightning_address is not usable: ${parsed.reason}`, "lightning_address");
      }
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.setPayoutAddress(ref, parsed.address));
    },
  });

  defineRoute(app, {
    method: "post",
    path: "/v1/revenue/payouts",
    tag: "Revenue",
    summary: "Pay earnings out over Lightning to the payout address (omit amount to pay everything payable)",
    security: "api_key",
    idempotent: true,
    body: optionalAmount,
    bodyExample: { amount: 2500 },
    response: PayoutSchema,
    errors: ["payout_address_required", "payout_below_minimum", "amount_above_payable", "nothing_to_pay_out", "payouts_unavailable", "parameter_invalid",
      "payment_source_unavailable", "rate_unavailable"],
    handler: async (c, { body, idem }) => {
      if (await payoutsPaused(c.env)) {
        throw new ApiError("payouts_unavailable", "Payouts are paused on our side; your earnings are untouched. Retry later.");
      }
      // the rail must be there and priceable now; the amount in sats is fixed when it is sent
      const providers = providersFor(c.env, c.get("caller").mode);
      assertLightningAvailable(providers);
      await providers.btcUsdRate("out");
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.requestPayout(ref, idem, body.amount));
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/revenue/payouts",
    tag: "Revenue",
    summary: "List payouts, newest first",
    security: "api_key",
    query: pageQuery,
    response: listSchema(PayoutSchema, "PayoutList", listExample(EXAMPLES.Payout)),
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => ownList(c, "payouts", query, {}, (stub, ref, req) => stub.payouts(ref, req)),
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/revenue/payouts/{payout_id}",
    tag: "Revenue",
    summary: "Retrieve a payout",
    security: "api_key",
    params: idParam("payout_id"),
    response: PayoutSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.payout(ref, params.payout_id!));
    },
  });
}
