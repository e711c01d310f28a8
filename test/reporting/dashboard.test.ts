// The dashboard's Reports page: asks for a run through the API's own step (a double submit makes
// one run), shows it pending with a reload until it is ready, then a download that is the API's
// file; the periods; refusals shown with the API's words; roles: owners, finance and viewers read,
// owners and finance ask, developers get 403.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { bankTransfer, eventually, sqlIn } from "../support/money";
import { formFields, partner } from "../dashboard/helpers";
import { reportBody } from "../../src/pages/reports/reports";
import { records } from "./support";
import { parseCsv } from "../support/csv";
import { expectAlert } from "../support/words";

const PATH = "/dashboard/reports";

describe("Reports page", () => {
  it("asks for a run, shows it pending with a reload, then ready with the API's file", async () => {
    const { b, key, accountId } = await partner();
    await bankTransfer(key, 2500);
    const page = await b.get(PATH);
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/dashboard/reports"');
    expect(page.html).toContain("No reports yet.");
    expect(page.html).not.toContain('http-equiv="refresh"');
    const fields = { ...formFields(page.html, PATH), report_type: "wallet.ledger", period: "this_month" };
    const sent = await b.post(PATH, fields);
    expect(sent.status, sent.html).toBe(200);
    expect(sent.html).toContain("is being generated");
    // the same form sent again (a double click) makes no second run
    expect((await b.post(PATH, fields)).status).toBe(200);
    const runs = await sqlIn<{ id: string; status: string }>(accountId, "SELECT id, status FROM report_runs");
    expect(runs).toHaveLength(1);
    const id = runs[0]!.id;
    const ready = await eventually(() => b.get(PATH), (p) => p.html.includes("Download CSV"), 20_000);
    expect(ready.html).not.toContain('http-equiv="refresh"');
    expect(ready.html).toContain(`href="/dashboard/reports/${id}/file"`);
    const file = await b.get(`/dashboard/reports/${id}/file`);
    expect(file.status).toBe(200);
    const api = await call(`/v1/reporting/report_runs/${id}/file`, { key });
    expect(file.html).toBe(api.text);
    expect(records(parseCsv(file.html)).map((r) => r.amount)).toEqual(["2500"]);
  });

  it("a pending run makes the page reload itself", async () => {
    const { b, key, accountId } = await partner();
    await call("/v1/wallet", { key });
    await sqlIn(accountId, "INSERT INTO report_runs (id, report_type, interval_start, interval_end, status, created_at, due_at) VALUES ('rr_01JH8X4M6P8R0T2V4X6Z8PEND1', 'orders.itemized', 0, 1000, 'pending', ?, ?)", Date.now(), Date.now() + 86_400_000);
    const seen = await b.get(PATH);
    expect(seen.html).toContain('<meta http-equiv="refresh" content="3; url=/dashboard/reports"');
    expect(seen.html).toContain("Generating…");
    // its file is not ready: the API's 409 in words on the page
    const early = await b.get("/dashboard/reports/rr_01JH8X4M6P8R0T2V4X6Z8PEND1/file");
    expect(early.status).toBe(409);
    expect(early.html).toContain("still being generated");
  });

  it("shows the API's refusal with its words, and stores nothing", async () => {
    const { b, accountId } = await partner();
    const page = await b.get(PATH);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const bad = await b.post(PATH, { ...formFields(page.html, PATH), report_type: "orders.itemized", period: "custom", start: "2020-01-01", end: future });
    expect(bad.status).toBe(400);
    expectAlert(bad.html, "First day: choose a period of at most 366 days.");
    const none = await b.post(PATH, { ...formFields(page.html, PATH), report_type: "orders.itemized", period: "custom", start: "", end: "" });
    expect(none.status).toBe(400);
    expectAlert(none.html, "First day: choose the first day of the period.");
    expect(await sqlIn(accountId, "SELECT id FROM report_runs")).toEqual([]);
  });

  it("turns periods into intervals: months in UTC, custom days whole, never past now", () => {
    const now = Date.parse("2026-03-15T10:20:30.000Z");
    expect(reportBody({ report_type: "wallet.ledger", period: "this_month" }, now)).toEqual({
      report_type: "wallet.ledger", interval_start: "2026-03-01T00:00:00.000Z", interval_end: "2026-03-15T10:20:30.000Z",
    });
    expect(reportBody({ report_type: "wallet.ledger", period: "last_month" }, now)).toMatchObject({
      interval_start: "2026-02-01T00:00:00.000Z", interval_end: "2026-03-01T00:00:00.000Z",
    });
    expect(reportBody({ report_type: "revenue.entries", period: "custom", start: "2026-01-05", end: "2026-01-06" }, now)).toMatchObject({
      interval_start: "2026-01-05T00:00:00.000Z", interval_end: "2026-01-07T00:00:00.000Z",
    });
    expect(reportBody({ report_type: "revenue.entries", period: "custom", start: "2026-03-01", end: "2026-03-15" }, now).interval_end).toBe("2026-03-15T10:20:30.000Z");
  });

  it("roles: viewers read and download without the form, finance asks, developers get 403", async () => {
    const { b, key, accountId } = await partner();
    await bankTransfer(key, 1000);
    const page = await b.get(PATH);
    const fields = { ...formFields(page.html, PATH), report_type: "revenue.entries", period: "last_month" };
    await env.DB.prepare("UPDATE memberships SET role = 'viewer' WHERE account_id = ?").bind(accountId).run();
    const seen = await b.get(PATH);
    expect(seen.status).toBe(200);
    expect(seen.html).not.toContain(`action="${PATH}"`);
    expect(seen.html).toContain("can read and download reports");
    expect((await b.post(PATH, fields)).status).toBe(403);
    expect(await sqlIn(accountId, "SELECT id FROM report_runs")).toEqual([]);
    await env.DB.prepare("UPDATE memberships SET role = 'finance' WHERE account_id = ?").bind(accountId).run();
    expect((await b.post(PATH, fields)).status).toBe(200);
    expect(await sqlIn(accountId, "SELECT id FROM report_runs")).toHaveLength(1);
    await env.DB.prepare("UPDATE memberships SET role = 'developer' WHERE account_id = ?").bind(accountId).run();
    expect((await b.get(PATH)).status).toBe(403);
    const [run] = await sqlIn<{ id: string }>(accountId, "SELECT id FROM report_runs");
    expect((await b.get(`${PATH}/${run!.id}/file`)).status).toBe(403);
  });
});
