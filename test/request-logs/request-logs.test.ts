// The request log through the real app: what a key's requests leave in it (a purchase, a
// failure, an idempotent replay), that no body and no secret is kept, that a mode and an
// account see only their own, that lines past 7 days are pruned (safely twice), and paging.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, newAccount, type Reply } from "../support/api";
import { accountStub, bankTransfer, catalog, key, sqlIn } from "../support/money";
import { issueKey } from "../../src/accounts/keys";
import { idsBefore } from "../../src/lib/ids";
import { send } from "../support/key-access";
import type { ListRequestLogsResponse } from "../../src/routes/request-logs/list";
import type { CreateQuoteResponse } from "../../src/routes/quotes/create";

type Line = ListRequestLogsResponse["data"][number];

const FIELDS = ["api_key_id", "created_at", "duration_ms", "error_code", "id", "idempotency_key", "method", "object", "path", "status"];

async function logs(apiKey: string, query = ""): Promise<Reply<ListRequestLogsResponse>> {
  const res = await call<ListRequestLogsResponse>(`/v1/request_logs${query}`, { key: apiKey });
  expect(res.status, res.text).toBe(200);
  return res;
}

const byId = (lines: Line[], id: string | null) => lines.find((l) => l.id === id);

/** The id of the key that made a request (the log's own line for reading it names it). */
async function keyIdOf(apiKey: string): Promise<string> {
  const line = (await logs(apiKey)).body.data.find((l) => l.path === "/v1/request_logs");
  return line!.api_key_id;
}

