// Live supply end to end with live keys: sync the fake suppliers' catalogs, list, quote from a
// funded live wallet, fulfil through the fakes, refund a refusal, survive a timeout without
// buying twice, top-ups with operator detection, usage, and the operator's supplier view.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueKey } from "../../src/accounts/keys";
import { liveSupplier } from "../../src/providers/live/suppliers/supplier";
import { syncSupplier, stableOfferId } from "../../src/providers/live/suppliers/catalog-sync";
import { sellsAtLoss } from "../../src/domain/commission";
import { priceFor } from "../../src/providers/live/suppliers/pricing";
import { supplierViews } from "../../src/providers/live/suppliers/view";
import { admin, call, expectError, newAccount } from "../support/api";
import { buy, eventually, expectLedgerConsistent, key, sleep, wallet } from "../support/money";
import { installFakes } from "../fakes/install";
import type { SetOfferStatusResponse } from "../../src/routes/admin/offers/set-status";
import type { ListSuppliersResponse } from "../../src/routes/admin/suppliers/list";
import type { SetPricingResponse } from "../../src/routes/admin/suppliers/set-pricing";
import type { SyncCatalogResponse } from "../../src/routes/admin/suppliers/sync-catalog";
import type { ListOffersResponse } from "../../src/routes/offers/list";
import type { RetrieveOfferResponse } from "../../src/routes/offers/retrieve";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { RetrieveOrderUsageResponse } from "../../src/routes/orders/retrieve-usage";
import type { ListTopupOffersResponse } from "../../src/routes/orders/list-topup-offers";
import type { CreateBankTransferResponse } from "../../src/routes/test-helpers/create-bank-transfer";
import { appleInstallUrl } from "../../src/lib/install-links";

afterEach(() => vi.restoreAllMocks());

async function fundedLiveAccount(cents = 50_000) {
  const acct = await newAccount();
  const live = (await issueKey(env, acct.id, "live")).secret!;
  const ref = { accountId: acct.id, mode: "live" as const };
  const transferId = `tr_${key()}`;
  await env.ACCOUNT.getByName(`${acct.id}:live`).applyProviderEvent(ref, "bank", transferId, {
    kind: "bank.received", reference: `REF${transferId}`, amount: cents, transferId, received: { amount: (cents / 100).toFixed(2), currency: "USD", rate: "1.00" },
  });
  expect((await wallet(live)).balance.amount).toBe(cents);
  return { ...acct, live };
}

