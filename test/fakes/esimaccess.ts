// A local eSIM Access (research esim-lifecycle §1 and §5.3), answering as the published docs and
// the captured live answers do: every endpoint a POST under /api/v1/open with a JSON body and
// `RT-AccessCode`; when the HMAC headers come, the signature is checked (101003) and the
// timestamp too (101001 beyond 5 minutes: the real skew is UNCONFIRMED). Answers are the live
// envelope `{success: true|false, errorCode: "0"|code, errorMsg, obj}` with HTTP 200. Money is
// integer USD × 10,000, data in bytes, times UTC.
//
// Orders are keyed by transactionId. Where the research marks a reading UNCONFIRMED, the fake
// follows one and can be switched to the other:
// - a repeated transactionId answers the original orderNo (`repeatedTransaction: "same"`, the
//   default) or refuses with 200008 (`"error"`);
// - esim/query by orderNo answers 200010 until the profile is allocated (`allocationMs` after the
//   order, 0 by default); a query by time window lists only allocated profiles;
// - the service-wide limit is 8 requests in any second; a request over it is answered
//   `errorCode: "900001"` with HTTP 200 (`throttleReply: "code"`, the default) or HTTP 429;
// - esim/cancel outside GOT_RESOURCE + RELEASED is refused with 200002 (§5.3: our choice);
// - a cancelled profile's ICCID is handed to the next order (ICCIDs are reused: key on esimTranNo).
//
// Test hooks: sold-out packages, one-shot faults for the next order (a hang, a hang after the
// order was placed, an order placed only later, an HTTP status, an error code, a refused
// connection), runs of 5xx answers, the device and plan states of a profile, data used and
// validity ending, something happening between a change and its answer (`onChange`), and the
// notifications eSIM Access would send (queued in `outbox` for a test, or the local server, to
// deliver). Runs as a request handler, so it serves the worker (through a fetch router) and a
// Node HTTP server alike.
import { type Handler, hangUntilAborted, json } from "./http";

async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return Array.from(new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(message))), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** eSIM Access's time format (`2024-08-21T08:45:04+0000`). */
export const eaTime = (ms: number) => new Date(ms).toISOString().slice(0, 19) + "+0000";

const GB = 1_073_741_824;

export interface FakeEaPackage {
  packageCode: string;
  name: string;
  /** USD × 10,000 */
  price: number;
  /** bytes */
  volume: number;
  duration: number;
  durationUnit?: "DAY" | "MONTH";
  /** ISO alpha-2 codes */
  location: string[];
  dataType?: 1 | 2;
  supportTopUpType?: 1 | 2;
  type?: "BASE" | "TOPUP";
}

export type EaSmdpStatus = "RELEASED" | "DOWNLOAD" | "INSTALLATION" | "ENABLED" | "DISABLED" | "DELETED";
export type EaEsimStatus = "GOT_RESOURCE" | "IN_USE" | "USED_UP" | "USED_EXPIRED" | "UNUSED_EXPIRED" | "CANCEL" | "SUSPENDED" | "REVOKED";

export interface FakeEaProfile {
  esimTranNo: string;
  orderNo: string;
  transactionId: string;
  iccid: string;
  imsi: string;
  msisdn: string;
  ac: string;
  packageCode: string;
  price: number;
  smdpStatus: EaSmdpStatus;
  esimStatus: EaEsimStatus;
  /** the status a suspended profile goes back to */
  beforeSuspend?: EaEsimStatus;
  eid: string;
  totalVolume: number;
  totalDuration: number;
  orderUsage: number;
  createTime: number;
  allocatedAt: number;
  expiredTime: number;
  activateTime: number | null;
  /** the TOPUP packages added to it, each under the transactionId it was sent with */
  topups?: { packageCode: string; transactionId: string; at: number }[];
}

export interface FakeEaOrder {
  orderNo: string;
  transactionId: string;
  packageCode: string;
  price: number;
  createdAt: number;
  allocatedAt: number;
  esimTranNo: string;
}

