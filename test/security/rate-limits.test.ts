// Rate limits, through the real app and the real Workers Rate Limiting bindings. The suite runs
// with RATE_LIMITS=off (it sends many requests per key); here the same worker gets an env with
// them on. The bindings count in wall-clock windows; a burst that straddles a window boundary
// proves nothing and is sent again from a fresh key, so every count asserted here is one window's.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { issueKey } from "../../src/accounts/keys";
import { ADMIN_TOKEN, expectError, newAccount, type ErrorBody, type Reply } from "../support/api";
import type { RetrieveHealthResponse } from "../../src/routes/system";
import type { RetrieveAccountResponse } from "../../src/routes/account/retrieve";
import type { ListAccountsResponse } from "../../src/routes/admin/accounts/list";

// bursts are timed against 10 s windows: the request log (recorded after each answer, its own
// tests elsewhere) is left out so each request costs what the limits alone cost
const limitedEnv = { ...env, RATE_LIMITS: "on", REQUEST_LOG_FLUSH_MS: "off" } as Env;

/** The answer, its body read as `T` (the route's type, or ErrorBody for a refusal). */
async function send<T = unknown>(path: string, init: { method?: string; key?: string; ip?: string; body?: string } = {}): Promise<Reply<T>> {
  const headers = new Headers({ "content-type": "application/json" });
  if (init.key) headers.set("authorization", `Bearer ${init.key}`);
  if (init.ip) headers.set("cf-connecting-ip", init.ip);
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://svc.test${path}`, { method: init.method ?? "GET", headers, body: init.body }), limitedEnv, ctx);
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers, text };
}

