// POST /admin/v1/catalog/sync: the live catalog synced from every configured supplier now, as
// the hourly cron does; answers each supplier's report.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { requestCatalogSync } from "../../../providers/live/suppliers/catalog-sync";
import { auditContextOf } from "../../../http/operator-auth";
import { CatalogSyncSchema } from "./schemas";

export type SyncCatalogResponse = z.infer<typeof CatalogSyncSchema>;

export function registerSyncCatalog(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/catalog/sync",
    tag: "Operator",
    summary: "Sync the live catalog from every configured supplier now (the hourly cron does the same)",
    security: "admin",
    permission: "supply.manage",
    response: CatalogSyncSchema,
    errors: ["parameter_unknown", "invalid_json"],
    handler: async (c) => {
      const reports = await requestCatalogSync(c.env, auditContextOf(c));
      return { object: "catalog_sync" as const, suppliers: reports.map(({ balance: _b, ...r }) => r) };
    },
  });
}
