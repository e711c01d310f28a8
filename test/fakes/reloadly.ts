// A local Reloadly Airtime API (research §2): the auth host's token endpoint, operators by
// country, operator auto-detection, sync top-ups that refuse a reused customIdentifier, the
// transactions report (newest first, filtered by customIdentifier and by transactionDate between
// startDate and endDate, never by status, in pages of `size` from page 1), reversals that turn a
// transaction REFUNDED after the fact, balance, and the documented error body. Dates are
// `YYYY-MM-DD HH:mm:ss` on the fake's clock, in UTC.
import { type Fault, type Handler, hangUntilAborted, json } from "./http";

export const RELOADLY_ACCEPT = "application/com.reloadly.topups-v1+json";

export interface FakeOperator {
  operatorId: number;
  name: string;
  country: string;
  /** national number prefixes this operator's numbers start with */
  prefixes: string[];
  denominationType: "FIXED" | "RANGE";
  fixedAmounts?: number[];
  minAmount?: number;
  maxAmount?: number;
  commission: number;
  destinationCurrencyCode: string;
  fxRate: number;
}

export const RELOADLY_ERRORS = [
  "INVALID_TOKEN", "TOKEN_EXPIRED", "INVALID_CREDENTIALS", "COUNTRY_NOT_SUPPORTED", "INVALID_RECIPIENT_PHONE", "INVALID_PHONE_NUMBER",
  "COULD_NOT_AUTO_DETECT_OPERATOR", "INVALID_AMOUNT_FOR_OPERATOR", "PHONE_RECENTLY_RECHARGED", "OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE",
  "INSUFFICIENT_BALANCE", "TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT", "TOPUP_TRANSACTION_FAILED", "MAX_DAILY_TRANSACTION_COUNT_REACHED",
  "MAX_DAILY_TRANSACTION_AMOUNT_REACHED", "FX_RATE_NOT_AVAILABLE",
] as const;

/** The fake's date format, as its report takes and shows dates. */
export const reloadlyDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

function error(path: string, errorCode: string, status: number, message = errorCode.toLowerCase().replaceAll("_", " ")): Response {
  return json({ timeStamp: "2026-11-23 03:00:00", message, path, errorCode, infoLink: null, details: [] }, status);
}

export class FakeReloadly {
  clientId = "fake-reloadly-client";
  clientSecret = "fake-reloadly-secret";
  audience = "https://topups.reloadly.fake.test";
  tokens = new Set<string>();
  tokenRequests = 0;
  topupPosts = 0;
  balance = 80.25;
  operators: FakeOperator[] = [];
  transactions: Record<string, unknown>[] = [];
  /** the status a new top-up is created with (PROCESSING: change it on the transaction later) */
  topupStatus = "SUCCESSFUL";
  topupFaults: (Fault | { kind: "hang-after-create" } | { kind: "code"; code: string; status?: number })[] = [];
  /** the report pages served, as asked for (page, size, startDate, endDate) */
  reportReads: { page: number; size: number; startDate: string | null; endDate: string | null }[] = [];
  /** faults for the next report reads, in order (null: that read is answered as usual) */
  reportFaults: (Fault | null)[] = [];
  /** the fake's clock: a new top-up's transactionDate */
  now = () => Date.now();
  private seq = 51000;

  /** Reloadly reverses a top-up after the fact: its status reads REFUNDED from now on (and its money is back). */
  reverse(transactionId: number | string): Record<string, unknown> {
    const tx = this.transactions.find((t) => String(t.transactionId) === String(transactionId));
    if (!tx) throw new Error(`no transaction ${transactionId}`);
    if (tx.status !== "REFUNDED") {
      const cost = Number((tx.balanceInfo as { cost?: number } | null)?.cost ?? 0);
      this.balance += cost;
    }
    tx.status = "REFUNDED";
    return tx;
  }

