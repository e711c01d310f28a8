// The wallet page: its CSV is GET /v1/wallet/ledger's rows; its sandbox buttons run the API's
// test-helper steps under a key minted with the form, so the same rendered form sent twice (one
// after the other or at once) moves money once; a role without the right, or live mode, changes
// nothing.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { bankTransfer, key as idemKey } from "../support/money";
import { csvLine } from "../../src/lib/csv";
import { decimalToCents } from "../../src/domain/money";
import type { ListWalletLedgerResponse } from "../../src/routes/wallet/list-ledger";
import type { ListDepositsResponse } from "../../src/routes/wallet/list-deposits";
import { formFields, grantLiveAccess, partner } from "./helpers";
import { parseCsv } from "../support/csv";
import { expectAlert } from "../support/words";

type Line = ListWalletLedgerResponse["data"][number];

async function apiLedger(key: string): Promise<Line[]> {
  const all: Line[] = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; body: ListWalletLedgerResponse } = await call<ListWalletLedgerResponse>(`/v1/wallet/ledger?limit=100${cursor ? `&cursor=${cursor}` : ""}`, { key });
    expect(res.status).toBe(200);
    all.push(...res.body.data);
    cursor = res.body.next_cursor;
  } while (cursor);
  return all;
}

async function deposits(key: string) {
  return (await call<ListDepositsResponse>("/v1/wallet/deposits?limit=100", { key })).body.data;
}


const BANK = "/dashboard/wallet/bank-transfer";
const depositIdIn = (html: string) => /\(deposit (dep_[A-Za-z0-9]+)\)/.exec(html)?.[1];

describe("wallet ledger", () => {
  it("the CSV export holds exactly GET /v1/wallet/ledger's rows, amounts in integer cents", async () => {
    const { b, key } = await partner();
    // more than one API page of 100, so the export walks the cursor
    for (let i = 1; i <= 101; i++) await call("/v1/test_helpers/bank_transfers", { key, body: { amount: i * 7 }, idem: idemKey("csv") });
    const rows = await apiLedger(key);
    expect(rows.length).toBe(101);

    const res = await b.get("/dashboard/wallet/ledger.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="wallet-ledger-test-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...lines] = parseCsv(res.html);
    expect(header).toEqual(["id", "object", "type", "source", "amount", "currency", "balance_after", "description", "created_at"]);
    expect(lines).toEqual(
      rows.map((r) => [r.id, r.object, r.type, r.source, String(r.amount.amount), r.amount.currency, String(r.balance_after.amount), r.description, r.created_at]),
    );
  });

  it("pages the ledger like the API, newest first", async () => {
    const { b, key } = await partner();
    for (let i = 1; i <= 25; i++) await bankTransfer(key, 100 + i);
    const rows = await apiLedger(key);
    const first = await b.get("/dashboard/wallet");
    const ids = (html: string) => [...html.matchAll(/data-ledger="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(first.html)).toEqual(rows.slice(0, 20).map((r) => r.id));
    const older = /href="(\/dashboard\/wallet\?cursor=[^"]+)">Older lines/.exec(first.html)![1]!.replace(/&amp;/g, "&");
    expect(ids((await b.get(older)).html)).toEqual(rows.slice(20).map((r) => r.id));
    expect((await b.get("/dashboard/wallet?cursor=crs_forged")).status).toBe(400);
  });

  it("escapes CSV fields as RFC 4180 asks, and reads typed amounts as exact cents", () => {
    expect(csvLine(["plain", 'say "hi"', "a,b", "two\nlines", 1234, null])).toBe('plain,"say ""hi""","a,b","two\nlines",1234,\r\n');
    expect(parseCsv(csvLine(['x"y', "1,2"]))).toEqual([['x"y', "1,2"]]);
    expect([decimalToCents("25"), decimalToCents("25.5"), decimalToCents("1,250.05"), decimalToCents("0.1")]).toEqual([2500, 2550, 125005, 10]);
    expect([decimalToCents("-1"), decimalToCents("1.234"), decimalToCents("1e3"), decimalToCents("")]).toEqual([null, null, null, null]);
  });
});

