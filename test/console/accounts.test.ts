// The console's accounts area through the real app: the search finds an account by each key an
// operator is handed (id, name, member email, deposit address, bank reference, Lightning payment
// hash, chain transaction hash), the empty box lists the newest accounts paged, and an account's
// page shows its state, members, keys (never a secret), balances per mode, credit terms, work in
// flight, recent orders and deposits, and the audit entries about it. Every role reads; the
// money forms are shown only to a role that may use them.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { Browser, signUp, uniqueEmail } from "../identity/browser";
import { grantLiveAccess } from "../dashboard/helpers";
import { signedInOperator } from "./helpers";
import type { RetrieveAccountResponse } from "../../src/routes/account/retrieve";
import type { CreateLightningInvoiceResponse } from "../../src/routes/wallet/create-lightning-invoice";

let n = 0;
async function signedUpPartner() {
  const b = new Browser();
  const business = `Searchable Travel ${Date.now()}-${++n}`;
  const { key, email } = await signUp(b, uniqueEmail("member"), business);
  const account = await call<RetrieveAccountResponse>("/v1/account", { key: key! });
  return { key: key!, email, business, accountId: account.body.id };
}

const rowsOf = (html: string) => [...html.matchAll(/<tr data-account="([^"]+)"/g)].map((m) => m[1]!);

describe("console: account search", () => {
  it("finds an account by id, name, member email, deposit address, bank reference, payment hash and chain tx hash", async () => {
    const op = await signedInOperator("support");
    const p = await signedUpPartner();
    const other = await signedUpPartner();

    const dest = await call<{ data: { type: string; address?: string; reference?: string; network?: string }[] }>("/v1/wallet/funding_destinations", { key: p.key });
    expect(dest.status).toBe(200);
    const address = dest.body.data.find((d) => d.type === "crypto_address" && d.network === "base")!.address!;
    const reference = dest.body.data.find((d) => d.type === "bank_account")!.reference!;
    const inv = await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: p.key, body: { amount: 900 }, idem: `inv-${p.accountId}` });
    expect(inv.status).toBe(200);

    // a live deposit address and a transfer to it as the chain watcher records them
    const live = `0x${"ab".repeat(19)}${String(n).padStart(2, "0")}`;
    await env.DB.prepare("INSERT INTO deposit_addresses (family, mode, xpub_fingerprint, idx, account_id, address, created_at) VALUES ('evm', 'live', 'feedbeef', ?, ?, ?, ?)")
      .bind(1000 + n, p.accountId, live, Date.now()).run();
    const txHash = `0x${"cd".repeat(31)}${String(n).padStart(2, "0")}`;
    await env.DB.prepare(
      "INSERT INTO chain_transfers (network, tx_hash, log_index, block_number, contract, to_address, raw_value, status, updated_at) VALUES ('base', ?, 0, 12, '0xtoken', ?, '1000000', 'credited', ?)",
    ).bind(txHash, live, Date.now()).run();

    const keys: [string, string, string][] = [
      ["id", p.accountId, "account id"],
      ["name", p.business.slice(3, 24).toLowerCase(), "name"],
      ["email", p.email.toUpperCase(), "member email"],
      ["deposit address", address, "deposit address"],
      ["live deposit address", live.toUpperCase().replace("0X", "0x"), "deposit address"],
      ["bank reference", reference, "bank reference"],
      ["payment hash", inv.body.payment_hash, "Lightning payment hash"],
      ["tx hash", txHash, "chain transaction hash"],
    ];
    for (const [what, q, words] of keys) {
      const page = await op.b.get(`/admin/accounts?q=${encodeURIComponent(q)}`);
      expect(page.status, what).toBe(200);
      const rows = rowsOf(page.html);
      expect(rows, what).toContain(p.accountId);
      if (what !== "name") expect(rows, what).not.toContain(other.accountId);
      const row = page.html.slice(page.html.indexOf(`data-account="${p.accountId}"`));
      expect(row.slice(0, row.indexOf("</tr>")), what).toContain(words);
    }
    const none = await op.b.get(`/admin/accounts?q=${encodeURIComponent("no-such-thing-anywhere")}`);
    expect(rowsOf(none.html)).toEqual([]);
    expect(none.html).toContain("No account matches.");
  });

  it("lists the newest accounts when the box is empty, paged", async () => {
    const op = await signedInOperator("finance");
    const a = await signedUpPartner();
    const b = await signedUpPartner();
    const first = await op.b.get("/admin/accounts");
    expect(first.status).toBe(200);
    const rows = rowsOf(first.html);
    expect(rows.indexOf(b.accountId)).toBeGreaterThanOrEqual(0);
    expect(rows.indexOf(b.accountId)).toBeLessThan(rows.indexOf(a.accountId));
    const total = (await env.DB.prepare("SELECT COUNT(*) AS n FROM accounts").first<{ n: number }>())!.n;
    if (total > 25) {
      const older = /href="(\/admin\/accounts\?cursor=[^"]+)"/.exec(first.html)![1]!.replace(/&amp;/g, "&");
      const next = await op.b.get(older);
      expect(next.status).toBe(200);
      expect(rowsOf(next.html).some((id) => rows.includes(id))).toBe(false);
    }
  });

  it("sends a signed-out visitor to the log-in page", async () => {
    const res = await new Browser().get("/admin/accounts");
    expect(res.status).toBe(303);
    expect(res.location).toBe("/admin/login");
  });
});

