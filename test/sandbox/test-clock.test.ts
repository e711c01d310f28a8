// The sandbox test clock, through the real app: what reads the account's clock, what falls due on
// an advance (with its events, at its own time), and what an advance leaves alone.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectError, newAccount, type ErrorBody } from "../support/api";
import { OFFER, accountStub, bankTransfer, buy, catalog, events, expectLedgerConsistent, getQuote, key, sqlIn, wallet } from "../support/money";
import { issueKey } from "../../src/accounts/keys";
import type { AdvanceTestClockResponse } from "../../src/routes/test-helpers/advance-clock";
import type { RetrieveTestClockResponse } from "../../src/routes/test-helpers/clock";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";
import type { RetrieveLightningInvoiceResponse } from "../../src/routes/wallet/retrieve-lightning-invoice";
import type { CreateLightningInvoiceResponse } from "../../src/routes/wallet/create-lightning-invoice";
import type { SetSandboxCreditResponse } from "../../src/routes/test-helpers/set-credit";
import type { ListRevenueEntriesResponse } from "../../src/routes/revenue/list-entries";
import { partner } from "../dashboard/helpers";

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
const ms = (iso: string) => Date.parse(iso);

const clock = async (apiKey: string) => {
  const res = await call<RetrieveTestClockResponse>("/v1/test_helpers/clock", { key: apiKey });
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const advance = <T = AdvanceTestClockResponse>(apiKey: string, body: unknown, idem = key("clock")) =>
  call<T>("/v1/test_helpers/clock/advance", { key: apiKey, body, idem });

async function advanced(apiKey: string, seconds: number): Promise<AdvanceTestClockResponse> {
  const res = await advance(apiKey, { seconds });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describe("the sandbox test clock", () => {
  it("starts at real time with no offset, and an advance answers the clock at its new time", async () => {
    const acct = await newAccount();
    const before = await clock(acct.key);
    expect(before).toMatchObject({ object: "test_clock", offset_seconds: 0 });
    const after = await advanced(acct.key, 2 * DAY);
    expect(after).toMatchObject({ object: "test_clock", offset_seconds: 2 * DAY });
    expect(ms(after.now) - ms(before.now)).toBeGreaterThanOrEqual(2 * DAY * 1000);
    expect(await clock(acct.key)).toMatchObject({ offset_seconds: 2 * DAY });
    // moves forward only, and adds up
    expect((await advanced(acct.key, 1)).offset_seconds).toBe(2 * DAY + 1);
  });

  it("expires a waiting stablecoin quote after 61 minutes, announcing it at its deadline, and the Lightning quote and invoice before it", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const usdt = (await buy(acct.key, esim.id, "usdt")).body;
    const ln = (await buy(acct.key, esim.id, "lightning")).body;
    const topUp = await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.key, body: { amount: 2500 }, idem: key("lni") });
    expect(topUp.status, topUp.text).toBe(200);
    expect(usdt.status).toBe("awaiting_funds");

    await advanced(acct.key, 61 * MINUTE);

    expect((await getQuote(acct.key, usdt.id)).status).toBe("expired");
    expect((await getQuote(acct.key, ln.id)).status).toBe("expired");
    const invoice = await call<RetrieveLightningInvoiceResponse>(`/v1/wallet/lightning_invoices/${topUp.body.id}`, { key: acct.key });
    expect(invoice.body.status).toBe("expired");
    // each expiry happened at its own deadline, in that order (the Lightning quote's is sooner)
    const expired = (await events(acct.key, "quote.expired")).reverse();
    expect(expired.map((e) => e.data.object.id)).toEqual([ln.id, usdt.id]);
    for (const e of expired) expect(e.created_at).toBe(e.data.object.expires_at);
    // the advance ran the expiry: nothing was left for a later read to do
    expect(await sqlIn(acct.id, "SELECT id FROM quotes WHERE status = 'awaiting_funds'")).toEqual([]);
  });

  it("stamps a quote made after an advance with the account's time, and reckons its deadline on the same clock", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const moved = await advanced(acct.key, 10 * DAY);
    const q = (await buy(acct.key, esim.id, "usdt")).body;
    expect(ms(q.created_at)).toBeGreaterThanOrEqual(ms(moved.now));
    expect(ms(q.created_at)).toBeLessThan(ms(moved.now) + DAY * 1000);
    // an hour on the account's clock, so it waits: the clock has not passed it
    const ttl = ms(q.expires_at) - ms(q.created_at);
    expect(ttl).toBeGreaterThan(3500 * 1000);
    expect(ttl).toBeLessThanOrEqual(3600 * 1000);
    expect((await getQuote(acct.key, q.id)).status).toBe("awaiting_funds");
    // a Lightning quote's invoice too
    const ln = (await buy(acct.key, esim.id, "lightning")).body;
    expect(ms(ln.expires_at)).toBeGreaterThan(ms(moved.now));
    expect((await getQuote(acct.key, ln.id)).status).toBe("awaiting_funds");
  });

  it("makes an overdraft past one day's net terms overdue on a two-day advance: wallet.overdue, then 403 account_overdue", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const credit = await call<SetSandboxCreditResponse>("/v1/test_helpers/credit", {
      key: acct.key, body: { overdraft_limit: { amount: 100_000, currency: "USD" }, net_terms_days: 1 },
    });
    expect(credit.status, credit.text).toBe(200);
    const drawn = await buy(acct.key, esim.id);
    expect(drawn.status, drawn.text).toBe(200);
    expect((await wallet(acct.key)).overdue).toBe(false);
    expect(await events(acct.key, "wallet.overdue")).toEqual([]);

    await advanced(acct.key, 2 * DAY);

    const overdue = await events(acct.key, "wallet.overdue");
    expect(overdue).toHaveLength(1);
    // announced when the terms ran out, a day after the draw
    expect(ms(overdue[0]!.created_at) - ms(drawn.body.created_at)).toBe(DAY * 1000);
    expect(overdue[0]!.data.object).toMatchObject({ object: "wallet", overdue: true });
    expect((await wallet(acct.key)).overdue).toBe(true);
    expectError(await buy<ErrorBody>(acct.key, esim.id), 403, "account_overdue");
    await expectLedgerConsistent(acct.id);
  });

  it("lets USD 6,000 of fulfilled volume fall out of the 30-day window: the tier goes back to standard", async () => {
    const acct = await newAccount();
    const { esims } = await catalog(acct.key);
    const dearest = esims[esims.length - 1]!;
    const count = Math.ceil(600_000 / dearest.price.amount);
    await bankTransfer(acct.key, count * dearest.price.amount);
    for (let i = 0; i < count; i++) {
      const res = await buy(acct.key, dearest.id);
      expect(res.status, res.text).toBe(200);
    }
    const revenue = async () => (await call<RetrieveRevenueResponse>("/v1/revenue", { key: acct.key })).body;
    const before = await revenue();
    expect(before.volume.amount).toBeGreaterThanOrEqual(600_000);
    expect(before.tier).toBe("growth");

    await advanced(acct.key, 31 * DAY);

    const after = await revenue();
    expect(after.volume.amount).toBe(0);
    expect(after.tier).toBe("standard");
  });

  it("gives the monthly statement of a month that has started on the account's clock, with the entries made in it", async () => {
    const { b, key: apiKey } = await partner();
    const { esim } = await catalog(apiKey);
    const moved = await advanced(apiKey, 62 * DAY);
    const month = moved.now.slice(0, 7);
    await bankTransfer(apiKey, esim.price.amount);
    expect((await buy(apiKey, esim.id)).status).toBe(200);
    const entries = (await call<ListRevenueEntriesResponse>("/v1/revenue/entries", { key: apiKey })).body.data;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.created_at.startsWith(month))).toBe(true);
    const res = await b.get(`/dashboard/revenue/statement.csv?month=${month}`);
    expect(res.status, res.html.slice(0, 300)).toBe(200);
    for (const e of entries) expect(res.html).toContain(e.id);
  });

  it("changes nothing for another account or for the live side of the same account", async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const { esim } = await catalog(other.key);
    const waiting = (await buy(other.key, esim.id, "usdt")).body;
    await advanced(acct.key, 30 * DAY);
    expect((await clock(other.key)).offset_seconds).toBe(0);
    expect((await getQuote(other.key, waiting.id)).status).toBe("awaiting_funds");
    const live = await accountStub(acct.id, "live").testClock({ accountId: acct.id, mode: "live" });
    expect(live).toMatchObject({ ok: true, value: { offset_seconds: 0 } });
  });

  it("refuses a live key with 403 test_mode_only, and the live account's clock never moves", async () => {
    const acct = await newAccount();
    const live = (await issueKey(env, acct.id, "live")).secret!;
    expectError(await call("/v1/test_helpers/clock", { key: live }), 403, "test_mode_only");
    expectError(await advance(live, { seconds: 60 }), 403, "test_mode_only");
    const direct = await accountStub(acct.id, "live").advanceClock({ accountId: acct.id, mode: "live" }, { key: key(), fingerprint: "x" }, 60);
    expect(direct).toMatchObject({ ok: false, error: { code: "test_mode_only" } });
    expect(await accountStub(acct.id, "live").testClock({ accountId: acct.id, mode: "live" })).toMatchObject({ ok: true, value: { offset_seconds: 0 } });
  });

  it("refuses seconds that are not a whole number from 1 to 34,560,000 with 400 naming seconds, moving nothing", async () => {
    const acct = await newAccount();
    for (const seconds of [0, -1, 1.5, 34_560_001, "60", null]) {
      expectError(await advance(acct.key, { seconds }), 400, "parameter_invalid", "seconds");
    }
    expectError(await advance(acct.key, {}), 400, "parameter_missing", "seconds");
    expectError(await advance(acct.key, { seconds: 60, days: 1 }), 400, "parameter_unknown");
    expect((await clock(acct.key)).offset_seconds).toBe(0);
    // the largest advance is accepted
    expect((await advanced(acct.key, 34_560_000)).offset_seconds).toBe(34_560_000);
  });

  it("advances once per Idempotency-Key: a retry replays the answer, another key advances again", async () => {
    const acct = await newAccount();
    const idem = key("same");
    const first = await advance(acct.key, { seconds: DAY }, idem);
    const again = await advance(acct.key, { seconds: DAY }, idem);
    expect(first.status, first.text).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await clock(acct.key)).offset_seconds).toBe(DAY);
    expect((await advance(acct.key, { seconds: DAY })).body.offset_seconds).toBe(2 * DAY);
    expect((await clock(acct.key)).offset_seconds).toBe(2 * DAY);
  });

  it("keeps background work on real time: a pending order's next hand-over moves with the clock", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 1000);
    const q = (await buy(acct.key, OFFER.stays)).body;
    const due = async () => (await sqlIn<{ due_at: number }>(acct.id, "SELECT due_at FROM orders WHERE id = ?", q.order_id!))[0]!.due_at;
    const before = await due();
    await advanced(acct.key, DAY);
    expect(await due()).toBe(before + DAY * 1000);
  });

  it("rings the account's alarm in real time for work due on an advanced clock", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 1000);
    await advanced(acct.key, 30 * DAY);
    const realBefore = Date.now();
    const q = (await buy(acct.key, OFFER.stays)).body;
    const due_at = (await sqlIn<{ due_at: number }>(acct.id, "SELECT due_at FROM orders WHERE id = ?", q.order_id!))[0]!.due_at;
    // the order's next hand-over is on the account's clock ...
    expect(due_at).toBeGreaterThan(realBefore + 30 * DAY * 1000);
    // ... and the alarm that brings it rings that far ahead in real time, not a month later
    const alarm = await runInDurableObject(accountStub(acct.id), (_, state) => state.storage.getAlarm());
    expect(alarm).not.toBeNull();
    expect(alarm!).toBeLessThan(realBefore + DAY * 1000);
  });
});
