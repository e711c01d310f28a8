// GET /v1/orders/{order_id}/usage: the data usage of a fulfilled eSIM order, as its supplier
// reports it (a reading is reused for 15 minutes). Any other order answers invalid_state. The
// sandbox answers its usage model on the account's clock (account-object/esim-usage.ts), read
// afresh each time, so an advance of the test clock shows at once. A refunded eSIM reads
// `cancelled`; the sandbox's never-installed one, `not_installed`.
import type { z } from "@hono/zod-openapi";
import type { App, Mode } from "../../http/context";
import { ApiError, unwrap } from "../../http/errors";
import { callerAccount } from "../../account-object/stub";
import { defineRoute } from "../../http/route";
import { providersFor } from "../../providers";
import { esimUsage } from "../../providers/usage";
import { own } from "../own";
import { idParam } from "../schemas";
import { EsimUsageSchema } from "./schemas";

export type RetrieveOrderUsageResponse = z.infer<typeof EsimUsageSchema>;

export function registerRetrieveOrderUsage(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/orders/{order_id}/usage",
    tag: "Orders",
    summary: "Data usage of a fulfilled eSIM order (read from the supplier at most every 15 minutes)",
    security: "api_key",
    params: idParam("order_id"),
    response: EsimUsageSchema,
    errors: ["resource_not_found", "invalid_state"],
    handler: async (c, { params }) => {
      const order = (await own(c, (stub, ref) => stub.order(ref, params.order_id!))) as UsageOrder;
      const caller = c.get("caller");
      return orderUsage(c.env, { accountId: caller.accountId, mode: caller.mode }, order);
    },
  });
}

type UsageOrder = { id: string; status: string; deliverable: Record<string, unknown> | null; refund?: { status: string } | null };

/** The usage reading of an order already read (the route's and the dashboard order page's). */
export async function orderUsage(env: Env, account: { accountId: string; mode: Mode }, order: UsageOrder) {
  const iccid = order.deliverable?.type === "esim_profile" ? order.deliverable.iccid : undefined;
  if (order.status !== "fulfilled" || typeof iccid !== "string") {
    throw new ApiError("invalid_state", `Order ${order.id} is not a fulfilled eSIM order.`);
  }
  if (account.mode === "test") {
    const { stub, ref } = callerAccount(env, account);
    return unwrap(await stub.sandboxUsage(ref, order.id));
  }
  // a refunded eSIM was cancelled: nothing to ask its supplier
  if (order.refund?.status === "succeeded") {
    return { object: "esim_usage" as const, iccid, status: "cancelled", data_total_mb: null, data_remaining_mb: null, unlimited: false, expires_at: null, checked_at: new Date().toISOString() };
  }
  // the eSIM is asked about at the supplier that sold it (the route that served the order)
  const { stub, ref } = callerAccount(env, account);
  const supply = unwrap(await stub.orderSupply(ref, [order.id]))[0];
  return esimUsage(env, providersFor(env, account.mode).supplier, account.mode, iccid, Date.now(), supply ? { esim: { sku: supply.sku, supplierRef: supply.supplier_ref } } : {});
}