/** A one-shot fault for the next esim/order. */
export type EaOrderFault =
  /** the answer never comes and nothing is placed */
  | { kind: "hang" }
  /** the order is placed, but the answer never comes */
  | { kind: "hang-after-create" }
  /** the answer never comes; the order is placed `afterMs` later (a look-up made meanwhile finds nothing) */
  | { kind: "create-later"; afterMs: number }
  | { kind: "status"; status: number; body?: unknown }
  | { kind: "code"; code: string; msg?: string }
  /** the connection is refused: the request never arrives */
  | { kind: "refuse-connection" };

/** A notification as eSIM Access POSTs it. */
export interface EaNotice {
  notifyType: "ORDER_STATUS" | "SMDP_EVENT" | "ESIM_STATUS" | "DATA_USAGE" | "VALIDITY_USAGE" | "CHECK_HEALTH";
  notifyId?: string;
  eventGenerateTime?: string;
  content: Record<string, unknown>;
}

export const EA_ERRORS: Record<string, string> = {
  "000001": "server error",
  "000101": "request header is null",
  "000105": "parameter is missing",
  "000107": "parameter length is invalid",
  "101001": "timestamp expired",
  "101003": "signature mismatch",
  "200002": "operation not allowed in this order status",
  "200005": "package price error",
  "200006": "total amount error",
  "200007": "insufficient balance",
  "200008": "order parameter error",
  "200010": "profile is being allocated, please query again later",
  "200011": "insufficient stock",
  "310243": "package does not exist",
  "310272": "orderNo does not exist",
  "900001": "system busy",
};

/** Order numbers handed out by every fake of this runtime (tests share D1, where notices are kept by them). */
let orderSeq = 0;
let iccidSeq = 0;

/** The senders' addresses of research §1.6. */
export const EA_SENDER_IPS = ["3.1.131.226", "54.254.74.88", "18.136.190.97", "18.136.60.197", "18.136.19.137"];

export class FakeEsimAccess {
  accessCode = "fake-ea-access-code";
  secretKey = "fake-ea-secret-key";
  /** USD × 10,000 */
  balance = 5_000_000;
  packages: FakeEaPackage[] = [];
  soldOut = new Set<string>();
  orders = new Map<string, FakeEaOrder>();
  profiles = new Map<string, FakeEaProfile>();
  /** a profile becomes visible this long after its order (200010 until then) */
  allocationMs = 0;
  repeatedTransaction: "same" | "error" = "same";
  throttleReply: "code" | "http429" = "code";
  /** requests a second before the throttle answers */
  ratePerSecond = 8;
  /** the next N requests to any endpoint answer HTTP 500 */
  fiveXX = 0;
  /** faults for the next esim/order, in order */
  orderFaults: EaOrderFault[] = [];
  /** faults for the next esim/query, in order (status: that HTTP answer; hang: none) */
  queryFaults: ({ kind: "hang" } | { kind: "status"; status: number } | { kind: "code"; code: string })[] = [];
  /** every request as it arrived (after the connection was accepted) */
  requests: { path: string; at: number; body: any; signed: boolean }[] = [];
  /** requests answered with the throttle */
  throttled = 0;
  orderPosts = 0;
  /** notifications eSIM Access would have sent, oldest first (a test or the local server delivers them) */
  outbox: EaNotice[] = [];
  /** the URL saved with webhook/save */
  webhookUrl: string | null = null;
  /** runs after a cancel, suspend, unsuspend or revoke is carried out, before its answer is sent */
  onChange: ((path: string, e: FakeEaProfile) => Promise<void> | void) | null = null;
  /** added to the real clock (a test moves time) */
  clockOffsetMs = 0;
  private freeIccids: string[] = [];
  private recent: number[] = [];
  /** orders whose ORDER_STATUS has not gone out yet (it goes once the profile is allocated) */
  private unannounced: FakeEaOrder[] = [];

