/** @jsxImportSource hono/jsx */
// GET /admin/audit: the audit trail, newest first, filtered by actor (an operator id also finds
// what their tokens did), action, account (an account id finds entries about the account and
// its keys and terms) and since (a UTC day), paged with the same list and cursors as
// GET /admin/v1/audit_log; each entry's changed fields before and after written out.
// GET /admin/audit/export.csv: the same entries under the same filters as CSV, as
// GET /admin/v1/audit_log.csv writes them. Every role reads; nothing can change an entry.
import type { Context } from "hono";
import type { App, AppEnv } from "../../../http/context";
import { pageRequest, toList } from "../../../http/pagination";
import { csvLine } from "../../../lib/csv";
import { AUDIT_CSV_HEADER, auditCsvFields, auditExportRows, listAudit, type AuditFilter, type AuditRow } from "../../../audit/log";
import { auditFilter } from "../../../routes/admin/audit-log/schemas";
import { Notice, Pager } from "../../layout";
import { attempt } from "../../own";
import { requireOperatorPage, type OperatorMe } from "../door";
import { ConsoleLayout } from "../layout";
import { AuditEntries } from "./entries";
import { consoleWords } from "../words";

const PAGE = 50;
const FIELDS = ["actor", "action", "account", "since"] as const;
type Filters = Partial<Record<(typeof FIELDS)[number], string>>;

function filtersOf(c: Context<AppEnv>): Filters {
  const f: Filters = {};
  for (const k of FIELDS) {
    const v = (c.req.query(k) ?? "").trim().slice(0, 255);
    if (v) f[k] = v;
  }
  return f;
}

/** The console's filters as the API's (the account box is the API's `target`); a bad `since` is refused in words. */
const toFilter = (f: Filters): AuditFilter => auditFilter({ actor: f.actor, action: f.action, target: f.account, since: f.since });

const keepOf = (f: Filters) => Object.entries(f).filter((e): e is [string, string] => !!e[1]);

async function auditPage(c: Context<AppEnv>, me: OperatorMe) {
  const f = filtersOf(c);
  const cursor = c.req.query("cursor") || undefined;
  const listed = await attempt(async () => {
    const filter = toFilter(f);
    // the API list's scope, so a cursor reads the same in both
    const scope = `audit_log:${JSON.stringify(filter)}`;
    const page = await pageRequest(c.env, scope, { limit: PAGE, cursor });
    const rows = await listAudit(c.env, filter, page);
    const list = await toList(c.env, scope, page, rows, (r) => r.id, (r): AuditRow => r);
    return { rows: list.data, next: list.next_cursor };
  });
  const keep = keepOf(f);
  c.header("cache-control", "no-store");
  return c.html(
    <ConsoleLayout title="Audit log" me={me}>
      <h1>Audit log</h1>
      <form method="get" action="/admin/audit" class="filters" aria-label="Filter the audit log">
        <fieldset class="grid">
          <label>
            Actor
            <input name="actor" value={f.actor ?? ""} placeholder="op_…, opt_… or bootstrap" maxlength={100} />
          </label>
          <label>
            Action
            <input name="action" value={f.action ?? ""} placeholder="credit.update" maxlength={100} />
          </label>
          <label>
            Account
            <input name="account" value={f.account ?? ""} placeholder="acct_…" maxlength={255} />
          </label>
          <label>
            Since (UTC)
            <input type="date" name="since" value={f.since ?? ""} />
          </label>
        </fieldset>
        <button type="submit" class="secondary">Filter</button>
      </form>
      <p><a href={keep.length ? `/admin/audit/export.csv?${new URLSearchParams(keep)}` : "/admin/audit/export.csv"} download>Export these entries as CSV</a></p>
      {!listed.ok && <Notice error>{consoleWords(listed.failure).message}</Notice>}
      {listed.ok && <AuditEntries rows={listed.value.rows} caption="Newest first" />}
      {listed.ok && <Pager path="/admin/audit" keep={keep} cursor={cursor} next={listed.value.next} older="Older entries" />}
    </ConsoleLayout>,
    listed.ok ? 200 : listed.failure.status,
  );
}

export function registerAuditPages(app: App): void {
  app.get("/admin/audit", async (c) => {
    const me = await requireOperatorPage(c);
    if (me instanceof Response) return me;
    return auditPage(c, me);
  });
  app.get("/admin/audit/export.csv", async (c) => {
    const me = await requireOperatorPage(c);
    if (me instanceof Response) return me;
    const filter = await attempt(async () => toFilter(filtersOf(c)));
    if (!filter.ok) return c.text(filter.failure.message, filter.failure.status);
    let body = csvLine(AUDIT_CSV_HEADER);
    for await (const row of auditExportRows(c.env, filter.value)) body += csvLine(auditCsvFields(row));
    return new Response(body, {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="audit-log.csv"', "cache-control": "no-store" },
    });
  });
}
