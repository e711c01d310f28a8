// Airalo Partner API (eSIMs): token, catalog pages, sync orders with our ord_ id in
// `description`, look-up by that reference, usage and balance, top-ups of an eSIM already
// sold (the packages an ICCID takes, GET /v2/sims/{iccid}/topups, and the top-up order,
// POST /v2/orders/topups, with our ord_ id in `description` like any order), an eSIM's own
// status, refund requests (POST /v2/refund), and the orders Airalo reports refunded (GET
// /v2/orders filtered by status and creation date, every page or none). Airalo has no
// idempotency key, so an order is looked up by reference before it is bought, and again after
// any answer that leaves its fate unknown (timeout, 5xx, 429). A refund request is sent once
// per call, never retried inside it, and only while AIRALO_REFUNDS is on; an answer that neither
// takes nor refuses it is thrown as RefundRetryLater, so a refund is refused only on Airalo's word.
import type { RefundReason } from "../../../domain/refunds";
import type { ServiceState } from "../../../domain/esim-state";
import { hmacHex } from "../../../lib/crypto";
import type { EsimUsage, SupplierOutcome, SupplierRefundAnswer } from "../../types";
import { AIRALO_REFUND_SPACING_MS, airaloRefundBody, iccidsNamedIn } from "./airalo-refund-request";
import type { AiraloConfig } from "./config";
import { CallMeter } from "./circuit";
import { type FetchFn, NEVER_REACHED_STATUSES, NeverReached, NoTimeLeft, SupplierUnreachable, readJson, supplierCall, usdToCentsCeil, usdToCentsFloor } from "./http";
import { cachedToken, dropToken, type IssuedToken } from "./tokens";

export const AIRALO = "airalo";

/** Orders asked per page of the refunded-orders list (Airalo's documented default). */
export const REFUNDED_PAGE_SIZE = 50;
/** Pages read at most for one range: past this the list fails rather than stop short. */
export const MAX_REFUNDED_PAGES = 200;

/** An Airalo order in `refunded` status: Airalo's order id and the ICCIDs of its sims. */
export interface AiraloRefundedOrder {
  orderId: string;
  iccids: string[];
  /** the order's `description`: our `ord_` id for an order this service placed, else null */
  reference: string | null;
}

/** A day as `filter[created_at]` takes it (`Y-m-d`, UTC). */
export function airaloDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export interface AiraloPackage {
  packageId: string;
  title: string;
  coverage: "country" | "region" | "global";
  countries: string[];
  dataMb: number;
  unlimited: boolean;
  days: number;
  costCents: number;
  /** a top-up of an eSIM already sold (Airalo `type: "topup"`): offered per ICCID, never listed */
  topup: boolean;
}


/** Business refusals: nothing was bought, and asking again will not change it (another route may serve the order). */
const FAILED_CODES: Record<number, string> = {
  13: "the operator is under maintenance",
  23: "the package has been disabled by the operator",
  33: "out of stock",
  34: "the package is invalid or out of stock",
  43: "the supplier refused the request",
  73: "the ICCID was recycled",
};
/**
 * Refusals that leave room to ask again later: our credit with Airalo ran out (11), or it
 * refused our signature before reading the order (14). Nothing was bought: another route may
 * serve the order now; this one again later (with one route, the order waits, as it always did).
 */
const RETRY_CODES: Record<number, { reason: string; retry: "balance" | "unreached" }> = {
  11: { reason: "our balance with the supplier is too low", retry: "balance" },
  14: { reason: "the supplier refused the request unread", retry: "unreached" },
};
/** Airalo's "unexpected error": its fate is unknown, so it is looked up like a timeout. */
const AMBIGUOUS_CODES = new Set([53]);

export function airaloErrorCode(body: any): number | null {
  const code = body?.code ?? body?.data?.code ?? body?.meta?.code;
  const n = typeof code === "string" ? Number(code) : code;
  return typeof n === "number" && Number.isInteger(n) ? n : null;
}

/** The research's mapping from an Airalo sim to our deliverable. */
export function esimDeliverable(sim: any): Record<string, unknown> {
  return {
    type: "esim_profile",
    iccid: String(sim.iccid),
    lpa: sim.qrcode ?? null,
    activation_code: sim.matching_id ?? null,
    smdp_address: sim.lpa ?? null,
    confirmation_code: sim.confirmation_code ?? null,
  };
}

