// Request log lines riding on a call made anyway: a batch a second old goes with the next call
// this isolate makes to the account's object (callerAccount puts it in the reference), the step
// appends it, a refused step keeps it, the recorder's own send then finds nothing to send, and a
// younger batch (or one the recorder would send within the second, as in tests) stays where it is.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newAccount } from "../support/api";
import { sqlIn } from "../support/money";
import { callerAccount } from "../../src/account-object/stub";
import { addWaitingLine, CARRY_AFTER_MS, takeBatch, takeToCarry, takeWaiting } from "../../src/account-object/request-log-batches";
import type { RequestLogEntry } from "../../src/account-object/request-log";

const waitingEnv = { ...env, REQUEST_LOG_FLUSH_MS: "5000" } as Env;
let seq = 0;

function line(at: number, status = 200): RequestLogEntry {
  seq += 1;
  return {
    id: `req_carried${String(seq).padStart(6, "0")}${Date.now()}`, method: "GET", path: "/v1/wallet", status, error_code: null,
    idempotency_key: null, api_key_id: "key_carried", duration_ms: 3, at,
  };
}

const stored = (accountId: string, ids: string[]) =>
  sqlIn<{ id: string }>(accountId, `SELECT id FROM request_logs WHERE id IN (${ids.map(() => "?").join(", ")}) ORDER BY id`, ...ids);

describe("request log lines carried on the account's next call", () => {
  it("carries a batch a second old on the next call, which appends it; the recorder's send then has nothing to take", async () => {
    const acct = await newAccount();
    const caller = { accountId: acct.id, mode: "test" as const };
    const opened = Date.now() - CARRY_AFTER_MS - 50;
    const a = line(opened);
    const batch = addWaitingLine(caller, a, opened);
    const b = line(Date.now());
    addWaitingLine(caller, b);

    const { stub, ref } = callerAccount(waitingEnv, caller);
    expect(ref.requestLog?.map((l) => l.id)).toEqual([a.id, b.id]);
    const wallet = await stub.wallet(ref);
    expect(wallet.ok).toBe(true);

    expect((await stored(acct.id, [a.id, b.id])).map((r) => r.id)).toEqual([a.id, b.id].sort());
    // the batch is gone from the isolate: the opener's timer finds it taken and sends nothing
    expect(takeBatch(batch)).toBe(false);
    expect(takeWaiting(acct.id, "test")).toEqual([]);
  });

  it("keeps the carried lines when the step is refused (rolled back) and when the same lines arrive twice", async () => {
    const acct = await newAccount();
    const caller = { accountId: acct.id, mode: "test" as const };
    const opened = Date.now() - 2 * CARRY_AFTER_MS;
    const a = line(opened, 404);
    addWaitingLine(caller, a, opened);

    const { stub, ref } = callerAccount(waitingEnv, caller);
    // (the RPC type of an order view is too deep for the checker: only the outcome matters here)
    const refused = (await stub.order(ref, "ord_does_not_exist")) as unknown as { ok: boolean };
    expect(refused.ok).toBe(false);
    expect((await stored(acct.id, [a.id])).map((r) => r.id)).toEqual([a.id]);

    // the same reference used for a second call appends nothing new
    await stub.wallet(ref);
    expect(await sqlIn(acct.id, "SELECT COUNT(*) AS n FROM request_logs WHERE id = ?", a.id)).toEqual([{ n: 1 }]);
  });

  it("leaves a batch younger than a second, and any batch when the recorder sends within the second itself", async () => {
    const acct = await newAccount();
    const caller = { accountId: acct.id, mode: "test" as const };
    const young = line(Date.now());
    addWaitingLine(caller, young);
    expect(callerAccount(waitingEnv, caller).ref.requestLog).toBeUndefined();
    expect(takeToCarry(waitingEnv, acct.id, "test", Date.now() + CARRY_AFTER_MS)?.map((l) => l.id)).toEqual([young.id]);

    const old = line(Date.now() - 10 * CARRY_AFTER_MS);
    addWaitingLine(caller, old, Date.now() - 10 * CARRY_AFTER_MS);
    // tests send every batch at once (REQUEST_LOG_FLUSH_MS=0): nothing is carried
    expect(callerAccount(env, caller).ref.requestLog).toBeUndefined();
    expect(callerAccount({ ...env, REQUEST_LOG_FLUSH_MS: String(CARRY_AFTER_MS) } as Env, caller).ref.requestLog).toBeUndefined();
    expect(takeWaiting(acct.id, "test").map((l) => l.id)).toEqual([old.id]);
  });
});
