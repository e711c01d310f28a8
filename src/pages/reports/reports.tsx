/** @jsxImportSource hono/jsx */
// GET /dashboard/reports: the chosen mode's report runs as GET /v1/reporting/report_runs lists
// them (newest first, the same cursors), each with its state and, once it succeeded, its
// download; and the form that asks for one (a type and a period: this month, last month, or
// custom dates). POST /dashboard/reports runs `createReportRun`, the step POST
// /v1/reporting/report_runs runs, under an idempotency key minted with the form, so a double
// submit makes one run. GET /dashboard/reports/{id}/file runs `reportFileResponse`, the API's
// download. Invariant: while a listed run is pending, the page reloads itself every few seconds
// (a meta refresh: no script needed), so a run is seen going from pending to ready. Owners,
// finance and viewers read the page (`reports.read`); owners and finance ask for runs
// (`reports.run`); any other role gets 403 and nothing is done.
import type { Context } from "hono";
import type { z } from "@hono/zod-openapi";
import type { App, AppEnv } from "../../http/context";
import type { ListEnvelope } from "../../http/pagination";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validation";
import { can } from "../../domain/roles";
import { parseInstant, periodOf, REPORT_MAX_DAYS, REPORT_RETENTION_DAYS, REPORT_TYPES, type ReportType } from "../../domain/reports";
import { listOf } from "../../routes/own-list";
import { createReportRun } from "../../routes/reporting/create";
import { reportFileResponse } from "../../routes/reporting/file";
import { CreateReportRunBody, type ReportRunSchema } from "../../routes/reporting/schemas";
import { utc } from "../format";
import { Csrf, Layout, Notice, Pager, TableBox } from "../layout";
import { inWords, type FormWords } from "../form-words";
import { Named } from "../names";
import { formIdempotency, MoneyFormFields } from "../money-form";
import { attempt, pageAccount, storedValue, type PageFailure } from "../own";
import { onSignedInForm, requireMe, type Current } from "../session";

type Run = z.infer<typeof ReportRunSchema>;

const PATH = "/dashboard/reports";
const RUNS_PAGE = 20;
/** Seconds between reloads while a run is pending. */
export const REPORTS_REFRESH_SECONDS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

const TYPES: Record<ReportType, { name: string; what: string }> = {
  "wallet.ledger": { name: "Wallet ledger", what: "every change of the wallet's balance, with the order, deposit or refund it belongs to" },
  "orders.itemized": { name: "Orders, itemized", what: "every order created in the period: offer, price, commission, refund, batch, destination, metadata" },
  "revenue.entries": { name: "Revenue entries", what: "every Revenue Centre entry: earned, taken as credit, paid out, returned, reversed" },
};

/** The form's fields in words (form-words.ts); the API's interval is the form's first and last day. */
const REPORT_WORDS: FormWords = {
  report_type: { label: "Report", fix: "choose one of the three reports." },
  period: { label: "Period", fix: "choose this month, last month or custom dates." },
  interval_start: { label: "First day", fix: (f) => (/366|at most/.test(f.message) ? `choose a period of at most ${REPORT_MAX_DAYS} days.` : "choose the first day of the period.") },
  interval_end: {
    label: "Last day",
    fix: (f) => (/future/.test(f.message) ? "choose today or an earlier day." : /366|at most/.test(f.message) ? `choose a period of at most ${REPORT_MAX_DAYS} days.` : /after|before/.test(f.message) ? "choose a day on or after the first day." : "choose the last day of the period."),
  },
  cursor: { label: "The page link", fix: "it has expired: start again from the newest reports." },
};

const STATUS: Record<Run["status"], string> = {
  pending: "Generating…",
  succeeded: "Ready",
  failed: "Failed",
};

/** The same page of runs GET /v1/reporting/report_runs answers, under the same cursors. */
function runsPage(env: Env, me: Current, cursor: string | undefined) {
  return listOf<Run>(env, pageAccount(env, me), "report-runs", { limit: RUNS_PAGE, cursor }, {}, (stub, ref, req) => stub.reportRuns(ref, req)) as Promise<ListEnvelope<Run>>;
}

