// A local Airalo Partner API (research §1): token, catalog pages, sync orders, order look-up by
// description (a LIKE search) or by status and creation day (`filter[order_status]`,
// `filter[created_at]=Y-m-d - Y-m-d`, paged by `limit` and `page`, where an order the test
// marked refunded shows `refunded` with its sims), usage (one read per ICCID per 15 minutes, else 429 with
// Retry-After), balance, top-ups of a sold eSIM (the `topup` packages of the eSIM's catalog
// item, GET /v2/sims/{iccid}/topups, and POST /v2/orders/topups as a multipart form with
// package_id, iccid and description), refund requests (POST /v2/refund: at most 5 ICCIDs of
// this account, a reason from the published list, notes required for OTHERS, 202 with a
// refund_id, 422 otherwise, and 429 for a request within the refund window of the previous
// one on the fake's clock), the documented error answers, and the signed low-data notices it
// sends to the opted-in URL. Runs as a request handler, so it serves both the worker (through a
// fetch router) and a Node HTTP server. Every refund request is recorded with its answer.
import { type Fault, type Handler, hangUntilAborted, json } from "./http";

async function hmacSha512Hex(secret: string, message: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-512" }, false, ["sign"]);
  return Array.from(new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(message))), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Airalo's time format, `Y-m-d H:i:s` (UTC here). */
export const airaloTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

export interface FakePackage {
  id: string;
  title: string;
  net_price: number;
  amount: number;
  day: number;
  is_unlimited?: boolean;
  /** "topup": adds data to an eSIM of the same catalog item (listed per ICCID); default "sim" */
  type?: "sim" | "topup";
}

export interface FakeCountryItem {
  slug: string;
  country_code: string;
  title: string;
  type: "local" | "global";
  countries: string[];
  packages: FakePackage[];
}

interface FakeOrder {
  id: number;
  code: string;
  package_id: string;
  description: string;
  created_at: string;
  sims: Record<string, unknown>[];
  /** still being processed: no sims shown yet (set to false to deliver them) */
  processing?: boolean;
  /** a top-up order: the ICCID it added data to (it has no sims of its own) */
  topupOf?: string;
  /** Airalo reported it refunded (refundOrder): its status reads `refunded` */
  refunded?: boolean;
}

/** The refund reasons Airalo's reference lists, in its order (kept apart from the adapter's copy on purpose). */
export const FAKE_REFUND_REASONS = [
  "INSTALLATION_FAILURE", "NO_COVERAGE", "APN_FAILURE", "TRIP_CANCELLATION", "INTERMITTENT_CONNECTION", "BLOCKED_NETWORK",
  "CHANGE_OF_PLAN", "DELETED_ESIM", "EARLY_EXPIRY", "HOTSPOT_NOT_WORKING", "IMSI_CHANGE", "INCOMPATIBLE_DEVICE", "LOCKED_DEVICE",
  "NO_VOICE_TEXT_SERVICES", "OVERCHARGED", "SLOW_SPEED", "TOP_UP_PACKAGE_FAILURE", "UNKNOWN_CHARGES", "WRONG_PURCHASE",
  "UNABLE_TO_ACCESS_APPS", "SERVICE_DEGRADATION", "QR_ISSUE_PARTNERS", "OTHERS",
];

/** One POST /v2/refund as the fake received and answered it. */
export interface FakeRefundRequest {
  /** the fake's clock when it arrived */
  at: number;
  contentType: string;
  iccids: unknown;
  reason: unknown;
  notes: unknown;
  email: unknown;
  /** the HTTP status it was answered with (0: no answer, it hung) */
  status: number;
  /** the refund id of a 202 */
  refundId: string | null;
}

export const AIRALO_ERRORS: Record<number, string> = {
  11: "Insufficient Airalo Credit",
  13: "The requested operator is currently undergoing maintenance. Please try again later.",
  14: "Invalid checksum",
  23: "The requested top-up has been disabled by the operator",
  33: "Insufficient stock",
  34: "The package is invalid or out of stock",
  43: "Bad request",
  53: "Unexpected error",
  73: "The ICCID has been recycled",
};

