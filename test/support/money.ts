// Helpers for money tests: funding through the sandbox, waiting for background work, and
// the ledger invariant every scenario must keep.
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { call, newAccount, type Reply } from "./api";
import { forgetCachedOffers } from "../../src/offers/catalog";
import type { CreateBankTransferResponse } from "../../src/routes/test-helpers/create-bank-transfer";
import type { CreateDepositRequest, CreateDepositResponse } from "../../src/routes/test-helpers/create-deposit";
import type { CreateQuoteResponse } from "../../src/routes/quotes/create";
import type { RetrieveQuoteResponse } from "../../src/routes/quotes/retrieve";
import type { RetrieveWalletResponse } from "../../src/routes/wallet/retrieve";
import type { ListEventsResponse } from "../../src/routes/events/list";
import type { ListOffersResponse } from "../../src/routes/offers/list";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { ListTopupOffersResponse } from "../../src/routes/orders/list-topup-offers";

let n = 0;
export const key = (label = "k") => `${label}-${Date.now()}-${++n}`;

export async function bankTransfer(apiKey: string, amount: number): Promise<Reply<CreateBankTransferResponse>> {
  const res = await call<CreateBankTransferResponse>("/v1/test_helpers/bank_transfers", { key: apiKey, body: { amount }, idem: key("bank") });
  expect(res.status, res.text).toBe(200);
  return res;
}

/** A quote for the offer; pass ErrorBody as `T` where the purchase is meant to be refused. */
export async function buy<T = CreateQuoteResponse>(apiKey: string, offerId: string, source = "wallet", extra: Record<string, unknown> = {}): Promise<Reply<T>> {
  return call<T>("/v1/quotes", { key: apiKey, body: { offer_id: offerId, payment_source: source, ...extra }, idem: key("quote") });
}