describe("console: an account's page", () => {
  it("shows state, members, key ids without secrets, balances and credit per mode, orders, deposits and its audit entries", async () => {
    const p = await signedUpPartner();
    const dep = await call("/v1/test_helpers/deposits", { key: p.key, body: { amount: 2500 }, idem: `dep-${p.accountId}` });
    expect(dep.status).toBe(200);
    const op = await signedInOperator("support");
    const page = await op.b.get(`/admin/accounts/${p.accountId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(p.business);
    expect(page.html).toContain(p.email);
    const keyId = (await env.DB.prepare("SELECT id FROM api_keys WHERE account_id = ?").bind(p.accountId).first<{ id: string }>())!.id;
    expect(page.html).toContain(`data-key="${keyId}"`);
    expect(page.html).not.toContain(p.key);
    expect(page.html).toMatch(/data-wallet="test"/);
    expect(page.html).not.toMatch(/data-wallet="live"/);
    expect(page.html).toContain("no live access yet");
    expect(page.html).toContain("Overdraft limit");
    expect(page.html).toMatch(/data-deposit="dep_/);
    expect(page.html).toContain("The tier ladder applies");
    // support reads it all and is told who may change credit and commission
    expect(page.html).not.toContain(`action="/admin/accounts/${p.accountId}/credit"`);
    expect(page.html).toContain("Your role (support) cannot do this; it is for admin, finance.");

    const fin = await signedInOperator("finance");
    const forms = await fin.b.get(`/admin/accounts/${p.accountId}`);
    expect(forms.html).toContain(`action="/admin/accounts/${p.accountId}/credit"`);
    expect(forms.html).toContain(`action="/admin/accounts/${p.accountId}/commission"`);
  });

  it("shows the live wallet and credit terms beside the test ones once the account has live access", async () => {
    const p = await signedUpPartner();
    await grantLiveAccess(p.accountId);
    const op = await signedInOperator("finance");
    const page = await op.b.get(`/admin/accounts/${p.accountId}`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/data-wallet="live"/);
    expect(page.html).toMatch(/data-credit="live"/);
    expect(page.html).toContain('aria-label="Credit terms in live mode"');
    expect(page.html).not.toContain("no live access yet");
  });

  it("answers 404 in words for an unknown account", async () => {
    const op = await signedInOperator("support");
    const page = await op.b.get("/admin/accounts/acct_nope");
    expect(page.status).toBe(404);
    expect(page.html).toContain("Account not found");
  });
});
