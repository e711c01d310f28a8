// Developers → Request log: the page is GET /v1/request_logs in the session's mode (the same
// lines, newest first, the same filters and cursors), each status in words and code; every role
// reads it, and a live session sees only the live keys' requests.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { key as idemKey } from "../support/money";
import { issueKey } from "../../src/accounts/keys";
import type { ListRequestLogsResponse } from "../../src/routes/request-logs/list";
import { formFields, grantLiveAccess, partner } from "./helpers";
import { expectAlert } from "../support/words";

const lines = (html: string) => [...html.matchAll(/data-request="([^"]+)"/g)].map((m) => m[1]);
const api = async (key: string, query = "") => {
  const res = await call<ListRequestLogsResponse>(`/v1/request_logs?limit=100${query}`, { key });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};

describe("request log page", () => {
  it("lists the API's lines newest first with status in words, filters and pages them, and refuses a bad filter or cursor", async () => {
    const { b, key } = await partner();
    const refused = await call("/v1/quotes", { key, body: {}, idem: idemKey("bad") });
    expect(refused.status).toBe(400);
    for (let i = 0; i < 22; i++) await call("/v1/wallet", { key });

    const page = await b.get("/dashboard/request-logs");
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/dashboard/request-logs"');
    const all = await api(key);
    // the page's first 20 are the API's (the API's own read came after the page's)
    expect(lines(page.html)).toEqual(all.filter((l) => l.path !== "/v1/request_logs").slice(0, 20).map((l) => l.id));
    expect(page.html).toContain("200 OK");
    expect(page.html).toContain("<code>GET /v1/wallet</code>");

    const failed = await b.get("/dashboard/request-logs?status=4xx");
    expect(lines(failed.html)).toEqual([refused.headers.get("request-id")]);
    expect(failed.html).toContain("400 Bad request");
    expect(failed.html).toContain("<code>parameter_missing</code>");
    const byCode = await b.get("/dashboard/request-logs?error_code=parameter_missing");
    expect(lines(byCode.html)).toEqual([refused.headers.get("request-id")]);

    const older = /href="(\/dashboard\/request-logs\?cursor=[^"]+)">Older requests/.exec(page.html)![1]!.replace(/&amp;/g, "&");
    const second = lines((await b.get(older)).html);
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((id) => lines(page.html).includes(id))).toBe(false);
    expect((await b.get("/dashboard/request-logs?cursor=crs_forged")).status).toBe(400);
    const bad = await b.get("/dashboard/request-logs?status=teapot");
    expect(bad.status).toBe(400);
    expectAlert(bad.html, "Status: choose one of the listed statuses.");
    expect((await b.get("/dashboard/request-logs?error_code=no_such_code")).status).toBe(400);
  });

  it("shows a live session only the live keys' requests, and a viewer reads it", async () => {
    const { b, key, accountId } = await partner();
    await grantLiveAccess(accountId);
    const live = (await issueKey(env, accountId, "live")).secret!;
    const testRead = (await call("/v1/wallet", { key })).headers.get("request-id");
    const liveRead = (await call("/v1/wallet", { key: live })).headers.get("request-id");

    expect(lines((await b.get("/dashboard/request-logs")).html)).toContain(testRead);
    const switched = await b.post("/dashboard/mode", formFields((await b.get("/dashboard/request-logs")).html, "/dashboard/mode"));
    expect([200, 303]).toContain(switched.status);
    const livePage = (await b.get("/dashboard/request-logs")).html;
    expect(lines(livePage)).toContain(liveRead);
    expect(lines(livePage)).not.toContain(testRead);

    await env.DB.prepare("UPDATE memberships SET role = 'viewer' WHERE account_id = ?").bind(accountId).run();
    const asViewer = await b.get("/dashboard/request-logs");
    expect(asViewer.status).toBe(200);
    expect(lines(asViewer.html)).toContain(liveRead);
  });
});
