// GET /admin/v1/late_supplier_successes: supplier successes reported after their order was
// refunded at the pending limit; the unreconciled ones oldest first, or the reconciled ones.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { lateSuccesses } from "../../../providers/live/suppliers/late-successes";
import { LateSupplierSuccessListSchema } from "./schemas";

const ListLateSupplierSuccessesQuerySchema = { reconciled: z.enum(["true", "false"]).optional() };

export type ListLateSupplierSuccessesQuery = { reconciled?: "true" | "false" };
export type ListLateSupplierSuccessesResponse = z.infer<typeof LateSupplierSuccessListSchema>;

export function registerListLateSupplierSuccesses(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/admin/v1/late_supplier_successes",
    tag: "Operator",
    summary:
      "Supplier successes reported after their order was refunded at the pending limit: those not yet reconciled, oldest first, or with `reconciled=true` the reconciled ones, latest first (at most 100)",
    security: "admin",
    permission: "read",
    query: ListLateSupplierSuccessesQuerySchema,
    response: LateSupplierSuccessListSchema,
    errors: ["parameter_invalid", "parameter_unknown"],
    handler: async (c, { query }) => ({ object: "list" as const, ...(await lateSuccesses(c.env, query.reconciled === "true")) }),
  });
}