  now = () => Date.now() + this.clockOffsetMs;

  handle: Handler = async (req) => {
    const url = new URL(req.url);
    const path = url.pathname.replace(/^\/api\/v1\/open\//, "");
    const fault = path === "esim/order" ? this.orderFaults[0] : undefined;
    if (fault?.kind === "refuse-connection") {
      this.orderFaults.shift();
      throw new TypeError("connect ECONNREFUSED 127.0.0.1:443");
    }
    const raw = await req.text();
    let body: any = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return this.error("000104", "invalid JSON");
    }
    const signed = req.headers.has("RT-Signature");
    this.requests.push({ path, at: this.now(), body, signed });
    if (req.method !== "POST" || !url.pathname.startsWith("/api/v1/open/")) return this.error("000103", "method not supported", 405);
    // the service-wide limit, counted over the last second
    const t = Date.now();
    this.recent = this.recent.filter((x) => t - x < 1000);
    if (this.recent.length >= this.ratePerSecond) {
      this.throttled++;
      return this.throttleReply === "http429" ? json({ success: false, errorCode: "900001", errorMsg: EA_ERRORS["900001"], obj: null }, 429) : this.error("900001");
    }
    this.recent.push(t);
    if (this.fiveXX > 0) {
      this.fiveXX--;
      return new Response("<html>502 Bad Gateway</html>", { status: 502, headers: { "content-type": "text/html" } });
    }
    const auth = await this.authenticate(req, raw);
    if (auth) return auth;
    switch (path) {
      case "package/list": return this.packageList(body);
      case "esim/order": return this.order(req, body);
      case "esim/query": return this.query(req, body);
      case "esim/cancel": return this.changed(path, body, this.cancel(body));
      case "esim/suspend": return this.changed(path, body, this.suspend(body));
      case "esim/unsuspend": return this.changed(path, body, this.unsuspend(body));
      case "esim/revoke": return this.changed(path, body, this.revoke(body));
      case "esim/topup": return this.topup(body);
      case "esim/usage/query": return this.usage(body);
      case "balance/query": return this.ok({ balance: this.balance });
      case "webhook/save":
        this.webhookUrl = typeof body.webhook === "string" ? body.webhook : null;
        this.outbox.push({ notifyType: "CHECK_HEALTH", content: { orderNo: "1234567890", orderStatus: "Test" } });
        return this.ok({});
      case "webhook/query": return this.ok({ webhook: this.webhookUrl });
      default: return this.error("000103", "unknown endpoint");
    }
  };

  /** A change carried out: the test's hook runs before its answer leaves (what happens meanwhile, a notification recorded, races the caller). */
  private async changed(path: string, body: any, res: Response): Promise<Response> {
    if (this.onChange && ((await res.clone().json()) as { success?: boolean }).success) await this.onChange(path, this.target(body)!);
    return res;
  }

  private ok(obj: unknown): Response {
    return json({ success: true, errorCode: "0", errorMsg: null, obj });
  }

  private error(code: string, msg = EA_ERRORS[code] ?? "error", status = 200): Response {
    return json({ success: false, errorCode: code, errorMsg: msg, obj: null }, status);
  }

  private async authenticate(req: Request, raw: string): Promise<Response | null> {
    const access = req.headers.get("RT-AccessCode");
    if (!access) return this.error("000101");
    if (access !== this.accessCode) return this.error("101003", "access code is invalid");
    const signature = req.headers.get("RT-Signature");
    if (signature === null) return null;
    const ts = req.headers.get("RT-Timestamp") ?? "";
    const requestId = req.headers.get("RT-RequestID") ?? "";
    if (!/^\d+$/.test(ts) || Math.abs(Date.now() - Number(ts)) > 5 * 60_000) return this.error("101001");
    const expected = await hmacSha256Hex(this.secretKey, ts + requestId + access + raw);
    return signature.toLowerCase() === expected ? null : this.error("101003");
  }