// every sender gets an address of its own, so the per-address budget of /v1 never interferes
let addresses = 0;
const nextAddress = () => `203.0.${113 + Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

const windowOf = (periodSeconds: number) => Math.floor(Date.now() / (periodSeconds * 1000));

/**
 * Sends up to `count` requests, BURST at a time, from a fresh sender (a new key or address) on
 * each attempt, and answers the first 429 and everything before it. A burst that crossed a
 * window boundary without a 429 is sent again; `count` requests inside one window all passing
 * is a failure.
 */
/** requests of a burst sent at once */
const BURST = 20;
/** a burst's test: a burst that straddles a window starts again (as a window opens), up to three times */
const BURST_TIMEOUT_MS = 90_000;
/** a burst this big, and any burst sent again, starts as a 10 s window opens and has all of it */
const BIG_BURST = 500;

async function burstUntilLimited<T>(
  count: number,
  periodSeconds: number,
  fresh: () => Promise<() => Promise<Reply<T>>>,
): Promise<{ limited: Reply<ErrorBody>; before: Reply<T>[]; one: () => Promise<Reply<T>> }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const one = await fresh();
    if (periodSeconds === 10 && (count > BIG_BURST || attempt > 0)) await new Promise((r) => setTimeout(r, periodSeconds * 1000 - (Date.now() % (periodSeconds * 1000)) + 20));
    const window = windowOf(periodSeconds);
    const before: Reply<T>[] = [];
    let sent = 0;
    let limited: Reply<T> | undefined;
    // BURST at a time, so a burst of 2,000 fits in its window on a busy machine too; the limit
    // lets through exactly its budget whatever the order, and the rest of the last group are 429s
    while (sent < count && !limited) {
      const group = await Promise.all(Array.from({ length: Math.min(BURST, count - sent) }, () => one()));
      sent += group.length;
      for (const r of group) {
        if (r.status === 429) limited ??= r;
        else before.push(r);
      }
    }
    if (windowOf(periodSeconds) !== window) continue; // the burst straddled two windows: not a clean measure, start again
    // a 429 is always the error envelope
    if (limited) return { limited: limited as Reply<unknown> as Reply<ErrorBody>, before, one };
    throw new Error(`no 429 among ${count} requests in one ${periodSeconds} s window`);
  }
  throw new Error("every burst straddled a window boundary");
}

describe("API rate limits, per key", () => {
  it("limits a test key's writes to 100 per 10 s with 429 rate_limited and Retry-After, keeping reads and other keys free", async () => {
    let key = "";
    const { limited, before } = await burstUntilLimited(101, 10, async () => {
      key = (await newAccount()).key;
      const ip = nextAddress();
      return () => send<ErrorBody>("/v1/quotes", { method: "POST", key, ip, body: "{}" });
    });
    expectError(limited, 429, "rate_limited");
    expect(limited.headers.get("retry-after")).toBe("10");
    expect(limited.body.error.request_id).toMatch(/^req_/);
    // exactly the limit passed, each with the usual answer to an empty quote
    expect(before).toHaveLength(100);
    expect(before.every((r) => r.status === 400)).toBe(true);
    // reads have their own budget, and so does every other key
    expect((await send<RetrieveAccountResponse>("/v1/account", { key })).status).toBe(200);
    expect((await send<ErrorBody>("/v1/quotes", { method: "POST", key: (await newAccount()).key, body: "{}" })).status).toBe(400);
  }, BURST_TIMEOUT_MS);

  it("gives a live key its own, larger budget: 250 writes per 10 s", async () => {
    const { limited, before } = await burstUntilLimited(251, 10, async () => {
      const live = (await issueKey(env, (await newAccount()).id, "live")).secret!;
      const ip = nextAddress();
      return () => send<ErrorBody>("/v1/quotes", { method: "POST", key: live, ip, body: "{}" });
    });
    expectError(limited, 429, "rate_limited");
    expect(before).toHaveLength(250);
  }, BURST_TIMEOUT_MS);

  it("limits a test key's reads to 500 per 10 s", async () => {
    const { limited, before } = await burstUntilLimited(501, 10, async () => {
      const { key } = await newAccount();
      const ip = nextAddress();
      return () => send<RetrieveAccountResponse>("/v1/account", { key, ip });
    });
    expectError(limited, 429, "rate_limited");
    expect(before).toHaveLength(500);
  }, BURST_TIMEOUT_MS);

  it("lets webhook pings and event replays through only 10 times a minute per key", async () => {
    let key = "";
    const { limited, before } = await burstUntilLimited(11, 60, async () => {
      key = (await newAccount()).key;
      const ip = nextAddress();
      return () => send<ErrorBody>("/v1/webhook_endpoints/we_01JAAAAAAAAAAAAAAAAAAAAAAA/ping", { method: "POST", key, ip });
    });
    expectError(limited, 429, "rate_limited");
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(before).toHaveLength(10);
    // the same budget covers replays
    expectError(await send("/v1/events/evt_01JAAAAAAAAAAAAAAAAAAAAAAA/replay", { method: "POST", key }), 429, "rate_limited");
    // ordinary writes are untouched by it
    expect((await send<ErrorBody>("/v1/quotes", { method: "POST", key, body: "{}" })).status).toBe(400);
  });
});

describe("per client address, before any credential is checked", () => {
  it("limits /v1 to 2,000 calls per 10 s per CF-Connecting-IP, wrong keys included, while another address gets through", async () => {
    let ip = "";
    // made before the burst, so the check after it runs inside the burst's window
    const { key } = await newAccount();
    const { limited, before } = await burstUntilLimited(2001, 10, async () => {
      ip = nextAddress();
      // a well-formed key nobody was given (the same one, so the burst fits in one window)
      const wrong = `svc_test_${crypto.randomUUID().replaceAll("-", "")}`;
      return () => send<ErrorBody>("/v1/account", { key: wrong, ip });
    });
    expectError(limited, 429, "rate_limited");
    expect(limited.headers.get("retry-after")).toBe("10");
    expect(before).toHaveLength(2000);
    expect(before.every((r) => r.status === 401 && r.body.error.code === "invalid_api_key")).toBe(true);
    // the address is stopped before its key is looked at: a good key from it waits too
    expectError(await send("/v1/account", { key, ip }), 429, "rate_limited");
    // another address, with the same key or a wrong one, is untouched
    const other = nextAddress();
    expect((await send<RetrieveAccountResponse>("/v1/account", { key, ip: other })).status).toBe(200);
    expectError(await send("/v1/account", { key: "svc_test_nobody_was_given_this_key", ip: other }), 401, "invalid_api_key");
  }, BURST_TIMEOUT_MS);

  it("counts /health with an Authorization header against the operator budget of 200 per 10 s, and never the plain liveness check", async () => {
    let ip = "";
    const { limited, before } = await burstUntilLimited(201, 10, async () => {
      ip = nextAddress();
      return () => send<ErrorBody>("/health", { key: "wrong-token", ip });
    });
    expectError(limited, 429, "rate_limited");
    expect(before).toHaveLength(200);
    expect(before.every((r) => r.status === 401)).toBe(true);
    // the same address still gets the plain liveness answer, and another one the operator view
    expect(await send<RetrieveHealthResponse>("/health", { ip })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await send<RetrieveHealthResponse>("/health", { key: ADMIN_TOKEN, ip: nextAddress() })).body.rails).toBeDefined();
  }, BURST_TIMEOUT_MS);
});

describe("operator and provider routes, per client address", () => {
  it("limits /admin/v1 to 200 per 10 s per CF-Connecting-IP, wrong tokens included", async () => {
    const { limited, before } = await burstUntilLimited(201, 10, async () => {
      const ip = nextAddress();
      return () => send<ErrorBody>("/admin/v1/accounts", { key: "wrong-token", ip });
    });
    expectError(limited, 429, "rate_limited");
    expect(before).toHaveLength(200);
    expect((await send<ListAccountsResponse>("/admin/v1/accounts", { key: ADMIN_TOKEN, ip: nextAddress() })).status).toBe(200);
  }, BURST_TIMEOUT_MS);

  it("limits /hooks to 1,000 per 10 s per CF-Connecting-IP", async () => {
    const { limited, before } = await burstUntilLimited(1001, 10, async () => {
      const ip = nextAddress();
      return () => send<ErrorBody>("/hooks/sandbox/test", { method: "POST", ip, body: "{}" });
    });
    expectError(limited, 429, "rate_limited");
    expect(before).toHaveLength(1000);
  }, BURST_TIMEOUT_MS);
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
