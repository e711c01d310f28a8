import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, newAccount } from "../support/api";
import { goLive } from "./support";
import type { RetrieveAccountResponse } from "../../src/routes/account/retrieve";

describe("GET /v1/account", () => {
  it("answers the Account object with the interface's fields", async () => {
    const { id, key } = await newAccount("Roam Ltd");
    const res = await call<RetrieveAccountResponse>("/v1/account", { key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      object: "account",
      livemode: false,
      name: "Roam Ltd",
      status: "active",
      kyb_state: "none",
      live_access: false,
      credit: { overdraft_limit: { amount: 0, currency: "USD" }, net_terms_days: 30, status: "active" },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(id).toMatch(/^acct_[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it("shows each mode its own credit: test and live are isolated", async () => {
    const { id, key } = await newAccount();
    const liveKey = await goLive(id, key);
    // give the test-mode object different terms, as the credit helper would
    await runInDurableObject(env.ACCOUNT.getByName(`${id}:test`), async (_obj, state) => {
      state.storage.sql.exec("UPDATE credit_terms SET overdraft_limit = 250000, net_terms_days = 14 WHERE id = 1");
    });
    const test = await call<RetrieveAccountResponse>("/v1/account", { key });
    const live = await call<RetrieveAccountResponse>("/v1/account", { key: liveKey });
    expect(test.body).toMatchObject({ id, livemode: false, credit: { overdraft_limit: { amount: 250000 }, net_terms_days: 14 } });
    expect(live.body).toMatchObject({ id, livemode: true, credit: { overdraft_limit: { amount: 0 }, net_terms_days: 30 } });
  });

  it("shows each key its own account only", async () => {
    const a = await newAccount();
    const b = await newAccount();
    expect((await call<RetrieveAccountResponse>("/v1/account", { key: a.key })).body.id).toBe(a.id);
    expect((await call<RetrieveAccountResponse>("/v1/account", { key: b.key })).body.id).toBe(b.id);
  });
});
