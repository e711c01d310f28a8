// Developers → API keys: a restricted key made from the page (the access table's rows, the
// addresses typed one a line behind their disclosure) is the API's restricted key; the list says each key's access in
// words with its addresses and last use; addresses change in place while permissions stay; bad
// input is refused with the field named by its label and nothing made; a live restricted key needs a fresh
// second factor like every live key.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { formFields, grantLiveAccess, partner } from "./helpers";
import { send } from "../support/key-access";
import { RESOURCE_WORDS } from "../../src/pages/developers/api-keys";

const secretOf = (html: string) => /(svc_(?:test|live)_[A-Za-z0-9_-]{20,})/.exec(html)?.[1];
const count = async (accountId: string) => (await env.DB.prepare("SELECT COUNT(*) AS n FROM api_keys WHERE account_id = ?").bind(accountId).first<{ n: number }>())!.n;

describe("restricted keys on the API keys page", () => {
  it("offers one compact table, a row per resource in words with None / Read / Write in columns, none chosen by default", async () => {
    const { b } = await partner();
    const html = (await b.get("/dashboard/api-keys")).html;
    expect(html).toContain("Create restricted key");
    for (const [r, words] of Object.entries(RESOURCE_WORDS)) {
      expect(html).toContain(`<tr data-resource="${r}"><th scope="row" id="perm-${r}-name">${words}</th>`);
      expect(html).toMatch(new RegExp(`<input type="radio" name="perm_${r}" value="none" checked="" aria-label="${words.replace(/[()]/g, "\\$&")}: None"/>`));
    }
    expect(RESOURCE_WORDS.wallet).toBe("Wallet and ledger");
    // the allowed addresses are behind a disclosure, not an open text area
    expect(html).toMatch(/<details><summary>Allowed addresses \(optional\)<\/summary><label>Allowed addresses<textarea name="allowed_ips"/);
    // a resource offers only the levels it can have
    expect(html).not.toContain('name="perm_payouts" value="read"');
    expect(html).toContain('name="perm_quotes" value="write"');
  });

  it("makes a restricted key held to addresses, lists it in words, changes its addresses and keeps its permissions when rolled", async () => {
    const { b, accountId, key } = await partner();
    const csrf = await b.csrf("/dashboard/api-keys");
    const made = await b.post("/dashboard/api-keys", {
      _csrf: csrf,
      restricted: "1",
      mode: "test",
      name: "reporting",
      perm_orders: "read",
      perm_quotes: "write",
      perm_payouts: "none",
      allowed_ips: "203.0.113.7\r\n2001:db8::/32\r\n",
    });
    expect(made.status, made.html).toBe(201);
    const secret = secretOf(made.html)!;
    expect((await send("/v1/orders", { key: secret, ip: "203.0.113.7" })).status).toBe(200);
    expect((await send("/v1/quotes", { key: secret, ip: "2001:db8::9" })).status).toBe(200);
    expect((await send("/v1/wallet", { key: secret, ip: "203.0.113.7" })).status).toBe(403);
    expect(((await send("/v1/orders", { key: secret, ip: "198.51.100.1" })).body as { error: { code: string } }).error.code).toBe("ip_not_allowed");

    const page = (await b.get("/dashboard/api-keys")).html;
    expect(page).toContain('<td data-label="Access">Restricted: quotes write, orders read</td>');
    expect(page).toContain('<td data-label="Access">Full access</td>');
    expect(page).toContain("203.0.113.7, 2001:db8::/32");
    expect(page).toMatch(/<td data-label="Last used">\d{4}-\d\d-\d\d \d\d:\d\d UTC<\/td>|<td data-label="Last used">Never<\/td>/);
    expect(key).toBeTruthy();

    const row = (await env.DB.prepare("SELECT id FROM api_keys WHERE account_id = ? AND name = 'reporting' AND revoked_at IS NULL").bind(accountId).first<{ id: string }>())!;
    expect(formFields(page, `/dashboard/api-keys/${row.id}/addresses`)._csrf).toBeTruthy();
    const changed = await b.post(`/dashboard/api-keys/${row.id}/addresses`, { _csrf: csrf, allowed_ips: "198.51.100.0/24" });
    expect(changed.status, changed.html).toBe(200);
    expect((await send("/v1/orders", { key: secret, ip: "198.51.100.1" })).status).toBe(200);
    expect((await send("/v1/orders", { key: secret, ip: "203.0.113.7" })).status).toBe(403);
    // a bad address is refused naming it, and the addresses stay
    const bad = await b.post(`/dashboard/api-keys/${row.id}/addresses`, { _csrf: csrf, allowed_ips: "198.51.100.0/24\n10.0.0.0/40" });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Allowed addresses: line 2 is not an address or a range.");
    expect(bad.html).not.toContain("allowed_ips[");
    expect((await send("/v1/orders", { key: secret, ip: "198.51.100.1" })).status).toBe(200);
    // emptied: anywhere
    await b.post(`/dashboard/api-keys/${row.id}/addresses`, { _csrf: csrf, allowed_ips: "" });
    expect((await send("/v1/orders", { key: secret, ip: "192.0.2.1" })).status).toBe(200);

    const rolled = await b.post(`/dashboard/api-keys/${row.id}/roll`, { _csrf: csrf });
    const next = secretOf(rolled.html)!;
    expect((await send("/v1/orders", { key: next })).status).toBe(200);
    expect((await send("/v1/wallet", { key: next })).status).toBe(403);
  });

  it("refuses a bad grid or address list with the field named, making nothing", async () => {
    const { b, accountId } = await partner();
    const csrf = await b.csrf("/dashboard/api-keys");
    const n = await count(accountId);
    const level = await b.post("/dashboard/api-keys", { _csrf: csrf, restricted: "1", mode: "test", perm_payouts: "read" });
    expect(level.status).toBe(400);
    expect(level.html).toContain("Payouts: choose None or Write. Nothing was made.");
    expect(level.html).not.toContain("permissions.");
    const unknown = await b.post("/dashboard/api-keys", { _csrf: csrf, restricted: "1", mode: "test", perm_nope: "read" });
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain("What the key may do: choose None, Read or Write on each row.");
    const ips = await b.post("/dashboard/api-keys", { _csrf: csrf, restricted: "1", mode: "test", allowed_ips: Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`).join("\n") });
    expect(ips.status).toBe(400);
    expect(await count(accountId)).toBe(n);
  });

  it("a live restricted key needs a fresh second factor like every live key", async () => {
    const { b, accountId } = await partner();
    await grantLiveAccess(accountId);
    const csrf = await b.csrf("/dashboard/api-keys");
    const n = await count(accountId);
    const res = await b.post("/dashboard/api-keys", { _csrf: csrf, restricted: "1", mode: "live", perm_orders: "read" });
    expect(res.status).toBe(403);
    expect(await count(accountId)).toBe(n);
  });
});