export async function wallet(apiKey: string): Promise<RetrieveWalletResponse> {
  const res = await call<RetrieveWalletResponse>("/v1/wallet", { key: apiKey });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Polls until `check` passes (background queue work takes about a second locally). */
export async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, timeoutMs = 8000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await read();
    if (check(v)) return v;
    if (Date.now() - start > timeoutMs) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An event as listed; what `data.object` holds depends on the event's type. */
export type ListedEvent = Omit<ListEventsResponse["data"][number], "data"> & { data: { object: any } };

export async function events(apiKey: string, type?: string): Promise<ListedEvent[]> {
  const out: ListedEvent[] = [];
  let cursor: string | undefined;
  do {
    const q = new URLSearchParams({ limit: "100", ...(type ? { type } : {}), ...(cursor ? { cursor } : {}) });
    const res = await call<ListEventsResponse>(`/v1/events?${q}`, { key: apiKey });
    expect(res.status, res.text).toBe(200);
    out.push(...res.body.data);
    cursor = res.body.next_cursor ?? undefined;
  } while (cursor);
  return out;
}

/**
 * The invariant: each balance equals the sum of its ledger lines, and every line's
 * balance_after chains from the one before it.
 */
export async function expectLedgerConsistent(accountId: string, mode: "test" | "live" = "test"): Promise<void> {
  const audit = await env.ACCOUNT.getByName(`${accountId}:${mode}`).audit();
  for (const balance of ["wallet", "revenue"] as const) {
    let running = 0;
    for (const line of audit.ledger.filter((l) => l.balance === balance)) {
      running += line.type === "credit" ? line.amount : -line.amount;
      expect(line.balance_after, `${balance} line ${line.id}`).toBe(running);
    }
    expect(audit.balances[balance], `${balance} balance`).toBe(running);
  }
}

export const OFFER = {
  stays: "off_test_stays_pending",
  fails: "off_test_fails",
};

/** An order as a test reads it, its deliverable's fields by name. */
export type ReadOrder = Omit<RetrieveOrderResponse, "deliverable"> & { deliverable: Record<string, any> | null };

/** The order once it is no longer pending (its fulfilment runs in the background). */
export async function settled(apiKey: string, orderId: string | null | undefined): Promise<ReadOrder> {
  return eventually(async () => (await call<ReadOrder>(`/v1/orders/${orderId}`, { key: apiKey })).body, (o) => o.status !== "pending");
}

/** A new account with USD 100 and a fulfilled sandbox eSIM order of `offerId` (the cheapest eSIM by default). */
export async function withEsim(offerId?: string): Promise<{ acct: { id: string; key: string }; esim: Offer; order: ReadOrder }> {
  const acct = await newAccount();
  const { esim } = await catalog(acct.key);
  await bankTransfer(acct.key, 10_000);
  const q = await buy(acct.key, offerId ?? esim.id);
  expect(q.status, q.text).toBe(200);
  const order = await settled(acct.key, q.body.order_id);
  expect(order.status).toBe("fulfilled");
  return { acct, esim, order };
}

/**
 * A new account whose wallet paid exactly for a sandbox eSIM (so it is empty), and a quote for a
 * top-up of that eSIM by bank transfer, awaiting funds.
 */
export async function awaitingTopup() {
  const acct = await newAccount();
  const { esim } = await catalog(acct.key);
  await bankTransfer(acct.key, esim.price.amount);
  const order = await settled(acct.key, (await buy(acct.key, esim.id)).body.order_id);
  const offer = (await call<ListTopupOffersResponse>(`/v1/orders/${order.id}/topup_offers`, { key: acct.key })).body.data[0]!;
  const quote = await buy(acct.key, offer.id, "bank_transfer", { esim_order_id: order.id });
  expect(quote.status, quote.text).toBe(200);
  expect(quote.body.status).toBe("awaiting_funds");
  return { acct, order, offer, quote: quote.body };
}

/** A cheap active eSIM offer and a top-up offer from the sandbox catalog. */
type Offer = ListOffersResponse["data"][number];
export async function catalog(apiKey: string): Promise<{ esim: Offer; esims: Offer[]; topup: Offer; withdrawn: string }> {
  const res = await call<ListOffersResponse>("/v1/offers?limit=100", { key: apiKey });
  const all = res.body.data;
  const esims = all.filter((o) => o.category === "esim" && !o.id.startsWith("off_test_")).sort((a, b) => a.price.amount - b.price.amount);
  return {
    esim: esims[0]!,
    esims,
    topup: all.find((o) => o.category === "mobile_topup")!,
    withdrawn: "off_01JGYCC380SANDBXCATA000009",
  };
}

// ---- looking inside and driving background work --------------------------------------------
import { createExecutionContext, createScheduledController, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { handleScheduled } from "../../src/jobs/scheduled";

/** The account's object in a mode, as the worker addresses it. */
export function accountStub(accountId: string, mode: "test" | "live" = "test") {
  return env.ACCOUNT.getByName(`${accountId}:${mode}`);
}

/** Runs SQL inside the account's object (to move a deadline into the past, or look at a table). */
export async function sqlIn<T extends Record<string, SqlStorageValue> = Record<string, SqlStorageValue>>(
  accountId: string,
  query: string,
  ...params: SqlStorageValue[]
): Promise<T[]> {
  return runInDurableObject(accountStub(accountId), (instance, state) => {
    // raw SQL goes around what the object keeps in memory between transactions: drop it
    const kept = (instance as unknown as { kept?: Record<string, unknown> }).kept;
    for (const k of Object.keys(kept ?? {})) delete kept![k];
    return state.storage.sql.exec<T>(query, ...params).toArray();
  });
}

/** Runs the worker's cron handler once, as the scheduler would, and waits for its work. */
export async function runCron(scheduledTime = Date.now(), cron = "* * * * *"): Promise<void> {
  const controller = createScheduledController({ scheduledTime, cron });
  const ctx = createExecutionContext();
  await handleScheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

/** The stablecoin deposit helper; `status: "detected"` leaves it waiting. */
export async function deposit<T = CreateDepositResponse>(apiKey: string, body: CreateDepositRequest, idem = key("dep")): Promise<Reply<T>> {
  return call<T>("/v1/test_helpers/deposits", { key: apiKey, body, idem });
}

export async function getQuote(apiKey: string, quoteId: string): Promise<RetrieveQuoteResponse> {
  const res = await call<RetrieveQuoteResponse>(`/v1/quotes/${quoteId}`, { key: apiKey });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Every item of a list (up to 100); `T` is the list route's response type. */
export async function listAll<T extends { data: unknown[] } = { data: unknown[] }>(apiKey: string, path: string): Promise<T["data"]> {
  const res = await call<T>(`${path}${path.includes("?") ? "&" : "?"}limit=100`, { key: apiKey });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** Events of one type as stored, read without a request (so no read-time upkeep runs). */
export async function storedEvents(accountId: string, type: string): Promise<any[]> {
  const rows = await sqlIn<{ body: string }>(accountId, "SELECT body FROM events WHERE type = ? ORDER BY id", type);
  return rows.map((r) => JSON.parse(r.body));
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a made-up sandbox eSIM offer (US) is: its name, plan, price and the sandbox SKU that serves it. */
export interface MadeUpOffer {
  name: string;
  dataGb: number;
  unlimited: boolean;
  validityDays: number;
  priceCents: number;
  costCents: number;
  sku: string;
}

/**
 * Runs `use` with a made-up sandbox eSIM offer in the catalog, and takes it out again after: the
 * test files of a runtime share its D1, and later ones list the sandbox catalog.
 */
export async function withMadeUpOffer<T>(o: MadeUpOffer, use: (offerId: string) => Promise<T>): Promise<T> {
  const id = `off_test_madeup_${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.prepare(
    `INSERT INTO offers (id, seq, category, name, coverage_type, countries, data_amount, data_unlimited, data_unit, validity_days, price_cents, cost_cents,
       requires_destination, status, modes, supplier_sku, created_at)
     VALUES (?, ?, 'esim', ?, 'country', '["US"]', ?, ?, 'GB', ?, ?, ?, 0, 'active', 'test', ?, ?)`,
  ).bind(id, 900_000 + Math.floor(Math.random() * 89_999), o.name, o.dataGb, o.unlimited ? 1 : 0, o.validityDays, o.priceCents, o.costCents, o.sku, Date.now()).run();
  try {
    return await use(id);
  } finally {
    await env.DB.prepare("DELETE FROM offers WHERE id = ?").bind(id).run();
    forgetCachedOffers();
  }
}

/** withMadeUpOffer with unlimited data for 5 days. */
export const withUnlimitedOffer = <T>(use: (offerId: string) => Promise<T>): Promise<T> =>
  withMadeUpOffer({ name: "Sandbox unlimited 5 days", dataGb: 0, unlimited: true, validityDays: 5, priceCents: 600, costCents: 400, sku: "sandbox-esim-unlimited-5d" }, use);
