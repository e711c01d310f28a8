// POST /v1/quotes: prices an offer and says how to pay for it; a wallet quote pays at once.
// `createQuote` is the whole step, for the caller's account and mode under its idempotency key:
// the API route and the dashboard's Buy form both run it, so a purchase is one rule. A top-up of
// an eSIM already sold is the same purchase with `esim_order_id`: the fulfilled eSIM order it
// adds data to, which must be one the offer is listed for (GET /v1/orders/{id}/topup_offers).
import { z } from "@hono/zod-openapi";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { App, Mode } from "../../http/context";
import { ApiError } from "../../http/errors";
import { defineRoute } from "../../http/route";
import type { IdempotencyKey, StoredResponse } from "../../http/idempotency";
import { recordPurchase } from "../../lib/metrics";
import type { NewQuote, PaymentSource } from "../../account-object/quotes";
import { getOfferForPurchase, type OfferRow } from "../../offers";
import { centsToDecimal, usd } from "../../domain/money";
import { acceptedNetworks, type Asset } from "../../funding/destinations";
import { fundingDestinationsFor } from "../../funding/live-destinations";
import { ensureFundingIndex } from "../../funding/reference-index";
import { mintUnderClaim } from "../../funding/mint-invoice";
import { providersFor } from "../../providers";
import { newId } from "../../lib/ids";
import { iso } from "../../lib/time";
import { callerAccount } from "../../account-object/stub";
import { unwrap } from "../../http/errors";
import { topupOffersFor, topupTarget } from "../orders/list-topup-offers";
import { QuoteSchema } from "./schemas";
import { MetadataSchema } from "../schemas";
import { planMegabytes } from "../../domain/esim-usage";
import { TravellerEmail, TravellerLanguage } from "../deliveries/schemas";

export const SOURCES = ["wallet", "lightning", "usdt", "usdc", "bank_transfer"] as const;

export const CreateQuoteBody = z.strictObject({
  offer_id: z.string().min(1).max(100),
  payment_source: z.enum(SOURCES),
  destination: z.string().max(32).optional().openapi({ description: "E.164 phone number; required when the offer's requires_destination is true" }),
  esim_order_id: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: "the fulfilled eSIM order to top up; required for an offer whose topup_for is `esim`, refused for any other" }),
  metadata: MetadataSchema.optional(),
  customer: z
    .strictObject({ email: TravellerEmail, language: TravellerLanguage.optional() })
    .optional()
    .openapi({ description: "eSIM offers only: the traveller the eSIM is emailed to, once, when the order is fulfilled (see POST /v1/orders/{order_id}/deliveries)" }),
});

export type CreateQuoteRequest = z.input<typeof CreateQuoteBody>;
export type CreateQuoteResponse = z.infer<typeof QuoteSchema>;

export function ttlSeconds(env: Env, source: PaymentSource): number {
  const raw =
    source === "lightning" ? env.QUOTE_TTL_LIGHTNING_SECONDS
    : source === "bank_transfer" ? env.QUOTE_TTL_BANK_TRANSFER_SECONDS
    : env.QUOTE_TTL_STABLECOIN_SECONDS; // wallet quotes are fulfilled at creation; they get one too
  return Number(raw);
}

function checkDestination(requires: boolean, destination: string | undefined, countries: string[]): string | null {
  if (!requires) {
    if (destination !== undefined) throw new ApiError("parameter_invalid", "This offer takes no destination.", "destination");
    return null;
  }
  if (destination === undefined) throw new ApiError("parameter_missing", "This offer needs a destination phone number (E.164).", "destination");
  const phone = destination.startsWith("+") ? parsePhoneNumberFromString(destination) : undefined;
  if (!phone?.isValid() || phone.number !== destination) {
    throw new ApiError("parameter_invalid", "destination must be a valid phone number in E.164 form, e.g. +525512345678.", "destination");
  }
  // a top-up is bought for a network in the offer's country
  if (!phone.country || !countries.includes(phone.country)) {
    throw new ApiError("parameter_invalid", `destination must be a number in ${countries.join(", ")} for this offer.`, "destination");
  }
  return phone.number;
}

/**
 * A top-up offer needs the fulfilled eSIM order it adds data to, and only for an eSIM it is
 * offered for and that can take data now (the eSIM rule's top-up entry: not refunded, no refund
 * pending, not revoked: 409 topup_not_available; not suspended: 409 esim_suspended); any other
 * offer takes no `esim_order_id`. Checked before anything is stored; the account's object asks the
 * same rule again in the step that pays the quote, since a refund or a suspension may come between.
 */
