// The Revenue page: its figures are GET /v1/revenue's; its transfer and payout forms run the API's
// steps under a key minted with the form (a double submit moves money once); the payout address
// form runs the API's address check, owners only and, in live mode, after a fresh second factor;
// a role without the right changes nothing; the monthly statement balances (opening + entries =
// closing) and holds exactly the API's entries of that month.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { bankTransfer, buy, catalog, events, eventually, expectLedgerConsistent, key as idemKey, sqlIn } from "../support/money";
import { csvLine } from "../../src/lib/csv";
import { money } from "../../src/pages/format";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";
import type { ListRevenueEntriesResponse } from "../../src/routes/revenue/list-entries";
import type { ListPayoutsResponse } from "../../src/routes/revenue/list-payouts";
import type { ListWalletLedgerResponse } from "../../src/routes/wallet/list-ledger";
import { allPriceAsCommission } from "../support/payouts";
import { formFields, grantLiveAccess, partner } from "./helpers";
import { parseCsv } from "../support/csv";
import { VOLUME_BACKFILL } from "../../src/account-object/migrations";
import { expectAlert } from "../support/words";

type Entry = ListRevenueEntriesResponse["data"][number];

const figure = (html: string, id: string) => new RegExp(`data-figure="${id}">([^<]+)<`).exec(html)?.[1];
const TRANSFER = "/dashboard/revenue/transfer";
const PAYOUT = "/dashboard/revenue/payouts";
const ADDRESS = "/dashboard/revenue/payout-address";

const revenue = async (key: string) => (await call<RetrieveRevenueResponse>("/v1/revenue", { key })).body;

async function apiEntries(key: string): Promise<Entry[]> {
  const all: Entry[] = [];
  let cursor: string | null = null;
  do {
    const res: { body: ListRevenueEntriesResponse } = await call<ListRevenueEntriesResponse>(`/v1/revenue/entries?limit=100${cursor ? `&cursor=${cursor}` : ""}`, { key });
    all.push(...res.body.data);
    cursor = res.body.next_cursor;
  } while (cursor);
  return all;
}

const walletLines = async (key: string) => (await call<ListWalletLedgerResponse>("/v1/wallet/ledger?limit=100", { key })).body.data;
const payouts = async (key: string) => (await call<ListPayoutsResponse>("/v1/revenue/payouts?limit=100", { key })).body.data;

/** A signed-up partner whose test account has earned commission on `orders` purchases (at the whole price with `allPrice`). */
async function earning(orders = 1, allPrice = false) {
  const p = await partner();
  if (allPrice) await allPriceAsCommission(p.accountId);
  const { esim } = await catalog(p.key);
  await bankTransfer(p.key, esim.price.amount * orders);
  for (let i = 0; i < orders; i++) expect((await buy(p.key, esim.id)).status).toBe(200);
  await eventually(() => apiEntries(p.key), (e) => e.length === orders);
  const r = await revenue(p.key);
  expect(r.balance.amount).toBeGreaterThan(0);
  return { ...p, revenue: r };
}


const typesOf = async (key: string) => (await events(key)).map((e) => e.type).sort();

