// GET /v1/revenue: the Revenue Centre (tier, rate, trailing 30-day volume and the commission
// balances), as the caller's account object holds it for the key's mode.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { RevenueSchema } from "./schemas";

export type RetrieveRevenueResponse = z.infer<typeof RevenueSchema>;

export function registerRetrieveRevenue(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/revenue",
    tag: "Revenue",
    summary: "The Revenue Centre: tier, rate, trailing 30-day volume and the commission balances",
    security: "api_key",
    response: RevenueSchema,
    handler: async (c) => own(c, (stub, ref) => stub.revenue(ref)),
  });
}