  private packageView(p: FakeEaPackage) {
    return {
      packageCode: p.packageCode,
      slug: p.packageCode.toLowerCase(),
      name: p.name,
      price: p.price,
      currencyCode: "USD",
      volume: p.volume,
      smsStatus: 0,
      dataType: p.dataType ?? 1,
      unusedValidTime: 180,
      duration: p.duration,
      durationUnit: p.durationUnit ?? "DAY",
      location: p.location.join(","),
      locationCode: p.location.length === 1 ? p.location[0] : `!RG`,
      description: p.name,
      activeType: 2,
      favorite: false,
      retailPrice: Math.round(p.price * 1.5),
      speed: "3G/4G/5G",
      ipExport: "UK",
      supportTopUpType: p.supportTopUpType ?? 2,
      fupPolicy: "",
      locationNetworkList: p.location.map((c) => ({ locationName: c, locationLogo: "", locationCode: c, operatorList: [{ operatorName: "Network", networkType: "4G" }] })),
    };
  }

  private packageList(body: any): Response {
    const type = body.type === "TOPUP" ? "TOPUP" : "BASE";
    let list = this.packages.filter((p) => (p.type ?? "BASE") === type);
    if (body.packageCode) list = list.filter((p) => p.packageCode === body.packageCode);
    if (type === "TOPUP" && body.iccid) {
      const esim = [...this.profiles.values()].reverse().find((e) => e.iccid === body.iccid && e.esimStatus !== "CANCEL");
      const base = esim ? this.packages.find((p) => p.packageCode === esim.packageCode) : undefined;
      if (!esim || !base || (base.supportTopUpType ?? 2) !== 2 || /EXPIRED|REVOKED|CANCEL/.test(esim.esimStatus)) return this.ok({ packageList: [] });
      list = list.filter((p) => p.location.join(",") === base.location.join(","));
    }
    return this.ok({ packageList: list.map((p) => this.packageView(p)) });
  }

  private nextIccid(): string {
    return this.freeIccids.shift() ?? `8986${String(23_000_000_000_000 + ++iccidSeq).padStart(16, "0")}`;
  }

  /** Places an order (as esim/order does once it passes its checks). */
  place(transactionId: string, pkg: FakeEaPackage, at = this.now()): FakeEaOrder {
    // numbered across every fake of the runtime, as eSIM Access never hands out an orderNo twice
    const n = ++orderSeq;
    const orderNo = `B${String(26_000_000_000_000 + n)}`;
    const esimTranNo = `25${String(n).padStart(15, "0")}`;
    const matching = Array.from({ length: 32 }, (_, i) => "0123456789ABCDEF"[(n * 7 + i * 13) % 16]).join("");
    const order: FakeEaOrder = { orderNo, transactionId, packageCode: pkg.packageCode, price: pkg.price, createdAt: at, allocatedAt: at + this.allocationMs, esimTranNo };
    this.orders.set(transactionId, order);
    this.balance -= pkg.price;
    this.profiles.set(esimTranNo, {
      esimTranNo, orderNo, transactionId, iccid: this.nextIccid(), imsi: `4540061${String(n).padStart(8, "0")}`, msisdn: "", ac: `LPA:1$rsp-eu.redteamobile.com$${matching}`,
      packageCode: pkg.packageCode, price: pkg.price, smdpStatus: "RELEASED", esimStatus: "GOT_RESOURCE", eid: "", totalVolume: pkg.volume,
      totalDuration: pkg.duration, orderUsage: 0, createTime: at, allocatedAt: order.allocatedAt, expiredTime: at + 180 * 86_400_000, activateTime: null,
    });
    // ORDER_STATUS goes out once the profile is allocated (takeOutbox adds it when its time came)
    this.unannounced.push(order);
    return order;
  }