describe("Revenue page", () => {
  it("shows GET /v1/revenue's tier, rate, volume, progress and balances", async () => {
    const { b, key } = await earning();
    const r = await revenue(key);
    const html = (await b.get("/dashboard/revenue")).html;
    expect(figure(html, "tier")).toBe("Standard");
    expect(figure(html, "rate")).toBe("15\u00a0%");
    expect(html).not.toMatch(/\bbps\b/);
    expect(figure(html, "volume")).toBe(money(r.volume));
    for (const f of ["balance", "payable", "lifetime_earned", "taken_as_credit", "paid_out", "reversed"] as const) expect(figure(html, f), f).toBe(money(r[f]));
    expect(r.next_tier).not.toBeNull();
    const progress = figure(html, "progress")!;
    expect(progress).toContain(`${money(r.volume)} of ${money(r.next_tier!.from)} fulfilled in the last 30 days`);
    expect(progress).toContain(`${money({ amount: r.next_tier!.from.amount - r.volume.amount, currency: "USD" })} more reaches Growth at 17.5\u00a0%`);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="USD /);
    const ids = [...html.matchAll(/data-entry="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual((await apiEntries(key)).map((e) => e.id));
    expect((await b.get("/dashboard/revenue?cursor=crs_forged")).status).toBe(400);
  });

  it("says so at the top tier and with a negotiated rate", async () => {
    const { b, key, accountId } = await earning();
    // the one fulfilled order counted as USD 60,000: above the top tier's threshold
    await sqlIn(accountId, "UPDATE orders SET price = 6000000 WHERE status = 'fulfilled'");
    // and its running volume total with it, as a fulfilment at that price would have written it
    await sqlIn(accountId, VOLUME_BACKFILL);
    expect(await revenue(key)).toMatchObject({ tier: "scale", next_tier: null });
    const top = (await b.get("/dashboard/revenue")).html;
    expect(figure(top, "tier")).toBe("Scale");
    expect(figure(top, "progress")).toContain("This is the top tier: the rate stays at 20\u00a0%");
    expect(top).not.toContain("<svg");

    await sqlIn(accountId, "INSERT INTO meta (key, value) VALUES ('negotiated_bps', '1900')");
    expect(figure((await b.get("/dashboard/revenue")).html, "progress")).toContain("A negotiated rate of 19\u00a0% applies");
  });
});

describe("transfer to the wallet", () => {
  it("moves commission as POST /v1/revenue/transfers does: one line each side, the same events", async () => {
    const api = await earning();
    const page = await earning();
    const amount = Math.min(api.revenue.balance.amount, page.revenue.balance.amount) - 1;
    expect(amount).toBeGreaterThan(0);
    const [apiBefore, pageBefore] = [await typesOf(api.key), await typesOf(page.key)];

    expect((await call("/v1/revenue/transfers", { key: api.key, body: { amount }, idem: idemKey("tr") })).status).toBe(200);
    const form = { ...formFields((await page.b.get("/dashboard/revenue")).html, TRANSFER), amount: (amount / 100).toFixed(2) };
    const res = await page.b.post(TRANSFER, form);
    expect(res.status, res.html.slice(0, 300)).toBe(200);
    expect(res.html).toContain(`Moved ${money({ amount, currency: "USD" })} to the wallet`);

    for (const p of [api, page]) {
      const entries = await apiEntries(p.key);
      expect(entries.map((e) => [e.kind, e.amount.amount])[0]).toEqual(["taken_as_credit", amount]);
      expect(entries.filter((e) => e.kind === "taken_as_credit").length).toBe(1);
      const credits = (await walletLines(p.key)).filter((l) => l.source === "commission_credit");
      expect(credits.map((l) => l.amount.amount)).toEqual([amount]);
      await expectLedgerConsistent(p.accountId);
    }
    const added = (after: string[], before: string[]) => { const rest = [...after]; for (const t of before) rest.splice(rest.indexOf(t), 1); return rest; };
    expect(added(await typesOf(page.key), pageBefore)).toEqual(added(await typesOf(api.key), apiBefore));
    expect(figure((await page.b.get("/dashboard/revenue")).html, "balance")).toBe(money((await revenue(page.key)).balance));
  });

  it("the same rendered form sent twice, then twice at once, moves money once each time", async () => {
    const { b, key, revenue: r } = await earning();
    const form = formFields((await b.get("/dashboard/revenue")).html, TRANSFER);
    expect(form.idempotency_key).toMatch(/^dash_/);
    const one = await b.post(TRANSFER, { ...form, amount: "0.01" });
    const again = await b.post(TRANSFER, { ...form, amount: "0.01" });
    expect([one.status, again.status]).toEqual([200, 200]);
    const id = (html: string) => /\(transfer (ctr_[A-Za-z0-9]+)\)/.exec(html)?.[1];
    expect(id(again.html)).toBe(id(one.html));
    expect((await apiEntries(key)).filter((e) => e.kind === "taken_as_credit").length).toBe(1);

    const next = { ...formFields((await b.get("/dashboard/revenue")).html, TRANSFER), amount: "0.02" };
    const both = await Promise.all([b.post(TRANSFER, next), b.post(TRANSFER, next)]);
    for (const res of both) expect([200, 409]).toContain(res.status);
    expect((await apiEntries(key)).filter((e) => e.kind === "taken_as_credit").map((e) => e.amount.amount)).toEqual([2, 1]);
    expect((await revenue(key)).balance.amount).toBe(r.balance.amount - 3);

    // too much is the API's 402, shown on the page, nothing moved
    const tooMuch = await b.post(TRANSFER, { ...formFields((await b.get("/dashboard/revenue")).html, TRANSFER), amount: "100000" });
    expect(tooMuch.status).toBe(402);
    const bad = await b.post(TRANSFER, { ...formFields((await b.get("/dashboard/revenue")).html, TRANSFER), amount: "1.234" });
    expect(bad.status).toBe(400);
    expectAlert(bad.html, "Amount (USD): enter a USD amount such as 25.00, or leave it empty for all of it.");
    expect((await revenue(key)).balance.amount).toBe(r.balance.amount - 3);
  });
});

describe("payout address and payouts", () => {
  it("sets the address with the API's check, then requests one payout per rendered form", async () => {
    const { b, key, revenue: r } = await earning(1, true);
    expect(r.payable.amount).toBeGreaterThanOrEqual(100);
    const page = (await b.get("/dashboard/revenue")).html;
    const bad = await b.post(ADDRESS, { ...formFields(page, ADDRESS), lightning_address: "alice@localhost" });
    expect(bad.status).toBe(400);
    expectAlert(bad.html, /^Lightning address: /);
    expect((await revenue(key)).payout_address).toBeNull();

    const ok = await b.post(ADDRESS, { ...formFields(page, ADDRESS), lightning_address: "alice@wallet.example.com" });
    expect(ok.status, ok.html.slice(0, 300)).toBe(200);
    expect((await revenue(key)).payout_address).toBe("alice@wallet.example.com");
    expect(figure(ok.html, "payout_address")).toBe("alice@wallet.example.com");

    const form = formFields((await b.get("/dashboard/revenue")).html, PAYOUT);
    const first = await b.post(PAYOUT, { ...form, amount: "1.00" });
    const second = await b.post(PAYOUT, { ...form, amount: "1.00" });
    expect(first.status, first.html.slice(0, 300)).toBe(200);
    expect(second.status).toBe(200);
    const list = await payouts(key);
    expect(list.length).toBe(1);
    expect(list[0]!.amount.amount).toBe(100);
    expect((await b.get("/dashboard/revenue")).html).toContain(`data-payout="${list[0]!.id}"`);
  });

  it("in live mode, setting the address needs a second factor confirmed in the last 10 minutes", async () => {
    const { b, accountId } = await partner();
    const home = (await b.get("/dashboard")).html;
    await grantLiveAccess(accountId);
    await b.post("/dashboard/mode", formFields(home, "/dashboard/mode"));
    const form = { ...formFields((await b.get("/dashboard/revenue")).html, ADDRESS), lightning_address: "alice@wallet.example.com" };
    await env.DB.prepare("UPDATE users SET email_verified_at = ?, totp_enabled_at = ? WHERE id = (SELECT user_id FROM memberships WHERE account_id = ?)")
      .bind(Date.now(), Date.now(), accountId).run();
    const refused = await b.post(ADDRESS, form);
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("Confirm your two-factor code");
    expect(await liveAddress(accountId)).toBeNull();

    await env.DB.prepare("UPDATE sessions SET second_factor_at = ? WHERE user_id = (SELECT user_id FROM memberships WHERE account_id = ?)").bind(Date.now(), accountId).run();
    const ok = await b.post(ADDRESS, form);
    expect(ok.status, ok.html.slice(0, 300)).toBe(200);
    expect(await liveAddress(accountId)).toBe("alice@wallet.example.com");
  });
});

/** The live Revenue Centre's payout address, read from the account's live object. */
async function liveAddress(accountId: string): Promise<string | null> {
  const stub = env.ACCOUNT.getByName(`${accountId}:live`);
  const r = await stub.revenue({ accountId, mode: "live" });
  return r.ok ? r.value.payout_address : null;
}

describe("roles", () => {
  it("a viewer reads the page without the forms; its posts are 403 and change nothing", async () => {
    const { b, key, accountId, revenue: r } = await earning();
    const page = (await b.get("/dashboard/revenue")).html;
    const forms = {
      [TRANSFER]: { ...formFields(page, TRANSFER), amount: "0.01" },
      [PAYOUT]: { ...formFields(page, PAYOUT), amount: "1.00" },
      [ADDRESS]: { ...formFields(page, ADDRESS), lightning_address: "alice@wallet.example.com" },
    };
    await env.DB.prepare("UPDATE memberships SET role = 'viewer' WHERE account_id = ?").bind(accountId).run();
    const seen = await b.get("/dashboard/revenue");
    expect(seen.status).toBe(200);
    expect(figure(seen.html, "balance")).toBe(money(r.balance));
    for (const action of [TRANSFER, PAYOUT, ADDRESS]) expect(seen.html).not.toContain(`action="${action}"`);
    expect(seen.html).toContain("Your role (viewer) can see the commission but not move it.");
    expect(seen.html).toContain("Only owners set the payout address");
    expect(seen.html).toContain('action="/dashboard/revenue/statement.csv"');
    for (const [action, fields] of Object.entries(forms)) expect((await b.post(action, fields)).status, action).toBe(403);
    expect(await revenue(key)).toEqual(r);
    expect(await payouts(key)).toEqual([]);
    expect((await apiEntries(key)).length).toBe(1);

    // finance moves commission but does not set the payout address
    await env.DB.prepare("UPDATE memberships SET role = 'finance' WHERE account_id = ?").bind(accountId).run();
    expect((await b.post(ADDRESS, forms[ADDRESS])).status).toBe(403);
    expect((await b.post(TRANSFER, forms[TRANSFER])).status).toBe(200);
    expect((await revenue(key)).payout_address).toBeNull();
  });
});

describe("monthly statement", () => {
  it("opens and closes with the balance, and its lines are the API's entries of that month", async () => {
    const { b, key, accountId } = await earning(3);
    await call("/v1/revenue/transfers", { key, body: { amount: 1 }, idem: idemKey("tr") });
    // the two oldest lines move into last month
    const lines = await sqlIn<{ id: string }>(accountId, "SELECT id FROM ledger_entries WHERE balance = 'revenue' ORDER BY id");
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    for (const l of lines.slice(0, 2)) await sqlIn(accountId, "UPDATE ledger_entries SET created_at = ? WHERE id = ?", lastMonth.getTime(), l.id);
    const entries = await apiEntries(key);
    const monthOf = (iso: string) => iso.slice(0, 7);
    const thisM = now.toISOString().slice(0, 7);
    const lastM = lastMonth.toISOString().slice(0, 7);

    const read = async (month: string) => {
      const res = await b.get(`/dashboard/revenue/statement.csv?month=${month}`);
      expect(res.status, res.html.slice(0, 300)).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="revenue-statement-test-${month}.csv"`);
      const [header, ...rows] = parseCsv(res.html);
      expect(header).toEqual(["date", "row", "id", "kind", "order_id", "payout_id", "rate_bps", "amount", "currency", "balance_after"]);
      const opening = rows[0]!;
      const closing = rows[rows.length - 1]!;
      expect([opening[1], closing[1]]).toEqual(["opening_balance", "closing_balance"]);
      const body = rows.slice(1, -1);
      const sum = body.reduce((s, r) => s + Number(r[7]), 0);
      expect(sum).toBe(Number(closing[9]) - Number(opening[9]));
      // the month's entries, oldest first, exactly as the API lists them
      const expected = entries.filter((e) => monthOf(e.created_at) === month).reverse();
      expect(body.map((r) => [r[2], r[3], r[4], Math.abs(Number(r[7])), r[0]])).toEqual(expected.map((e) => [e.id, e.kind, e.order_id ?? "", e.amount.amount, e.created_at]));
      return { opening: Number(opening[9]), closing: Number(closing[9]), count: body.length };
    };
    const last = await read(lastM);
    const current = await read(thisM);
    expect(last).toMatchObject({ opening: 0, count: 2 });
    expect(current.count).toBe(2);
    expect(current.opening).toBe(last.closing);
    const balance = (await revenue(key)).balance.amount;
    expect(current.closing).toBe(balance);
    expect(figure((await b.get("/dashboard/revenue")).html, "balance")).toBe(money({ amount: balance, currency: "USD" }));
    // a month before any entry: zero both ends, no lines
    expect(await read("2020-01")).toEqual({ opening: 0, closing: 0, count: 0 });
  });

  it("shows a refund's reversal the wallet paid as a wallet_reversal row, so the month's reversals add up to reversed", async () => {
    const { b, key } = await earning(2);
    const orders = (await call<{ data: { id: string }[] }>("/v1/orders", { key })).body.data;
    // the first refund's commission was moved to the wallet before: the wallet pays it back
    await call("/v1/revenue/transfers", { key, body: {}, idem: idemKey("tr") });
    const refunds: { id: string; order_id: string; commission_reversed: { amount: number }; wallet_credit: { amount: number }; amount: { amount: number } }[] = [];
    for (const order of orders) {
      const made = await call<{ id: string }>("/v1/refunds", { key, body: { order_id: order.id, reason: "other" }, idem: idemKey("re") });
      refunds.push((await call<(typeof refunds)[number]>(`/v1/test_helpers/refunds/${made.body.id}/resolve`, { key, body: { outcome: "succeeded" }, idem: idemKey("rs") })).body);
    }
    const r = await revenue(key);
    expect(r.reversed.amount).toBe(refunds.reduce((n, x) => n + x.commission_reversed.amount, 0));
    expect(figure((await b.get("/dashboard/revenue")).html, "reversed")).toBe(money(r.reversed));

    const res = await b.get(`/dashboard/revenue/statement.csv?month=${new Date().toISOString().slice(0, 7)}`);
    const [, ...rows] = parseCsv(res.html);
    const opening = Number(rows[0]![9]);
    const closing = Number(rows.at(-1)![9]);
    const entries = rows.filter((x) => x[1] === "entry");
    const fromWallet = rows.filter((x) => x[1] === "wallet_reversal");
    // the balance moves by the entries alone
    expect(entries.reduce((n, x) => n + Number(x[7]), 0)).toBe(closing - opening);
    expect(fromWallet.length).toBeGreaterThan(0);
    for (const w of fromWallet) {
      const refund = refunds.find((x) => x.id === w[2])!;
      expect(w).toEqual([expect.any(String), "wallet_reversal", refund.id, "commission_reversed", refund.order_id, "", "", String(-(refund.amount.amount - refund.wallet_credit.amount)), "USD", ""]);
    }
    const reversedRows = [...entries.filter((x) => x[3] === "commission_reversed"), ...fromWallet];
    expect(-reversedRows.reduce((n, x) => n + Number(x[7]), 0)).toBe(r.reversed.amount);
  });

  it("a bad or future month is 400 with a clear message", async () => {
    const { b } = await partner();
    for (const month of ["2026-13", "26-01", "", "2026-1", "1999-12"]) {
      const res = await b.get(`/dashboard/revenue/statement.csv?month=${encodeURIComponent(month)}`);
      expect(res.status, month).toBe(400);
      expectAlert(res.html, /^Month: choose (a month, such as 2026-01|this month or an earlier one)\.$/);
    }
    const future = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1)).toISOString().slice(0, 7);
    const res = await b.get(`/dashboard/revenue/statement.csv?month=${future}`);
    expect(res.status).toBe(400);
    expectAlert(res.html, "Month: choose this month or an earlier one.");
  });

  it("CSV cells a spreadsheet would run as formulas are neutralised; numbers keep their sign", () => {
    expect(csvLine(["=HYPERLINK(\"x\")", "+1", "-2", "@SUM(A1)", "\tx", "plain", -5, 7])).toBe(`"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),'\tx,plain,-5,7\r\n`);
  });
});
