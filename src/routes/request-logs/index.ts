// Request logs: one file per operation (and the recorder the app runs on every /v1 request);
// this only registers them.
import type { App } from "../../http/context";
import { registerListRequestLogs } from "./list";

export function registerRequestLogRoutes(app: App): void {
  registerListRequestLogs(app);
}