  /** GET /topups/reports/transactions: newest first, filtered, one page of it. */
  private report(req: Request, url: URL): Promise<Response> | Response {
    const fault = this.reportFaults.shift();
    if (fault?.kind === "status") return json(fault.body, fault.status, fault.headers);
    if (fault?.kind === "hang") return hangUntilAborted(req);
    const ref = url.searchParams.get("customIdentifier");
    const start = url.searchParams.get("startDate");
    const end = url.searchParams.get("endDate");
    const page = Math.max(1, Number(url.searchParams.get("page") ?? "1") || 1);
    const size = Math.max(1, Number(url.searchParams.get("size") ?? "200") || 200);
    this.reportReads.push({ page, size, startDate: start, endDate: end });
    const rows = [...this.transactions].reverse().filter((t) => {
      const date = String(t.transactionDate ?? "");
      return (!ref || t.customIdentifier === ref) && (!start || date >= start) && (!end || date <= end);
    });
    const content = rows.slice((page - 1) * size, page * size);
    const totalPages = Math.max(1, Math.ceil(rows.length / size));
    return json({
      content,
      pageable: { sort: { sorted: false, unsorted: true, empty: true }, pageNumber: page - 1, pageSize: size, offset: (page - 1) * size, paged: true, unpaged: false },
      totalElements: rows.length,
      totalPages,
      last: page >= totalPages,
      first: page === 1,
      number: page - 1,
      size,
      numberOfElements: content.length,
      sort: { sorted: false, unsorted: true, empty: true },
      empty: content.length === 0,
    });
  }

  /** The auth host (auth.reloadly.com). */
  auth: Handler = async (req) => {
    const path = new URL(req.url).pathname;
    if (req.method !== "POST" || path !== "/oauth/token") return error(path, "NOT_FOUND", 404);
    this.tokenRequests++;
    const body = (await req.json()) as Record<string, string>;
    if (body.client_id !== this.clientId || body.client_secret !== this.clientSecret || body.grant_type !== "client_credentials") {
      return error(path, "INVALID_CREDENTIALS", 401, "Access Denied");
    }
    if (body.audience !== this.audience) return error(path, "INVALID_CREDENTIALS", 401, "Invalid audience");
    const token = `reloadly-token-${this.tokenRequests}`;
    this.tokens.add(token);
    return json({ access_token: token, scope: "developer send-topups read-operators read-promotions read-topups-history read-prepaid-balance", expires_in: 5184000, token_type: "Bearer" });
  };

  /** The API host (topups.reloadly.com). */
  api: Handler = async (req) => {
    const url = new URL(req.url);
    const path = url.pathname;
    const auth = req.headers.get("authorization") ?? "";
    if (!auth.startsWith("Bearer ") || !this.tokens.has(auth.slice(7))) return error(path, "INVALID_TOKEN", 401, "Invalid token");
    if (req.headers.get("accept") !== RELOADLY_ACCEPT) return error(path, "UNSUPPORTED_MEDIA_TYPE", 406, "Not acceptable");
    let m: RegExpExecArray | null;
    if (req.method === "GET" && (m = /^\/operators\/countries\/([A-Z]{2})$/.exec(path))) {
      const ops = this.operators.filter((o) => o.country === m![1]);
      return ops.length ? json(ops.map((o) => this.operatorView(o))) : error(path, "COUNTRY_NOT_SUPPORTED", 404);
    }
    if (req.method === "GET" && (m = /^\/operators\/auto-detect\/phone\/(\d+)\/countries\/([A-Z]{2})$/.exec(path))) {
      const op = this.detect(m[1]!, m[2]!);
      return op ? json(this.operatorView(op)) : error(path, "COULD_NOT_AUTO_DETECT_OPERATOR", 404, "Could not auto detect operator for the given phone number");
    }
    if (req.method === "POST" && path === "/topups") return this.topup(req, path);
    if (req.method === "GET" && path === "/topups/reports/transactions") return this.report(req, url);
    if (req.method === "GET" && path === "/accounts/balance") {
      return json({ balance: this.balance, currencyCode: "USD", currencyName: "US Dollar", updatedAt: "2026-11-23 03:00:00" });
    }
    return error(path, "NOT_FOUND", 404);
  };