  private async order(req: Request, body: any): Promise<Response> {
    this.orderPosts++;
    const fault = this.orderFaults.shift();
    const transactionId = body.transactionId;
    if (typeof transactionId !== "string" || transactionId === "") return this.error("000105", "transactionId is missing");
    if (transactionId.length > 50) return this.error("000107", "transactionId is too long");
    const item = Array.isArray(body.packageInfoList) ? body.packageInfoList[0] : null;
    if (!item?.packageCode) return this.error("000105", "packageInfoList is missing");
    if (fault?.kind === "hang") return hangUntilAborted(req);
    if (fault?.kind === "status") return json(fault.body ?? { message: "error" }, fault.status);
    if (fault?.kind === "code") return this.error(fault.code, fault.msg);
    const repeat = this.orders.get(transactionId);
    if (repeat) return this.repeatedTransaction === "same" ? this.ok({ orderNo: repeat.orderNo, transactionId }) : this.error("200008", "transactionId already exists");
    const pkg = this.packages.find((p) => p.packageCode === item.packageCode && (p.type ?? "BASE") === "BASE");
    if (!pkg) return this.error("310243");
    if (this.soldOut.has(pkg.packageCode)) return this.error("200011");
    const count = Number(item.count ?? 1);
    if (item.price !== undefined && Number(item.price) !== pkg.price) return this.error("200005");
    if (body.amount !== undefined && Number(body.amount) !== pkg.price * count) return this.error("200006");
    if (this.balance < pkg.price * count) return this.error("200007");
    if (fault?.kind === "create-later") {
      setTimeout(() => {
        if (!this.orders.has(transactionId)) this.place(transactionId, pkg);
      }, fault.afterMs);
      return hangUntilAborted(req);
    }
    const order = this.place(transactionId, pkg);
    if (fault?.kind === "hang-after-create") return hangUntilAborted(req);
    return this.ok({ orderNo: order.orderNo, transactionId });
  }

  /** A profile as `esimList[]` shows it (the live sample's fields). */
  profileView(e: FakeEaProfile) {
    return {
      esimTranNo: e.esimTranNo, orderNo: e.orderNo, transactionId: e.transactionId, imsi: e.imsi, iccid: e.iccid, smsStatus: 0, msisdn: e.msisdn,
      ac: e.ac, qrCodeUrl: `https://p.qrsim.net/${e.esimTranNo}.png`, shortUrl: `https://p.qrsim.net/${e.esimTranNo}`,
      smdpStatus: e.smdpStatus, eid: e.eid, activeType: 2, dataType: 1, activateTime: e.activateTime ? eaTime(e.activateTime) : null,
      expiredTime: eaTime(e.expiredTime), totalVolume: e.totalVolume, totalDuration: e.totalDuration, durationUnit: "DAY", orderUsage: e.orderUsage,
      esimStatus: e.esimStatus, pin: "", puk: "", apn: "",
      // its packages, the top-ups after the plan, each with the transactionId it was added under
      // (UNCONFIRMED: a third party shows it on each package; the fake follows that reading)
      packageList: [{ code: e.packageCode, transactionId: e.transactionId, at: e.createTime }, ...(e.topups ?? []).map((t) => ({ code: t.packageCode, transactionId: t.transactionId, at: t.at }))].map((item) => {
        const p = this.packages.find((x) => x.packageCode === item.code);
        return { packageName: p?.name ?? "", packageCode: item.code, slug: item.code.toLowerCase(), duration: p?.duration ?? 0, volume: p?.volume ?? 0, locationCode: p?.location.join(",") ?? "", createTime: eaTime(item.at), transactionId: item.transactionId };
      }),
    };
  }

