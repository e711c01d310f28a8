// Home shows the chosen mode's numbers exactly as the API answers them for the same account, and
// its onboarding checklist ticks each item from the record that proves it.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { bankTransfer, buy, catalog, deposit } from "../support/money";
import { money } from "../../src/pages/format";
import type { RetrieveWalletResponse } from "../../src/routes/wallet/retrieve";
import type { RetrieveRevenueResponse } from "../../src/routes/revenue/retrieve";
import type { CreateApiKeyResponse } from "../../src/routes/admin/api-keys/create";
import { ADMIN_TOKEN } from "../support/api";
import { formFields, grantLiveAccess, partner } from "./helpers";

const figure = (html: string, id: string) => new RegExp(`data-figure="${id}">([^<]+)<`).exec(html)?.[1];
const ticks = (html: string) => [...html.matchAll(/<li data-done="(yes|no)">/g)].map((m) => m[1]);

describe("Home", () => {
  it("shows the wallet and commission figures the API answers, for the chosen mode", async () => {
    const { b, key, accountId } = await partner();
    await bankTransfer(key, 123_456);
    await deposit(key, { amount: 2_500, status: "detected" });
    const { esim } = await catalog(key);
    expect((await buy(key, esim.id)).status).toBe(200);

    const w = (await call<RetrieveWalletResponse>("/v1/wallet", { key })).body;
    const r = (await call<RetrieveRevenueResponse>("/v1/revenue", { key })).body;
    expect(w.pending_credit.amount).toBe(2_500);
    const home = (await b.get("/dashboard")).html;
    expect(figure(home, "balance")).toBe(money(w.balance));
    expect(figure(home, "pending")).toBe(money(w.pending_credit));
    expect(figure(home, "overdraft")).toBe(`${money(w.overdraft_used)} of ${money(w.overdraft_limit)}`);
    expect(figure(home, "commission")).toBe(money(r.balance));
    expect(figure(home, "balance")).not.toBe("USD 0.00");

    // live mode shows the live object's money, which has none
    await grantLiveAccess(accountId);
    await b.post("/dashboard/mode", formFields(home, "/dashboard/mode"));
    const live = (await b.get("/dashboard")).html;
    expect(figure(live, "balance")).toBe("USD 0.00");
    expect(figure(live, "pending")).toBe("USD 0.00");
  });

  it("ticks the checklist from real state: email, test order, webhook endpoint, KYB, KYC, live key", async () => {
    const { b, key, accountId, email } = await partner();
    expect(ticks((await b.get("/dashboard")).html)).toEqual(["no", "no", "no", "no", "no", "no"]);

    await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").bind(Date.now(), email).run();
    expect(ticks((await b.get("/dashboard")).html)).toEqual(["yes", "no", "no", "no", "no", "no"]);

    await bankTransfer(key, 10_000);
    const { esim } = await catalog(key);
    expect((await buy(key, esim.id)).status).toBe(200);
    expect(ticks((await b.get("/dashboard")).html)).toEqual(["yes", "yes", "no", "no", "no", "no"]);

    expect((await call("/v1/webhook_endpoints", { key, body: { url: "https://hooks.partner-shop.com/in" } })).status).toBe(200);
    expect(ticks((await b.get("/dashboard")).html)).toEqual(["yes", "yes", "yes", "no", "no", "no"]);

    await env.DB.prepare("UPDATE accounts SET kyb_state = 'kyc_pending' WHERE id = ?").bind(accountId).run();
    expect(ticks((await b.get("/dashboard")).html)).toEqual(["yes", "yes", "yes", "yes", "no", "no"]);

    await grantLiveAccess(accountId);
    expect(ticks((await b.get("/dashboard")).html)).toEqual(["yes", "yes", "yes", "yes", "yes", "no"]);

    const liveKey = await call<CreateApiKeyResponse>(`/admin/v1/accounts/${accountId}/api_keys`, { key: ADMIN_TOKEN, body: { mode: "live" } });
    expect(liveKey.status, liveKey.text).toBe(200);
    const done = (await b.get("/dashboard")).html;
    expect(ticks(done)).toEqual(["yes", "yes", "yes", "yes", "yes", "yes"]);
    expect(done).toContain("All done.");
  });
});