function forbidden(c: Context<AppEnv>, me: Current, what: string) {
  return c.html(
    <Layout title="Reports" me={me}>
      <h1>Reports</h1>
      <Notice error>{`Your role (${me.account.role}) cannot ${what}.`}</Notice>
    </Layout>,
    403,
  );
}

function ReportsPage(props: { me: Current; runs?: ListEnvelope<Run>; cursor?: string; error?: PageFailure; status?: string; form?: Record<string, string> }) {
  const { me, runs, error } = props;
  const pending = runs?.data.some((r) => r.status === "pending") ?? false;
  const f = props.form ?? {};
  // a new report is of this month so far unless the form came back with another period
  const period = f.period ?? "this_month";
  return (
    <Layout
      title="Reports"
      me={me}
      head={pending ? <meta http-equiv="refresh" content={`${REPORTS_REFRESH_SECONDS}; url=${PATH}${props.cursor ? `?cursor=${encodeURIComponent(props.cursor)}` : ""}`} /> : undefined}
    >
      <h1>Reports</h1>
      <p>
        CSV files of the {me.mode === "live" ? "live" : "test"} account's records over a period, one row per item, oldest first, amounts
        in cents and as decimals. A report is generated in the background: this page updates by itself until it is ready. Files are kept{" "}
        {REPORT_RETENTION_DAYS} days. Your integration makes and reads the same runs through the API.
      </p>
      {error && <Notice error>{inWords(error, REPORT_WORDS).message}</Notice>}
      {props.status && <Notice>{props.status}</Notice>}

      <section aria-labelledby="new-report">
        <h2 id="new-report">New report</h2>
        {can(me.account.role, "reports.run") ? (
          <form method="post" action={PATH}>
            <Csrf me={me} />
            <MoneyFormFields me={me} />
            <input type="hidden" name="as_of" value={String(Date.now())} />
            <fieldset>
              <legend>Report</legend>
              {REPORT_TYPES.map((t) => (
                <>
                  <label>
                    <input type="radio" name="report_type" value={t} checked={(f.report_type ?? "wallet.ledger") === t} aria-describedby={`type-${t.replace(".", "-")}`} />
                    {TYPES[t].name}
                  </label>
                  <small id={`type-${t.replace(".", "-")}`}>{TYPES[t].what}</small>
                </>
              ))}
            </fieldset>
            <label>
              Period
              <select name="period" aria-describedby="period-hint">
                <option value="this_month" selected={period === "this_month"}>This month, so far</option>
                <option value="last_month" selected={period === "last_month"}>Last month</option>
                <option value="custom" selected={period === "custom"}>Custom dates (below)</option>
              </select>
            </label>
            <small id="period-hint">Months are UTC calendar months. Custom: from the start of the first day to the end of the last (or now), at most {REPORT_MAX_DAYS} days.</small>
            <div class="grid">
              <label>
                First day
                <input type="date" name="start" value={f.start ?? ""} />
              </label>
              <label>
                Last day
                <input type="date" name="end" value={f.end ?? ""} />
              </label>
            </div>
            <button type="submit">Generate report</button>
          </form>
        ) : (
          <p>Your role ({me.account.role}) can read and download reports; owners and finance ask for new ones.</p>
        )}
      </section>

      <section aria-labelledby="runs">
        <h2 id="runs">Report runs</h2>
        {!runs || runs.data.length === 0 ? (
          <p>No reports yet.</p>
        ) : (
          <TableBox label="Report runs">
            <table>
              <thead>
                <tr><th scope="col">Report</th><th scope="col">Period</th><th scope="col">Asked</th><th scope="col">State</th><th scope="col">File</th></tr>
              </thead>
              <tbody>
                {runs.data.map((r) => (
                  <tr data-run={r.id}>
                    <td><Named name={TYPES[r.report_type].name} id={r.id} what="report" /></td>
                    <td>{utc(r.interval_start)} to {utc(r.interval_end)}</td>
                    <td>{utc(r.created_at)}</td>
                    <td data-status={r.status}>{STATUS[r.status]}{r.error && <><br /><small>{r.error}</small></>}</td>
                    <td><FileCell run={r} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        )}
        <Pager path={PATH} cursor={props.cursor} next={runs?.next_cursor} older="Older reports" />
      </section>
    </Layout>
  );
}

function FileCell(props: { run: Run }) {
  const r = props.run;
  if (r.status !== "succeeded" || !r.result) return <>—</>;
  if (Date.parse(r.result.expires_at) <= Date.now()) return <>Expired {utc(r.result.expires_at)}</>;
  return (
    <>
      <a href={`${PATH}/${r.id}/file`} download>Download CSV</a>
      <br />
      <small>{r.result.rows.toLocaleString("en-US")} rows, {kilobytes(r.result.bytes)}; until {utc(r.result.expires_at)}</small>
    </>
  );
}

const kilobytes = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : `${Math.ceil(bytes / 1024).toLocaleString("en-US")} KiB`);

/**
 * The form's period as the API's body: a month, or custom days from the first day's start to the
 * last day's end (or now). "Now" is when the form was drawn (`as_of`), so the same form sent
 * twice is the same request and its idempotency key makes one run.
 */
export function reportBody(f: Record<string, string>, realNow: number) {
  const type = f.report_type ?? "";
  const drawn = /^\d{1,15}$/.test(f.as_of ?? "") ? Number(f.as_of) : realNow;
  const now = Math.min(drawn, realNow);
  let start: number;
  let end: number;
  if (f.period === "this_month" || f.period === "last_month") {
    ({ start, end } = periodOf(f.period, now));
  } else if (f.period === "custom") {
    const first = /^\d{4}-\d{2}-\d{2}$/.test(f.start ?? "") ? parseInstant(f.start!) : null;
    const last = /^\d{4}-\d{2}-\d{2}$/.test(f.end ?? "") ? parseInstant(f.end!) : null;
    if (first === null) throw new ApiError("parameter_invalid", "Choose the first day of the period.", "interval_start");
    if (last === null) throw new ApiError("parameter_invalid", "Choose the last day of the period.", "interval_end");
    start = first;
    end = Math.min(last + DAY_MS, now);
  } else {
    throw new ApiError("parameter_invalid", "Choose a period.", "period");
  }
  return validate(CreateReportRunBody, { report_type: type, interval_start: new Date(start).toISOString(), interval_end: new Date(end).toISOString() });
}

export function registerReportsPage(app: App): void {
  app.get(PATH, async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    if (!can(me.account.role, "reports.read")) return forbidden(c, me, "see reports");
    const cursor = c.req.query("cursor") || undefined;
    const runs = await attempt(() => runsPage(c.env, me, cursor));
    if (!runs.ok) return c.html(<ReportsPage me={me} error={runs.failure} />, runs.failure.status);
    return c.html(<ReportsPage me={me} runs={runs.value} cursor={cursor} />);
  });

  onSignedInForm(app, PATH, async (c, me, f) => {
    if (!can(me.account.role, "reports.run")) return forbidden(c, me, "ask for reports");
    const done = await attempt(async () => {
      const body = reportBody(f, Date.now());
      const idem = await formIdempotency(f, me, "/v1/reporting/report_runs", body);
      return storedValue<Run>(await createReportRun(c.env, { accountId: me.account.id, mode: me.mode }, idem, body));
    });
    const runs = await attempt(() => runsPage(c.env, me, undefined));
    const list = runs.ok ? runs.value : undefined;
    if (!done.ok) return c.html(<ReportsPage me={me} runs={list} error={done.failure} form={f} />, done.failure.status);
    const r = done.value;
    return c.html(<ReportsPage me={me} runs={list} status={`${TYPES[r.report_type].name} from ${utc(r.interval_start)} to ${utc(r.interval_end)} is being generated (${r.id}).`} />);
  });

  app.get(`${PATH}/:id/file`, async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    if (!can(me.account.role, "reports.read")) return forbidden(c, me, "download reports");
    const done = await attempt(() => reportFileResponse(c.env, { accountId: me.account.id, mode: me.mode }, c.req.param("id")));
    if (done.ok) return done.value;
    const runs = await attempt(() => runsPage(c.env, me, undefined));
    return c.html(<ReportsPage me={me} runs={runs.ok ? runs.value : undefined} error={done.failure} />, done.failure.status);
  });
}
