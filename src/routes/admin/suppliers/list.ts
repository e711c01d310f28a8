// GET /admin/v1/suppliers: the live suppliers, each with its configuration, last catalog sync,
// offers published and held back, and our prepaid balance with it; beside them the live deposit
// keys in use (the same rule as /health), so a key change is seen where the operator watches supply.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { depositKeysInUse } from "../../../funding/health";
import { supplierViews } from "../../../providers/live/suppliers/view";
import { SupplierListSchema } from "./schemas";

export type ListSuppliersResponse = z.infer<typeof SupplierListSchema>;

export function registerListSuppliers(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/admin/v1/suppliers",
    tag: "Operator",
    summary:
      "Live suppliers: configuration, last catalog sync, offers published and held back, our prepaid balance; beside them the live deposit keys in use (`multiple` after a key change)",
    security: "admin",
    permission: "supply.read",
    response: SupplierListSchema,
    handler: async (c) => {
      const [data, deposit_keys] = await Promise.all([supplierViews(c.env), depositKeysInUse(c.env)]);
      return { object: "list" as const, data, deposit_keys };
    },
  });
}
