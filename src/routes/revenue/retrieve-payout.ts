// GET /v1/revenue/payouts/{payout_id}: one payout, with its outcome once resolved.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { idParam } from "../schemas";
import { PayoutSchema } from "./schemas";

export type RetrievePayoutResponse = z.infer<typeof PayoutSchema>;

export function registerRetrievePayout(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/revenue/payouts/{payout_id}",
    tag: "Revenue",
    summary: "Retrieve a payout",
    security: "api_key",
    params: idParam("payout_id"),
    response: PayoutSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => own(c, (stub, ref) => stub.payout(ref, params.payout_id!)),
  });
}
