// Operator API for live supply: the supplier view, an on-demand catalog sync, the margins
// live prices are made with, and the supplier successes that came after their order's refund
// at the pending limit, for the operator to reconcile (no partner money moves here).
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { EXAMPLES } from "../examples";
import { syncCatalogs } from "../../suppliers/catalog-sync";
import { margins, setMargins } from "../../suppliers/pricing";
import { supplierViews } from "../../suppliers/view";
import { lateSuccesses, reconcileLateSuccess } from "../../suppliers/late-successes";
import { ApiError } from "../../http/errors";

const SupplierSchema = z
  .object({
    object: z.literal("supplier"),
    id: z.enum(["airalo", "reloadly"]),
    kind: z.enum(["esim", "mobile_topup"]),
    state: z.enum(["configured", "not configured"]),
    last_sync: z.object({ at: z.string(), ok: z.boolean(), error: z.string().nullable() }).nullable(),
    offers_published: z.number().int(),
    offers_held_back: z.number().int(),
    balance: z.object({ amount: z.number().int(), currency: z.string(), checked_at: z.string() }).nullable(),
    late_successes_to_reconcile: z.number().int(),
  })
  .openapi("Supplier", { example: EXAMPLES.Supplier });

const LateSupplierSuccessSchema = z
  .object({
    object: z.literal("late_supplier_success"),
    order_id: z.string(),
    account_id: z.string(),
    mode: z.enum(["test", "live"]),
    supplier: z.string(),
    supplier_reference: z.string().nullable(),
    refunded: z.object({ amount: z.number().int(), currency: z.string() }),
    refunded_at: z.string(),
    found_at: z.string(),
    deliverable: z.record(z.string(), z.unknown()),
    reconciled_at: z.string().nullable(),
  })
  .openapi("LateSupplierSuccess", { example: EXAMPLES.LateSupplierSuccess });

const SyncSchema = z
  .object({
    object: z.literal("catalog_sync"),
    suppliers: z.array(
      z.object({
        supplier: z.enum(["airalo", "reloadly"]),
        configured: z.boolean(),
        ok: z.boolean(),
        published: z.number().int(),
        held_back: z.number().int(),
        withdrawn: z.number().int(),
        error: z.string().nullable(),
      }),
    ),
  })
  .openapi("CatalogSync", { example: EXAMPLES.CatalogSync });

const bps = z.number().int().min(0).max(100_000);
const PricingSchema = z.object({ object: z.literal("pricing"), esim_margin_bps: bps, topup_margin_bps: bps }).openapi("Pricing", { example: EXAMPLES.Pricing });

export function registerAdminSupplierRoutes(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/admin/v1/suppliers",
    tag: "Operator",
    summary: "Live suppliers: configuration, last catalog sync, offers published and held back, our prepaid balance",
    security: "admin",
    response: z.object({ object: z.literal("list"), data: z.array(SupplierSchema) }).openapi({ example: { object: "list", data: [EXAMPLES.Supplier] } }),
    handler: async (c) => ({ object: "list" as const, data: await supplierViews(c.env) }),
  });

  defineRoute(app, {
    method: "post",
    path: "/admin/v1/catalog/sync",
    tag: "Operator",
    summary: "Sync the live catalog from every configured supplier now (the hourly cron does the same)",
    security: "admin",
    response: SyncSchema,
    errors: ["parameter_unknown", "invalid_json"],
    handler: async (c) => {
      const reports = await syncCatalogs(c.env, Date.now());
      return { object: "catalog_sync" as const, suppliers: reports.map(({ balance: _b, ...r }) => r) };
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/admin/v1/pricing",
    tag: "Operator",
    summary: "The margins live prices are made with",
    security: "admin",
    response: PricingSchema,
    handler: async (c) => ({ object: "pricing" as const, ...(await margins(c.env)) }),
  });

  defineRoute(app, {
    method: "put",
    path: "/admin/v1/pricing",
    tag: "Operator",
    summary: "Set the margins (basis points over supplier cost) for live eSIM and top-up prices; the next sync applies them",
    security: "admin",
    body: z.strictObject({ esim_margin_bps: bps, topup_margin_bps: bps }),
    bodyExample: { esim_margin_bps: 3000, topup_margin_bps: 2500 },
    response: PricingSchema,
    errors: ["parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json"],
    handler: async (c, { body }) => ({ object: "pricing" as const, ...(await setMargins(c.env, body)) }),
  });

  defineRoute(app, {
    method: "get",
    path: "/admin/v1/late_supplier_successes",
    tag: "Operator",
    summary:
      "Supplier successes reported after their order was refunded at the pending limit: those not yet reconciled, oldest first, or with `reconciled=true` the reconciled ones, latest first (at most 100)",
    security: "admin",
    query: { reconciled: z.enum(["true", "false"]).optional() },
    response: z
      .object({ object: z.literal("list"), data: z.array(LateSupplierSuccessSchema), has_more: z.boolean() })
      .openapi({ example: { object: "list", data: [EXAMPLES.LateSupplierSuccess], has_more: false } }),
    errors: ["parameter_invalid", "parameter_unknown"],
    handler: async (c, { query }) => ({ object: "list" as const, ...(await lateSuccesses(c.env, query.reconciled === "true")) }),
  });

  defineRoute(app, {
    method: "post",
    path: "/admin/v1/late_supplier_successes/{order_id}/reconcile",
    tag: "Operator",
    summary: "Mark a late supplier success reconciled once it is settled with the supplier (repeating it keeps the first time)",
    security: "admin",
    params: { order_id: z.string().max(255) },
    response: LateSupplierSuccessSchema,
    errors: ["resource_not_found", "parameter_unknown", "invalid_json"],
    handler: async (c, { params }) => {
      const done = await reconcileLateSuccess(c.env, params.order_id, Date.now());
      if (!done) throw new ApiError("resource_not_found", `No late supplier success for order '${params.order_id}'`, "order_id");
      return done;
    },
  });
}