/** An Airalo order found by look-up: fulfilled once it carries its sim, pending before. */
export function outcomeOfOrder(order: any): SupplierOutcome {
  return fulfilledFrom(order) ?? { status: "pending", transactionId: order?.id != null ? String(order.id) : null };
}

/** A top-up order as Airalo answers it (`data: "3 GB"`, `validity`) mapped to our deliverable for that ICCID. */
export function topupDeliverable(order: any, iccid: string): Record<string, unknown> {
  const text = String(order?.data ?? "");
  const unlimited = /unlimited/i.test(text);
  const m = /([\d.]+)\s*(GB|MB)/i.exec(text);
  return {
    type: "esim_topup",
    iccid,
    data: { amount: unlimited || !m ? 0 : Number(m[1]), unit: m ? m[2]!.toUpperCase() : "GB", unlimited },
    validity_days: Number(order?.validity ?? 0),
  };
}

/** A top-up order Airalo has (placed, or found by our reference): fulfilled, as top-ups are applied when ordered. */
export function outcomeOfTopup(order: any, iccid: string): SupplierOutcome {
  return { status: "fulfilled", deliverable: topupDeliverable(order, iccid), transactionId: String(order?.id ?? order?.code ?? "") };
}

/**
 * Airalo neither took nor refused a refund request (429, 5xx, a timeout, its "unexpected" code
 * 53, an answer without a refund id): ask again later. `retryAfterMs` is Airalo's wait where it
 * gave one (the 5-minute spacing on a 429 without Retry-After); `maybeApplied` says the request
 * may have reached Airalo (a timeout, 5xx), so asking again may open a second request there.
 */
export class RefundRetryLater extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null,
    readonly maybeApplied: boolean,
  ) {
    super(message);
  }
}

/** No refund request can be sent: AIRALO_REFUNDS is off, or Airalo denies this account its refund API (401/403). */
export class RefundsUnavailable extends Error {}

/** Airalo's "something unexpected happened, try again later". */
const REFUND_RETRY_CODES = new Set([53]);

/** The text of an Airalo refusal: its message, or the field messages of a validation answer. */
function refusalText(body: any): string {
  const fields = body?.data && typeof body.data === "object" && !Array.isArray(body.data) ? Object.values(body.data).map(String) : [];
  const message = String(body?.meta?.message ?? body?.reason ?? body?.message ?? "").trim();
  const generic = message === "" || /^the parameter is invalid$/i.test(message);
  const text = generic && fields.length > 0 ? fields.join(" ") : [message, ...fields].filter((t) => t !== "").join(" ");
  return text !== "" ? text : "the refund request was refused";
}

/**
 * Airalo's answer to a refund request as ours, or RefundRetryLater when it settles nothing.
 * 2xx with a refund id: taken for review. 401/403 (after a fresh token): the refund API is not
 * ours to use. 408, 429, 5xx, code 53: later. Any other 4xx (422 validation, ICCIDs Airalo does
 * not know or will not refund): refused, naming the ICCIDs its message names.
 */
export function refundAnswerOf(res: { status: number; retryAfterMs: number | null }, body: any, iccids: readonly string[]): SupplierRefundAnswer {
  const id = body?.data?.refund_id;
  if (res.status >= 200 && res.status < 300) {
    if (id !== undefined && id !== null && String(id) !== "") return { status: "requested", supplierRefundId: String(id) };
    throw new RefundRetryLater(`airalo refund: HTTP ${res.status} without a refund id`, null, true);
  }
  if (res.status === 401 || res.status === 403) throw new RefundsUnavailable(`airalo refund: HTTP ${res.status}, the refund API is not available to this account`);
  if (res.status === 429) throw new RefundRetryLater("airalo refund: HTTP 429", res.retryAfterMs ?? AIRALO_REFUND_SPACING_MS, false);
  if (res.status === 408 || res.status >= 500) throw new RefundRetryLater(`airalo refund: HTTP ${res.status}`, res.retryAfterMs, true);
  const code = airaloErrorCode(body);
  if (code !== null && REFUND_RETRY_CODES.has(code)) throw new RefundRetryLater(`airalo refund: code ${code}`, res.retryAfterMs, false);
  const reason = refusalText(body);
  return { status: "refused", reason, iccids: iccidsNamedIn(reason, iccids) };
}

/** Retry-After in seconds, as milliseconds; null when absent or not a number of seconds. */
function retryAfterHeaderMs(res: Response): number | null {
  const h = res.headers.get("retry-after");
  return h !== null && /^\d+$/.test(h.trim()) ? Number(h.trim()) * 1000 : null;
}

