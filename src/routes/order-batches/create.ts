// POST /v1/order_batches: many wallet purchases at once, all or nothing. Every item is checked
// first by the very rules POST /v1/quotes applies (checkPurchase: the offer, the destination and
// a top-up's operator, the customer), and a refusal names the item (`items[3].destination`)
// with nothing stored; then the account's object checks the whole batch's price against the
// wallet like one wallet quote and makes every purchase in one step (order-batches.ts), each a
// wallet quote and its order exactly as a single purchase makes them, or none of them.
// `createOrderBatch` is the whole step for the caller's account and mode under its idempotency
// key, so a dashboard page can run it as the API route does.
import type { z } from "@hono/zod-openapi";
import type { App, Mode } from "../../http/context";
import { ApiError, unwrap } from "../../http/errors";
import { defineRoute } from "../../http/route";
import { validate } from "../../http/validation";
import type { IdempotencyKey, StoredResponse } from "../../http/idempotency";
import { recordPurchase } from "../../lib/metrics";
import { getOfferForPurchase, type OfferRow } from "../../offers";
import { callerAccount } from "../../account-object/stub";
import type { BatchItem } from "../../account-object/order-batches";
import { checkPurchase, initialPayment, ttlSeconds, type CheckedPurchase } from "../quotes/create";
import { BATCH_LIMITS, CreateOrderBatchBody, OrderBatchItemBody, OrderBatchSchema } from "./schemas";

export type CreateOrderBatchResponse = z.infer<typeof OrderBatchSchema>;

type Item = z.output<typeof OrderBatchItemBody>;

/** Items checked at a time: a top-up's operator detection is an outside call per number. */
const CHECKS_AT_ONCE = 6;

export function registerCreateOrderBatch(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/order_batches",
    tag: "Order batches",
    summary: "Buy many offers at once from the wallet, all or nothing",
    description:
      `Up to ${BATCH_LIMITS.items} items, each an offer bought \`quantity\` times (1 to ${BATCH_LIMITS.quantity} for an eSIM, always 1 for a top-up), ` +
      `at most ${BATCH_LIMITS.purchases} purchases in all. Every item is checked as POST /v1/quotes checks a purchase; a refusal names the item ` +
      "(`param` `items[3].destination`) and nothing is bought. The whole batch's price is then checked against the wallet like one wallet quote " +
      "(402 `insufficient_funds` with the batch's `shortfall`), and every purchase is made at once: a wallet quote and an order each.",
    security: "api_key",
    idempotent: true,
    body: CreateOrderBatchBody,
    bodyExample: {
      payment_source: "wallet",
      items: [
        { offer_id: "off_01JGZEPQG0SANDBXCATA000019", quantity: 40, metadata: { tour: "kyoto-spring-2027" } },
        { offer_id: "off_01JGZEPQG0SANDBXCATA000019", customer: { email: "guide@example.com", language: "ja" } },
      ],
      metadata: { tour: "kyoto-spring-2027" },
    },
    response: OrderBatchSchema,
    errors: ["parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json", "insufficient_funds", "account_overdue", "resource_not_found", "offer_withdrawn"],
    handler: (c, { body, idem }) => createOrderBatch(c.env, c.get("caller"), idem, body),
  });
}

/** The batch step for one account and mode: the stored answer (the batch's JSON) or a thrown API error. */
export async function createOrderBatch(
  env: Env,
  caller: { accountId: string; mode: Mode },
  idem: IdempotencyKey,
  body: z.output<typeof CreateOrderBatchBody>,
): Promise<StoredResponse> {
  checkPurchaseCount(body.items);
  const checked = await checkItems(env, caller, body.items);
  const now = Date.now();
  const expiresAt = now + ttlSeconds(env, "wallet") * 1000;
  const items: BatchItem[] = checked.map(({ offer, quote }, i) => ({
    quote: { ...quote, paymentSource: "wallet", expiresAt, payment: initialPayment("wallet", offer.priceCents) },
    quantity: body.items[i]!.quantity ?? 1,
  }));
  const { stub, ref } = callerAccount(env, caller);
  const stored = unwrap(await stub.createOrderBatch(ref, idem, { items, metadata: body.metadata ?? {} }, now));
  if (!stored.replayed && stored.status === 200) {
    // one data point per item (at most 100 per request), its purchases' price together
    for (const item of items) {
      recordPurchase(env, { account: caller.accountId, mode: caller.mode, source: "wallet", status: "fulfilled", cents: item.quote.offer.price * item.quantity });
    }
  }
  return stored;
}

