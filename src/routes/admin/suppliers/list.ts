// GET /admin/v1/suppliers: the live suppliers, each with its configuration, last catalog sync,
// offers published and held back, and our prepaid balance with it.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { supplierViews } from "../../../providers/live/suppliers/view";
import { SupplierListSchema } from "./schemas";

export type ListSuppliersResponse = z.infer<typeof SupplierListSchema>;

export function registerListSuppliers(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/admin/v1/suppliers",
    tag: "Operator",
    summary: "Live suppliers: configuration, last catalog sync, offers published and held back, our prepaid balance",
    security: "admin",
    response: SupplierListSchema,
    handler: async (c) => ({ object: "list" as const, data: await supplierViews(c.env) }),
  });
}
