// With no live rail configured (this project's settings), live quotes on each rail say the
// payment source is unavailable (400, never a 500), live funding destinations are empty and
// /health tells operators what is off.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { issueKey } from "../../src/accounts/keys";
import { admin, call, expectError, newAccount } from "../support/api";
import { key } from "../support/money";
import type { RetrieveHealthResponse } from "../../src/routes/system";
import type { ListQuotesResponse } from "../../src/routes/quotes/list";
import type { ListFundingDestinationsResponse } from "../../src/routes/wallet/list-funding-destinations";

const OFFER = "off_live_rails_off_test_offer";

// a seq of its own (live-lightning's offer has 990001, the live rails' 990002): the same one
// would make this insert a silent no-op in a runtime where the other is already stored
async function liveOffer() {
  await env.DB.prepare(
    `INSERT OR IGNORE INTO offers (id, seq, category, name, coverage_type, countries, data_amount, data_unit, data_unlimited, validity_days,
       price_cents, cost_cents, requires_destination, status, modes, supplier_sku, created_at)
     VALUES (?, 990003, 'esim', 'Live test 1 GB', 'country', '["US"]', 1, 'GB', 0, 7, 500, 300, 0, 'active', 'live', 'live-test-1gb', ?)`,
  ).bind(OFFER, Date.now()).run();
}

describe("live rails without configuration", () => {
  it("answers payment_source_unavailable for every unconfigured rail and stores nothing", async () => {
    await liveOffer();
    const acct = await newAccount();
    const live = (await issueKey(env, acct.id, "live")).secret!;
    for (const source of ["usdt", "usdc", "bank_transfer", "lightning"]) {
      const k = key();
      expectError(await call("/v1/quotes", { key: live, body: { offer_id: OFFER, payment_source: source }, idem: k }), 400, "payment_source_unavailable", "payment_source");
      // nothing was stored under the key: the same retry gets the same answer, not a replay or 409
      expectError(await call("/v1/quotes", { key: live, body: { offer_id: OFFER, payment_source: source }, idem: k }), 400, "payment_source_unavailable", "payment_source");
    }
    expect((await call<ListQuotesResponse>("/v1/quotes", { key: live })).body.data).toEqual([]);
    expect((await call<ListFundingDestinationsResponse>("/v1/wallet/funding_destinations", { key: live })).body.data).toEqual([]);
  });

  it("lists every rail as off on /health", async () => {
    const rails = (await admin<RetrieveHealthResponse>("/health")).body.rails!;
    expect(rails.lightning.configured).toBe(false);
    expect(rails.bank.configured).toBe(false);
    expect(rails.stablecoins.every((s) => !s.configured)).toBe(true);
    expect(rails.display_rates.rates).toEqual([]);
  });
});
