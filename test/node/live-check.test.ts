// `npm run live:check` against the fake suppliers served over real HTTP on 127.0.0.1: it asks
// each configured supplier for a token and the balance (eSIM Access: signed, the balance and its
// package list), says what works, and cancels one unused eSIM Access profile when asked.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeAiralo } from "../fakes/airalo";
import type { Handler } from "../fakes/http";
import { FakeReloadly } from "../fakes/reloadly";
import { eaCatalog, FakeEsimAccess } from "../fakes/esimaccess";
import { parseJsonc } from "../../scripts/live-check.mjs";

const airalo = new FakeAiralo();
const reloadly = new FakeReloadly();
reloadly.audience = "https://topups.reloadly.com";
const esimaccess = new FakeEsimAccess();
esimaccess.packages = eaCatalog();
const servers: Server[] = [];
const calls: string[] = [];

function serve(port: number, handler: Handler): Promise<void> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    calls.push(`${req.method} ${port} ${req.url}`);
    const request = new Request(`http://127.0.0.1:${port}${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body });
    const answer = await handler(request);
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
}

function run(env: Record<string, string>, args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/live-check.mjs", ...args], { env: { PATH: process.env.PATH ?? "", ...env } as unknown as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.stderr.on("data", (d: Buffer) => (out += d));
    child.on("close", (code) => resolve({ code: code ?? -1, out }));
  });
}

const urls = {
  AIRALO_BASE_URL: "http://127.0.0.1:8821",
  RELOADLY_AUTH_URL: "http://127.0.0.1:8822",
  RELOADLY_API_URL: "http://127.0.0.1:8823/",
  ESIMACCESS_BASE_URL: "http://127.0.0.1:8824",
};

beforeAll(async () => {
  await serve(8821, airalo.handle);
  await serve(8822, reloadly.auth);
  await serve(8823, reloadly.api);
  await serve(8824, esimaccess.handle);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

describe("live:check", () => {
  it("checks token and balance of each configured supplier, reading secrets from a vars file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "live-check-"));
    const file = join(dir, ".dev.vars.production");
    writeFileSync(file, "AIRALO_CLIENT_ID_LIVE=fake-airalo-client\nAIRALO_CLIENT_SECRET_LIVE=fake-airalo-secret\nRELOADLY_CLIENT_ID_LIVE=fake-reloadly-client\nRELOADLY_CLIENT_SECRET_LIVE=fake-reloadly-secret\n");
    calls.length = 0;
    const { code, out } = await run(urls, ["--env", "production", "--vars-file", file]);
    expect(out).toContain("live:check for env production");
    expect(out).toMatch(/airalo\s+OK\s+token ok \(valid 366 days\) from http:\/\/127\.0\.0\.1:8821; balance 2500\.50 USD/);
    expect(out).toMatch(/reloadly\s+OK\s+token ok \(valid 60 days\) for https:\/\/topups\.reloadly\.com; balance 80\.25 USD/);
    expect(out).toMatch(/esimaccess\s+off\s+not configured \(set ESIMACCESS_ACCESS_CODE and ESIMACCESS_SECRET_KEY\)/);
    expect(code).toBe(0);
    // only token and balance endpoints were called
    expect(calls.sort()).toEqual(["GET 8821 /v2/balance", "GET 8823 /accounts/balance", "POST 8821 /v2/token", "POST 8822 /oauth/token"]);
  });

  it("checks eSIM Access with signed requests: the balance and its package list, nothing bought", async () => {
    calls.length = 0;
    const ea = { ESIMACCESS_ACCESS_CODE: esimaccess.accessCode, ESIMACCESS_SECRET_KEY: esimaccess.secretKey };
    const { code, out } = await run({ ...urls, ...ea }, ["--vars-file", "/nonexistent"]);
    expect(out).toMatch(/esimaccess\s+OK\s+signed requests ok at http:\/\/127\.0\.0\.1:8824; balance 500\.00 USD; 4 packages listed/);
    expect(code).toBe(0);
    expect(esimaccess.requests.every((r) => r.signed)).toBe(true);
    expect(calls.filter((c) => c.includes(" 8824 ")).sort()).toEqual(["POST 8824 /api/v1/open/balance/query", "POST 8824 /api/v1/open/package/list"]);
    // a wrong secret is a failure, and says so without the secret
    const bad = await run({ ...urls, ...ea, ESIMACCESS_SECRET_KEY: "wrong-secret" }, ["--vars-file", "/nonexistent"]);
    expect(bad.out).toMatch(/esimaccess\s+FAIL\s+FAILED: balance\/query FAILED: HTTP 200 101003/);
    expect(bad.out).not.toContain("wrong-secret");
    expect(bad.code).toBe(1);
  });

  it("cancels one unused eSIM Access profile, and says so when eSIM Access refuses", async () => {
    const ea = { ESIMACCESS_ACCESS_CODE: esimaccess.accessCode, ESIMACCESS_SECRET_KEY: esimaccess.secretKey };
    const order = esimaccess.place("ord_LIVECHECK-1", esimaccess.packages[0]!);
    const before = esimaccess.balance;
    const done = await run({ ...urls, ...ea }, ["--vars-file", "/nonexistent", "--esimaccess-cancel", order.esimTranNo]);
    expect(done.out).toContain(`esimaccess cancelled ${order.esimTranNo}`);
    expect(done.code).toBe(0);
    expect(esimaccess.balance).toBe(before + order.price);
    const again = await run({ ...urls, ...ea }, ["--vars-file", "/nonexistent", "--esimaccess-cancel", order.esimTranNo]);
    expect(again.out).toMatch(/FAILED: esim\/cancel FAILED: HTTP 200 200002/);
    expect(again.code).toBe(1);
  });

  it("says which supplier is off and which fails, and exits non-zero on a failure", async () => {
    const { code, out } = await run({ ...urls, RELOADLY_CLIENT_ID_LIVE: "fake-reloadly-client", RELOADLY_CLIENT_SECRET_LIVE: "wrong" }, ["--vars-file", "/nonexistent"]);
    expect(out).toMatch(/airalo\s+off\s+not configured \(set AIRALO_CLIENT_ID_LIVE and AIRALO_CLIENT_SECRET_LIVE\)/);
    expect(out).toMatch(/reloadly\s+FAIL\s+token FAILED: HTTP 401 INVALID_CREDENTIALS/);
    expect(out).not.toContain("wrong");
    expect(code).toBe(1);
  });

  it("reads wrangler.jsonc with comments and URLs in strings", () => {
    expect(parseJsonc('{ // c\n "a": "https://x.test//y", /* b */ "b": [1,],\n}')).toEqual({ a: "https://x.test//y", b: [1] });
  });
});