export class FakeAiralo {
  clientId = "fake-airalo-client";
  clientSecret = "fake-airalo-secret";
  tokens = new Set<string>();
  tokenRequests = 0;
  orderPosts = 0;
  signedOrders = 0;
  catalog: FakeCountryItem[] = [];
  orders: FakeOrder[] = [];
  /** orders placed while this is set are still processing (found without sims) until told otherwise */
  processOrders = false;
  balance = 2500.5;
  usageReads = new Map<string, number>();
  /** usage figures per ICCID, where a test sets them (else 812 of 1024 MB left, valid until 2026-12-23) */
  usageOf = new Map<string, { remaining: number; total: number; expired_at: string; is_unlimited?: boolean; status?: string }>();
  /** faults for the next POST /v2/orders, in order */
  orderFaults: (Fault | { kind: "hang-after-create" } | { kind: "code"; code: number })[] = [];
  /** faults for the next POST /v2/orders/topups, in order */
  topupFaults: (Fault | { kind: "hang-after-create" } | { kind: "code"; code: number })[] = [];
  topupPosts = 0;
  /** every GET /v2/orders, with the query it was asked */
  orderListReads: Record<string, string>[] = [];
  /** answers for the next GET /v2/orders, in order (null: answered as usual) */
  orderListFaults: (Extract<Fault, { kind: "status" }> | null)[] = [];
  /**
   * When set, only a GET /v2/orders whose `filter[created_at]` is this takes the next of
   * orderListFaults: a reader still running from an earlier test file of the runtime (a
   * reconciliation asking for today's days) then takes none of a test's faults.
   */
  orderListFaultsFor: string | null = null;
  /** faults for any next GET (catalog, look-up, usage, balance) */
  readFaults: Fault[] = [];
  /** every POST /v2/refund, in order, with its answer */
  refundRequests: FakeRefundRequest[] = [];
  /** ICCIDs of this account that Airalo will not refund (already refunded, say): a request naming one is refused */
  refundIneligible = new Set<string>();
  /** refund requests counted in the current window (the reference: 1 per 5 minutes per IP) */
  refundLimit = 1;
  refundWindowMs = 5 * 60_000;
  /** faults for the next POST /v2/refund, in order ("hang-after-create": taken, but the answer never arrives) */
  refundFaults: (Fault | { kind: "hang-after-create" } | { kind: "code"; code: number })[] = [];
  /** the times of the refund requests the limit counted */
  private refundHits: number[] = [];
  /**
   * A slow supplier: every token, look-up and order takes this long to answer. A look-up reads
   * the orders when it arrives; an order is placed when its processing ends, whether or not the
   * caller is still waiting for the answer.
   */
  slowMs = 0;
  private seq = 9600;

  handle: Handler = (req) => {
    if (!this.slowMs) return this.serve(req);
    // a read is answered as it stood on arrival; a token or an order only when its time is up,
    // and an order is placed then even if the caller gave up waiting
    const work = req.method === "GET" ? this.serve(req).then((res) => this.pause().then(() => res)) : this.pause().then(() => this.serve(req));
    work.catch(() => {});
    return Promise.race([work, hangUntilAborted(req)]);
  };

  private pause = () => new Promise<void>((r) => setTimeout(r, this.slowMs));

  private serve: Handler = async (req) => {
    const url = new URL(req.url);
    const path = url.pathname;
    if (req.method === "POST" && path === "/v2/token") return this.token(req);
    const auth = req.headers.get("authorization") ?? "";
    if (!auth.startsWith("Bearer ") || !this.tokens.has(auth.slice(7))) {
      return json({ data: [], meta: { message: "Unauthenticated." } }, 401);
    }
    if (req.method === "GET") {
      const fault = this.readFaults.shift();
      if (fault?.kind === "hang") return hangUntilAborted(req);
      if (fault?.kind === "status") return json(fault.body, fault.status, fault.headers);
    }
    if (req.method === "GET" && path === "/v2/packages") return this.packages(url);
    if (req.method === "POST" && path === "/v2/orders") return this.order(req);
    if (req.method === "POST" && path === "/v2/orders/topups") return this.topupOrder(req);
    if (req.method === "POST" && path === "/v2/refund") return this.refund(req);
    const topups = /^\/v2\/sims\/(\d+)\/topups$/.exec(path);
    if (req.method === "GET" && topups) return this.topups(topups[1]!);
    if (req.method === "GET" && path === "/v2/orders") return this.lookup(url);
    if (req.method === "GET" && path === "/v2/balance") {
      return json({ data: { balances: { availableBalance: { amount: this.balance, currency: "USD" } } }, meta: { message: "success" } });
    }
    const usage = /^\/v2\/sims\/(\d+)\/usage$/.exec(path);
    if (req.method === "GET" && usage) return this.usage(usage[1]!);
    return json({ data: [], meta: { message: "Not found" } }, 404);
  };

