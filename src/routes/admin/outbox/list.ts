// GET /admin/v1/outbox: the mail written to the outbox instead of sent (MAIL_PROVIDER "outbox",
// locally and in tests), newest first.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { listSchema, pageQuery, pageRequest, toList } from "../../../http/pagination";
import { listOutbox, type OutboxRow } from "../../../identity/mail";
import { iso } from "../../../lib/time";

const OutboxMailSchema = z
  .object({ id: z.string(), object: z.literal("mail"), to: z.string(), subject: z.string(), text: z.string(), created_at: z.string() })
  .openapi("OutboxMail");

const view = (r: OutboxRow) => ({ id: r.id, object: "mail" as const, to: r.to, subject: r.subject, text: r.text, created_at: iso(r.createdAt) });

const OutboxMailListSchema = listSchema(OutboxMailSchema, "OutboxMailList", {
  object: "list",
  data: [{ id: "mail_01JH8W5M2TQX7R3V9N4B6C8D0E", object: "mail", to: "ada@example.com", subject: "Verify your email for Partner Commerce", text: "Open this link…", created_at: "2025-01-01T00:00:00.000Z" }],
  has_more: false,
  next_cursor: null,
});

const ListOutboxQuerySchema = z.strictObject({ ...pageQuery });

export type ListOutboxQuery = z.input<typeof ListOutboxQuerySchema>;
export type ListOutboxResponse = z.infer<typeof OutboxMailListSchema>;

export function registerListOutbox(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/admin/v1/outbox",
    tag: "Operator",
    summary: "List mail written to the outbox instead of sent (local development and tests), newest first",
    security: "admin",
    permission: "mail.read",
    query: ListOutboxQuerySchema.shape,
    response: OutboxMailListSchema,
    errors: ["parameter_invalid", "parameter_unknown"],
    handler: async (c, { query }) => {
      const page = await pageRequest(c.env, "admin_outbox", query);
      return toList(c.env, "admin_outbox", page, await listOutbox(c.env, page), (r) => r.id, view);
    },
  });
}
