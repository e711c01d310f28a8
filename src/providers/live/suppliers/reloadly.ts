// Reloadly Airtime (top-ups): token from the auth host, operators per country, operator
// detection from the number, top-ups with our ord_ id as `customIdentifier` (which Reloadly
// refuses to reuse), look-up by that reference, balance, and the top-ups Reloadly reversed
// (status REFUNDED in its transactions report), read page by page to the report's last page:
// a reversal list is either whole for its range or not given at all.
import { maskPhone } from "../../../lib/phone";
import type { SupplierOutcome, SupplierReversal } from "../../types";
import type { ReloadlyConfig } from "./config";
import { CallMeter } from "./circuit";
import { type FetchFn, NoTimeLeft, SupplierUnreachable, readJson, supplierCall, usdToCentsFloor } from "./http";
import { cachedToken, dropToken, type IssuedToken } from "./tokens";

export const RELOADLY = "reloadly";
const ACCEPT = "application/com.reloadly.topups-v1+json";

export interface ReloadlyOperator {
  operatorId: number;
  name: string;
  /** discount we get, in basis points of the amount */
  commissionBps: number;
  fixedCents: number[] | null;
  minCents: number | null;
  maxCents: number | null;
}

/** Refusals that will not change on a retry: the partner is refunded. */
const FAILED_CODES = new Set([
  "COUNTRY_NOT_SUPPORTED",
  "INVALID_RECIPIENT_PHONE",
  "INVALID_PHONE_NUMBER",
  "COULD_NOT_AUTO_DETECT_OPERATOR",
  "INVALID_AMOUNT_FOR_OPERATOR",
  "OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE",
  "TOPUP_TRANSACTION_FAILED",
  "MAX_DAILY_TRANSACTION_COUNT_REACHED",
  "MAX_DAILY_TRANSACTION_AMOUNT_REACHED",
]);
// Everything else (INSUFFICIENT_BALANCE, TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT,
// PHONE_RECENTLY_RECHARGED, FX_RATE_NOT_AVAILABLE, INVALID_CREDENTIALS…) keeps the order pending.
export const DUPLICATE_REFERENCE = "CUSTOM_IDENTIFIER_ALREADY_USED";

export function canTake(op: ReloadlyOperator, cents: number): boolean {
  if (op.fixedCents) return op.fixedCents.includes(cents);
  return op.minCents !== null && op.maxCents !== null && op.minCents <= cents && cents <= op.maxCents;
}

