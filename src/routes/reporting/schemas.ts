// The Report run as partners see it (GET /v1/reporting/report_runs/{report_run_id}) and the body
// that asks for one. Timestamps are ISO 8601 UTC strings, as everywhere in the API.
import { z } from "@hono/zod-openapi";
import { REPORT_STATUSES, REPORT_TYPES } from "../../domain/reports";
import { accessWords } from "../../http/route";
import { REPORT_ACCESS } from "../access";

/** The report routes' word on restricted keys beside the route's own access, from REPORT_ACCESS. */
export const REPORT_ACCESS_WORDS =
  "Besides the access below, a restricted key needs read access to what the report holds: " +
  REPORT_TYPES.map((t) => `\`${t}\` ${accessWords(REPORT_ACCESS[t])}`).join("; ") +
  " (403 `permission_denied` naming what is missing).";

const EXAMPLE = {
  id: "rr_01JH8X4M6P8R0T2V4X6Z8B0D2F",
  object: "report_run",
  report_type: "wallet.ledger",
  interval_start: "2026-10-01T00:00:00.000Z",
  interval_end: "2026-11-01T00:00:00.000Z",
  status: "succeeded",
  result: { rows: 1842, bytes: 301877, expires_at: "2026-11-29T09:00:04.210Z" },
  error: null,
  created_at: "2026-11-22T09:00:01.017Z",
  succeeded_at: "2026-11-22T09:00:04.210Z",
};

export const ReportRunSchema = z
  .object({
    id: z.string(),
    object: z.literal("report_run"),
    report_type: z.enum(REPORT_TYPES),
    interval_start: z.string().openapi({ description: "the first instant covered" }),
    interval_end: z.string().openapi({ description: "the first instant not covered: rows created at or after it are left out" }),
    status: z.enum(REPORT_STATUSES).openapi({ description: "pending while the file is generated; then succeeded (read it from …/file) or failed (see error)" }),
    result: z
      .object({
        rows: z.number().int().openapi({ description: "data rows, the header not counted" }),
        bytes: z.number().int(),
        expires_at: z.string().openapi({ description: "the file is deleted then (7 days after it succeeded); …/file answers 410 report_expired after it" }),
      })
      .nullable(),
    error: z.string().nullable().openapi({ description: "why a failed run failed" }),
    created_at: z.string(),
    succeeded_at: z.string().nullable(),
  })
  .openapi("ReportRun", { example: EXAMPLE });

export const REPORT_RUN_EXAMPLE = EXAMPLE;

const Instant = (what: string) =>
  z.string().max(40).openapi({ description: `${what}: an ISO 8601 time (2026-11-01T00:00:00Z; an offset such as +02:00 is allowed) or a date, read as midnight UTC` });

export const CreateReportRunBody = z.strictObject({
  report_type: z.enum(REPORT_TYPES),
  interval_start: Instant("the first instant to cover"),
  interval_end: Instant("the first instant not to cover; not in the future, at most 366 days after interval_start"),
});
