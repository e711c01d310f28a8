// The audit trail as /admin/v1 shows it, and the filters its list and export share.
import { z } from "@hono/zod-openapi";
import { ApiError } from "../../../http/errors";
import type { AuditFilter } from "../../../audit/log";
import { EXAMPLES } from "../../examples";

export const AuditEntrySchema = z
  .object({
    id: z.string(),
    object: z.literal("audit_entry"),
    actor: z.string().openapi({ description: "op_… (console), opt_… (an operator's token) or bootstrap (ADMIN_API_TOKEN)" }),
    operator_id: z.string().nullable().openapi({ description: "the operator behind the actor; null for bootstrap" }),
    action: z.string().openapi({ description: "<object>.<verb>, such as kyb.approve or credit.update" }),
    target: z.string().nullable(),
    account_id: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).openapi({ description: "the changed fields before the action (never secrets)" }),
    after: z.record(z.string(), z.unknown()).openapi({ description: "the same fields after it" }),
    request_id: z.string().nullable(),
    client_address: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("AuditEntry", { example: EXAMPLES.AuditEntry });

export const auditFilterQuery = {
  actor: z.string().max(100).optional().openapi({ param: { description: "an actor (op_…, opt_…, bootstrap); an operator id also finds what their tokens did" } }),
  action: z.string().max(100).optional().openapi({ param: { description: "such as kyb.approve" } }),
  target: z.string().max(255).optional().openapi({ param: { description: "the id an entry is about; an account id also finds entries about its keys and terms" } }),
  since: z.string().max(40).optional().openapi({ param: { description: "ISO 8601 time: entries at or after it" }, example: "2026-11-01T00:00:00Z" }),
};

/** The filter from validated query fields; a `since` that is not a time is a 400 naming it. */
export function auditFilter(q: { actor?: string; action?: string; target?: string; since?: string }): AuditFilter {
  let since: number | undefined;
  if (q.since !== undefined) {
    since = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(q.since) ? Date.parse(q.since) : NaN;
    if (Number.isNaN(since)) throw new ApiError("parameter_invalid", "since must be an ISO 8601 date or time, such as 2026-11-01T00:00:00Z", "since");
  }
  return { actor: q.actor || undefined, action: q.action || undefined, target: q.target || undefined, since };
}