/** "4.5" (percent) → 450 bps, without floats. */
export function percentToBps(value: unknown): number {
  const m = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(String(value ?? "0"));
  if (!m) return 0;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

const cents = (v: unknown) => Math.round(Number(v) * 100);

export function operatorOf(o: any): ReloadlyOperator {
  const fixed = o.denominationType === "FIXED";
  return {
    operatorId: Number(o.operatorId ?? o.id),
    name: String(o.name ?? ""),
    commissionBps: percentToBps(o.commission),
    fixedCents: fixed ? (o.fixedAmounts ?? []).map(cents) : null,
    minCents: fixed || o.minAmount == null ? null : cents(o.minAmount),
    maxCents: fixed || o.maxAmount == null ? null : cents(o.maxAmount),
  };
}

function receipt(tx: any, destination: string): Record<string, unknown> {
  return {
    type: "topup_receipt",
    destination: maskPhone(destination),
    operator: String(tx.operatorName ?? ""),
    delivered_amount: String(tx.deliveredAmount ?? ""),
    delivered_currency: String(tx.deliveredAmountCurrencyCode ?? ""),
    supplier_reference: String(tx.transactionId),
  };
}

/** A Reloadly transaction (top-up answer, status or report row) as our outcome. */
export function outcomeOf(tx: any, destination: string): SupplierOutcome {
  const id = tx?.transactionId != null ? String(tx.transactionId) : null;
  const status = String(tx?.status ?? "SUCCESSFUL").toUpperCase();
  if (status === "SUCCESSFUL") return { status: "fulfilled", deliverable: receipt(tx, destination), transactionId: id! };
  if (status === "FAILED" || status === "REFUNDED") return { status: "failed", reason: `supplier: the top-up was ${status.toLowerCase()}`, transactionId: id };
  return { status: "pending", transactionId: id };
}

/** A time as the transactions report takes it: `YYYY-MM-DD HH:mm:ss`, in UTC. */
export function reportDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

/** Rows asked for per report page (Reloadly's default page size). */
export const REPORT_PAGE_SIZE = 200;
/** More pages than this for one range is taken for a report that does not end, not a long one. */
export const MAX_REPORT_PAGES = 500;

/** A report row Reloadly shows as REFUNDED, as our reversal; null for any other row. */
export function reversalOf(tx: any): SupplierReversal | null {
  if (String(tx?.status ?? "").toUpperCase() !== "REFUNDED" || tx?.transactionId == null) return null;
  const ref = tx.customIdentifier;
  return { transactionId: String(tx.transactionId), customIdentifier: typeof ref === "string" && ref !== "" ? ref : null };
}

export class ReloadlyClient {
  /** the calls this client made, for the supplier's circuit and counts (flushed by its user) */
  readonly meter = new CallMeter(RELOADLY);

  constructor(
    private readonly env: Env,
    private readonly cfg: ReloadlyConfig,
    private readonly fetchFn: FetchFn,
    /** when this client's calls must all be done (a fulfilment run's deadline); none for a sync */
    private readonly deadline?: number,
  ) {}

  private opts(retries: number) {
    return { fetchFn: this.fetchFn, timeoutMs: this.cfg.timeoutMs, retries, deadline: this.deadline };
  }

  async issueToken(): Promise<IssuedToken> {
    const res = await supplierCall(`${this.cfg.authUrl}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ client_id: this.cfg.clientId, client_secret: this.cfg.clientSecret, grant_type: "client_credentials", audience: this.cfg.audience }),
    }, this.opts(1));
    const body = await readJson(res);
    if (res.status !== 200 || !body?.access_token) throw new Error(`reloadly token: HTTP ${res.status} ${body?.errorCode ?? ""}`.trim());
    return { token: body.access_token, expiresIn: Number(body.expires_in) || 86_400 };
  }

  private async call(path: string, init: RequestInit = {}, retries = 2): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const token = await cachedToken(this.env, RELOADLY, () => this.issueToken(), this.deadline);
      const headers = new Headers(init.headers);
      headers.set("authorization", `Bearer ${token}`);
      headers.set("accept", ACCEPT);
      let res: Response;
      try {
        res = await supplierCall(`${this.cfg.apiUrl}${path}`, { ...init, headers }, this.opts(retries));
      } catch (e) {
        if (e instanceof SupplierUnreachable && !(e instanceof NoTimeLeft)) this.meter.failed(e.message);
        throw e;
      }
      if (res.status === 429 || res.status >= 500) this.meter.failed(`${path.split("?")[0]}: HTTP ${res.status}`);
      else this.meter.ok();
      if (res.status !== 401 || attempt > 0) return res;
      await res.body?.cancel();
      await dropToken(this.env, RELOADLY);
    }
  }

  /** Writes the calls made so far to the circuit and the call counts. */
  flush(): Promise<void> {
    return this.meter.flush(this.env);
  }

  async operators(country: string): Promise<ReloadlyOperator[]> {
    const res = await this.call(`/operators/countries/${country}?suggestedAmountsMap=false`);
    const body = await readJson(res);
    if (res.status === 404 || body?.errorCode === "COUNTRY_NOT_SUPPORTED") return [];
    if (res.status !== 200 || !Array.isArray(body)) throw new Error(`reloadly operators ${country}: HTTP ${res.status}`);
    return body.map(operatorOf);
  }

  /** The operator of this number, or null when Reloadly cannot tell. */
  async detect(phone: string, country: string): Promise<ReloadlyOperator | null> {
    const res = await this.call(`/operators/auto-detect/phone/${encodeURIComponent(phone.replace(/^\+/, ""))}/countries/${country}?suggestedAmountsMap=true`);
    const body = await readJson(res);
    if (res.status === 200) return operatorOf(body);
    if (res.status >= 400 && res.status < 500 && res.status !== 429) return null;
    throw new Error(`reloadly operator detection: HTTP ${res.status}`);
  }

  async lookup(reference: string, since: number): Promise<any | null> {
    const day = (t: number) => new Date(t).toISOString().slice(0, 10);
    const q = new URLSearchParams({ customIdentifier: reference, startDate: `${day(since - 86_400_000)} 00:00:00`, endDate: `${day(Date.now() + 86_400_000)} 23:59:59`, page: "1", size: "5" });
    const res = await this.call(`/topups/reports/transactions?${q}`);
    const body = await readJson(res);
    if (res.status !== 200) throw new Error(`reloadly transaction lookup: HTTP ${res.status}`);
    const items: any[] = Array.isArray(body.content) ? body.content : [];
    return items.find((t) => t?.customIdentifier === reference) ?? null;
  }

  async purchase(order: { reference: string; operatorId: number; amountCents: number; destination: string; country: string; createdAt: number }): Promise<SupplierOutcome> {
    const known = await this.lookup(order.reference, order.createdAt);
    if (known) return outcomeOf(known, order.destination);
    let res: Response;
    try {
      res = await this.call("/topups", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          operatorId: order.operatorId,
          amount: (order.amountCents / 100).toFixed(2),
          useLocalAmount: false,
          customIdentifier: order.reference,
          recipientPhone: { countryCode: order.country, number: order.destination.replace(/^\+/, "") },
        }),
      }, 0);
    } catch (e) {
      if (!(e instanceof SupplierUnreachable)) throw e;
      return this.afterUncertain(order);
    }
    const body = await readJson(res);
    if (res.status === 200) return outcomeOf(body, order.destination);
    if (res.status === 429 || res.status >= 500 || body?.errorCode === DUPLICATE_REFERENCE) return this.afterUncertain(order);
    if (FAILED_CODES.has(body?.errorCode)) return { status: "failed", reason: `supplier: ${String(body.errorCode).toLowerCase().replaceAll("_", " ")}`, transactionId: null };
    return { status: "pending", transactionId: null };
  }

  private async afterUncertain(order: { reference: string; destination: string; createdAt: number }): Promise<SupplierOutcome> {
    const found = await this.lookup(order.reference, order.createdAt).catch(() => null);
    return found ? outcomeOf(found, order.destination) : { status: "pending", transactionId: null };
  }

  /**
   * The top-ups made between `from` and `to` (ms, inclusive; Reloadly's `transactionDate`, read as
   * UTC) that the report now shows as REFUNDED, each once. The report filters by date but not by
   * status, so every page of the range is read. Throws (nothing returned) when a page cannot be
   * read or the report runs past MAX_REPORT_PAGES, so a caller never takes part of a range for all of it.
   */
  async reversedTopups(range: { from: number; to: number }): Promise<SupplierReversal[]> {
    if (!(range.from <= range.to)) throw new RangeError("reversedTopups: from is after to");
    const found = new Map<string, SupplierReversal>();
    for (let page = 1; ; page++) {
      if (page > MAX_REPORT_PAGES) throw new Error(`reloadly transactions report: more than ${MAX_REPORT_PAGES} pages`);
      const q = new URLSearchParams({ startDate: reportDate(range.from), endDate: reportDate(range.to), page: String(page), size: String(REPORT_PAGE_SIZE) });
      const res = await this.call(`/topups/reports/transactions?${q}`);
      const body = await readJson(res);
      if (res.status !== 200 || !Array.isArray(body?.content)) throw new Error(`reloadly transactions report: HTTP ${res.status}`);
      const rows: any[] = body.content;
      for (const row of rows) {
        const r = reversalOf(row);
        // a row can come twice when new top-ups shift the pages while they are read
        if (r && !found.has(r.transactionId)) found.set(r.transactionId, r);
      }
      const total = Number(body.totalPages);
      if (body.last === true || rows.length === 0 || (Number.isInteger(total) && total > 0 && page >= total)) break;
    }
    return [...found.values()];
  }

  async balance(): Promise<{ cents: number; currency: string }> {
    const res = await this.call("/accounts/balance");
    const body = await readJson(res);
    if (res.status !== 200 || body?.balance === undefined) throw new Error(`reloadly balance: HTTP ${res.status}`);
    return { cents: usdToCentsFloor(body.balance), currency: String(body.currencyCode ?? "USD") };
  }
}