async function checkTopup(
  env: Env, caller: { accountId: string; mode: Mode }, offer: { id: string; topupFor: string | null }, esimOrderId: string | undefined,
): Promise<{ esimOrderId: string; iccid: string } | null> {
  if (offer.topupFor === null) {
    if (esimOrderId !== undefined) throw new ApiError("parameter_invalid", "This offer is not a top-up; it takes no esim_order_id.", "esim_order_id");
    return null;
  }
  if (esimOrderId === undefined) {
    throw new ApiError("parameter_missing", "This offer tops up an eSIM already sold: esim_order_id names its fulfilled eSIM order.", "esim_order_id");
  }
  const cannot = new ApiError("parameter_invalid", `Offer ${offer.id} cannot top up order '${esimOrderId}': list the offers it can take with GET /v1/orders/{order_id}/topup_offers.`, "esim_order_id");
  // the eSIM rule's top-up entry first (suspended: esim_suspended; refunded, revoked: topup_not_available)
  const esim = await topupTarget(env, caller, esimOrderId, "esim_order_id");
  if (!esim) throw cannot;
  const offers = await topupOffersFor(env, caller.mode, esim);
  if (!offers.some((o) => o.id === offer.id)) throw cannot;
  return { esimOrderId: esim.id, iccid: esim.iccid };
}

/** A live rail without configuration is off: said plainly, before anything is stored. */
function unavailable(source: PaymentSource): ApiError {
  return new ApiError("payment_source_unavailable", `Paying by ${source} is not available in this mode right now.`, "payment_source");
}

export function registerCreateQuote(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/quotes",
    tag: "Quotes",
    summary: "Create a quote: price an offer and pay it from the wallet, or get where to send the money",
    security: "api_key",
    idempotent: true,
    body: CreateQuoteBody,
    bodyExample: { offer_id: "off_01JGZEPQG0SANDBXCATA000019", payment_source: "wallet", metadata: { customer_ref: "trip-4821" } },
    response: QuoteSchema,
    errors: [
      "parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json", "payment_source_unavailable", "rate_unavailable", "insufficient_funds",
      "account_overdue", "resource_not_found", "offer_withdrawn", "topup_not_available", "esim_suspended",
    ],
    handler: (c, { body, idem }) => createQuote(c.env, c.get("caller"), idem, body),
  });
}

/** What one purchase names: POST /v1/quotes's body and each item of POST /v1/order_batches. */
export type PurchaseFields = Pick<z.output<typeof CreateQuoteBody>, "offer_id" | "destination" | "esim_order_id" | "metadata" | "customer">;

/** A checked purchase: its offer and the quote made of it, but for how it is paid. */
export type CheckedPurchase = { offer: OfferRow; quote: Omit<NewQuote, "payment" | "paymentSource" | "expiresAt"> };

/**
 * Every rule of one purchase, before any money moves: the offer can be bought, the destination
 * (a top-up's phone number in the offer's countries), an eSIM top-up's order, a customer only for
 * an eSIM, and the supplier's SKU for it (a top-up's operator is detected from the number here).
 * POST /v1/quotes runs it, and POST /v1/order_batches for each item, so the two refuse alike.
 * `offer`: the offer when the caller read it already (getOfferForPurchase).
 */
export async function checkPurchase(
  env: Env, caller: { accountId: string; mode: Mode }, body: PurchaseFields, offer?: OfferRow,
): Promise<CheckedPurchase> {
  offer ??= await getOfferForPurchase(env, body.offer_id, caller.mode);
  const destination = checkDestination(offer.requiresDestination, body.destination, JSON.parse(offer.countries) as string[]);
  const topup = await checkTopup(env, caller, offer, body.esim_order_id);
  // only an eSIM (not a top-up, of a phone or of an eSIM) has a profile to send a traveller
  if (body.customer && (offer.category !== "esim" || offer.topupFor !== null)) {
    throw new ApiError("parameter_invalid", "Only an eSIM offer sends its eSIM to a customer; this offer takes no customer.email.", "customer.email");
  }
  // a top-up's operator is detected from the number here, before any money moves
  const supplierSku = await providersFor(env, caller.mode).supplier.skuFor(offer.supplierSku, destination);
  return {
    offer,
    quote: {
      // the offer's routes go with it as stored (no extra read): fulfilment tries them cheapest first
      offer: { id: offer.id, name: offer.name, category: offer.category, supplierSku, cost: offer.costCents, price: offer.priceCents, routes: offer.routes },
      destination,
      ...(topup ? { topup } : {}),
      metadata: body.metadata ?? {},
      ...(body.customer ? { customer: { email: body.customer.email, ...(body.customer.language ? { language: body.customer.language } : {}) } } : {}),
      // an eSIM's plan, for its usage alerts once it is fulfilled
      ...(offer.category === "esim"
        ? { plan: { dataMb: planMegabytes({ amount: offer.dataAmount, unit: offer.dataUnit, unlimited: offer.dataUnlimited }), validityDays: offer.validityDays } }
        : {}),
    },
  };
}

