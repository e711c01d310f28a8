// GET /v1/reporting/report_runs: the caller's report runs, newest first. Invariant: one account
// and mode per list, and its cursors work on this list only (own-list.ts).
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { listExample } from "../examples";
import { ownList } from "../own-list";
import { REPORT_RUN_EXAMPLE, ReportRunSchema } from "./schemas";

const ReportRunListSchema = listSchema(ReportRunSchema, "ReportRunList", listExample(REPORT_RUN_EXAMPLE));

const ListReportRunsQuerySchema = z.strictObject(pageQuery);

export type ListReportRunsQuery = z.input<typeof ListReportRunsQuerySchema>;
export type ListReportRunsResponse = z.infer<typeof ReportRunListSchema>;

export function registerListReportRuns(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/reporting/report_runs",
    tag: "Reporting",
    summary: "List report runs, newest first",
    security: "api_key",
    query: ListReportRunsQuerySchema.shape,
    response: ReportRunListSchema,
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => ownList(c, "report-runs", query, {}, (stub, ref, req) => stub.reportRuns(ref, req)),
  });
}