  private async token(req: Request): Promise<Response> {
    this.tokenRequests++;
    const form = await req.formData();
    if (form.get("grant_type") !== "client_credentials") {
      return json({ data: { grant_type: "The grant type field is required." }, meta: { message: "the parameter is invalid" } }, 422);
    }
    if (form.get("client_id") !== this.clientId || form.get("client_secret") !== this.clientSecret) {
      return json({ data: [], meta: { message: "Unauthorized." } }, 401);
    }
    const token = `airalo-token-${this.tokenRequests}`;
    this.tokens.add(token);
    return json({ data: { token_type: "Bearer", expires_in: 31622400, access_token: token }, meta: { message: "success" } });
  }

  private packages(url: URL): Response {
    const type = url.searchParams.get("filter[type]") ?? "local";
    const limit = Number(url.searchParams.get("limit") ?? "10");
    const page = Number(url.searchParams.get("page") ?? "1");
    const items = this.catalog.filter((c) => c.type === type);
    const lastPage = Math.max(1, Math.ceil(items.length / limit));
    const data = items.slice((page - 1) * limit, page * limit).map((c) => ({
      slug: c.slug,
      country_code: c.country_code,
      title: c.title,
      image: { width: 132, height: 99, url: "https://cdn.airalo.com/images/placeholder.png" },
      operators: [
        {
          id: 100 + c.countries.length,
          style: "light",
          gradient_start: "#0f1b3f",
          gradient_end: "#194281",
          type: "local",
          is_prepaid: false,
          title: `${c.title} Mobile`,
          esim_type: "Prepaid",
          activation_policy: "first-usage",
          is_kyc_verify: false,
          rechargeability: true,
          plan_type: "data",
          apn: { ios: { apn_type: "automatic", apn_value: null }, android: { apn_type: "automatic", apn_value: null } },
          coverages: c.countries.map((cc) => ({ name: cc, networks: [{ name: "Network", types: ["4G"] }] })),
          countries: c.countries.map((cc) => ({ country_code: cc, title: cc, image: { url: "" } })),
          packages: c.packages.map((p) => ({
            id: p.id,
            type: p.type ?? "sim",
            price: Math.round(p.net_price * 150) / 100,
            net_price: p.net_price,
            prices: { net_price: { USD: p.net_price }, recommended_retail_price: { USD: Math.round(p.net_price * 150) / 100 } },
            amount: p.is_unlimited ? 0 : p.amount,
            day: p.day,
            is_unlimited: p.is_unlimited ?? false,
            title: p.title,
            short_info: null,
            data: p.is_unlimited ? "Unlimited" : `${p.amount / 1024} GB`,
            voice: null,
            text: null,
          })),
        },
      ],
    }));
    return json({
      data,
      links: { first: `${url.origin}/v2/packages?page=1`, last: `${url.origin}/v2/packages?page=${lastPage}`, prev: null, next: page < lastPage ? `${url.origin}/v2/packages?page=${page + 1}` : null },
      meta: { current_page: page, from: (page - 1) * limit + 1, last_page: lastPage, path: `${url.origin}/v2/packages`, per_page: limit, to: page * limit, total: items.length },
    });
  }

  private findPackage(id: string): FakePackage | undefined {
    return this.catalog.flatMap((c) => c.packages).find((p) => p.id === id);
  }

