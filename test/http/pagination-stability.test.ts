import { describe, expect, it } from "vitest";
import { call, newAccount, type ErrorBody, type Reply } from "../support/api";
import { bankTransfer } from "../support/money";
import type { ListWalletLedgerResponse } from "../../src/routes/wallet/list-ledger";

describe("walking a list while new items arrive", () => {
  it("yields every item that existed when the walk began, once, newest first, and none that arrived during it", async () => {
    const acct = await newAccount();
    for (let i = 1; i <= 7; i++) await bankTransfer(acct.key, i * 100);
    const before = (await call<ListWalletLedgerResponse>("/v1/wallet/ledger?limit=100", { key: acct.key })).body.data.map((l) => l.id);
    expect(before).toHaveLength(7);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: Reply<ListWalletLedgerResponse> = await call<ListWalletLedgerResponse>(`/v1/wallet/ledger?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key: acct.key });
      expect(res.status, res.text).toBe(200);
      seen.push(...res.body.data.map((l) => l.id));
      cursor = res.body.next_cursor;
      expect(res.body.has_more).toBe(cursor !== null);
      pages++;
      await bankTransfer(acct.key, 1); // a newer line lands between pages
    } while (cursor);

    expect(pages).toBe(4);
    expect(seen).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
    // the cursor is opaque: it does not spell out the position it holds
    const first = await call<ListWalletLedgerResponse>("/v1/wallet/ledger?limit=2", { key: acct.key });
    expect(first.body.next_cursor).toMatch(/^crs_/);
    expect(first.body.next_cursor).not.toContain(first.body.data[1]!.id);
    expect(atobSafe(first.body.next_cursor!.slice(4))).not.toContain("le_");
  });

  it("refuses a cursor from another account's list", async () => {
    const a = await newAccount();
    const b = await newAccount();
    for (const acct of [a, b]) for (let i = 0; i < 3; i++) await bankTransfer(acct.key, 100);
    const cursor = (await call<ListWalletLedgerResponse>("/v1/wallet/ledger?limit=1", { key: a.key })).body.next_cursor;
    const res = await call<ErrorBody>(`/v1/wallet/ledger?limit=1&cursor=${cursor}`, { key: b.key });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "parameter_invalid", param: "cursor" });
  });
});

function atobSafe(s: string): string {
  try {
    return atob(s.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (s.length % 4)) % 4));
  } catch {
    return "";
  }
}
