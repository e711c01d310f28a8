// GET /v1/reporting/report_runs/{report_run_id}: a run as it is now (poll it, or wait for
// report_run.succeeded). Invariant: only the caller's own runs, in the key's mode, are found.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { idParam } from "../schemas";
import { ReportRunSchema } from "./schemas";

export type RetrieveReportRunResponse = z.infer<typeof ReportRunSchema>;

export function registerRetrieveReportRun(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/reporting/report_runs/{report_run_id}",
    tag: "Reporting",
    summary: "Retrieve a report run",
    security: "api_key",
    params: idParam("report_run_id"),
    response: ReportRunSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => own(c, (stub, ref) => stub.reportRun(ref, params.report_run_id!)),
  });
}