  /** The catalog item whose sim package an ICCID was sold with. */
  private itemOf(iccid: string): FakeCountryItem | undefined {
    const order = this.orders.find((o) => !o.topupOf && o.sims.some((s) => s.iccid === iccid));
    return order ? this.catalog.find((c) => c.packages.some((p) => p.id === order.package_id)) : undefined;
  }

  private topups(iccid: string): Response {
    const item = this.itemOf(iccid);
    if (!item) return json({ data: [], meta: { message: "The requested resource was not found." } }, 404);
    const data = item.packages
      .filter((p) => p.type === "topup")
      .map((p) => ({
        id: p.id, type: "topup", price: Math.round(p.net_price * 150) / 100, amount: p.amount, day: p.day, is_unlimited: p.is_unlimited ?? false,
        title: p.title, data: p.is_unlimited ? "Unlimited" : `${p.amount / 1024} GB`, short_info: null, voice: null, text: null,
      }));
    return json({ data, meta: { message: "success" } });
  }

  private async topupOrder(req: Request): Promise<Response> {
    this.topupPosts++;
    const form = await req.formData();
    const packageId = String(form.get("package_id") ?? "");
    const iccid = String(form.get("iccid") ?? "");
    const description = String(form.get("description") ?? "");
    const fault = this.topupFaults.shift();
    if (fault?.kind === "hang") return hangUntilAborted(req);
    if (fault?.kind === "status") return json(fault.body, fault.status, fault.headers);
    if (fault?.kind === "code") return json({ code: fault.code, reason: AIRALO_ERRORS[fault.code] }, 422);
    if (!packageId || !iccid) {
      return json({ data: { [packageId ? "iccid" : "package_id"]: "The field is required." }, meta: { message: "the parameter is invalid" } }, 422);
    }
    const pkg = this.itemOf(iccid)?.packages.find((p) => p.id === packageId && p.type === "topup");
    if (!pkg) return json({ code: 34, reason: AIRALO_ERRORS[34] }, 422);
    const id = ++this.seq;
    const order: FakeOrder = { id, code: `20261123-${id}`, package_id: packageId, description, created_at: airaloTime(this.now()), sims: [], topupOf: iccid };
    this.orders.push(order);
    if (fault?.kind === "hang-after-create") return hangUntilAborted(req);
    const { sims: _sims, ...view } = this.view(order, pkg);
    return json({ data: view, meta: { message: "success" } });
  }

  private async order(req: Request): Promise<Response> {
    this.orderPosts++;
    const raw = await req.text();
    // the SDK signs order bodies; a signature that does not match is refused with code 14
    const signature = req.headers.get("airalo-signature");
    if (signature !== null && signature !== (await hmacSha512Hex(this.clientSecret, raw))) return json({ code: 14, reason: AIRALO_ERRORS[14] }, 422);
    this.signedOrders += signature !== null ? 1 : 0;
    const body = JSON.parse(raw) as { quantity?: number; package_id?: string; type?: string; description?: string };
    const fault = this.orderFaults.shift();
    if (fault?.kind === "hang") return hangUntilAborted(req);
    if (fault?.kind === "status") return json(fault.body, fault.status, fault.headers);
    if (fault?.kind === "code") return json({ code: fault.code, reason: AIRALO_ERRORS[fault.code] }, 422);
    if (!body.package_id || !body.quantity) {
      return json({ data: { package_id: "The package id field is required." }, meta: { message: "the parameter is invalid" } }, 422);
    }
    const pkg = this.findPackage(body.package_id);
    if (!pkg) return json({ code: 34, reason: AIRALO_ERRORS[34] }, 422);
    const order = this.create(pkg, body.package_id, body.description ?? "");
    if (fault?.kind === "hang-after-create") return hangUntilAborted(req); // placed, but the answer never arrives
    return json({ data: this.view(order, pkg), meta: { message: "success" } });
  }