  private query(req: Request, body: any): Response | Promise<Response> {
    const fault = this.queryFaults.shift();
    if (fault?.kind === "hang") return hangUntilAborted(req);
    if (fault?.kind === "status") return json({ message: "error" }, fault.status);
    if (fault?.kind === "code") return this.error(fault.code);
    const pager = body.pager;
    if (!pager || !Number.isInteger(pager.pageNum) || !Number.isInteger(pager.pageSize)) return this.error("000105", "pager is missing");
    if (pager.pageNum < 1 || pager.pageNum > 10_000 || pager.pageSize < 5 || pager.pageSize > 500) return this.error("000107", "pager is out of range");
    const now = this.now();
    let list: FakeEaProfile[];
    if (body.orderNo) {
      list = [...this.profiles.values()].filter((e) => e.orderNo === body.orderNo);
      if (list.length === 0) return this.error("310272");
      if (list.some((e) => e.allocatedAt > now)) return this.error("200010");
    } else if (body.esimTranNo) {
      list = [...this.profiles.values()].filter((e) => e.esimTranNo === body.esimTranNo && e.allocatedAt <= now);
    } else if (body.iccid) {
      list = [...this.profiles.values()].filter((e) => e.iccid === body.iccid && e.allocatedAt <= now);
    } else if (body.startTime && body.endTime) {
      const from = Date.parse(String(body.startTime).replace(/([+-]\d\d)(\d\d)$/, "$1:$2"));
      const to = Date.parse(String(body.endTime).replace(/([+-]\d\d)(\d\d)$/, "$1:$2"));
      if (!Number.isFinite(from) || !Number.isFinite(to)) return this.error("000107", "startTime or endTime is invalid");
      list = [...this.profiles.values()].filter((e) => e.createTime >= from && e.createTime <= to && e.allocatedAt <= now);
    } else {
      return this.error("000105", "orderNo, iccid, esimTranNo or startTime and endTime is required");
    }
    const page = list.slice((pager.pageNum - 1) * pager.pageSize, pager.pageNum * pager.pageSize);
    return this.ok({ esimList: page.map((e) => this.profileView(e)), pager: { pageNum: pager.pageNum, pageSize: pager.pageSize, total: list.length } });
  }

  /** The profile a change names (esimTranNo preferred, else the newest with that ICCID). */
  private target(body: any): FakeEaProfile | undefined {
    if (body.esimTranNo) return this.profiles.get(String(body.esimTranNo));
    if (body.iccid) return [...this.profiles.values()].reverse().find((e) => e.iccid === body.iccid);
    return undefined;
  }

  private cancel(body: any): Response {
    const e = this.target(body);
    if (!e) return this.error("310272", "esimTranNo does not exist");
    if (e.esimStatus !== "GOT_RESOURCE" || e.smdpStatus !== "RELEASED" || e.orderUsage > 0) return this.error("200002");
    e.esimStatus = "CANCEL";
    this.balance += e.price;
    this.freeIccids.push(e.iccid);
    this.queueStatus(e);
    return this.ok({});
  }

  private suspend(body: any): Response {
    const e = this.target(body);
    if (!e) return this.error("310272", "esimTranNo does not exist");
    if (e.esimStatus !== "IN_USE" && e.esimStatus !== "GOT_RESOURCE") return this.error("200002");
    e.beforeSuspend = e.esimStatus;
    e.esimStatus = "SUSPENDED";
    return this.ok({});
  }

  private unsuspend(body: any): Response {
    const e = this.target(body);
    if (!e) return this.error("310272", "esimTranNo does not exist");
    if (e.esimStatus !== "SUSPENDED") return this.error("200002");
    e.esimStatus = e.beforeSuspend ?? "IN_USE";
    return this.ok({});
  }

  private revoke(body: any): Response {
    const e = this.target(body);
    if (!e) return this.error("310272", "esimTranNo does not exist");
    if (e.esimStatus === "CANCEL" || e.esimStatus === "REVOKED") return this.error("200002");
    e.esimStatus = "REVOKED";
    this.queueStatus(e);
    return this.ok({});
  }

  private topups = new Map<string, { iccid: string; expiredTime: number; totalVolume: number; totalDuration: number; orderUsage: number }>();

