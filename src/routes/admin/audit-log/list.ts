// GET /admin/v1/audit_log: the audit trail, newest first, filtered by actor, action, target and
// since. Every operator role may read it; nothing can change or remove an entry.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { listSchema, pageQuery, pageRequest, toList } from "../../../http/pagination";
import { auditView, listAudit } from "../../../audit/log";
import { EXAMPLES, listExample } from "../../examples";
import { AuditEntrySchema, auditFilter, auditFilterQuery } from "./schemas";

const AuditLogSchema = listSchema(AuditEntrySchema, "AuditLog", listExample(EXAMPLES.AuditEntry));
const ListAuditLogQuery = z.strictObject({ ...pageQuery, ...auditFilterQuery });

export type ListAuditLogQuery = z.input<typeof ListAuditLogQuery>;
export type ListAuditLogResponse = z.infer<typeof AuditLogSchema>;

export function registerListAuditLog(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/admin/v1/audit_log",
    tag: "Operator",
    summary: "The audit trail, newest first: one entry per state-changing operator request or console action",
    security: "admin",
    permission: "read",
    query: ListAuditLogQuery.shape,
    response: AuditLogSchema,
    errors: ["parameter_invalid", "parameter_unknown"],
    handler: async (c, { query }) => {
      const filter = auditFilter(query);
      const scope = `audit_log:${JSON.stringify(filter)}`;
      const page = await pageRequest(c.env, scope, query);
      const rows = await listAudit(c.env, filter, page);
      return toList(c.env, scope, page, rows, (r) => r.id, auditView);
    },
  });
}