describe("sandbox buttons", () => {
  it("the same rendered form sent twice, then twice at once, moves money once each time", async () => {
    const { b, key } = await partner();
    const form = formFields((await b.get("/dashboard/wallet")).html, BANK);
    expect(form.idempotency_key).toMatch(/^dash_/);
    const fields = { ...form, amount: "12.34" };

    const one = await b.post(BANK, fields);
    const again = await b.post(BANK, fields);
    expect(one.status).toBe(200);
    expect(again.status).toBe(200);
    expect(depositIdIn(one.html)).toBeDefined();
    expect(depositIdIn(again.html)).toBe(depositIdIn(one.html));
    expect(one.html).toContain("Bank transfer of USD 12.34 credited");
    expect((await deposits(key)).length).toBe(1);
    expect((await apiLedger(key)).map((l) => l.amount.amount)).toEqual([1234]);

    // the same key with another amount is refused as the API refuses it, and changes nothing
    const changed = await b.post(BANK, { ...form, amount: "99.00" });
    expect(changed.status).toBe(422);
    expect((await deposits(key)).length).toBe(1);

    const next: Record<string, string> = { ...formFields((await b.get("/dashboard/wallet")).html, BANK), amount: "5.00" };
    expect(next.idempotency_key).not.toBe(form.idempotency_key);
    const both = await Promise.all([b.post(BANK, next), b.post(BANK, next)]);
    for (const r of both) expect([200, 409]).toContain(r.status);
    expect(both.some((r) => r.status === 200)).toBe(true);
    expect((await deposits(key)).length).toBe(2);
    expect((await apiLedger(key)).map((l) => l.amount.amount)).toEqual([500, 1234]);
    const balance = /data-figure="balance">([^<]+)</.exec((await b.get("/dashboard/wallet")).html)?.[1];
    expect(balance).toBe("USD 17.34");
  });

  it("a stablecoin deposit runs the API's helper with the chosen asset and network", async () => {
    const { b, key } = await partner();
    const fields = { ...formFields((await b.get("/dashboard/wallet")).html, "/dashboard/wallet/stablecoin-deposit"), amount: "40", asset: "USDC", network: "trc20" };
    const res = await b.post("/dashboard/wallet/stablecoin-deposit", fields);
    expect(res.status, res.html.slice(0, 500)).toBe(200);
    expect(await deposits(key)).toMatchObject([{ rail: "crypto", status: "credited", asset: "USDC", network: "trc20", amount: { amount: 4000 } }]);
    const bad = await b.post("/dashboard/wallet/stablecoin-deposit", { ...fields, idempotency_key: "dash_other", amount: "4.567" });
    expect(bad.status).toBe(400);
    expectAlert(bad.html, "Amount (USD): enter a USD amount such as 25.00.");
    expect((await deposits(key)).length).toBe(1);
  });

  it("a viewer reads the wallet but cannot post to it; nothing changes", async () => {
    const { b, key, accountId } = await partner();
    const form = { ...formFields((await b.get("/dashboard/wallet")).html, BANK), amount: "10.00" };
    await env.DB.prepare("UPDATE memberships SET role = 'viewer' WHERE account_id = ?").bind(accountId).run();
    const page = await b.get("/dashboard/wallet");
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("Simulate a bank transfer");
    expect(page.html).toContain("Your role (viewer) can see the wallet");
    const refused = await b.post(BANK, form);
    expect(refused.status).toBe(403);
    expect(await deposits(key)).toEqual([]);
    expect(await apiLedger(key)).toEqual([]);

    // finance acts on the wallet
    await env.DB.prepare("UPDATE memberships SET role = 'finance' WHERE account_id = ?").bind(accountId).run();
    expect((await b.post(BANK, form)).status).toBe(200);
    expect((await deposits(key)).length).toBe(1);
  });

  it("live mode offers no sandbox buttons and refuses a test form, changing nothing", async () => {
    const { b, key, accountId } = await partner();
    const home = (await b.get("/dashboard/wallet")).html;
    const form = { ...formFields(home, BANK), amount: "10.00" };
    await grantLiveAccess(accountId);
    await b.post("/dashboard/mode", formFields(home, "/dashboard/mode"));
    const live = await b.get("/dashboard/wallet");
    expect(live.html).toContain('data-mode="live"');
    expect(live.html).not.toContain("Simulate a bank transfer");
    expect((await b.post(BANK, form)).status).toBe(403);
    expect(await deposits(key)).toEqual([]);
  });

  it("a form without the session's CSRF token or from another origin changes nothing", async () => {
    const { b, key } = await partner();
    const form = { ...formFields((await b.get("/dashboard/wallet")).html, BANK), amount: "10.00" };
    expect((await b.post(BANK, { ...form, _csrf: "nope" })).status).toBe(403);
    expect((await b.post(BANK, form, "http://evil.test")).status).toBe(403);
    expect(await deposits(key)).toEqual([]);
  });
});