describe("GET /v1/request_logs", () => {
  it("records a purchase, a refused request and an idempotent replay with their fields and no bodies", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 100_000);
    const { esim } = await catalog(acct.key);
    const idem = key("quote");
    const marker = `marker-${Date.now()}`;
    const bought = await call<CreateQuoteResponse>("/v1/quotes", { key: acct.key, body: { offer_id: esim.id, payment_source: "wallet" }, idem });
    expect(bought.status, bought.text).toBe(200);
    const replay = await call<CreateQuoteResponse>("/v1/quotes", { key: acct.key, body: { offer_id: esim.id, payment_source: "wallet" }, idem });
    expect(replay.status, replay.text).toBe(200);
    expect(replay.body.id).toBe(bought.body.id);
    const refused = await call("/v1/quotes", { key: acct.key, body: { offer_id: esim.id, payment_source: marker }, idem: key("bad") });
    expectError(refused, 400, "parameter_invalid", "payment_source");

    const list = await logs(acct.key);
    const lines = list.body.data;
    const purchase = byId(lines, bought.headers.get("request-id"));
    const again = byId(lines, replay.headers.get("request-id"));
    const failed = byId(lines, refused.headers.get("request-id"));
    expect(purchase).toMatchObject({ object: "request_log", method: "POST", path: "/v1/quotes", status: 200, error_code: null, idempotency_key: idem });
    expect(again).toMatchObject({ method: "POST", path: "/v1/quotes", status: 200, error_code: null, idempotency_key: idem });
    expect(failed).toMatchObject({ method: "POST", path: "/v1/quotes", status: 400, error_code: "parameter_invalid" });
    expect(purchase!.id).toMatch(/^req_/);
    expect(again!.id).not.toBe(purchase!.id);
    for (const l of [purchase!, again!, failed!]) {
      expect(Object.keys(l).sort()).toEqual(FIELDS);
      expect(l.api_key_id).toMatch(/^key_/);
      expect(Number.isInteger(l.duration_ms) && l.duration_ms >= 0).toBe(true);
      expect(Number.isNaN(Date.parse(l.created_at))).toBe(false);
    }
    // the funding and the catalog read are there too; newest first
    expect(lines.some((l) => l.path === "/v1/test_helpers/bank_transfers" && l.status === 200)).toBe(true);
    const ids = lines.map((l) => l.id);
    expect(ids).toEqual([...ids].sort().reverse());
    // nothing of a request's or a response's body, nor the key's secret
    expect(list.text).not.toContain(marker);
    expect(list.text).not.toContain(bought.body.id);
    expect(list.text).not.toContain(acct.key);
    const stored = await sqlIn(acct.id, "SELECT * FROM request_logs");
    expect(JSON.stringify(stored)).not.toContain(marker);
    expect(JSON.stringify(stored)).not.toContain(acct.key);
  });

  it("records an unknown route and a failed look-up with their codes, but no request refused before a key was known", async () => {
    const acct = await newAccount();
    const missing = await call("/v1/orders/ord_nope", { key: acct.key });
    expectError(missing, 404, "resource_not_found");
    const unrouted = await call("/v1/nowhere", { key: acct.key });
    expectError(unrouted, 404, "route_not_found");
    const nobody = await call("/v1/wallet", { key: acct.key.slice(0, -4) + "zzzz" });
    expectError(nobody, 401, "invalid_api_key");

    const lines = (await logs(acct.key)).body.data;
    expect(byId(lines, missing.headers.get("request-id"))).toMatchObject({ path: "/v1/orders/ord_nope", status: 404, error_code: "resource_not_found" });
    expect(byId(lines, unrouted.headers.get("request-id"))).toMatchObject({ method: "GET", path: "/v1/nowhere", status: 404, error_code: "route_not_found" });
    expect(byId(lines, nobody.headers.get("request-id"))).toBeUndefined();
  });

  it("records a key used from an address it is not allowed (ip_not_allowed): the key was recognised, so the request is its account's", async () => {
    const acct = await newAccount();
    const held = await issueKey(env, acct.id, "test", { allowedIps: ["203.0.113.7"] });
    const refused = await send("/v1/wallet", { key: held.secret!, ip: "198.51.100.9" });
    expectError(refused, 403, "ip_not_allowed");
    const line = byId((await logs(acct.key)).body.data, refused.headers.get("request-id"));
    expect(line).toMatchObject({ method: "GET", path: "/v1/wallet", status: 403, error_code: "ip_not_allowed", api_key_id: held.id });
    // the log's own filter finds it
    const filtered = (await logs(acct.key, "?error_code=ip_not_allowed")).body.data;
    expect(filtered.map((l) => l.id)).toEqual([refused.headers.get("request-id")]);
  });

  it("shows each mode only its own requests, and never another account's", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const live = (await issueKey(env, a.id, "live")).secret!;
    const testRead = await call("/v1/wallet", { key: a.key });
    const liveRead = await call("/v1/wallet", { key: live });
    const otherRead = await call("/v1/wallet", { key: b.key });
    for (const r of [testRead, liveRead, otherRead]) expect(r.status, r.text).toBe(200);

    const testLines = (await logs(a.key)).body.data;
    const liveLines = (await logs(live)).body.data;
    const otherLines = (await logs(b.key)).body.data;
    const rid = (r: Reply) => r.headers.get("request-id");

    expect(byId(testLines, rid(testRead))).toBeDefined();
    expect(byId(testLines, rid(liveRead))).toBeUndefined();
    expect(byId(testLines, rid(otherRead))).toBeUndefined();
    expect(byId(liveLines, rid(liveRead))).toBeDefined();
    expect(byId(liveLines, rid(testRead))).toBeUndefined();
    expect(byId(otherLines, rid(otherRead))).toBeDefined();
    expect(byId(otherLines, rid(testRead))).toBeUndefined();
    // each mode's lines name that mode's key
    const liveKeyId = await keyIdOf(live);
    expect(liveLines.every((l) => l.api_key_id === liveKeyId)).toBe(true);
    expect(testLines.every((l) => l.api_key_id !== liveKeyId)).toBe(true);
  });

  it("filters by status or status class and by error code, each filter with its own cursors", async () => {
    const acct = await newAccount();
    await call("/v1/wallet", { key: acct.key });
    await call("/v1/orders/ord_nope", { key: acct.key });
    await call("/v1/quotes", { key: acct.key, body: {}, idem: key("bad") });
    const failed = (await logs(acct.key, "?status=4xx")).body.data;
    expect(failed.length).toBe(2);
    expect(failed.every((l) => l.status >= 400 && l.status < 500)).toBe(true);
    expect((await logs(acct.key, "?status=404")).body.data.map((l) => l.error_code)).toEqual(["resource_not_found"]);
    const byCode = (await logs(acct.key, "?error_code=resource_not_found")).body.data;
    expect(byCode.map((l) => l.path)).toEqual(["/v1/orders/ord_nope"]);
    expect((await logs(acct.key, "?status=2xx")).body.data.every((l) => l.status === 200)).toBe(true);

    expectError(await call("/v1/request_logs?status=4x", { key: acct.key }), 400, "parameter_invalid", "status");
    expectError(await call("/v1/request_logs?error_code=Not-A-Code", { key: acct.key }), 400, "parameter_invalid", "error_code");
    // a cursor is bound to its filters
    const page = (await logs(acct.key, "?status=2xx&limit=1")).body;
    expect(page.next_cursor).not.toBeNull();
    expectError(await call(`/v1/request_logs?limit=1&cursor=${page.next_cursor}`, { key: acct.key }), 400, "parameter_invalid", "cursor");
  });

  it("pages with cursors, newest first, every line once", async () => {
    const acct = await newAccount();
    const sent: string[] = [];
    for (let i = 0; i < 5; i++) sent.push((await call("/v1/wallet", { key: acct.key })).headers.get("request-id")!);
    const seen: Line[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: Reply<ListRequestLogsResponse> = await logs(acct.key, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data);
      cursor = res.body.next_cursor;
      expect(res.body.has_more).toBe(cursor !== null);
      pages += 1;
    } while (cursor && pages < 20);
    const ids = seen.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort().reverse());
    for (const id of sent) expect(ids).toContain(id);
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  it("drops lines older than 7 days on the account's clock, and pruning again deletes nothing more", async () => {
    const acct = await newAccount();
    const old = await call("/v1/wallet", { key: acct.key });
    expect((await logs(acct.key)).body.data.some((l) => l.id === old.headers.get("request-id"))).toBe(true);
    expect((await sqlIn(acct.id, "SELECT id FROM request_logs WHERE id = ?", old.headers.get("request-id"))).length).toBe(1);

    const advanced = await call("/v1/test_helpers/clock/advance", { key: acct.key, body: { seconds: 8 * 24 * 3600 }, idem: key("clock") });
    expect(advanced.status, advanced.text).toBe(200);

    // the hourly sweep prunes; a second run finds nothing left to prune
    const first = await accountStub(acct.id).sweep(Date.now(), { prune: true });
    const second = await accountStub(acct.id).sweep(Date.now(), { prune: true });
    expect(first.prunedRequestLogs).toBeGreaterThanOrEqual(0);
    expect(second.prunedRequestLogs).toBe(0);
    const cutoff = Date.now() + 8 * 24 * 3600 * 1000 - 7 * 24 * 3600 * 1000;
    expect(await sqlIn(acct.id, "SELECT id FROM request_logs WHERE created_at < ?", cutoff)).toEqual([]);

    const lines = (await logs(acct.key)).body.data;
    expect(byId(lines, old.headers.get("request-id"))).toBeUndefined();
    // what came after the advance is kept, on the account's clock
    const after = byId(lines, advanced.headers.get("request-id"));
    expect(after).toBeDefined();
    expect(Date.parse(after!.created_at)).toBeGreaterThan(Date.now() + 7 * 24 * 3600 * 1000);
  });

  it("drops the lines of requests made more than 7 days ago as the next lines arrive, by their ids (a line is one row, no index by time)", async () => {
    const acct = await newAccount();
    const day = 24 * 3600 * 1000;
    const old = `${idsBefore("req", Date.now() - 8 * day)}0000000000000000`;
    const recent = `${idsBefore("req", Date.now() - 6 * day)}0000000000000000`;
    for (const [id, at] of [[old, Date.now() - 8 * day], [recent, Date.now() - 6 * day]] as const) {
      await sqlIn(
        acct.id,
        "INSERT INTO request_logs (id, method, path, status, api_key_id, duration_ms, created_at) VALUES (?, 'GET', '/v1/wallet', 200, 'key_x', 1, ?)",
        id, at,
      );
    }
    await call("/v1/wallet", { key: acct.key });
    const left = (await logs(acct.key)).body.data.map((l) => l.id);
    expect(left).toContain(recent);
    expect(await sqlIn(acct.id, "SELECT id FROM request_logs WHERE id = ?", old)).toEqual([]);
    expect(await sqlIn(acct.id, "SELECT name FROM sqlite_master WHERE tbl_name = 'request_logs' AND type = 'index'")).toEqual([]);
  });
});
