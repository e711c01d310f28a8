// The sandbox supplier: deterministic deliverables that look real, and the fixtures
// `off_test_stays_pending`, `off_test_fails` and `off_test_never_installed` (an eSIM never
// installed, refunded at once). The same order always gets the same result,
// as a real supplier looked up by our reference would answer. Every sandbox eSIM plan but the
// fixtures takes two top-ups, SKU `<plan sku>+topup-1gb` and `+topup-3gb` (the seeded top-up
// offers, migrations/0073), valid as long as the plan. A sandbox eSIM starts installed and active
// (so a refund waits for the resolve helper, as an installed live one does); the never-installed
// fixture starts released and ready. The sandbox offers all three controls and cancels a
// never-installed eSIM at once, and keeps its eSIMs' states in the account's object (nothing to
// read back or to call: its controls and cancels are the object's own step).
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { maskPhone } from "../../lib/phone";
import { sha256 } from "@noble/hashes/sha2.js";
import { ESIM_CONTROLS, type EsimReading } from "../../domain/esim-state";
import type { EsimCapabilities, EsimUsage, Supplier, SupplierOrder, SupplierOutcome } from "../types";

export const STAYS_PENDING = "off_test_stays_pending";
export const FAILS = "off_test_fails";
/** An eSIM the traveller never installs: its usage reads not_installed, and its refund succeeds at once. */
export const NEVER_INSTALLED = "off_test_never_installed";

/** The states a sandbox eSIM of `offerId` starts in: installed and active, but for the never-installed fixture's. */
export function sandboxEsimStart(offerId: string | undefined): EsimReading {
  return offerId === NEVER_INSTALLED ? { profileState: "released", serviceState: "ready" } : { profileState: "installed", serviceState: "active" };
}

/** What the sandbox offers for an eSIM sold with `sku`. */
export function sandboxEsimCapabilities(sku: string): EsimCapabilities {
  return { controls: ESIM_CONTROLS, topups: sandboxTopupSkus(sku).length > 0, topupsOnceExpired: true, reportsState: false, cancelsUnusedAtOnce: true };
}
const SMDP = "smdp.sandbox.partnercommerce.dev";

function digest(seed: string): Uint8Array {
  return sha256(new TextEncoder().encode(seed));
}

function digits(seed: string, count: number): string {
  return Array.from(digest(seed), (b) => String(b % 10)).join("").repeat(2).slice(0, count);
}

/** Luhn check digit for a string of digits (ICCIDs end with one). */
export function luhnCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function sandboxIccid(orderId: string): string {
  // 89 (telecom) + 44 (country code) + issuer and serial: 19 digits, then the Luhn digit
  const body = "8944" + digits(`iccid:${orderId}`, 15);
  return body + luhnCheckDigit(body);
}

