// GET /v1/reporting/report_runs/{report_run_id}/file: a succeeded run's CSV, streamed from the
// REPORTS bucket. Invariant: the file is served only while its run says it exists: 409
// report_not_ready before the run succeeded (or when it failed), 410 report_expired once its
// 7 days are over (the sweep deletes the file then; the run itself stays readable).
// `reportFileResponse` is the whole step: the API route and the dashboard's Download both run it.
import { z } from "@hono/zod-openapi";
import type { App, Mode } from "../../http/context";
import { ApiError, unwrap } from "../../http/errors";
import { assertKeyAccess, defineRoute } from "../../http/route";
import type { Permissions } from "../../domain/key-permissions";
import { REPORT_ACCESS } from "../access";
import { callerAccount } from "../../account-object/stub";
import { idParam } from "../schemas";
import { REPORT_ACCESS_WORDS } from "./schemas";

export function registerReportRunFile(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/reporting/report_runs/{report_run_id}/file",
    tag: "Reporting",
    summary: "Download a succeeded report run's CSV file",
    description: REPORT_ACCESS_WORDS,
    security: "api_key",
    params: idParam("report_run_id"),
    response: z.string().openapi({ example: "id,created_at,type,source,amount,amount_decimal,currency,balance_after,balance_after_decimal,description,order_id,deposit_id,refund_id\r\n" }),
    produces: "text/csv",
    errors: ["resource_not_found", "report_not_ready", "report_expired"],
    handler: async (c, { params }) => reportFileResponse(c.env, c.get("caller"), params.report_run_id!),
  });
}

/**
 * The run's file as a download; throws the API error that says why there is none. A restricted
 * key (its `permissions`) must be able to read what the run's type reports (REPORT_ACCESS).
 */
export async function reportFileResponse(env: Env, caller: { accountId: string; mode: Mode; permissions?: Permissions }, runId: string): Promise<Response> {
  const { stub, ref } = callerAccount(env, caller);
  const { key, run } = unwrap(await stub.reportFile(ref, runId));
  assertKeyAccess(caller.permissions, REPORT_ACCESS[run.report_type], "GET /v1/reporting/report_runs/{report_run_id}/file");
  const object = await env.REPORTS.get(key);
  // the sweep deleted it a moment ago, before the run forgot its key
  if (!object) throw new ApiError("report_expired", `Report run ${runId}'s file has expired and was deleted; ask for a new run.`);
  const day = run.interval_start.slice(0, 10);
  return new Response(object.body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-length": String(object.size),
      "content-disposition": `attachment; filename="${run.report_type.replace(".", "-")}-${caller.mode}-${day}-${run.id}.csv"`,
      "cache-control": "no-store",
    },
  });
}