const sync = () => admin<SyncCatalogResponse>("/admin/v1/catalog/sync", { method: "POST" });
/** A supplier's line of a report or view, by its name. */
const named = <T extends { supplier?: string; id?: string }>(list: T[], name: string): T => list.find((x) => (x.supplier ?? x.id) === name)!;
const liveOffers = async (apiKey: string) => (await call<ListOffersResponse>("/v1/offers?limit=100", { key: apiKey })).body.data;
const orderOf = (apiKey: string, id: string, until: (o: RetrieveOrderResponse) => boolean = (o) => o.status !== "pending") =>
  eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${id}`, { key: apiKey })).body, until);

describe("live catalog", () => {
  it("publishes both suppliers' catalogs with margins, stable ids, and nothing a partner must not see", async () => {
    const { airalo } = await installFakes();
    const res = await sync();
    expect(res.status, res.text).toBe(200);
    expect(res.body.suppliers).toEqual([
      { supplier: "airalo", configured: true, ok: true, packages_read: 4, routes_added: 4, routes_withdrawn: 0, published: 4, held_back: 0, withdrawn: 0, rows_written: expect.any(Number), error: null },
      // eSIM Access is off in these tests (no credentials): reported, writing nothing
      { supplier: "esimaccess", configured: false, ok: true, packages_read: 0, routes_added: 0, routes_withdrawn: 0, published: 0, held_back: 0, withdrawn: 0, rows_written: 0, error: null },
      { supplier: "reloadly", configured: true, ok: true, packages_read: 4, routes_added: 4, routes_withdrawn: 0, published: 4, held_back: 0, withdrawn: 0, rows_written: expect.any(Number), error: null },
    ]);
    const acct = await fundedLiveAccount();
    const offers = await liveOffers(acct.live);
    expect(offers).toHaveLength(8);
    const us1 = offers.find((o) => o.id === stableOfferId("airalo:change-7days-1gb"))!;
    expect(us1).toMatchObject({ category: "esim", name: "1 GB - 7 Days", coverage: { type: "country", countries: ["US"] }, data: { amount: 1, unit: "GB", unlimited: false }, validity_days: 7, price: { amount: 585, currency: "USD" } });
    expect(offers.find((o) => o.name === "500 MB - 3 Days")).toMatchObject({ data: { amount: 500, unit: "MB" }, price: { amount: priceFor(255, 3000) } });
    expect(offers.find((o) => o.name === "Unlimited - 10 Days")).toMatchObject({ coverage: { type: "global" }, data: { unlimited: true } });
    // top-ups: MX 5, 10, 20 (some operator takes each), NG 5 only; priced on the costliest operator
    const topups = offers.filter((o) => o.category === "mobile_topup").map((o) => [o.name, o.coverage.countries[0], o.price.amount, o.requires_destination]);
    expect(topups.sort()).toEqual([
      ["Mexico top-up USD 10", "MX", priceFor(955, 3000), true],
      ["Mexico top-up USD 20", "MX", priceFor(1880, 3000), true],
      ["Mexico top-up USD 5", "MX", priceFor(478, 3000), true],
      ["Nigeria top-up USD 5", "NG", priceFor(485, 3000), true],
    ].sort());
    // partners never see cost, package or operator ids
    const text = (await call<ListOffersResponse>("/v1/offers?limit=100", { key: acct.live })).text;
    for (const secret of ["change-7days-1gb", "airalo:", "reloadly:", "1001", "cost", "supplier"]) expect(text).not.toContain(secret);
    // live offers are live-only
    expect((await liveOffers((await newAccount()).key)).some((o) => o.id === us1.id)).toBe(false);

    // a second sync keeps ids; a vanished package withdraws its offer; a new price applies
    airalo.catalog[0]!.packages.shift();
    airalo.catalog[0]!.packages[0]!.net_price = 12.0;
    const again = await sync();
    expect(again.body.suppliers[0]).toMatchObject({ published: 3, withdrawn: 1, routes_withdrawn: 1, routes_added: 0 });
    const after = await liveOffers(acct.live);
    expect(after.map((o) => o.id).sort()).toEqual(offers.filter((o) => o.id !== us1.id).map((o) => o.id).sort());
    expect(after.find((o) => o.name === "5 GB - 30 Days")!.price.amount).toBe(1560);
    expect((await call<RetrieveOfferResponse>(`/v1/offers/${us1.id}`, { key: acct.live })).body.status).toBe("withdrawn");
    expectError(await buy(acct.live, us1.id), 409, "offer_withdrawn", "offer_id");
  });

  it("an offer an operator withdrew stays withdrawn through syncs until restored", async () => {
    await installFakes();
    await sync();
    const id = stableOfferId("airalo:mexico-500mb-3days");
    expect((await admin<SetOfferStatusResponse>(`/admin/v1/offers/${id}/withdraw`, { method: "POST" })).body.status).toBe("withdrawn");
    await sync();
    const acct = await fundedLiveAccount();
    expect((await call<RetrieveOfferResponse>(`/v1/offers/${id}`, { key: acct.live })).body.status).toBe("withdrawn");
    await admin<SetOfferStatusResponse>(`/admin/v1/offers/${id}/restore`, { method: "POST" });
    await sync();
    expect((await call<RetrieveOfferResponse>(`/v1/offers/${id}`, { key: acct.live })).body.status).toBe("active");
  });

    it("applies the operator's margins and holds back what would sell at a loss at the top tier", async () => {
    await installFakes();
    expectError(await admin("/admin/v1/pricing", { method: "PUT", body: { esim_margin_bps: -1, topup_margin_bps: 100 } }), 400, "parameter_invalid", "esim_margin_bps");
    const set = await admin<SetPricingResponse>("/admin/v1/pricing", { method: "PUT", body: { esim_margin_bps: 1000, topup_margin_bps: 5000 } });
    expect(set.body).toEqual({ object: "pricing", esim_margin_bps: 1000, topup_margin_bps: 5000 });
    const res = await sync();
    // 10% margin: price × 0.8 < cost for every eSIM
    expect(res.body.suppliers[0]).toMatchObject({ published: 0, held_back: 4 });
    expect(named(res.body.suppliers, "reloadly")).toMatchObject({ published: 4, held_back: 0 });
    const view = (await admin<ListSuppliersResponse>("/admin/v1/suppliers")).body.data;
    expect(view[0]).toMatchObject({ id: "airalo", state: "configured", offers_published: 0, offers_held_back: 4 });
    await admin<SetPricingResponse>("/admin/v1/pricing", { method: "PUT", body: { esim_margin_bps: 3000, topup_margin_bps: 3000 } });
    expect(sellsAtLoss(priceFor(10_000, 2499), 10_000)).toBe(true);
    expect(sellsAtLoss(priceFor(10_000, 2500), 10_000)).toBe(false);
  });

  it("a supplier without configuration is off: not synced, its offers withdrawn, the view says so", async () => {
    const { airalo } = await installFakes();
    await sync();
    const bare = { ...env, AIRALO_CLIENT_ID_LIVE: undefined } as unknown as Env;
    const r = await syncSupplier(bare, "airalo", Date.now());
    expect(r).toMatchObject({ configured: false, withdrawn: 4 });
    const views = await supplierViews(bare);
    expect(views[0]).toMatchObject({ id: "airalo", state: "not configured", offers_published: 0, balance: null });
    expect(named(views, "reloadly")).toMatchObject({ id: "reloadly", state: "configured" });
    expect(airalo.tokenRequests).toBe(1); // only the first (configured) sync talked to it
  });

  it("the supplier view shows the last sync and our balances; a low balance is logged as an alert on every sync", async () => {
    const { reloadly } = await installFakes();
    const logs: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void logs.push(String(line)));
    await sync();
    await sync();
    const view = (await admin<ListSuppliersResponse>("/admin/v1/suppliers")).body.data;
    expect(view[0]).toMatchObject({ object: "supplier", id: "airalo", kind: "esim", state: "configured", last_sync: { ok: true, error: null }, offers_published: 4, balance: { amount: 250_050, currency: "USD" } });
    expect(named(view, "reloadly")).toMatchObject({ id: "reloadly", kind: "mobile_topup", balance: { amount: 8025, currency: "USD" } });
    const alerts = logs.map((l) => JSON.parse(l)).filter((l) => l.level === "alert");
    expect(alerts).toEqual([
      { level: "alert", msg: "supplier balance below alert threshold", supplier: "reloadly", balance_cents: 8025, currency: "USD", threshold_cents: 50_000 },
      { level: "alert", msg: "supplier balance below alert threshold", supplier: "reloadly", balance_cents: 8025, currency: "USD", threshold_cents: 50_000 },
    ]);
    // a failing sync keeps the last good offers on sale and says why
    reloadly.clientSecret = "rotated";
    reloadly.tokens.clear();
    const failed = await sync();
    expect(named(failed.body.suppliers, "reloadly")).toMatchObject({ ok: false, error: "reloadly token: HTTP 401 INVALID_CREDENTIALS", withdrawn: 0 });
    const after = named((await admin<ListSuppliersResponse>("/admin/v1/suppliers")).body.data, "reloadly");
    expect(after).toMatchObject({ offers_published: 4, last_sync: { ok: false, error: "reloadly token: HTTP 401 INVALID_CREDENTIALS" } });
    const acct = await fundedLiveAccount();
    expect((await liveOffers(acct.live)).filter((o) => o.category === "mobile_topup")).toHaveLength(4);
  });
});

describe("live orders", () => {
  it("an eSIM bought from a funded live wallet is fulfilled through Airalo with the deliverable", async () => {
    const { airalo, calls } = await installFakes();
    await sync();
    const acct = await fundedLiveAccount();
    const offer = stableOfferId("airalo:change-30days-5gb");
    const q = await buy(acct.live, offer);
    expect(q.status, q.text).toBe(200);
    const order = await orderOf(acct.live, q.body.order_id!);
    expect(order.status).toBe("fulfilled");
    const sim = airalo.orders[0]!.sims[0]!;
    expect(airalo.orders[0]!.description).toBe(order.id);
    expect(airalo.orders[0]!.package_id).toBe("change-30days-5gb");
    expect(order.deliverable).toEqual({
      type: "esim_profile", iccid: sim.iccid, lpa: sim.qrcode, activation_code: sim.matching_id, smdp_address: sim.lpa, confirmation_code: null, qr_code_url: `/v1/orders/${order.id}/qr.svg`,
      apple_install_url: appleInstallUrl(String(sim.qrcode)), install_url: expect.stringMatching(/\/install\/[0-9a-f]{104}$/),
    });
    expect((await wallet(acct.live)).balance.amount).toBe(50_000 - 1430);

    // usage: read once, then answered from the 15-minute cache (Airalo would 429 a second read)
    const u1 = await call<RetrieveOrderUsageResponse>(`/v1/orders/${order.id}/usage`, { key: acct.live });
    expect(u1.body).toEqual({ object: "esim_usage", iccid: sim.iccid, status: "active", data_total_mb: 1024, data_remaining_mb: 812, unlimited: false, expires_at: "2026-12-23T03:00:00.000Z", checked_at: expect.any(String) });
    const u2 = await call<RetrieveOrderUsageResponse>(`/v1/orders/${order.id}/usage`, { key: acct.live });
    expect(u2.body).toEqual(u1.body);
    expect(airalo.usageReads.size).toBe(1);
    // past the 15 minutes the supplier is asked again; when it refuses (429), the last reading is answered
    await env.DB.prepare("UPDATE esim_usage_cache SET checked_at = checked_at - 16 * 60000").run();
    const u3 = await call<RetrieveOrderUsageResponse>(`/v1/orders/${order.id}/usage`, { key: acct.live });
    expect(u3.status).toBe(200);
    expect(u3.body.data_remaining_mb).toBe(812);
    expect(calls.filter((c) => c.url.endsWith("/usage"))).toHaveLength(2);
    await expectLedgerConsistent(acct.id, "live");
  });

  it("an Airalo eSIM lists the top-ups Airalo offers for its ICCID (never in the catalog) and one bought with esim_order_id tops up that ICCID", async () => {
    const { airalo } = await installFakes();
    airalo.catalog[0]!.packages.push(
      { id: "change-7days-1gb-topup", title: "1 GB - 7 Days", net_price: 4, amount: 1024, day: 7, type: "topup" },
      { id: "change-30days-3gb-topup", title: "3 GB - 30 Days", net_price: 8, amount: 3072, day: 30, type: "topup" },
    );
    await sync();
    const acct = await fundedLiveAccount();
    const esim = await orderOf(acct.live, (await buy(acct.live, stableOfferId("airalo:change-7days-1gb"))).body.order_id!);
    expect(esim.status).toBe("fulfilled");
    const iccid = (esim.deliverable as { iccid: string }).iccid;

    const listed = await call<ListTopupOffersResponse>(`/v1/orders/${esim.id}/topup_offers`, { key: acct.live });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.map((o) => o.id)).toEqual([stableOfferId("airalo:change-7days-1gb-topup"), stableOfferId("airalo:change-30days-3gb-topup")]);
    expect(listed.body.data.every((o) => o.topup_for === "esim" && o.category === "esim")).toBe(true);
    expect((await liveOffers(acct.live)).some((o) => o.topup_for !== null)).toBe(false);

    const offer = listed.body.data[1]!;
    const q = await buy(acct.live, offer.id, "wallet", { esim_order_id: esim.id });
    expect(q.status, q.text).toBe(200);
    const topped = await orderOf(acct.live, q.body.order_id!);
    expect(topped.status).toBe("fulfilled");
    expect(topped.deliverable).toEqual({ type: "esim_topup", iccid, data: { amount: 3, unit: "GB", unlimited: false }, validity_days: 30 });
    const placed = airalo.orders.filter((o) => o.description === topped.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ package_id: "change-30days-3gb-topup", topupOf: iccid });
    await expectLedgerConsistent(acct.id, "live");
  });

  it("a top-up Airalo refuses (disabled by the operator) fails and gives the price back, like any refused order", async () => {
    const { airalo } = await installFakes();
    airalo.catalog[0]!.packages.push({ id: "change-7days-1gb-topup", title: "1 GB - 7 Days", net_price: 4, amount: 1024, day: 7, type: "topup" });
    await sync();
    const acct = await fundedLiveAccount();
    const esim = await orderOf(acct.live, (await buy(acct.live, stableOfferId("airalo:change-7days-1gb"))).body.order_id!);
    const before = (await wallet(acct.live)).balance.amount;
    airalo.topupFaults.push({ kind: "code", code: 23 });
    const q = await buy(acct.live, stableOfferId("airalo:change-7days-1gb-topup"), "wallet", { esim_order_id: esim.id });
    expect(q.status, q.text).toBe(200);
    const order = await orderOf(acct.live, q.body.order_id!);
    expect(order).toMatchObject({ status: "failed", failure_reason: "supplier: the package has been disabled by the operator" });
    expect((await wallet(acct.live)).balance.amount).toBe(before);
    await expectLedgerConsistent(acct.id, "live");
  });

  it("an Airalo eSIM whose ICCID takes no top-up answers topup_not_available", async () => {
    await installFakes();
    await sync();
    const acct = await fundedLiveAccount();
    const esim = await orderOf(acct.live, (await buy(acct.live, stableOfferId("airalo:mexico-500mb-3days"))).body.order_id!);
    expect(esim.status).toBe("fulfilled");
    expectError(await call(`/v1/orders/${esim.id}/topup_offers`, { key: acct.live }), 409, "topup_not_available");
  });

  it("a refusal (out of stock) fails the order and refunds the wallet", async () => {
    const { airalo } = await installFakes();
    await sync();
    const acct = await fundedLiveAccount();
    airalo.orderFaults.push({ kind: "code", code: 33 });
    const q = await buy(acct.live, stableOfferId("airalo:change-7days-1gb"));
    const order = await orderOf(acct.live, q.body.order_id!);
    expect(order).toMatchObject({ status: "failed", failure_reason: "supplier: out of stock" });
    expect((await wallet(acct.live)).balance.amount).toBe(50_000);
    expectError(await call(`/v1/orders/${order.id}/usage`, { key: acct.live }), 409, "invalid_state");
    await expectLedgerConsistent(acct.id, "live");
  });

  it("a supplier that hangs past the timeout after placing the order is looked up: bought exactly once", async () => {
    const { airalo } = await installFakes();
    await sync();
    const acct = await fundedLiveAccount();
    airalo.orderFaults.push({ kind: "hang-after-create" });
    const q = await buy(acct.live, stableOfferId("airalo:mexico-500mb-3days"));
    const order = await orderOf(acct.live, q.body.order_id!);
    expect(order.status).toBe("fulfilled");
    expect(airalo.orders.filter((o) => o.description === order.id)).toHaveLength(1);
    expect(airalo.orderPosts).toBe(1);
  });

  it("a slow supplier is bought from once: a run's calls end inside its lease, before the next run may look the order up", async () => {
    const { airalo } = await installFakes();
    // every step (token, look-up, order) takes 1.5 s; a call may take up to 5 s
    airalo.slowMs = 1_500;
    const supplier = liveSupplier({ ...env, SUPPLIER_TIMEOUT_MS: "5000" } as Env);
    const order = { orderId: `ord_SLOW${key()}`, sku: "airalo:change-7days-1gb", category: "esim", offerId: "off_x", price: 100, destination: null, createdAt: Date.now() };
    // the first run may talk to the supplier for 4 s (its lease, less the margin): token and
    // look-up leave 1 s, too little to place the order, so it leaves that to a later run
    const lease = 4_000;
    const first = supplier.purchase({ ...order, callsUntil: Date.now() + lease });
    // the next run takes the order the moment the first one's lease would have lapsed
    await sleep(lease);
    const second = await supplier.purchase({ ...order, callsUntil: Date.now() + lease });
    const firstOutcome = await first;
    await sleep(2 * airalo.slowMs); // anything still being processed at the supplier lands
    expect(airalo.orders.filter((o) => o.description === order.orderId)).toHaveLength(1);
    expect(airalo.orderPosts).toBe(1);
    expect(firstOutcome).toEqual({ status: "pending", transactionId: null });
    expect(second.status).toBe("fulfilled");
  });

  it("a top-up detects the operator at quote time and delivers a receipt", async () => {
    const { reloadly } = await installFakes();
    await sync();
    const acct = await fundedLiveAccount();
    const offers = await liveOffers(acct.live);
    const mx10 = offers.find((o) => o.name === "Mexico top-up USD 10")!;
    // +52 33… is AT&T Mexico, which only takes 5 and 20: refused before any money moves
    expectError(await buy(acct.live, mx10.id, "wallet", { destination: "+523312345678" }), 400, "parameter_invalid", "destination");
    expectError(await buy(acct.live, mx10.id, "wallet", { destination: "+529991234567" }), 400, "parameter_invalid", "destination");
    expect((await wallet(acct.live)).balance.amount).toBe(50_000);
    const q = await buy(acct.live, mx10.id, "wallet", { destination: "+525512345678" });
    expect(q.status, q.text).toBe(200);
    const order = await orderOf(acct.live, q.body.order_id!);
    const tx = reloadly.transactions[0]!;
    expect(tx).toMatchObject({ customIdentifier: order.id, operatorId: 1001, requestedAmount: 10 });
    expect(order.deliverable).toEqual({ type: "topup_receipt", destination: "+52******5678", operator: "Telcel Mexico", delivered_amount: "172", delivered_currency: "MXN", supplier_reference: String(tx.transactionId) });
  });

  it("a look-up-only order is never bought: not there, nothing is; placed meanwhile, it is delivered", async () => {
    const { airalo } = await installFakes();
    const supplier = liveSupplier(env);
    const order = { orderId: `ord_OLD${key()}`, sku: "airalo:change-7days-1gb", category: "esim", offerId: "off_x", price: 100, destination: null, createdAt: Date.now() };
    expect(await supplier.purchase({ ...order, lookupOnly: true })).toEqual({ status: "pending", transactionId: null, absent: true });
    expect(airalo.orderPosts).toBe(0);
    await supplier.purchase(order);
    expect((await supplier.purchase({ ...order, lookupOnly: true })).status).toBe("fulfilled");
    expect(airalo.orderPosts).toBe(1);
  });

  it("test keys keep the sandbox: deterministic usage, no supplier calls", async () => {
    const { calls } = await installFakes();
    const acct = await newAccount();
    await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: acct.key, body: { amount: 10_000 }, idem: key() });
    const offers = await liveOffers(acct.key);
    const esim = offers.find((o) => o.category === "esim" && !o.id.startsWith("off_test_"))!;
    const q = await buy(acct.key, esim.id);
    const order = await orderOf(acct.key, q.body.order_id!);
    const a = (await call<RetrieveOrderUsageResponse>(`/v1/orders/${order.id}/usage`, { key: acct.key })).body;
    // the sandbox's usage model: the plan the offer sold, on the account's clock
    expect(a).toMatchObject({ object: "esim_usage", iccid: order.deliverable!.iccid, unlimited: esim.data.unlimited, status: "active" });
    if (!a.unlimited) expect(a.data_remaining_mb).toBeLessThanOrEqual(a.data_total_mb!);
    await env.DB.prepare("DELETE FROM esim_usage_cache").run();
    const b = (await call<RetrieveOrderUsageResponse>(`/v1/orders/${order.id}/usage`, { key: acct.key })).body;
    // read again a moment later: the same plan (only the figure used may have grown by a megabyte)
    expect({ ...b, checked_at: null, data_remaining_mb: null }).toEqual({ ...a, checked_at: null, data_remaining_mb: null });
    expect(calls).toEqual([]);
  });
});