function matchingId(orderId: string): string {
  const alphabet = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  const d = digest(`matching:${orderId}`);
  const chars = Array.from(d.slice(0, 20), (b) => alphabet[b % alphabet.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5, 10)}-${chars.slice(10, 15)}-${chars.slice(15, 20)}`;
}

const OPERATORS: Record<string, { operator: string; currency: string; perUsd: number }> = {
  MX: { operator: "Telcel", currency: "MXN", perUsd: 17 },
  PH: { operator: "Globe Telecom", currency: "PHP", perUsd: 56 },
  NG: { operator: "MTN Nigeria", currency: "NGN", perUsd: 1500 },
  IN: { operator: "Airtel India", currency: "INR", perUsd: 83 },
  BR: { operator: "Vivo", currency: "BRL", perUsd: 5 },
  US: { operator: "T-Mobile US", currency: "USD", perUsd: 1 },
};

/** What the sandbox delivers: the order's fields it reads (a top-up of an eSIM also its SKU and ICCID). */
type SandboxOrder = { id: string; category: string; destination: string | null; price: number; supplier_sku?: string; topup_iccid?: string | null; offer_id?: string };

const TOPUP_SKU = /-(\d+)d\+topup-(\d+)gb$/;

/** The top-ups a sandbox eSIM plan takes (none for the fixtures, whose SKUs name no validity). */
export function sandboxTopupSkus(planSku: string): string[] {
  if (!/^sandbox-esim-.*-\d+d$/.test(planSku)) return [];
  return [`${planSku}+topup-1gb`, `${planSku}+topup-3gb`];
}

export function sandboxDeliverable(order: SandboxOrder): Record<string, unknown> {
  const topup = order.topup_iccid ? TOPUP_SKU.exec(order.supplier_sku ?? "") : null;
  if (topup && order.topup_iccid) {
    return {
      type: "esim_topup",
      iccid: order.topup_iccid,
      data: { amount: Number(topup[2]), unit: "GB", unlimited: false },
      validity_days: Number(topup[1]),
    };
  }
  if (order.category === "mobile_topup") {
    const dest = order.destination ?? "";
    const country = parsePhoneNumberFromString(dest)?.country ?? "US";
    const op = OPERATORS[country] ?? { operator: "Sandbox Mobile", currency: "USD", perUsd: 1 };
    return {
      type: "topup_receipt",
      destination: maskPhone(dest),
      operator: op.operator,
      // local amount at the sandbox's fixed rate (integer local minor units)
      amount_local: { amount: order.price * op.perUsd, currency: op.currency },
      reference: `TU${digits(`ref:${order.id}`, 12)}`,
      // the receipt fields live top-ups carry, so code written against the sandbox works live
      delivered_amount: ((order.price * op.perUsd) / 100).toFixed(2),
      delivered_currency: op.currency,
      supplier_reference: `TU${digits(`ref:${order.id}`, 12)}`,
    };
  }
  const matching = matchingId(order.id);
  return {
    type: "esim_profile",
    iccid: sandboxIccid(order.id),
    lpa: `LPA:1$${SMDP}$${matching}`,
    activation_code: matching,
    smdp_address: SMDP,
    confirmation_code: digits(`confirm:${order.id}`, 4),
  };
}

function transactionId(orderId: string): string {
  return `sbx_tx_${digits(`tx:${orderId}`, 16)}`;
}

/** The outcome the sandbox gives an order, or the one the complete helper asks for. */
export function sandboxOutcome(
  order: SandboxOrder,
  outcome: "fulfilled" | "failed",
): SupplierOutcome {
  if (outcome === "failed") return { status: "failed", reason: "sandbox: the supplier declined the order", transactionId: transactionId(order.id) };
  const deliverable = sandboxDeliverable(order);
  return {
    status: "fulfilled", deliverable, transactionId: transactionId(order.id),
    ...(deliverable.type === "esim_profile" ? { esim: sandboxEsimStart(order.offer_id) } : {}),
  };
}

/** Deterministic usage figures for a sandbox ICCID: the same ICCID always reads the same. */
export function sandboxUsage(iccid: string): EsimUsage {
  const d = digest(`usage:${iccid}`);
  const total = 1024 * (1 + (d[0]! % 5));
  const remaining = Math.floor((total * (d[1]! % 101)) / 100);
  const expires = Date.UTC(2030, 0, 1) + (d[2]! % 28) * 86_400_000;
  return { status: remaining === 0 ? "finished" : "active", data_total_mb: total, data_remaining_mb: remaining, unlimited: false, expires_at: new Date(expires).toISOString() };
}

function sandboxAnswer(order: SupplierOrder): SupplierOutcome {
  if (order.offerId === STAYS_PENDING) return { status: "pending", transactionId: transactionId(order.orderId) };
  const o = {
    id: order.orderId, category: order.category, destination: order.destination, price: order.price, supplier_sku: order.sku, topup_iccid: order.topupIccid ?? null,
    offer_id: order.offerId,
  };
  return sandboxOutcome(o, order.offerId === FAILS ? "failed" : "fulfilled");
}

export const sandboxSupplier: Supplier = {
  async purchase(order: SupplierOrder) {
    return sandboxAnswer(order);
  },
  answerAtOnce: sandboxAnswer,
  async skuFor(sku) {
    return sku;
  },
  async usage(iccid) {
    return sandboxUsage(iccid);
  },
  async topupSkus(esim) {
    return sandboxTopupSkus(esim.sku);
  },
  esimCapabilities: sandboxEsimCapabilities,
  async readEsimState() {
    throw new Error("the sandbox keeps its eSIMs' states in the account's object: there is nothing to read back");
  },
  // the account's object records the control in its own step: nothing outside to tell
  async controlEsim() {
    return { status: "done" };
  },
  async cancelUnusedEsim() {
    return { status: "done" };
  },
};
