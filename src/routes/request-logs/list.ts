// GET /v1/request_logs (filters status, error_code), newest first: the requests the key's
// account made in the key's mode over the last 7 days, as recorder.ts recorded them.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { ownList } from "../own-list";
import { EXAMPLES, listExample } from "../examples";
import { RequestLogSchema } from "./schemas";
import { takeWaiting } from "../../account-object/request-log-batches";

const RequestLogListSchema = listSchema(RequestLogSchema, "RequestLogList", listExample(EXAMPLES.RequestLog));

export const STATUS_FILTER = /^([1-5]xx|[1-5][0-9]{2})$/;

export const requestLogFilters = {
  status: z
    .string()
    .regex(STATUS_FILTER, "status must be an HTTP status (402) or a class (2xx, 4xx, 5xx)")
    .optional()
    .openapi({ param: { description: "only requests answered with this status (`402`) or class (`4xx`)" }, example: "4xx" }),
  error_code: z
    .string()
    .regex(/^[a-z_]{1,64}$/, "error_code must be an error code (lower case and underscores)")
    .optional()
    .openapi({ param: { description: "only requests that failed with this error code" }, example: "parameter_invalid" }),
};

const ListRequestLogsQuerySchema = z.strictObject({ ...pageQuery, ...requestLogFilters });

export type ListRequestLogsQuery = z.input<typeof ListRequestLogsQuerySchema>;
export type ListRequestLogsResponse = z.infer<typeof RequestLogListSchema>;

export function registerListRequestLogs(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/request_logs",
    tag: "Request logs",
    summary: "List API requests, newest first",
    security: "api_key",
    query: ListRequestLogsQuerySchema.shape,
    response: RequestLogListSchema,
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => {
      const filter = { status: query.status, error_code: query.error_code };
      return ownList(c, "request_logs", query, filter, (stub, ref, req) =>
        stub.requestLogs(ref, filter, req, takeWaiting(ref.accountId, ref.mode)),
      );
    },
  });
}
