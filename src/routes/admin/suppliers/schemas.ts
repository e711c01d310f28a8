// Live supply as the operator sees it: each supplier's state, a catalog sync's report, and the
// margins live prices are made with.
import { z } from "@hono/zod-openapi";
import { EXAMPLES } from "../../examples";

export const SupplierCircuitSchema = z.object({
  state: z.enum(["closed", "open", "half_open"]),
  opened_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
});

export const SupplierSchema = z
  .object({
    object: z.literal("supplier"),
    id: z.enum(["airalo", "esimaccess", "reloadly"]),
    kind: z.enum(["esim", "mobile_topup"]),
    state: z.enum(["configured", "not configured"]),
    // opens after 5 failed or ambiguous calls in a row within 2 minutes; half_open a minute later (one order goes through)
    circuit: SupplierCircuitSchema,
    calls_last_hour: z.number().int(),
    failures_last_hour: z.number().int(),
    last_sync: z.object({ at: z.string(), ok: z.boolean(), error: z.string().nullable() }).nullable(),
    packages_read: z.number().int(),
    routes_added: z.number().int(),
    routes_withdrawn: z.number().int(),
    offers_published: z.number().int(),
    offers_held_back: z.number().int(),
    // low: below alert_below (SUPPLIER_BALANCE_ALERT_USD, cents), alerted on every sync
    balance: z.object({ amount: z.number().int(), currency: z.string(), checked_at: z.string(), alert_below: z.number().int(), low: z.boolean() }).nullable(),
    late_successes_to_reconcile: z.number().int(),
  })
  .openapi("Supplier", { example: EXAMPLES.Supplier });

export const CatalogSyncSchema = z
  .object({
    object: z.literal("catalog_sync"),
    suppliers: z.array(
      z.object({
        supplier: z.enum(["airalo", "esimaccess", "reloadly"]),
        configured: z.boolean(),
        ok: z.boolean(),
        // what the supplier's catalog listed, and the routes (supplier packages serving an offer) this sync added and withdrew
        packages_read: z.number().int(),
        routes_added: z.number().int(),
        routes_withdrawn: z.number().int(),
        // offers on sale with a route of this supplier; offers held back (every route would sell at a loss at the top commission tier)
        published: z.number().int(),
        held_back: z.number().int(),
        withdrawn: z.number().int(),
        // D1 rows the sync wrote: only what changed, so an unchanged catalog writes none
        rows_written: z.number().int(),
        error: z.string().nullable(),
      }),
    ),
  })
  .openapi("CatalogSync", { example: EXAMPLES.CatalogSync });

export const bps = z.number().int().min(0).max(100_000);
export const PricingSchema = z.object({ object: z.literal("pricing"), esim_margin_bps: bps, topup_margin_bps: bps }).openapi("Pricing", { example: EXAMPLES.Pricing });

/** The live deposit keys of one family in use (the rule /health applies): `multiple` after a key change. */
export const DepositKeysSchema = z.object({
  configured: z.string().nullable(),
  in_use: z.array(z.object({ fingerprint: z.string().nullable(), addresses: z.number().int(), configured: z.boolean() })),
  multiple: z.boolean(),
});

export const SupplierListSchema = z
  .object({ object: z.literal("list"), data: z.array(SupplierSchema), deposit_keys: z.object({ evm: DepositKeysSchema, tron: DepositKeysSchema }) })
  .openapi({ example: { object: "list", data: [EXAMPLES.Supplier], deposit_keys: EXAMPLES.DepositKeys } });
