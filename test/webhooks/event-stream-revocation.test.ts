// A revoked key's event stream ends within 30 s on every isolate, not only on the one that
// revoked it: the stream's key check reads the key as D1 holds it, past this isolate's key cache.
// A revocation made elsewhere is one this isolate never heard of: the row changes in D1 while the
// key stays in this isolate's cache.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newAccount } from "../support/api";
import { issueKey } from "../../src/accounts/keys";

/** The key's row revoked in D1 alone, as another isolate's revocation leaves this one. */
const revokedElsewhere = (keyId: string) => env.DB.prepare("UPDATE api_keys SET revoked_at = ? WHERE id = ?").bind(Date.now(), keyId).run();

async function open(secret: string) {
  return exports.default.fetch(new Request("http://svc.test/v1/events/stream", { headers: { authorization: `Bearer ${secret}` } }));
}

/** Everything the stream sends until it ends, or null if it is still open after `ms`. */
async function untilEnd(res: Response, ms: number): Promise<string | null> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    const next = await Promise.race([reader.read(), new Promise<"late">((resolve) => setTimeout(() => resolve("late"), left))]);
    if (next === "late") break;
    if (next.done) return text;
    text += decoder.decode(next.value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return null;
}

describe("a key revoked on another isolate", () => {
  it("ends a stream already open within a few heartbeats, not after the key cache", async () => {
    const acct = await newAccount();
    const second = await issueKey(env, acct.id, "test");
    // the key is in this isolate's cache before it is revoked
    expect((await call("/v1/account", { key: second.secret! })).status).toBe(200);
    const res = await open(second.secret!);
    expect(res.status).toBe(200);
    await revokedElsewhere(second.id);
    // the test configuration's heartbeat is 1 s; the key cache keeps a key for 30 s
    const sent = await untilEnd(res, 5_000);
    expect(sent).not.toBeNull();
    expect(sent).toContain("the API key was revoked");
  });

  it("refuses a stream asked for after the revocation, though this isolate still has the key cached", async () => {
    const acct = await newAccount();
    const second = await issueKey(env, acct.id, "test");
    expect((await call("/v1/account", { key: second.secret! })).status).toBe(200);
    await revokedElsewhere(second.id);
    const res = await open(second.secret!);
    if (res.status === 200) await untilEnd(res, 1);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_api_key");
  });
});