function fulfilledFrom(order: any): SupplierOutcome | null {
  const sim = Array.isArray(order?.sims) ? order.sims[0] : null;
  if (!sim?.iccid) return null;
  // Airalo reports no device state; a sim it just delivered is not in use yet
  return { status: "fulfilled", deliverable: esimDeliverable(sim), transactionId: String(order.id ?? order.code), esim: { profileState: "unknown", serviceState: "ready" } };
}

/**
 * The service state an Airalo usage status says (research esim-lifecycle §5.1): NOT_ACTIVE ready,
 * ACTIVE active, FINISHED depleted, EXPIRED expired; anything else (UNKNOWN) says nothing. Airalo
 * reports no device state, and offers no suspend, resume or revoke.
 */
export function airaloServiceState(usageStatus: string): ServiceState | null {
  const map: Record<string, ServiceState> = { not_active: "ready", active: "active", finished: "depleted", expired: "expired" };
  return map[usageStatus.trim().toLowerCase()] ?? null;
}

export class AiraloClient {
  /** the calls this client made, for the supplier's circuit and counts (flushed by its user) */
  readonly meter = new CallMeter(AIRALO);

  constructor(
    private readonly env: Env,
    private readonly cfg: AiraloConfig,
    private readonly fetchFn: FetchFn,
    /** when this client's calls must all be done (a fulfilment run's deadline); none for a sync */
    private readonly deadline?: number,
  ) {}

  /** POST /v2/token (multipart form). */
  async issueToken(): Promise<IssuedToken> {
    const form = new FormData();
    form.set("client_id", this.cfg.clientId);
    form.set("client_secret", this.cfg.clientSecret);
    form.set("grant_type", "client_credentials");
    const res = await supplierCall(`${this.cfg.baseUrl}/v2/token`, { method: "POST", body: form, headers: { accept: "application/json" } }, this.opts(1));
    const body = await readJson(res);
    if (res.status !== 200 || !body?.data?.access_token) throw new Error(`airalo token: HTTP ${res.status}`);
    return { token: body.data.access_token, expiresIn: Number(body.data.expires_in) || 86_400 };
  }

  private opts(retries: number) {
    return { fetchFn: this.fetchFn, timeoutMs: this.cfg.timeoutMs, retries, deadline: this.deadline };
  }

