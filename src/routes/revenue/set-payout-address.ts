// PUT /v1/revenue/payout_address: the Lightning address (LUD-16 name@domain) payouts are sent
// to. It moves no money; an address that cannot be used is refused before it is stored.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { ApiError } from "../../http/errors";
import { defineRoute } from "../../http/route";
import { addressPolicy, checkLightningAddress } from "../../lib/lightning-address";
import { own } from "../own";
import { RevenueSchema } from "./schemas";

const SetPayoutAddressBody = z.strictObject({ lightning_address: z.string().max(320) });

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
    handler: async (c, { body }) => {
      const parsed = await checkLightningAddress(body.lightning_address, addressPolicy(c.env));
      if (!parsed.ok) {
        throw new ApiError("invalid_lightning_address", `lightning_address is not usable: ${parsed.reason}`, "lightning_address");
      }
      return own(c, (stub, ref) => stub.setPayoutAddress(ref, parsed.address));
    },
  });
}
