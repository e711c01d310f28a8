import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, expectError, newAccount, type ErrorBody } from "../support/api";
import { key } from "../support/money";
import type { CreateLightningInvoiceResponse } from "../../src/routes/wallet/create-lightning-invoice";

afterEach(() => vi.restoreAllMocks());

describe("faults", () => {
  it("answers 500 internal_error without leaking the cause", async () => {
    const { key: apiKey } = await newAccount();
    vi.spyOn(env.DB, "prepare").mockImplementation(() => {
      throw new Error("SECRET-DETAIL: disk on fire at /var/lib/d1");
    });
    const res = await call<ErrorBody>("/v1/offers", { key: apiKey });
    expectError(res, 500, "internal_error");
    expect(res.text).not.toMatch(/SECRET-DETAIL|disk on fire|at \w+ \(/);
    expect(res.body.error.request_id).toBe(res.headers.get("request-id"));
  });
});

describe("idempotency keys held by a running request", () => {
  it("answers 409 idempotency_key_in_use to a duplicate while the first still runs, then replays it", async () => {
    const acct = await newAccount();
    const k = key("inuse");
    // the first request claims the key, then waits on D1 (the invoice index): hold that write
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const realPrepare = env.DB.prepare.bind(env.DB);
    vi.spyOn(env.DB, "prepare").mockImplementation((query: string) => {
      const stmt = realPrepare(query);
      if (!query.includes("reference_index")) return stmt;
      const bind = stmt.bind.bind(stmt);
      return Object.assign(Object.create(stmt), {
        bind: (...args: unknown[]) => {
          const bound = bind(...args);
          return Object.assign(Object.create(bound), { run: async () => (await gate, bound.run()) });
        },
      });
    });
    const first = call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.key, body: { amount: 500 }, idem: k });
    await new Promise((r) => setTimeout(r, 200));
    expectError(await call("/v1/wallet/lightning_invoices", { key: acct.key, body: { amount: 500 }, idem: k }), 409, "idempotency_key_in_use");
    expectError(await call("/v1/wallet/lightning_invoices", { key: acct.key, body: { amount: 999 }, idem: k }), 422, "idempotency_key_reused");
    release();
    const done = await first;
    expect(done.status, done.text).toBe(200);
    vi.restoreAllMocks();
    const replay = await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.key, body: { amount: 500 }, idem: k });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.text).toBe(done.text);
  });

  it("frees the key when the first request fails, so a retry runs", async () => {
    const acct = await newAccount();
    const k = key("fail");
    const realPrepare = env.DB.prepare.bind(env.DB);
    const spy = vi.spyOn(env.DB, "prepare").mockImplementation((query: string) => {
      if (query.includes("reference_index")) throw new Error("transient");
      return realPrepare(query);
    });
    expectError(await call("/v1/wallet/lightning_invoices", { key: acct.key, body: { amount: 500 }, idem: k }), 500, "internal_error");
    spy.mockRestore();
    const retry = await call<CreateLightningInvoiceResponse>("/v1/wallet/lightning_invoices", { key: acct.key, body: { amount: 500 }, idem: k });
    expect(retry.status, retry.text).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
  });
});