  private operatorView(o: FakeOperator) {
    return {
      id: o.operatorId,
      operatorId: o.operatorId,
      name: o.name,
      bundle: false,
      data: false,
      pin: false,
      supportsLocalAmounts: false,
      denominationType: o.denominationType,
      senderCurrencyCode: "USD",
      senderCurrencySymbol: "$",
      destinationCurrencyCode: o.destinationCurrencyCode,
      destinationCurrencySymbol: "$",
      commission: o.commission,
      internationalDiscount: o.commission,
      localDiscount: 0,
      mostPopularAmount: null,
      minAmount: o.denominationType === "RANGE" ? o.minAmount : null,
      maxAmount: o.denominationType === "RANGE" ? o.maxAmount : null,
      localMinAmount: null,
      localMaxAmount: null,
      country: { isoName: o.country, name: o.country },
      fx: { rate: o.fxRate, currencyCode: o.destinationCurrencyCode },
      logoUrls: [],
      fixedAmounts: o.denominationType === "FIXED" ? o.fixedAmounts : [],
      fixedAmountsDescriptions: {},
      localFixedAmounts: [],
      suggestedAmounts: [],
      suggestedAmountsMap: {},
      promotions: [],
    };
  }

  private detect(number: string, country: string): FakeOperator | undefined {
    const cc = country === "MX" ? "52" : country === "NG" ? "234" : "";
    const national = number.startsWith(cc) ? number.slice(cc.length) : number;
    return this.operators.find((o) => o.country === country && o.prefixes.some((p) => national.startsWith(p)));
  }

  private async topup(req: Request, path: string): Promise<Response> {
    this.topupPosts++;
    const body = (await req.json()) as { operatorId: number; amount: string | number; customIdentifier?: string; recipientPhone: { countryCode: string; number: string } };
    const fault = this.topupFaults.shift();
    if (fault?.kind === "hang") return hangUntilAborted(req);
    if (fault?.kind === "status") return json(fault.body, fault.status, fault.headers);
    if (fault?.kind === "code") return error(path, fault.code, fault.status ?? 400);
    if (body.customIdentifier && this.transactions.some((t) => t.customIdentifier === body.customIdentifier)) {
      return error(path, "CUSTOM_IDENTIFIER_ALREADY_USED", 400, "Custom identifier already used");
    }
    const op = this.operators.find((o) => o.operatorId === body.operatorId);
    if (!op) return error(path, "OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE", 400);
    const amount = Number(body.amount);
    const ok = op.denominationType === "FIXED" ? op.fixedAmounts!.includes(amount) : amount >= op.minAmount! && amount <= op.maxAmount!;
    if (!ok) return error(path, "INVALID_AMOUNT_FOR_OPERATOR", 400);
    const discount = Math.round(amount * op.commission) / 100;
    const tx = {
      transactionId: ++this.seq,
      status: this.topupStatus,
      operatorTransactionId: `OP${this.seq}`,
      customIdentifier: body.customIdentifier ?? null,
      recipientPhone: `${body.recipientPhone.number}`,
      recipientEmail: null,
      senderPhone: null,
      countryCode: body.recipientPhone.countryCode,
      operatorId: op.operatorId,
      operatorName: op.name,
      discount,
      discountCurrencyCode: "USD",
      requestedAmount: amount,
      requestedAmountCurrencyCode: "USD",
      deliveredAmount: Math.round(amount * op.fxRate * 100) / 100,
      deliveredAmountCurrencyCode: op.destinationCurrencyCode,
      transactionDate: reloadlyDate(this.now()),
      pinDetail: null,
      balanceInfo: { oldBalance: this.balance, newBalance: this.balance - (amount - discount), cost: amount - discount, currencyCode: "USD", currencyName: "US Dollar", updatedAt: "2026-11-23 03:00:00" },
    };
    this.balance -= amount - discount;
    this.transactions.push(tx);
    if (fault?.kind === "hang-after-create") return hangUntilAborted(req);
    return json(tx);
  }
}