  private topup(body: any): Response {
    if (typeof body.transactionId !== "string" || body.transactionId === "") return this.error("000105", "transactionId is missing");
    const done = this.topups.get(body.transactionId);
    if (done) return this.ok({ transactionId: body.transactionId, iccid: done.iccid, expiredTime: eaTime(done.expiredTime), totalVolume: done.totalVolume, totalDuration: done.totalDuration, orderUsage: done.orderUsage });
    const e = this.target(body);
    if (!e) return this.error("310272", "esimTranNo does not exist");
    if (!["GOT_RESOURCE", "IN_USE", "USED_UP"].includes(e.esimStatus)) return this.error("200002");
    const pkg = this.packages.find((p) => p.packageCode === body.packageCode && p.type === "TOPUP");
    if (!pkg) return this.error("310243");
    if (body.amount !== undefined && Number(body.amount) !== pkg.price) return this.error("200006");
    if (this.balance < pkg.price) return this.error("200007");
    this.balance -= pkg.price;
    e.totalVolume += pkg.volume;
    e.totalDuration += pkg.duration;
    e.expiredTime += pkg.duration * 86_400_000;
    if (e.esimStatus === "USED_UP") e.esimStatus = "IN_USE";
    (e.topups ??= []).push({ packageCode: pkg.packageCode, transactionId: body.transactionId, at: this.now() });
    const record = { iccid: e.iccid, expiredTime: e.expiredTime, totalVolume: e.totalVolume, totalDuration: e.totalDuration, orderUsage: e.orderUsage };
    this.topups.set(body.transactionId, record);
    return this.ok({ transactionId: body.transactionId, ...record, expiredTime: eaTime(record.expiredTime) });
  }

  private usage(body: any): Response {
    const list: unknown[] = Array.isArray(body.esimTranNoList) ? body.esimTranNoList : [];
    if (list.length === 0) return this.error("000105", "esimTranNoList is missing");
    if (list.length > 10) return this.error("000107", "at most 10 esimTranNo");
    const esimUsageList = list.map(String).map((no) => this.profiles.get(no)).filter((e): e is FakeEaProfile => !!e)
      .map((e) => ({ esimTranNo: e.esimTranNo, dataUsage: e.orderUsage, totalData: e.totalVolume, lastUpdateTime: eaTime(this.now()) }));
    return this.ok({ esimUsageList });
  }

  private queueStatus(e: FakeEaProfile): void {
    this.outbox.push({
      notifyType: "ESIM_STATUS", notifyId: crypto.randomUUID(), eventGenerateTime: eaTime(this.now()),
      content: { orderNo: e.orderNo, esimTranNo: e.esimTranNo, transactionId: e.transactionId, iccid: e.iccid, esimStatus: e.esimStatus, smdpStatus: e.smdpStatus },
    });
  }

  // ---- test hooks: what happens on the traveller's phone and the network ----

  /** The profile of an ICCID as sold last (ICCIDs are reused). */
  profileOfIccid(iccid: string): FakeEaProfile | undefined {
    return [...this.profiles.values()].reverse().find((e) => e.iccid === iccid);
  }

  /** The device moves the profile (SMDP_EVENT); a first install or enable makes a new plan IN_USE. */
  smdpEvent(esimTranNo: string, smdpStatus: EaSmdpStatus): EaNotice {
    const e = this.profiles.get(esimTranNo)!;
    e.smdpStatus = smdpStatus;
    if (smdpStatus !== "RELEASED" && smdpStatus !== "DOWNLOAD") e.eid ||= "89049032000001000000000000000001";
    if ((smdpStatus === "INSTALLATION" || smdpStatus === "ENABLED") && e.esimStatus === "GOT_RESOURCE") {
      e.esimStatus = "IN_USE";
      e.activateTime = this.now();
    }
    const n: EaNotice = {
      notifyType: "SMDP_EVENT", notifyId: crypto.randomUUID(), eventGenerateTime: eaTime(this.now()),
      content: { eid: e.eid, iccid: e.iccid, esimStatus: e.esimStatus, smdpStatus, orderNo: e.orderNo, esimTranNo: e.esimTranNo, transactionId: e.transactionId },
    };
    this.outbox.push(n);
    return n;
  }

