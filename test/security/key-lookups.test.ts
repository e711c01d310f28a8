// What an unknown API key costs: the first try reads D1 once, the same key again within a few
// seconds reads nothing, and a flood of different unknown keys neither grows the memory of
// refusals without bound nor pushes the good keys out of it. A key issued after a refusal is
// never refused for long. D1 reads are counted on a wrapper around the real binding.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { db } from "../../src/db/client";
import { apiKeys } from "../../src/db/schema";
import { issueKey, newKey } from "../../src/accounts/keys";
import { REFUSAL_CACHE_MAX, REFUSAL_CACHE_MS, resolveKey } from "../../src/http/auth";
import { expectError, newAccount, type Reply } from "../support/api";

/** The env with its D1 binding wrapped so every statement prepared on it is counted. */
function countingEnv(): { env: Env; reads: () => number } {
  let reads = 0;
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      const value = Reflect.get(target, prop) as unknown;
      if (prop === "prepare") reads++;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { env: { ...env, DB } as Env, reads: () => reads };
}

async function send(e: Env, path: string, key: string): Promise<Reply> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://svc.test${path}`, { headers: { authorization: `Bearer ${key}` } }), e, ctx);
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers, text };
}

let n = 0;
const randomKey = () => `svc_test_${crypto.randomUUID().replaceAll("-", "")}${++n}`;

describe("unknown API keys", () => {
  it("reads D1 once for an unknown key, then answers the same key again from memory", async () => {
    const counted = countingEnv();
    const key = randomKey();
    expectError(await send(counted.env, "/v1/account", key), 401, "invalid_api_key");
    expect(counted.reads()).toBe(1);
    for (let i = 0; i < 5; i++) expectError(await send(counted.env, "/v1/wallet", key), 401, "invalid_api_key");
    expect(counted.reads()).toBe(1);
    // a different unknown key is a new lookup
    expectError(await send(counted.env, "/v1/account", randomKey()), 401, "invalid_api_key");
    expect(counted.reads()).toBe(2);
  });

  it("remembers a refusal for a few seconds only, so a key stored meanwhile works once they pass", async () => {
    const { id } = await newAccount();
    const { row, view } = await newKey(id, "test");
    const t0 = Date.now();
    expect(await resolveKey(env, view.secret!, t0)).toBeNull();
    // stored by another isolate, say: this one has not heard of it
    await db(env).insert(apiKeys).values(row);
    const counted = countingEnv();
    expect(await resolveKey(counted.env, view.secret!, t0 + REFUSAL_CACHE_MS - 1)).toBeNull();
    expect(counted.reads()).toBe(0);
    expect(REFUSAL_CACHE_MS).toBeLessThanOrEqual(5_000);
    expect(await resolveKey(counted.env, view.secret!, t0 + REFUSAL_CACHE_MS)).toEqual({ accountId: id, mode: "test", keyId: row.id });
    expect(counted.reads()).toBe(1);
  });

  it("forgets every refusal when this isolate issues a key", async () => {
    const { id } = await newAccount();
    const { row, view } = await newKey(id, "test");
    const t0 = Date.now();
    expect(await resolveKey(env, view.secret!, t0)).toBeNull();
    await db(env).insert(apiKeys).values(row);
    await issueKey(env, id, "live");
    expect(await resolveKey(env, view.secret!, t0 + 1)).toEqual({ accountId: id, mode: "test", keyId: row.id });
  });

  it("keeps at most a bounded number of refusals, oldest out first, without pushing good keys out", async () => {
    const { key } = await newAccount();
    const t0 = Date.now();
    expect(await resolveKey(env, key, t0)).not.toBeNull();
    const flood = Array.from({ length: REFUSAL_CACHE_MAX + 1 }, randomKey);
    for (const k of flood) expect(await resolveKey(env, k, t0)).toBeNull();
    const counted = countingEnv();
    // the good key is still remembered
    expect(await resolveKey(counted.env, key, t0)).not.toBeNull();
    expect(counted.reads()).toBe(0);
    // the newest refusal is still remembered; the oldest made room for it
    expect(await resolveKey(counted.env, flood[flood.length - 1]!, t0)).toBeNull();
    expect(counted.reads()).toBe(0);
    expect(await resolveKey(counted.env, flood[0]!, t0)).toBeNull();
    expect(counted.reads()).toBe(1);
  });
});