  private create(pkg: FakePackage, packageId: string, description: string): FakeOrder {
    const id = ++this.seq;
    const iccid = `89852000263${String(id).padStart(8, "0")}`;
    const matching = `YVTGM-${id}-TEST`;
    const order: FakeOrder = {
      id,
      code: `20261123-${id}`,
      package_id: packageId,
      description,
      created_at: airaloTime(this.now()),
      processing: this.processOrders,
      sims: [
        {
          id: id * 10,
          created_at: "2026-11-23 03:00:00",
          iccid,
          lpa: "RSP-3088.IDEMIA.IO",
          imsis: null,
          matching_id: matching,
          qrcode: `LPA:1$RSP-3088.IDEMIA.IO$${matching}`,
          qrcode_url: `https://sandbox.airalo.com/qr?expires=1&id=${id}`,
          direct_apple_installation_url: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$RSP-3088.IDEMIA.IO$${matching}`,
          airalo_code: null,
          apn_type: "automatic",
          apn_value: null,
          is_roaming: true,
          confirmation_code: null,
        },
      ],
    };
    this.orders.push(order);
    return order;
  }

  private view(order: FakeOrder, pkg?: FakePackage) {
    const p = pkg ?? this.findPackage(order.package_id);
    return {
      id: order.id,
      code: order.code,
      currency: "USD",
      package_id: order.package_id,
      quantity: 1,
      type: order.topupOf ? "topup" : "sim",
      description: order.description,
      esim_type: "Prepaid",
      validity: p?.day ?? 0,
      package: p?.title ?? "",
      data: p ? `${p.amount / 1024} GB` : "",
      price: p?.net_price ?? 0,
      net_price: p?.net_price ?? 0,
      created_at: order.created_at,
      manual_installation: "<p>…</p>",
      qrcode_installation: "<p>…</p>",
      installation_guides: { en: "https://www.airalo.com/help/getting-started-with-airalo" },
      sims: order.processing ? [] : order.sims,
    };
  }

  /**
   * Airalo reports the order (by its id, or the order whose sim is `iccid`) refunded: it then
   * reads `refunded` and is listed under `filter[order_status]=refunded`. Returns the order.
   */
  refundOrder(which: { id: number | string } | { iccid: string }): FakeOrder {
    const order = "id" in which ? this.orders.find((o) => String(o.id) === String(which.id)) : this.orders.find((o) => !o.topupOf && o.sims.some((s) => s.iccid === which.iccid));
    if (!order) throw new Error(`fake airalo: no order ${JSON.stringify(which)}`);
    order.refunded = true;
    return order;
  }

  /** An order as the reference's list shows it made `at` (ms), with one sim of `iccid`, for a test to list. */
  addOrder(o: { iccid: string; at: number; description?: string; refunded?: boolean; packageId?: string }): FakeOrder {
    const id = ++this.seq;
    const order: FakeOrder = {
      id, code: `20261123-${id}`, package_id: o.packageId ?? "", description: o.description ?? "", created_at: airaloTime(o.at),
      sims: [{ id: id * 10, created_at: airaloTime(o.at), iccid: o.iccid, lpa: "RSP-3088.IDEMIA.IO", matching_id: `YVTGM-${id}-TEST`, qrcode: `LPA:1$RSP-3088.IDEMIA.IO$YVTGM-${id}-TEST` }],
      refunded: o.refunded ?? false,
    };
    this.orders.push(order);
    return order;
  }

  private lookup(url: URL): Response {
    const faultApplies = this.orderListFaultsFor === null || url.searchParams.get("filter[created_at]") === this.orderListFaultsFor;
    const fault = faultApplies ? this.orderListFaults.shift() : undefined;
    if (fault) return json(fault.body, fault.status, fault.headers);
    this.orderListReads.push(Object.fromEntries(url.searchParams));
    const like = url.searchParams.get("filter[description]") ?? "";
    const status = url.searchParams.get("filter[order_status]");
    const created = url.searchParams.get("filter[created_at]");
    const include = (url.searchParams.get("include") ?? "").split(",");
    if (status !== null && !["completed", "failed", "refunded"].includes(status)) {
      return json({ data: { "filter.order_status": "The selected filter.order status is invalid." }, meta: { message: "the parameter is invalid" } }, 422);
    }
    let days: [string, string] | null = null;
    if (created !== null) {
      const m = /^(\d{4}-\d{2}-\d{2}) - (\d{4}-\d{2}-\d{2})$/.exec(created);
      if (!m) return json({ data: { "filter.created_at": "The filter.created at does not match the format Y-m-d - Y-m-d." }, meta: { message: "the parameter is invalid" } }, 422);
      days = [m[1]!, m[2]!];
    }
    const limit = Number(url.searchParams.get("limit") ?? "50");
    const page = Number(url.searchParams.get("page") ?? "1");
    if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(page) || page < 1) {
      return json({ data: { limit: "The limit must be an integer.", page: "The page must be an integer." }, meta: { message: "the parameter is invalid" } }, 422);
    }
    const matching = this.orders.filter((o) => {
      if (!o.description.includes(like)) return false;
      if (status !== null && status !== (o.refunded ? "refunded" : "completed")) return false;
      const day = o.created_at.slice(0, 10);
      return !days || (day >= days[0] && day <= days[1]);
    });
    const lastPage = Math.max(1, Math.ceil(matching.length / limit));
    const found = matching.slice((page - 1) * limit, page * limit).map((o) => {
      const v = this.view(o) as Record<string, unknown>;
      if (!include.includes("sims")) delete v.sims;
      return { ...v, status: o.refunded ? { name: "Refunded", slug: "refunded" } : { name: "Completed", slug: "completed" } };
    });
    const at = (p: number) => `${url.origin}/v2/orders?page=${p}`;
    return json({
      data: found,
      links: { first: at(1), last: at(lastPage), prev: page > 1 ? at(page - 1) : null, next: page < lastPage ? at(page + 1) : null },
      meta: { current_page: page, last_page: lastPage, per_page: limit, total: matching.length },
    });
  }

  /** The ICCIDs this account bought (an eSIM order's sims). */
  private ownsIccid(iccid: string): boolean {
    return this.orders.some((o) => !o.topupOf && o.sims.some((s) => s.iccid === iccid));
  }

  /** A refund request's fields, from a JSON body (any content type, as the reference's example sends text/plain) or a form with iccids[]. */
  private async refundFields(req: Request): Promise<Record<string, unknown>> {
    const type = req.headers.get("content-type") ?? "";
    if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
      const form = await req.formData();
      const iccids = form.getAll("iccids[]").map(String);
      return { iccids: iccids.length ? iccids : form.get("iccids") ?? undefined, reason: form.get("reason") ?? undefined, notes: form.get("notes") ?? undefined, email: form.get("email") ?? undefined };
    }
    try {
      const body = JSON.parse(await req.text());
      return body && typeof body === "object" ? body : {};
    } catch {
      return {};
    }
  }

  private async refund(req: Request): Promise<Response> {
    const f = await this.refundFields(req);
    const rec: FakeRefundRequest = {
      at: this.now(), contentType: req.headers.get("content-type") ?? "", iccids: f.iccids, reason: f.reason, notes: f.notes, email: f.email, status: 0, refundId: null,
    };
    this.refundRequests.push(rec);
    const answer = (res: Response) => {
      rec.status = res.status;
      return res;
    };
    // the limit counts every request it lets through, valid or not
    const now = this.now();
    this.refundHits = this.refundHits.filter((t) => now - t < this.refundWindowMs);
    if (this.refundHits.length >= this.refundLimit) {
      const wait = Math.ceil((this.refundWindowMs - (now - this.refundHits[0]!)) / 1000);
      return answer(json({ message: "Too Many Attempts." }, 429, { "retry-after": String(wait), "x-ratelimit-limit": String(this.refundLimit), "x-ratelimit-remaining": "0" }));
    }
    this.refundHits.push(now);
    const fault = this.refundFaults.shift();
    if (fault?.kind === "hang") return hangUntilAborted(req);
    if (fault?.kind === "status") return answer(json(fault.body, fault.status, fault.headers));
    if (fault?.kind === "code") return answer(json({ code: fault.code, reason: AIRALO_ERRORS[fault.code] }, 422));
    const invalid = (field: string, message: string) => answer(json({ data: { [field]: message }, meta: { message: "the parameter is invalid" } }, 422));
    const iccids = f.iccids;
    if (iccids === undefined || iccids === null || (Array.isArray(iccids) && iccids.length === 0)) {
      return answer(json({ data: [], meta: { message: "The iccids field is required." } }, 422));
    }
    if (!Array.isArray(iccids) || iccids.some((i) => typeof i !== "string" || !/^\d+$/.test(i))) return invalid("iccids", "The iccids must be an array of ICCIDs.");
    if (iccids.length > 5) return invalid("iccids", "The iccids may not have more than 5 items.");
    if (f.reason === undefined || f.reason === null || f.reason === "") return answer(json({ data: [], meta: { message: "The reason field is required." } }, 422));
    if (typeof f.reason !== "string" || !FAKE_REFUND_REASONS.includes(f.reason)) {
      return invalid("reason", `The selected reason is invalid. It must be one of the following: ${FAKE_REFUND_REASONS.join(", ")}`);
    }
    const notes = typeof f.notes === "string" ? f.notes : "";
    if (f.reason === "OTHERS" && notes.trim() === "") return invalid("notes", "The notes field is required when reason is OTHERS.");
    if (notes.length > 255) return invalid("notes", "The notes may not be greater than 255 characters.");
    if (f.email !== undefined && f.email !== null && (typeof f.email !== "string" || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email))) {
      return invalid("email", "The email must be a valid email address.");
    }
    const foreign = (iccids as string[]).filter((i) => !this.ownsIccid(i));
    if (foreign.length) return answer(json({ data: [], meta: { message: `The following ICCIDs do not belong to your company: ${foreign.join(", ")}` } }, 422));
    const ineligible = (iccids as string[]).filter((i) => this.refundIneligible.has(i));
    if (ineligible.length) return answer(json({ data: [], meta: { message: `The following ICCIDs are not eligible for a refund: ${ineligible.join(", ")}` } }, 422));
    const id = String(++this.seq);
    rec.refundId = id;
    if (fault?.kind === "hang-after-create") return hangUntilAborted(req);
    const created = new Date(now).toISOString().slice(0, 16).replace("T", " ");
    return answer(json({ data: { refund_id: id, created_at: created }, meta: { message: "success" } }, 202));
  }

  /** Usage is limited to one read per ICCID every 15 minutes. */
  now = () => Date.now();
  private usage(iccid: string): Response {
    const last = this.usageReads.get(iccid);
    if (last !== undefined && this.now() - last < 15 * 60_000) {
      return json({ message: "Too Many Attempts." }, 429, { "retry-after": String(Math.ceil((15 * 60_000 - (this.now() - last)) / 1000)) });
    }
    this.usageReads.set(iccid, this.now());
    const order = this.orders.find((o) => o.sims.some((s) => s.iccid === iccid));
    if (!order) return json({ data: [], meta: { message: "The requested resource was not found." } }, 404);
    const u = this.usageOf.get(iccid);
    return json({
      data: {
        remaining: u?.remaining ?? 812, total: u?.total ?? 1024, expired_at: u?.expired_at ?? "2026-12-23 03:00:00", is_unlimited: u?.is_unlimited ?? false,
        status: u?.status ?? "ACTIVE", remaining_voice: 0, remaining_text: 0, total_voice: 0, total_text: 0,
      },
      meta: { message: "success" },
    });
  }

  /**
   * The low-data notice Airalo POSTs to the opted-in URL: the JSON payload and its
   * `airalo-signature` (hex HMAC-SHA512 under the client secret). `pretty` sends the body
   * spaced out while signing its compact form, as Airalo's SDK re-serialises before hashing.
   */
  async lowDataNotice(iccid: string, level: "75%" | "90%" | "3days" | "1days", opts: { pretty?: boolean } = {}): Promise<{ body: string; signature: string }> {
    const payload = { level, package_name: "Change-5GB - 30 days", remaining_percentage: level === "90%" ? 10 : 25, iccid };
    const compact = JSON.stringify(payload);
    return { body: opts.pretty ? JSON.stringify(payload, null, 2) : compact, signature: await hmacSha512Hex(this.clientSecret, compact) };
  }
}
