// Operator API for live supply: the supplier view, an on-demand catalog sync, and the margins
// live prices are made with.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { EXAMPLES } from "../examples";
import { syncCatalogs } from "../../suppliers/catalog-sync";
import { margins, setMargins } from "../../suppliers/pricing";
import { operatorSupplierView } from "../../suppliers/view";

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
  })
  .openapi("Supplier", { example: EXAMPLES.Supplier });

const DepositKeysSchema = z.object({
  configured: z.string().nullable(),
  in_use: z.array(z.object({ fingerprint: z.string().nullable(), addresses: z.number().int(), configured: z.boolean() })),
  multiple: z.boolean(),
});

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
    summary:
      "Live suppliers: configuration, last catalog sync, offers published and held back, our prepaid balance; beside them the live deposit keys in use (`multiple` after a key change)",
    security: "admin",
    response: z
      .object({ object: z.literal("list"), data: z.array(SupplierSchema), deposit_keys: z.object({ evm: DepositKeysSchema, tron: DepositKeysSchema }) })
      .openapi({ example: { object: "list", data: [EXAMPLES.Supplier], deposit_keys: EXAMPLES.DepositKeys } }),
    handler: async (c) => operatorSupplierView(c.env),
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
}