  /** The plan moves (ESIM_STATUS). */
  esimStatus(esimTranNo: string, esimStatus: EaEsimStatus): EaNotice {
    const e = this.profiles.get(esimTranNo)!;
    e.esimStatus = esimStatus;
    this.queueStatus(e);
    return this.outbox[this.outbox.length - 1]!;
  }

  /** Data used up to `usedFraction` of the plan; a DATA_USAGE notice at 50/80/90 % (remainThreshold 0.5/0.2/0.1). */
  useData(esimTranNo: string, usedFraction: number): EaNotice | null {
    const e = this.profiles.get(esimTranNo)!;
    e.orderUsage = Math.round(e.totalVolume * usedFraction);
    if (usedFraction >= 1) e.esimStatus = "USED_UP";
    const threshold = usedFraction >= 0.9 ? 0.1 : usedFraction >= 0.8 ? 0.2 : usedFraction >= 0.5 ? 0.5 : null;
    if (threshold === null) return null;
    const n: EaNotice = {
      notifyType: "DATA_USAGE", notifyId: crypto.randomUUID(), eventGenerateTime: eaTime(this.now()),
      content: { orderNo: e.orderNo, transactionId: e.transactionId, esimTranNo: e.esimTranNo, iccid: e.iccid, totalVolume: e.totalVolume, orderUsage: e.orderUsage, remain: e.totalVolume - e.orderUsage, lastUpdateTime: eaTime(this.now()), remainThreshold: threshold },
    };
    this.outbox.push(n);
    return n;
  }

  /** One day of validity left (VALIDITY_USAGE; no notifyId, as in the docs' example). */
  validityEnding(esimTranNo: string): EaNotice {
    const e = this.profiles.get(esimTranNo)!;
    e.expiredTime = this.now() + 86_400_000;
    const n: EaNotice = { notifyType: "VALIDITY_USAGE", content: { orderNo: e.orderNo, transactionId: e.transactionId, iccid: e.iccid, durationUnit: "DAY", totalDuration: e.totalDuration, expiredTime: eaTime(e.expiredTime), remain: 1 } };
    this.outbox.push(n);
    return n;
  }

  /** The notifications due since the last call, oldest first (the test or the server delivers them). */
  takeOutbox(): EaNotice[] {
    const now = this.now();
    for (const o of this.unannounced.filter((x) => x.allocatedAt <= now)) {
      this.outbox.push({ notifyType: "ORDER_STATUS", content: { orderNo: o.orderNo, transactionId: o.transactionId, orderStatus: "GOT_RESOURCE" } });
    }
    this.unannounced = this.unannounced.filter((x) => x.allocatedAt > now);
    return this.outbox.splice(0);
  }
}

/** A small catalog: two single-country plans, one regional, one daily plan (never sold), and top-ups. */
export function eaCatalog(): FakeEaPackage[] {
  return [
    { packageCode: "CKH491", name: "United States 1GB 7Days", price: 42_500, volume: GB, duration: 7, location: ["US"] },
    { packageCode: "CKH530", name: "United States 5GB 30Days", price: 118_765, volume: 5 * GB, duration: 30, location: ["US"] },
    { packageCode: "PEU310", name: "Europe 3GB 15Days", price: 61_000, volume: 3 * GB, duration: 15, location: ["FR", "DE", "ES", "IT"] },
    { packageCode: "CKD001", name: "United States 1GB/Day 7Days", price: 90_000, volume: GB, duration: 7, location: ["US"], dataType: 2 },
    { packageCode: "TOPUP_CKH491", name: "United States 1GB 7Days top-up", price: 40_000, volume: GB, duration: 7, location: ["US"], type: "TOPUP" },
  ];
}