  /** An authorised call; a 401 drops the cached token and tries once more with a fresh one. */
  private async call(path: string, init: RequestInit = {}, retries = 2): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const token = await cachedToken(this.env, AIRALO, () => this.issueToken(), this.deadline);
      const headers = new Headers(init.headers);
      headers.set("authorization", `Bearer ${token}`);
      headers.set("accept", "application/json");
      const res = await this.metered(path, () => supplierCall(`${this.cfg.baseUrl}${path}`, { ...init, headers }, this.opts(retries)));
      if (res.status !== 401 || attempt > 0) return res;
      await res.body?.cancel();
      await dropToken(this.env, AIRALO);
    }
  }

  /** One call, noted in the meter: failed on no answer, a 5xx or 429, or one that never reached Airalo; ok on any other. */
  private async metered(path: string, send: () => Promise<Response>): Promise<Response> {
    let res: Response;
    try {
      res = await send();
    } catch (e) {
      if (e instanceof SupplierUnreachable && !(e instanceof NoTimeLeft)) this.meter.failed(e.message);
      throw e;
    }
    if (res.status === 429 || res.status >= 500) this.meter.failed(`${path.split("?")[0]}: HTTP ${res.status}`);
    else this.meter.ok();
    return res;
  }

  /** Writes the calls made so far to the circuit and the call counts. */
  flush(): Promise<void> {
    return this.meter.flush(this.env);
  }

  /** Every sim and top-up package of both catalog types, page by page. */
  async packages(): Promise<AiraloPackage[]> {
    const out: AiraloPackage[] = [];
    for (const type of ["local", "global"]) {
      for (let page = 1; page <= 100; page++) {
        // include=topup: the top-up packages come with the sim packages (research §1 Catalog)
        const res = await this.call(`/v2/packages?filter[type]=${type}&limit=1000&page=${page}&include=topup`);
        const body = await readJson(res);
        if (res.status !== 200) throw new Error(`airalo packages: HTTP ${res.status}`);
        const items: any[] = Array.isArray(body.data) ? body.data : [];
        for (const item of items) out.push(...packagesOf(item, type));
        const last = Number(body.meta?.last_page ?? page);
        if (items.length === 0 || page >= last) break;
      }
    }
    return out;
  }

  /** The order we placed under this reference, if Airalo has one (its filter is a LIKE search: match exactly). */
  async lookup(reference: string): Promise<any | null> {
    const res = await this.call(`/v2/orders?filter[description]=${encodeURIComponent(reference)}&include=sims`);
    const body = await readJson(res);
    if (res.status !== 200) throw new Error(`airalo order lookup: HTTP ${res.status}`);
    const items: any[] = Array.isArray(body.data) ? body.data : [];
    return items.find((o) => o?.description === reference) ?? null;
  }

  /**
   * The orders Airalo shows `refunded` among those created from `from` to `to`, each once with
   * its sims' ICCIDs: `GET /v2/orders?filter[order_status]=refunded&filter[created_at]=Y-m-d -
   * Y-m-d&include=sims,status`, whole days (UTC) covering the range, read to the last page. A
   * page that cannot be read (after the usual read retries), or more than MAX_REFUNDED_PAGES of
   * them, fails the whole call, so a caller never takes part of a range for all of it.
   */
  async refundedOrders(range: { from: number; to: number }): Promise<AiraloRefundedOrder[]> {
    if (!(range.from <= range.to)) throw new RangeError("refundedOrders: from is after to");
    const found = new Map<string, AiraloRefundedOrder>();
    for (let page = 1; ; page++) {
      if (page > MAX_REFUNDED_PAGES) throw new Error(`airalo refunded orders: more than ${MAX_REFUNDED_PAGES} pages`);
      const q = new URLSearchParams({
        "filter[order_status]": "refunded",
        "filter[created_at]": `${airaloDay(range.from)} - ${airaloDay(range.to)}`,
        include: "sims,status",
        limit: String(REFUNDED_PAGE_SIZE),
        page: String(page),
      });
      const res = await this.call(`/v2/orders?${q}`);
      const body = await readJson(res);
      if (res.status !== 200 || !Array.isArray(body?.data)) throw new Error(`airalo refunded orders: HTTP ${res.status}`);
      const items: any[] = body.data;
      for (const o of items) {
        if (o?.id === undefined || o?.id === null || String(o.id) === "") continue;
        // the filter decides; a status shown beside it must agree
        const slug = o?.status?.slug ?? o?.status?.name;
        if (typeof slug === "string" && slug.toLowerCase() !== "refunded") continue;
        const orderId = String(o.id);
        const iccids: string[] = (Array.isArray(o.sims) ? o.sims : []).map((s: any) => (s?.iccid != null ? String(s.iccid) : "")).filter((i: string) => i !== "");
        const description = typeof o.description === "string" && o.description.startsWith("ord_") ? o.description : null;
        // an order can come twice when new orders shift the pages while they are read
        const known = found.get(orderId);
        if (known) known.iccids = [...new Set([...known.iccids, ...iccids])];
        else found.set(orderId, { orderId, iccids: [...new Set(iccids)], reference: description });
      }
      const last = Number(body.meta?.last_page);
      if (items.length === 0 || (Number.isInteger(last) && last > 0 ? page >= last : body.links?.next == null)) break;
    }
    return [...found.values()];
  }

  async purchase(reference: string, packageId: string): Promise<SupplierOutcome> {
    const known = await this.lookup(reference);
    if (known) return outcomeOfOrder(known);
    let res: Response;
    try {
      const body = JSON.stringify({ quantity: 1, package_id: packageId, type: "sim", description: reference });
      // as Airalo's SDK does: hex HMAC-SHA512 of the JSON body under the client secret (code 14 when wrong)
      const signature = await hmacHex("SHA-512", this.cfg.clientSecret, body);
      res = await this.call("/v2/orders", { method: "POST", headers: { "content-type": "application/json", "airalo-signature": signature }, body }, 0);
    } catch (e) {
      if (e instanceof NeverReached) return { status: "failed", reason: "supplier: the supplier could not be reached", transactionId: null, retry: "unreached" };
      if (!(e instanceof SupplierUnreachable)) throw e;
      return this.afterUncertain(reference);
    }
    if (NEVER_REACHED_STATUSES.has(res.status)) return { status: "failed", reason: "supplier: the supplier could not be reached", transactionId: null, retry: "unreached" };
    const body = await readJson(res);
    if (res.status === 200) return fulfilledFrom(body.data) ?? this.afterUncertain(reference);
    if (res.status === 429 || res.status >= 500) return this.afterUncertain(reference);
    return this.refusalOf(res, body, "the order was refused") ?? this.afterUncertain(reference);
  }

  /** A 4xx answer to a purchase as our outcome; null when it settles nothing (its fate is looked up). */
  private refusalOf(res: Response, body: any, fallback: string): SupplierOutcome | null {
    const code = airaloErrorCode(body);
    const retry = code !== null ? RETRY_CODES[code] : undefined;
    if (retry) return { status: "failed", reason: `supplier: ${retry.reason}`, transactionId: null, retry: retry.retry };
    if (code !== null && AMBIGUOUS_CODES.has(code)) return null;
    const why = code !== null ? FAILED_CODES[code] : undefined;
    if (why || res.status === 422 || res.status === 400 || res.status === 404) {
      return { status: "failed", reason: `supplier: ${why ?? body?.meta?.message ?? fallback}`, transactionId: null };
    }
    return null;
  }

  /** The top-up package ids Airalo offers for this eSIM now (none for an ICCID it does not know or will not top up). */
  async topups(iccid: string): Promise<string[]> {
    const res = await this.call(`/v2/sims/${encodeURIComponent(iccid)}/topups`);
    const body = await readJson(res);
    if (res.status === 404 || res.status === 422) return [];
    if (res.status !== 200) throw new Error(`airalo topups: HTTP ${res.status}`);
    const items: any[] = Array.isArray(body?.data) ? body.data : [];
    return items.filter((p) => p?.id && (p.type === undefined || p.type === "topup")).map((p) => String(p.id));
  }

  /**
   * Tops up `iccid` with `packageId` (multipart form, as published), unless an order under our
   * reference exists already: then that one is the answer, so a retry never buys twice.
   */
  async purchaseTopup(reference: string, packageId: string, iccid: string): Promise<SupplierOutcome> {
    const known = await this.lookup(reference);
    if (known) return outcomeOfTopup(known, iccid);
    let res: Response;
    try {
      const form = new FormData();
      form.set("package_id", packageId);
      form.set("iccid", iccid);
      form.set("description", reference);
      res = await this.call("/v2/orders/topups", { method: "POST", body: form }, 0);
    } catch (e) {
      if (e instanceof NeverReached) return { status: "failed", reason: "supplier: the supplier could not be reached", transactionId: null, retry: "unreached" };
      if (!(e instanceof SupplierUnreachable)) throw e;
      return this.afterUncertainTopup(reference, iccid);
    }
    if (NEVER_REACHED_STATUSES.has(res.status)) return { status: "failed", reason: "supplier: the supplier could not be reached", transactionId: null, retry: "unreached" };
    const body = await readJson(res);
    if (res.status === 200 && body?.data) return outcomeOfTopup(body.data, iccid);
    if (res.status === 200 || res.status === 429 || res.status >= 500) return this.afterUncertainTopup(reference, iccid);
    return this.refusalOf(res, body, "the top-up was refused") ?? this.afterUncertainTopup(reference, iccid);
  }

  private async afterUncertainTopup(reference: string, iccid: string): Promise<SupplierOutcome> {
    const found = await this.lookup(reference).catch(() => undefined);
    if (found === undefined) return { status: "pending", transactionId: null };
    return found ? outcomeOfTopup(found, iccid) : { status: "pending", transactionId: null, absent: true };
  }

  /**
   * The order's fate is unknown: ask by reference. Found: its outcome. Not found: nothing was
   * bought (`absent`), so another route, or a later run, may buy. The look-up failing too: still
   * unknown (pending, not absent), asked again later.
   */
  private async afterUncertain(reference: string): Promise<SupplierOutcome> {
    const found = await this.lookup(reference).catch(() => undefined);
    if (found === undefined) return { status: "pending", transactionId: null };
    return found ? outcomeOfOrder(found) : { status: "pending", transactionId: null, absent: true };
  }

  /** GET /v2/sims/{iccid}/usage: the only read that carries the eSIM's own status. */
  private async readUsage(iccid: string): Promise<{ status: number; data: any }> {
    const res = await this.call(`/v2/sims/${encodeURIComponent(iccid)}/usage`);
    const body = await readJson(res);
    return { status: res.status, data: body?.data ?? {} };
  }

  async usage(iccid: string): Promise<EsimUsage> {
    const { status, data } = await this.readUsage(iccid);
    if (status !== 200) throw new Error(`airalo usage: HTTP ${status}`);
    const d = data;
    const unlimited = d.is_unlimited === true;
    return {
      status: String(d.status ?? "UNKNOWN").toLowerCase(),
      // for unlimited plans Airalo's remaining/total mean nothing
      data_total_mb: unlimited ? null : Number(d.total ?? 0),
      data_remaining_mb: unlimited ? null : Number(d.remaining ?? 0),
      unlimited,
      expires_at: d.expired_at ? new Date(String(d.expired_at).replace(" ", "T") + (/[zZ]|[+-]\d\d:?\d\d$/.test(d.expired_at) ? "" : "Z")).toISOString() : null,
    };
  }

  /**
   * The eSIM's status as Airalo states it now, unchanged (`NOT_ACTIVE`, `ACTIVE`, `FINISHED`,
   * `EXPIRED`, `UNKNOWN`, `RECYCLED`…), read past any cache of ours; null when Airalo does not
   * know the ICCID. Airalo itself caches this read for up to 20 minutes and limits it per ICCID;
   * a 429 or 5xx it still answers after the usual read retries is thrown.
   */
  async esimStatus(iccid: string): Promise<string | null> {
    const { status, data } = await this.readUsage(iccid);
    if (status === 404) return null;
    if (status !== 200) throw new Error(`airalo esim status: HTTP ${status}`);
    return typeof data?.status === "string" && data.status.trim() !== "" ? data.status.trim().toUpperCase() : "UNKNOWN";
  }

  /**
   * POST /v2/refund for up to 5 eSIMs, once: `{status: "requested", supplierRefundId}` when
   * Airalo takes it for review (202), `{status: "refused", reason, iccids}` when it says it never
   * will (422, or another 4xx naming the ICCIDs). Throws RangeError for a request that could not
   * be valid (nothing sent), RefundsUnavailable while AIRALO_REFUNDS is off or when Airalo denies
   * the refund API (401/403), and RefundRetryLater for a 429, 5xx, timeout, token failure or any
   * answer that settles nothing: the caller queues it and sends it again, one request at a time.
   */
  async requestRefund(req: { iccids: readonly string[]; reason: RefundReason; notes?: string | null; email?: string | null }): Promise<SupplierRefundAnswer> {
    if (!this.cfg.refunds) throw new RefundsUnavailable("airalo refund: AIRALO_REFUNDS is off");
    const body = airaloRefundBody(req);
    let res: Response;
    try {
      // never retried here: the limit is one request per 5 minutes, and a repeat may open a second request
      res = await this.call("/v2/refund", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }, 0);
    } catch (e) {
      if (e instanceof NoTimeLeft) throw new RefundRetryLater(`airalo refund: ${e.message}`, null, false);
      if (e instanceof SupplierUnreachable) throw new RefundRetryLater(`airalo refund: ${e.message}`, null, true);
      // the token could not be had: nothing was asked
      throw new RefundRetryLater(`airalo refund: ${e instanceof Error ? e.message : "error"}`, null, false);
    }
    return refundAnswerOf({ status: res.status, retryAfterMs: retryAfterHeaderMs(res) }, await readJson(res), body.iccids);
  }

  async balance(): Promise<{ cents: number; currency: string }> {
    const res = await this.call("/v2/balance");
    const body = await readJson(res);
    const b = body?.data?.balances?.availableBalance;
    if (res.status !== 200 || b?.amount === undefined) throw new Error(`airalo balance: HTTP ${res.status}`);
    return { cents: usdToCentsFloor(b.amount), currency: String(b.currency ?? "USD") };
  }
}

function packagesOf(item: any, type: string): AiraloPackage[] {
  const out: AiraloPackage[] = [];
  for (const op of item?.operators ?? []) {
    const countries: string[] = (op.countries ?? [])
      .map((c: any) => String(c?.country_code ?? "").toUpperCase())
      .filter((c: string) => /^[A-Z]{2}$/.test(c));
    if (countries.length === 0 && /^[A-Z]{2}$/i.test(item.country_code ?? "")) countries.push(String(item.country_code).toUpperCase());
    const coverage = type === "global" ? "global" : countries.length > 1 ? "region" : "country";
    for (const p of op.packages ?? []) {
      if ((p?.type !== "sim" && p?.type !== "topup") || p.net_price === undefined || !p.id) continue;
      out.push({
        packageId: String(p.id),
        title: String(p.title ?? p.id),
        coverage,
        countries: [...new Set(countries)].sort(),
        dataMb: Number(p.amount ?? 0),
        unlimited: p.is_unlimited === true,
        days: Number(p.day ?? 0),
        costCents: usdToCentsCeil(p.net_price),
        topup: p.type === "topup",
      });
    }
  }
  return out;
}