/** A new quote's `payment` as the rail starts it (a wallet quote's stays so). */
export function initialPayment(source: PaymentSource, cents: number) {
  return { rail: source, amount: usd(cents), asset: null, asset_amount: null, destinations: [] as unknown[], lightning: null };
}

/** The purchase step for one account and mode: the stored answer (the quote's JSON) or a thrown API error. */
export async function createQuote(
  env: Env,
  caller: { accountId: string; mode: Mode },
  idem: IdempotencyKey,
  body: z.output<typeof CreateQuoteBody>,
): Promise<StoredResponse> {
  const { offer, quote } = await checkPurchase(env, caller, body);
  const providers = providersFor(env, caller.mode);
  const now = Date.now();
  const ttl = ttlSeconds(env, body.payment_source);
  const base: Omit<NewQuote, "payment"> = { ...quote, paymentSource: body.payment_source, expiresAt: now + ttl * 1000 };
  const payment = initialPayment(body.payment_source, offer.priceCents);

  if (body.payment_source !== "lightning") {
    if (body.payment_source !== "wallet") await ensureFundingIndex(env, caller.accountId, caller.mode);
    const kind = body.payment_source === "bank_transfer" ? "bank_account" : "crypto_address";
    const all = body.payment_source === "wallet" ? [] : await fundingDestinationsFor(env, caller.accountId, caller.mode, now, kind);
    if (body.payment_source === "bank_transfer") {
      payment.destinations = all.filter((d) => d.type === "bank_account");
    } else if (body.payment_source === "usdt" || body.payment_source === "usdc") {
      const asset = body.payment_source.toUpperCase() as Asset;
      const networks = acceptedNetworks(asset, caller.mode);
      payment.destinations = all.filter((d) => d.type === "crypto_address" && d.asset === asset && networks.includes(d.network));
      Object.assign(payment, { asset, asset_amount: centsToDecimal(offer.priceCents) });
    }
    if (body.payment_source !== "wallet" && payment.destinations.length === 0) throw unavailable(body.payment_source);
    const { stub, ref } = callerAccount(env, caller);
    const stored = unwrap(await stub.createQuote(ref, idem, { ...base, payment }, false, now));
    return countPurchase(env, caller, stored, body.payment_source, offer.priceCents);
  }

  // Lightning: the quote is recorded with the invoice minted for it
  const { stub, ref } = callerAccount(env, caller);
  const stored = await mintUnderClaim(env, caller, idem, providers, { cents: offer.priceCents, description: `Partner Commerce: ${offer.name}`, expirySeconds: ttl, now }, (minted) => {
    const invoiceId = newId("lni");
    const lightning = { invoice_id: invoiceId, bolt11: minted.bolt11, payment_hash: minted.paymentHash, amount_sats: minted.amountSats, expires_at: iso(minted.expiresAt) };
    const input: NewQuote = {
      ...base,
      expiresAt: minted.expiresAt,
      payment: { ...payment, lightning },
      invoice: {
        id: invoiceId,
        bolt11: minted.bolt11,
        paymentHash: minted.paymentHash,
        amountSats: minted.amountSats,
        expiresAt: minted.expiresAt,
        btcUsdRate: minted.btcUsdRate,
      },
    };
    return stub.createQuote(ref, idem, input, true, now);
  });
  return countPurchase(env, caller, stored, "lightning", offer.priceCents);
}

/** A new quote (not a replay) counts as a purchase in the metrics. */
function countPurchase(env: Env, caller: { accountId: string; mode: Mode }, stored: StoredResponse, source: PaymentSource, cents: number): StoredResponse {
  if (!stored.replayed && stored.status === 200) {
    // a wallet quote is paid as it is created; any other says in its body whether it is yet
    const status = source === "wallet" ? "fulfilled" : (JSON.parse(stored.body) as { status: string }).status;
    recordPurchase(env, { account: caller.accountId, mode: caller.mode, source, status, cents });
  }
  return stored;
}
