// Reporting: one file per operation; this only registers them, in the order the API reference shows.
import type { App } from "../../http/context";
import { registerCreateReportRun } from "./create";
import { registerListReportRuns } from "./list";
import { registerRetrieveReportRun } from "./retrieve";
import { registerReportRunFile } from "./file";

export function registerReportingRoutes(app: App): void {
  registerCreateReportRun(app);
  registerRetrieveReportRun(app);
  registerListReportRuns(app);
  registerReportRunFile(app);
}
