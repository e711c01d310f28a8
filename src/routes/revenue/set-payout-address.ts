// PUT /v1/revenue/payout_address: the Lightning address (LUD-16 name@domain) payouts are sent
// to. It moves no money; an address that cannot be used is refused before it is stored.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { ownAccount } from "../own";
import { SetPayoutAddressBody, setPayoutAddress } from "./payout-address-step";
import { RevenueSchema } from "./schemas";

export type SetPayoutAddressRequest = z.input<typeof SetPayoutAddressBody>;
export type SetPayoutAddressResponse = z.infer<typeof RevenueSchema>;

export function registerSetPayoutAddress(app: App): void {
  defineRoute(app, {
    method: "put",
    path: "/v1/revenue/payout_address",
    tag: "Revenue",
    summary: "Set the Lightning address (LUD-16 name@domain) payouts are sent to; moves no money",
    security: "api_key",
    body: SetPayoutAddressBody,
    bodyExample: { lightning_address: "payouts@acme-travel.com" },
    response: RevenueSchema,
    errors: ["invalid_lightning_address", "parameter_missing"],
    handler: async (c, { body }) => setPayoutAddress(c.env, ownAccount(c), body),
  });
}
