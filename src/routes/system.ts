import { z } from "@hono/zod-openapi";
import type { App } from "../http/context";
import { assertOperator } from "../http/operator-auth";
import { defineRoute } from "../http/route";
import { railsHealth } from "../funding/health";
import { supplierHealth } from "../providers/live/suppliers/view";
import { DepositKeysSchema } from "./admin/suppliers/schemas";

const RailsHealthSchema = z
  .object({
    lightning: z.object({ configured: z.boolean() }),
    stablecoins: z.array(
      z.object({
        network: z.string(),
        configured: z.boolean(),
        assets: z.array(z.string()),
        confirmations: z.union([z.number(), z.literal("solidified")]).nullable(),
        watcher: z.object({ cursor: z.number(), last_run_age_seconds: z.number() }).nullable(),
      }),
    ),
    bank: z.object({ configured: z.boolean(), provider: z.string().nullable() }),
    display_rates: z.object({
      configured: z.boolean(),
      source: z.string(),
      rates: z.array(z.object({ currency: z.string(), rate: z.string(), published_on: z.string(), age_seconds: z.number() })),
    }),
    deposit_keys: z.object({ evm: DepositKeysSchema, tron: DepositKeysSchema }),
  })
  .openapi("RailsHealth");

const SupplierHealthSchema = z
  .array(
    z.object({
      id: z.enum(["airalo", "esimaccess", "reloadly"]),
      kind: z.enum(["esim", "mobile_topup"]),
      configured: z.boolean(),
      circuit: z.object({ state: z.enum(["closed", "open", "half_open"]), opened_at: z.string().nullable(), last_error: z.string().nullable() }),
    }),
  )
  .openapi("SupplierHealth");

const HealthSchema = z.object({ ok: z.literal(true), rails: RailsHealthSchema.optional(), suppliers: SupplierHealthSchema.optional() });

export type RetrieveHealthResponse = z.infer<typeof HealthSchema>;

export function registerSystemRoutes(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/health",
    tag: "System",
    summary: "Liveness check; touches no storage. With the operator token it also lists the live rails that are configured, the age of each stored rate, and each supplier's configuration and circuit",
    security: "none",
    response: HealthSchema,
    responseExample: { ok: true },
    errors: ["api_key_required", "invalid_api_key"],
    handler: async (c) => {
      const auth = c.req.header("authorization");
      // without credentials it stays the plain liveness answer load balancers and scripts poll
      if (auth === undefined) return { ok: true as const };
      await assertOperator(c.env, auth);
      const [rails, suppliers] = await Promise.all([railsHealth(c.env), supplierHealth(c.env)]);
      return { ok: true as const, rails, suppliers };
    },
  });
}