/** Throws when the items make more purchases than a batch may. */
export function checkPurchaseCount(items: { quantity?: number }[]): void {
  const purchases = items.reduce((n, item) => n + (item.quantity ?? 1), 0);
  if (purchases > BATCH_LIMITS.purchases) {
    throw new ApiError("parameter_invalid", `A batch makes at most ${BATCH_LIMITS.purchases} purchases; these items make ${purchases}.`, "items");
  }
}

/**
 * Every item's own check, as the batch step makes it (the item's schema, then the purchase's
 * rules), each item's outcome on its own rather than the first refusal: a dashboard shows a
 * CSV's rows with each row's refusal before anything is paid. A refusal's `param` is the item's
 * field (`destination`, `customer.email`), not yet named under the item.
 */
export async function checkEachItem(
  env: Env, caller: { accountId: string; mode: Mode }, items: unknown[],
): Promise<({ ok: true; checked: CheckedPurchase } | { ok: false; error: ApiError })[]> {
  const offerOf = offerReader(env, caller.mode);
  const out: ({ ok: true; checked: CheckedPurchase } | { ok: false; error: ApiError })[] = [];
  for (let start = 0; start < items.length; start += CHECKS_AT_ONCE) {
    const chunk = items.slice(start, start + CHECKS_AT_ONCE);
    const settled = await Promise.allSettled(chunk.map(async (raw) => checkItem(env, caller, validate(OrderBatchItemBody, raw), offerOf)));
    for (const r of settled) {
      if (r.status === "fulfilled") out.push({ ok: true, checked: r.value });
      else if (r.reason instanceof ApiError) out.push({ ok: false, error: r.reason });
      else throw r.reason;
    }
  }
  return out;
}

/** Each offer read once however many items name it; each such item reports its refusal itself. */
function offerReader(env: Env, mode: Mode): (id: string) => Promise<OfferRow> {
  const offers = new Map<string, Promise<OfferRow>>();
  return (id: string) => {
    let p = offers.get(id);
    if (!p) {
      p = getOfferForPurchase(env, id, mode);
      p.catch(() => undefined);
      offers.set(id, p);
    }
    return p;
  };
}

/**
 * Checks every item, a few at a time, each offer read once; the refusal of the first item at
 * fault (by its index) is answered, its `param` under the item's: `items[3].destination`.
 */
async function checkItems(env: Env, caller: { accountId: string; mode: Mode }, items: Item[]): Promise<CheckedPurchase[]> {
  const offerOf = offerReader(env, caller.mode);
  const out: CheckedPurchase[] = [];
  for (let start = 0; start < items.length; start += CHECKS_AT_ONCE) {
    const chunk = items.slice(start, start + CHECKS_AT_ONCE);
    const settled = await Promise.allSettled(chunk.map((item) => checkItem(env, caller, item, offerOf)));
    for (const [n, r] of settled.entries()) {
      if (r.status === "rejected") throw atItem(start + n, r.reason);
      out.push(r.value);
    }
  }
  return out;
}

async function checkItem(
  env: Env, caller: { accountId: string; mode: Mode }, item: Item, offerOf: (id: string) => Promise<OfferRow>,
): Promise<CheckedPurchase> {
  const offer = await offerOf(item.offer_id);
  // a top-up of an eSIM already sold names the order it adds data to: bought one at a time
  if (offer.topupFor !== null) {
    throw new ApiError("parameter_invalid", `Offer ${offer.id} tops up an eSIM already sold; buy it with POST /v1/quotes and its esim_order_id.`, "offer_id");
  }
  if (offer.category !== "esim" && (item.quantity ?? 1) !== 1) {
    throw new ApiError("parameter_invalid", "A top-up is bought once per item: list each number as an item of its own.", "quantity");
  }
  return checkPurchase(env, caller, item, offer);
}

/** An item's refusal, its field named under the item. */
function atItem(index: number, e: unknown): unknown {
  if (!(e instanceof ApiError)) return e;
  const at = `items[${index}]`;
  return new ApiError(e.code, `${at}: ${e.message}`, e.param ? `${at}.${e.param}` : at, e.extra);
}
