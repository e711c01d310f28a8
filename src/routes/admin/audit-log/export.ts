// GET /admin/v1/audit_log.csv: the same entries as the list, with the same filters, as one CSV
// file (newest first, at most AUDIT_EXPORT_MAX entries: narrow it with `since` for more).
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { csvLine } from "../../../lib/csv";
import { AUDIT_CSV_HEADER, auditCsvFields, auditExportRows } from "../../../audit/log";
import { auditFilter, auditFilterQuery } from "./schemas";

export function registerExportAuditLog(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/admin/v1/audit_log.csv",
    tag: "Operator",
    summary: "Export the audit trail as CSV (same filters as the list; before and after as JSON)",
    security: "admin",
    permission: "read",
    query: auditFilterQuery,
    response: z.string().openapi({ example: `${AUDIT_CSV_HEADER.join(",")}\r\n` }),
    produces: "text/csv",
    errors: ["parameter_invalid", "parameter_unknown"],
    handler: async (c, { query }) => {
      const filter = auditFilter(query);
      let body = csvLine(AUDIT_CSV_HEADER);
      for await (const row of auditExportRows(c.env, filter)) body += csvLine(auditCsvFields(row));
      return new Response(body, {
        headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="audit-log.csv"', "cache-control": "no-store" },
      });
    },
  });
}
