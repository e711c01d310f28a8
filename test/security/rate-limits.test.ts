// Rate limits, through the real app and the real Workers Rate Limiting bindings. The suite runs
// with RATE_LIMITS=off (it sends many requests per key); here the same worker gets an env with
// them on. The bindings count in wall-clock windows; a burst that straddles a window boundary
// proves nothing and is sent again, so every 429 asserted here came from one window.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { ADMIN_TOKEN, expectError, newAccount, type Reply } from "../support/api";

const limitedEnv = { ...env, RATE_LIMITS: "on" } as Env;

async function send(path: string, init: { method?: string; key?: string; ip?: string; body?: string } = {}): Promise<Reply> {
  const headers = new Headers({ "content-type": "application/json" });
  if (init.key) headers.set("authorization", `Bearer ${init.key}`);
  if (init.ip) headers.set("cf-connecting-ip", init.ip);
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://svc.test${path}`, { method: init.method ?? "GET", headers, body: init.body }), limitedEnv, ctx);
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers, text };
}

const windowOf = (periodSeconds: number) => Math.floor(Date.now() / (periodSeconds * 1000));

/**
 * Sends up to `count` requests one after another and answers the first 429 and everything
 * before it. Fails if `count` requests within one window of `periodSeconds` all passed.
 */
async function burstUntilLimited(count: number, periodSeconds: number, one: () => Promise<Reply>): Promise<{ limited: Reply; before: Reply[] }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const window = windowOf(periodSeconds);
    const before: Reply[] = [];
    for (let i = 0; i < count; i++) {
      const r = await one();
      if (r.status === 429) return { limited: r, before };
      before.push(r);
    }
    if (windowOf(periodSeconds) === window) throw new Error(`no 429 among ${count} requests in one ${periodSeconds} s window`);
  }
  throw new Error("every burst straddled a window boundary");
}

describe("API rate limits, per key", () => {
  it("limits a test key's writes to 100 per 10 s with 429 rate_limited and Retry-After, keeping reads and other keys free", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const { limited, before } = await burstUntilLimited(101, 10, () => send("/v1/quotes", { method: "POST", key: a.key, body: "{}" }));
    expectError(limited, 429, "rate_limited");
    expect(limited.headers.get("retry-after")).toBe("10");
    expect(limited.body.error.request_id).toMatch(/^req_/);
    // everything before the limit was the usual answer to an empty quote
    expect(before.every((r) => r.status === 400)).toBe(true);
    // reads have their own budget, and so does every other key
    expect((await send("/v1/account", { key: a.key })).status).toBe(200);
    expect((await send("/v1/quotes", { method: "POST", key: b.key, body: "{}" })).status).toBe(400);
  });

  it("limits a test key's reads to 500 per 10 s", async () => {
    const { key } = await newAccount();
    const { limited, before } = await burstUntilLimited(501, 10, () => send("/v1/account", { key }));
    expectError(limited, 429, "rate_limited");
    expect(before.length).toBe(500);
  });

  it("lets webhook pings and event replays through only a few times a minute per key", async () => {
    const { key } = await newAccount();
    const { limited } = await burstUntilLimited(11, 60, () => send("/v1/webhook_endpoints/we_01JAAAAAAAAAAAAAAAAAAAAAAA/ping", { method: "POST", key }));
    expectError(limited, 429, "rate_limited");
    expect(limited.headers.get("retry-after")).toBe("60");
    // the same budget covers replays
    expectError(await send("/v1/events/evt_01JAAAAAAAAAAAAAAAAAAAAAAA/replay", { method: "POST", key }), 429, "rate_limited");
    // ordinary writes are untouched by it
    expect((await send("/v1/quotes", { method: "POST", key, body: "{}" })).status).toBe(400);
  });
});

describe("operator and provider routes, per client address", () => {
  it("limits /admin/v1 per CF-Connecting-IP, wrong tokens included", async () => {
    const { limited } = await burstUntilLimited(201, 10, () => send("/admin/v1/accounts", { key: "wrong-token", ip: "203.0.113.7" }));
    expectError(limited, 429, "rate_limited");
    const other = await send("/admin/v1/accounts", { key: ADMIN_TOKEN, ip: "203.0.113.8" });
    expect(other.status).toBe(200);
  });

  it("limits /hooks per CF-Connecting-IP", async () => {
    const { limited } = await burstUntilLimited(1001, 10, () => send("/hooks/sandbox/test", { method: "POST", ip: "198.51.100.9", body: "{}" }));
    expectError(limited, 429, "rate_limited");
  });
});

describe("with RATE_LIMITS=off", () => {
  it("sends nothing to 429 (the suite's own setting, for load tests)", async () => {
    const { key } = await newAccount();
    const ctx = createExecutionContext();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await worker.fetch(
        new Request("http://svc.test/v1/events/evt_01JAAAAAAAAAAAAAAAAAAAAAAA/replay", { method: "POST", headers: { authorization: `Bearer ${key}` } }),
        { ...env, RATE_LIMITS: "off" } as Env,
        ctx,
      );
      statuses.push(res.status);
      await res.text();
    }
    expect(statuses.every((s) => s === 404)).toBe(true);
  });
});
