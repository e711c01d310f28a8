/** @jsxImportSource hono/jsx */
// GET /dashboard/request-logs: the chosen mode's request log, paged like GET /v1/request_logs
// (newest first, the same cursors, the same `status` and `error_code` filters), each request with
// its time, method and path, its status in words and code, its error code, idempotency key, key
// id and duration. Every role reads it; there is nothing on it to change.
import type { Context } from "hono";
import type { z } from "@hono/zod-openapi";
import type { App, AppEnv } from "../../http/context";
import { ERROR_STATUS } from "../../http/errors";
import type { ListEnvelope } from "../../http/pagination";
import type { RequestLogSchema } from "../../routes/request-logs/schemas";
import { STATUS_FILTER } from "../../routes/request-logs/list";
import { takeWaiting } from "../../account-object/request-log-batches";
import { listOf } from "../../routes/own-list";
import { Layout, Notice, Pager } from "../layout";
import { attempt, pageAccount, type PageFailure } from "../own";
import { requireMe, type Current } from "../session";
import { utc } from "../format";
import { inWords, type FormWords } from "../form-words";

/** The filter's fields in words (form-words.ts). */
const FILTER_WORDS: FormWords = { status: { label: "Status", fix: "choose one of the listed statuses." }, error_code: { label: "Error code", fix: "choose one of the listed error codes." }, cursor: { label: "The page link", fix: "it has expired: start again from the newest requests." } };

type RequestLine = z.infer<typeof RequestLogSchema>;

const PAGE = 20;

export interface RequestLogsQuery {
  status?: string;
  error_code?: string;
  cursor?: string;
}

const ERROR_CODES = Object.keys(ERROR_STATUS).sort();

/** The status classes the filter offers, in words. */
const CLASSES: [string, string][] = [
  ["2xx", "Succeeded (2xx)"],
  ["4xx", "Refused (4xx)"],
  ["5xx", "Failed on our side (5xx)"],
];

/** The words for each status the API answers (never the colour or the number alone). */
const STATUS_WORDS: Record<number, string> = {
  200: "OK",
  400: "Bad request",
  401: "Unauthorized",
  402: "Payment required",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict",
  413: "Payload too large",
  422: "Unprocessable",
  429: "Too many requests",
  500: "Internal error",
  503: "Unavailable",
};

export const statusInWords = (status: number) => `${status} ${STATUS_WORDS[status] ?? (status < 400 ? "Succeeded" : "Failed")}`;

export function requestLogsPage(env: Env, me: Current, q: RequestLogsQuery) {
  const filter = { status: q.status, error_code: q.error_code };
  return attempt(
    () =>
      listOf(env, pageAccount(env, me), "request_logs", { limit: PAGE, cursor: q.cursor }, filter, (stub, ref, req) =>
        stub.requestLogs(ref, filter, req, takeWaiting(ref.accountId, ref.mode)),
      ) as Promise<ListEnvelope<RequestLine>>,
  );
}

type RequestLogsList = Awaited<ReturnType<typeof requestLogsPage>>;

export async function RequestLogsPage(props: { c: Context<AppEnv>; me: Current; query: RequestLogsQuery; list?: RequestLogsList; error?: PageFailure | string }) {
  const { c, me, query } = props;
  const list = props.list ?? (await requestLogsPage(c.env, me, query));
  const failure = props.error ?? (list.ok ? undefined : list.failure);
  const rows = list.ok ? list.value : null;
  const keep: [string, string][] = [];
  if (query.status) keep.push(["status", query.status]);
  if (query.error_code) keep.push(["error_code", query.error_code]);
  return (
    <Layout title="Request log" me={me}>
      <h1>Request log</h1>
      <p>
        Every API request this account's {me.mode} keys made in the last 7 days, newest first: what was asked, how it was answered and how long
        it took. Request and response bodies are not kept. A request refused before its key was known (no key, an unknown or revoked key) is not
        listed.
      </p>
      {failure && <Notice error>{typeof failure === "string" ? failure : inWords(failure, FILTER_WORDS).message}</Notice>}
      <form method="get" action="/dashboard/request-logs">
        <fieldset role="group">
          <select name="status" aria-label="Status">
            <option value="">All statuses</option>
            {CLASSES.map(([v, words]) => <option value={v} selected={v === query.status}>{words}</option>)}
          </select>
          <select name="error_code" aria-label="Error code">
            <option value="">Any error code</option>
            {ERROR_CODES.map((code) => <option value={code} selected={code === query.error_code}>{code}</option>)}
          </select>
          <button type="submit" class="secondary">Filter</button>
        </fieldset>
      </form>
      {rows && rows.data.length === 0 && <p>No requests{keep.length ? " match these filters" : " in the last 7 days"}.</p>}
      {rows && rows.data.length > 0 && (
        <div class="overflow-auto">
          <table class="stack">
            <thead>
              <tr>
                <th scope="col">Time</th><th scope="col">Request</th><th scope="col">Status</th><th scope="col">Error code</th>
                <th scope="col">Idempotency key</th><th scope="col">API key</th><th scope="col">Duration</th>
              </tr>
            </thead>
            <tbody>
              {rows.data.map((r) => (
                <tr data-request={r.id}>
                  <td data-label="Time">{utc(r.created_at)}</td>
                  <td data-label="Request"><code>{r.method} {r.path}</code><br /><small><code>{r.id}</code></small></td>
                  <td data-label="Status">{statusInWords(r.status)}</td>
                  <td data-label="Error code">{r.error_code ? <code>{r.error_code}</code> : "—"}</td>
                  <td data-label="Idempotency key">{r.idempotency_key ? <code>{r.idempotency_key}</code> : "—"}</td>
                  <td data-label="API key"><code>{r.api_key_id}</code></td>
                  <td data-label="Duration">{r.duration_ms} ms</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager path="/dashboard/request-logs" keep={keep} cursor={query.cursor} next={rows?.next_cursor} older="Older requests" />
    </Layout>
  );
}

export function registerRequestLogsPage(app: App): void {
  app.get("/dashboard/request-logs", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const status = c.req.query("status")?.trim() || undefined;
    const errorCode = c.req.query("error_code")?.trim() || undefined;
    const query: RequestLogsQuery = { status, error_code: errorCode, cursor: c.req.query("cursor") || undefined };
    // a filter the API would refuse is refused here with the same words
    const bad: PageFailure | undefined =
      status !== undefined && !STATUS_FILTER.test(status)
        ? { status: 400, code: "parameter_invalid", param: "status", message: "status must be an HTTP status (402) or a class (2xx, 4xx, 5xx)" }
        : errorCode !== undefined && !(errorCode in ERROR_STATUS)
          ? { status: 400, code: "parameter_invalid", param: "error_code", message: "error_code must be one of the API's error codes" }
          : undefined;
    if (bad) return c.html(<RequestLogsPage c={c} me={me} query={{}} list={{ ok: false, failure: bad }} />, 400);
    const list = await requestLogsPage(c.env, me, query);
    // a forged or foreign cursor is refused as the API refuses it
    return c.html(<RequestLogsPage c={c} me={me} query={query} list={list} />, list.ok ? 200 : list.failure.status);
  });
}
