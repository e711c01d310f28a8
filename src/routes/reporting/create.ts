// POST /v1/reporting/report_runs: asks for a report over an interval; the answer is the run,
// pending, and its file is generated in the background (jobs/report-runs.ts). Invariant: the
// interval's rules are judged once, by the account's object on the account's clock, and one run
// exists per idempotency key. `createReportRun` is the whole step: the API route and the
// dashboard's Reports form both run it.
import type { z } from "@hono/zod-openapi";
import type { App, Mode } from "../../http/context";
import { ApiError, unwrap } from "../../http/errors";
import type { IdempotencyKey, StoredResponse } from "../../http/idempotency";
import { assertKeyAccess, defineRoute } from "../../http/route";
import { REPORT_ACCESS } from "../access";
import { callerAccount } from "../../account-object/stub";
import { parseInstant } from "../../domain/reports";
import { CreateReportRunBody, REPORT_ACCESS_WORDS, ReportRunSchema } from "./schemas";

export type CreateReportRunRequest = z.input<typeof CreateReportRunBody>;
export type CreateReportRunResponse = z.infer<typeof ReportRunSchema>;

export function registerCreateReportRun(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/reporting/report_runs",
    tag: "Reporting",
    summary: "Ask for a report (a CSV file) over an interval; it is generated in the background",
    description: REPORT_ACCESS_WORDS,
    security: "api_key",
    idempotent: true,
    body: CreateReportRunBody,
    bodyExample: { report_type: "wallet.ledger", interval_start: "2026-10-01T00:00:00Z", interval_end: "2026-11-01T00:00:00Z" },
    response: ReportRunSchema,
    errors: ["parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json"],
    handler: (c, { body, idem }) => {
      // a restricted key asks only for a report of what it may read itself
      assertKeyAccess(c.get("caller").permissions, REPORT_ACCESS[body.report_type], "POST /v1/reporting/report_runs");
      return createReportRun(c.env, c.get("caller"), idem, body);
    },
  });
}

/** The request for a report run of one account and mode: the stored answer (the run's JSON) or a thrown API error. */
export async function createReportRun(
  env: Env,
  caller: { accountId: string; mode: Mode },
  idem: IdempotencyKey,
  body: z.output<typeof CreateReportRunBody>,
): Promise<StoredResponse> {
  const intervalStart = instant(body.interval_start, "interval_start");
  const intervalEnd = instant(body.interval_end, "interval_end");
  const { stub, ref } = callerAccount(env, caller);
  return unwrap(await stub.createReportRun(ref, idem, { reportType: body.report_type, intervalStart, intervalEnd }));
}

function instant(text: string, param: "interval_start" | "interval_end"): number {
  const ms = parseInstant(text);
  if (ms === null) throw new ApiError("parameter_invalid", `${param} must be an ISO 8601 time such as 2026-11-01T00:00:00Z, or a date such as 2026-11-01.`, param);
  return ms;
}
