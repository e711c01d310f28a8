// A money form names the account it was rendered for: sent after the session switched to another
// account (in another tab), it is refused with 409 invalid_state and moves nothing in either
// account; back in its own account the same form acts once.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { bankTransfer, buy, catalog, eventually } from "../support/money";
import { Browser, lastMail, signUp, uniqueEmail } from "../identity/browser";
import type { ListDepositsResponse } from "../../src/routes/wallet/list-deposits";
import type { ListWalletLedgerResponse } from "../../src/routes/wallet/list-ledger";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";
import { formFields } from "./helpers";

const BANK = "/dashboard/wallet/bank-transfer";
const TRANSFER = "/dashboard/revenue/transfer";

const deposits = async (key: string) => (await call<ListDepositsResponse>("/v1/wallet/deposits?limit=100", { key })).body.data;
const ledger = async (key: string) => (await call<ListWalletLedgerResponse>("/v1/wallet/ledger?limit=100", { key })).body.data;
const revenue = async (key: string) => (await call<RetrieveRevenueResponse>("/v1/revenue", { key })).body;

/** A user who owns "Own Co" and joined "First Co" as finance; the session looks at First Co. */
async function memberOfTwo() {
  const owner = new Browser();
  const ownerEmail = uniqueEmail();
  const first = await signUp(owner, ownerEmail, "First Co");
  // an owner invites once their email is verified
  await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").bind(Date.now(), ownerEmail).run();
  const email = uniqueEmail("finance");
  const member = new Browser();
  const own = await signUp(member, email, "Own Co");
  const invited = await owner.post("/dashboard/team/invite", { _csrf: await owner.csrf("/dashboard/team"), email, role: "finance" });
  expect(invited.status).toBe(200);
  const token = new URL((await lastMail(email)).link, "http://x").searchParams.get("token")!;
  expect((await member.post("/invite", { token, _csrf: await member.csrf(`/invite?token=${token}`) })).location).toBe("/dashboard");
  const home = (await member.get("/dashboard")).html;
  expect(home).toContain("<h1>First Co</h1>");
  const idOf = (name: string) => new RegExp(`<option value="(acct_[A-Z0-9]+)"[^>]*>${name}`).exec(home)![1]!;
  const switchTo = async (accountId: string) => {
    expect((await member.post("/dashboard/switch", { _csrf: await member.csrf(), account_id: accountId })).location).toBe("/dashboard");
  };
  return { member, firstKey: first.key!, ownKey: own.key!, firstId: idOf("First Co"), ownId: idOf("Own Co"), switchTo };
}

/** Commission earned on one purchase. */
async function earn(key: string) {
  const { esim } = await catalog(key);
  await bankTransfer(key, esim.price.amount);
  expect((await buy(key, esim.id)).status).toBe(200);
  return eventually(() => revenue(key), (r) => r.balance.amount > 0);
}

describe("a money form is bound to the account it was rendered for", () => {
  it("a sandbox bank transfer rendered in one account and sent after switching to another: 409, nothing moves", async () => {
    const { member, firstKey, ownKey, firstId, ownId, switchTo } = await memberOfTwo();
    const form: Record<string, string> = { ...formFields((await member.get("/dashboard/wallet")).html, BANK), amount: "12.34" };
    expect(form.form_account).toBe(firstId);

    await switchTo(ownId);
    const refused = await member.post(BANK, form);
    expect(refused.status).toBe(409);
    expect(refused.html).toContain("Nothing was done");
    expect(await deposits(ownKey)).toEqual([]);
    expect(await ledger(ownKey)).toEqual([]);
    expect(await deposits(firstKey)).toEqual([]);
    expect(await ledger(firstKey)).toEqual([]);

    // back in its own account the same form acts, once
    await switchTo(firstId);
    const done = await member.post(BANK, form);
    expect(done.status, done.html.slice(0, 300)).toBe(200);
    expect((await member.post(BANK, form)).status).toBe(200);
    expect((await deposits(firstKey)).map((d) => d.amount.amount)).toEqual([1234]);
    expect(await deposits(ownKey)).toEqual([]);
  });

  it("a revenue transfer rendered in one account and sent after switching to another: 409, neither account's commission or wallet moves", async () => {
    const { member, firstKey, ownKey, firstId, ownId, switchTo } = await memberOfTwo();
    const [firstBefore, ownBefore] = [await earn(firstKey), await earn(ownKey)];
    const [firstLines, ownLines] = [await ledger(firstKey), await ledger(ownKey)];
    const form = formFields((await member.get("/dashboard/revenue")).html, TRANSFER);
    expect(form.form_account).toBe(firstId);

    await switchTo(ownId);
    const refused = await member.post(TRANSFER, form);
    expect(refused.status).toBe(409);
    expect((await revenue(ownKey)).balance).toEqual(ownBefore.balance);
    expect((await revenue(firstKey)).balance).toEqual(firstBefore.balance);
    expect(await ledger(ownKey)).toEqual(ownLines);
    expect(await ledger(firstKey)).toEqual(firstLines);
  });

  it("every money form names its account and mode", async () => {
    const { member, firstId, ownId, switchTo } = await memberOfTwo();
    const moneyForms = async (path: string) => {
      const html = (await member.get(path)).html;
      return [...html.matchAll(/<form[^>]*>[\s\S]*?<\/form>/g)].map((m) => m[0]).filter((f) => f.includes('name="idempotency_key"'));
    };
    const expectBound = (forms: string[], accountId: string, what: string) => {
      expect(forms.length, what).toBeGreaterThan(0);
      for (const f of forms) {
        expect(f, what).toContain(`name="form_account" value="${accountId}"`);
        expect(f, what).toContain('name="form_mode" value="test"');
      }
    };
    // in First Co as finance: the wallet's forms and the revenue forms
    for (const path of ["/dashboard/wallet", "/dashboard/revenue"]) expectBound(await moneyForms(path), firstId, `First Co ${path}`);
    // in Own Co as its owner: the catalog's buy forms too, and a Lightning invoice's pay form
    await switchTo(ownId);
    for (const path of ["/dashboard/wallet", "/dashboard/revenue", "/dashboard/catalog"]) expectBound(await moneyForms(path), ownId, `Own Co ${path}`);
    const topUp = await member.post("/dashboard/wallet/lightning", { ...formFields((await member.get("/dashboard/wallet")).html, "/dashboard/wallet/lightning"), amount: "5.00" });
    expect(topUp.status, topUp.html.slice(0, 300)).toBe(303);
    expectBound(await moneyForms(topUp.location!), ownId, "a Lightning invoice");
  });
});
