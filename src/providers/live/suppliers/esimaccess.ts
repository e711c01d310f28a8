// eSIM Access (research esim-lifecycle §1): every endpoint a POST under /api/v1/open with a JSON
// body and the signed headers, paced to 8 requests a second for the whole service (rate-gate.ts),
// each call noted for the supplier's circuit (circuit.ts). Orders are keyed by `transactionId`,
// our `ord_` id plus the route attempt's number, so a repeat of one attempt is the same purchase
// (eSIM Access identifies a repeated transactionId as the same request) and another attempt's
// never is. A purchase first looks its transactionId up; an answer that leaves its fate open (a
// timeout, a 5xx or 429, an unknown or server-error code) is followed by another look-up, and
// only "not there" says nothing was bought. Allocation is asynchronous: an order placed is
// queried by its orderNo (200010 while the profile is being allocated) a few times within the
// call's time; still allocating, it stays pending under that orderNo. esim/query has no
// transactionId filter, so the look-up reads the window from a little before the attempt to
// now, page by page, and matches the transactionId of each profile listed.
//
// Also here, for the eSIM after its sale: the profile by its esimTranNo (ICCIDs are reused, so
// that is the key), usage, the top-ups an eSIM takes and a top-up, cancel (an unused profile's
// price back to our balance), suspend, unsuspend, revoke (no refund), and the balance.
import type { EsimAccessConfig } from "./config";
import { CallMeter } from "./circuit";
import {
  ALLOCATING, balanceCents, envelopeOf, type Envelope, ESIMACCESS, ESIMACCESS_RATE_PER_SECOND, esimAccessReading, esimAccessTime, type EsimAccessPackage,
  packageOf, profileDeliverable, purchaseError, signedHeaders, unwellCode, usageStatusOf,
} from "./esimaccess-protocol";
import { type FetchFn, NEVER_REACHED_STATUSES, NeverReached, NoTimeLeft, readJson, supplierCall, SupplierUnreachable, timeLeft, MIN_CALL_MS } from "./http";
import { paceOf } from "./rate-gate";
import type { EsimUsage, SupplierOutcome } from "../../types";

/** Profiles asked per page of a look-up by time window. */
export const LOOKUP_PAGE_SIZE = 100;
/** Pages read at most in one look-up: past this the look-up fails rather than say "not there". */
export const MAX_LOOKUP_PAGES = 20;
/** The look-up window starts this long before the attempt was sent (clocks differ). */
export const LOOKUP_LEAD_MS = 5 * 60_000;
/** Queries of a just-placed order while its profile is allocated, and the pause before each. */
const ALLOCATION_POLLS = [1_000, 2_000, 3_000];

/** The call failed in a way that says nothing of what eSIM Access did: ask again later. */
export class EsimAccessUnavailable extends Error {}

/** A call's answer: its envelope, or what kept it from having one. */
type Answer =
  | { kind: "envelope"; envelope: Envelope }
  /** no answer, a 5xx or 429, or a body that is no envelope: the request may have been applied */
  | { kind: "ambiguous"; reason: string }
  /** the request provably never reached eSIM Access */
  | { kind: "unreached"; reason: string };

export interface EsimAccessPurchase {
  transactionId: string;
  packageCode: string;
  /** the package's price (USD × 10,000) as last read: the order repeats it, so a changed price is refused, never paid */
  price?: number | null;
  /** the orderNo eSIM Access gave this attempt earlier, if it did */
  orderNo?: string | null;
  /** when the attempt was first sent (ms) */
  since: number;
  lookupOnly?: boolean;
  /** the attempt was never sent before: nothing can be under its transactionId yet, so no look-up first */
  firstSend?: boolean;
}

export interface EsimAccessTopup {
  esimTranNo: string;
  packageCode: string;
  transactionId: string;
  /** the package's price (USD × 10,000), where known: the top-up repeats it as its amount */
  price?: number | null;
  /** what the partner's order delivers once applied (the top-up offer's data and validity) */
  deliverable: Record<string, unknown>;
  lookupOnly?: boolean;
  firstSend?: boolean;
}

/** "Not allowed in this order status": for a top-up, an eSIM past its validity (or revoked, cancelled). */
const NOT_NOW = "200002";

export class EsimAccessClient {
  readonly meter = new CallMeter(ESIMACCESS);
  private readonly pace: (deadline: number | undefined) => Promise<void>;

  constructor(
    private readonly env: Env,
    private readonly cfg: EsimAccessConfig,
    private readonly fetchFn: FetchFn,
    /** when this client's calls must all be done (a fulfilment run's deadline); none for a sync */
    private readonly deadline?: number,
  ) {
    this.pace = paceOf(env, ESIMACCESS, ESIMACCESS_RATE_PER_SECOND);
  }

  /** Writes the calls made so far to the circuit and the call counts. */
  flush(): Promise<void> {
    return this.meter.flush(this.env);
  }

  /** One signed POST; `retries` for reads (429/5xx), 0 for anything that buys or changes. */
  private async post(path: string, payload: unknown, retries = 2): Promise<Answer> {
    const body = JSON.stringify(payload ?? {});
    let res: Response;
    try {
      res = await supplierCall(`${this.cfg.baseUrl}/api/v1/open/${path}`, {
        method: "POST",
        headers: await signedHeaders(this.cfg, body, Date.now(), crypto.randomUUID()),
        body,
      }, { fetchFn: this.fetchFn, timeoutMs: this.cfg.timeoutMs, retries, deadline: this.deadline, pace: this.pace });
    } catch (e) {
      if (e instanceof NoTimeLeft) throw e; // nothing was sent
      if (e instanceof NeverReached) {
        this.meter.failed(e.message);
        return { kind: "unreached", reason: e.message };
      }
      if (e instanceof SupplierUnreachable) {
        this.meter.failed(e.message);
        return { kind: "ambiguous", reason: e.message };
      }
      throw e;
    }
    const json = await readJson(res);
    if (NEVER_REACHED_STATUSES.has(res.status)) {
      this.meter.failed(`${path}: HTTP ${res.status}`);
      return { kind: "unreached", reason: `HTTP ${res.status}` };
    }
    const envelope = envelopeOf(json);
    if (res.status === 429 || res.status >= 500 || !envelope) {
      this.meter.failed(`${path}: HTTP ${res.status}${envelope ? "" : " without an envelope"}`);
      return { kind: "ambiguous", reason: `HTTP ${res.status}` };
    }
    if (!envelope.ok && unwellCode(envelope.code) && envelope.code !== ALLOCATING) this.meter.failed(`${path}: code ${envelope.code}`);
    else this.meter.ok();
    return { kind: "envelope", envelope };
  }

  /** A read that must succeed: its `obj`, or an error. */
  private async read(path: string, payload: unknown): Promise<any> {
    const a = await this.post(path, payload);
    if (a.kind !== "envelope") throw new EsimAccessUnavailable(`esimaccess ${path}: ${a.reason}`);
    if (!a.envelope.ok) throw new EsimAccessUnavailable(`esimaccess ${path}: code ${a.envelope.code} ${a.envelope.message}`.trim());
    return a.envelope.obj;
  }

  /** Every BASE package (and every TOPUP package) we can sell. */
  async packages(): Promise<{ packages: EsimAccessPackage[]; read: number }> {
    const out: EsimAccessPackage[] = [];
    let read = 0;
    for (const type of ["BASE", "TOPUP"] as const) {
      const obj = await this.read("package/list", { locationCode: "", type, packageCode: "", iccid: "" });
      const list: any[] = Array.isArray(obj?.packageList) ? obj.packageList : [];
      read += list.length;
      for (const p of list) {
        const pkg = packageOf(p, type === "TOPUP");
        if (pkg) out.push(pkg);
      }
    }
    return { packages: out, read };
  }

  /** The TOPUP package codes eSIM Access offers for this eSIM now (none for an eSIM it will not top up). */
  async topupPackages(iccid: string): Promise<string[]> {
    const a = await this.post("package/list", { type: "TOPUP", iccid });
    if (a.kind !== "envelope") throw new EsimAccessUnavailable(`esimaccess top-up packages: ${a.reason}`);
    if (!a.envelope.ok) return [];
    const list: any[] = Array.isArray(a.envelope.obj?.packageList) ? a.envelope.obj.packageList : [];
    return list.map((p) => (p?.packageCode ? String(p.packageCode) : "")).filter((c) => c !== "");
  }

  async balance(): Promise<{ cents: number; currency: string }> {
    const obj = await this.read("balance/query", {});
    if (obj?.balance === undefined) throw new EsimAccessUnavailable("esimaccess balance: no balance in the answer");
    return { cents: balanceCents(obj.balance), currency: "USD" };
  }

  /** The profiles of an order (orderNo): the list, "allocating" while eSIM Access is still allocating them, or null when it does not know the order. */
  async orderProfiles(orderNo: string): Promise<any[] | "allocating" | null> {
    const a = await this.post("esim/query", { orderNo, iccid: "", pager: { pageNum: 1, pageSize: 20 } });
    if (a.kind !== "envelope") throw new EsimAccessUnavailable(`esimaccess query: ${a.reason}`);
    if (!a.envelope.ok) {
      if (a.envelope.code === ALLOCATING) return "allocating";
      if (purchaseError(a.envelope.code).kind === "ambiguous" && a.envelope.code !== "310272") throw new EsimAccessUnavailable(`esimaccess query: code ${a.envelope.code}`);
      return null;
    }
    const list: any[] = Array.isArray(a.envelope.obj?.esimList) ? a.envelope.obj.esimList : [];
    return list;
  }

  /** One profile by its esimTranNo (the key: ICCIDs are reused), or null when eSIM Access does not know it. */
  async profile(esimTranNo: string): Promise<any | null> {
    const a = await this.post("esim/query", { esimTranNo, pager: { pageNum: 1, pageSize: 5 } });
    if (a.kind !== "envelope") throw new EsimAccessUnavailable(`esimaccess query: ${a.reason}`);
    if (!a.envelope.ok) {
      if (a.envelope.code === ALLOCATING) return null;
      if (unwellCode(a.envelope.code)) throw new EsimAccessUnavailable(`esimaccess query: code ${a.envelope.code}`);
      return null;
    }
    const list: any[] = Array.isArray(a.envelope.obj?.esimList) ? a.envelope.obj.esimList : [];
    return list.find((e) => String(e?.esimTranNo) === esimTranNo) ?? null;
  }

  /**
   * The profile ordered under this transactionId, looked for among those created from `since`
   * (less LOOKUP_LEAD_MS) to now; null when it is not there. Throws when a page cannot be read or
   * there are more than MAX_LOOKUP_PAGES of them: never "not there" for a window not read whole.
   */
  async lookup(transactionId: string, since: number): Promise<any | null> {
    const window = { startTime: esimAccessTime(since - LOOKUP_LEAD_MS), endTime: esimAccessTime(Date.now() + 60_000) };
    for (let pageNum = 1; pageNum <= MAX_LOOKUP_PAGES; pageNum++) {
      const obj = await this.read("esim/query", { ...window, pager: { pageNum, pageSize: LOOKUP_PAGE_SIZE } });
      const list: any[] = Array.isArray(obj?.esimList) ? obj.esimList : [];
      const found = list.find((e) => String(e?.transactionId ?? "") === transactionId);
      if (found) return found;
      const total = Number(obj?.pager?.total);
      if (list.length < LOOKUP_PAGE_SIZE || (Number.isFinite(total) && pageNum * LOOKUP_PAGE_SIZE >= total)) return null;
    }
    throw new EsimAccessUnavailable(`esimaccess look-up: more than ${MAX_LOOKUP_PAGES} pages in the window`);
  }

  /** A profile found or queried, as the purchase's outcome: fulfilled once allocated, pending before. */
  private outcomeOfProfile(esim: any, orderNo: string | null): SupplierOutcome {
    const no = esim?.orderNo ? String(esim.orderNo) : orderNo;
    const deliverable = profileDeliverable(esim);
    if (!deliverable || !no) return { status: "pending", transactionId: no, partnerRef: null };
    const esimTranNo = esim?.esimTranNo ? String(esim.esimTranNo) : null;
    // the eSIM starts in the states eSIM Access reports for it (released / ready, as allocated);
    // the partner sees its esimTranNo, a number as other suppliers' ids are, never the orderNo,
    // whose form is eSIM Access's own (the route attempt keeps that, for operators and look-ups)
    return { status: "fulfilled", deliverable, transactionId: no, supplierRef: esimTranNo, esim: esimAccessReading(esim), partnerRef: esimTranNo };
  }

  /** What an order number's profiles say now. */
  private async outcomeOfOrder(orderNo: string): Promise<SupplierOutcome | null> {
    const profiles = await this.orderProfiles(orderNo);
    if (profiles === "allocating") return { status: "pending", transactionId: orderNo, partnerRef: null };
    if (profiles === null || profiles.length === 0) return null;
    return this.outcomeOfProfile(profiles[0], orderNo);
  }

  /**
   * Buys one eSIM of `packageCode` under `transactionId`, unless eSIM Access already has an order
   * under it (or `lookupOnly`): then that order is the answer. Never places a second order for
   * one transactionId on our side; never says "not there" without a look-up that read the window.
   */
  async purchase(p: EsimAccessPurchase): Promise<SupplierOutcome> {
    if (p.orderNo) {
      const known = await this.outcomeOfOrder(p.orderNo);
      if (known) return known;
    }
    if (!p.firstSend || p.lookupOnly) {
      // a repeat of the attempt (a run that died, an answer that never came): what is there first
      const found = await this.lookup(p.transactionId, p.since);
      if (found) return this.outcomeOfProfile(found, null);
      if (p.lookupOnly) return { status: "pending", transactionId: null, absent: true };
    }
    const payload = {
      transactionId: p.transactionId,
      ...(p.price != null ? { amount: p.price } : {}),
      packageInfoList: [{ packageCode: p.packageCode, count: 1, ...(p.price != null ? { price: p.price } : {}) }],
    };
    const a = await this.post("esim/order", payload, 0);
    if (a.kind === "unreached") return { status: "failed", reason: "supplier: the supplier could not be reached", transactionId: null, retry: "unreached" };
    if (a.kind === "ambiguous") return this.afterAmbiguous(p);
    if (!a.envelope.ok) {
      const e = purchaseError(a.envelope.code, a.envelope.message);
      if (e.kind === "refused") return { status: "failed", reason: `supplier: ${e.reason}`, transactionId: null };
      if (e.kind === "balance") return { status: "failed", reason: "supplier: our balance with the supplier is too low", transactionId: null, retry: "balance" };
      if (e.kind === "unreached") return { status: "failed", reason: "supplier: the supplier refused the request unread", transactionId: null, retry: "unreached" };
      return this.afterAmbiguous(p);
    }
    const orderNo = a.envelope.obj?.orderNo ? String(a.envelope.obj.orderNo) : null;
    if (!orderNo) return this.afterAmbiguous(p);
    return this.allocated(orderNo);
  }

  /** Queries a just-placed order while its profile is allocated, as long as the run's time allows; pending under its orderNo after. */
  private async allocated(orderNo: string): Promise<SupplierOutcome> {
    for (const pause of ALLOCATION_POLLS) {
      if (timeLeft(this.deadline) - pause < MIN_CALL_MS * 2) break;
      await new Promise((r) => setTimeout(r, pause));
      try {
        const now = await this.outcomeOfOrder(orderNo);
        if (now?.status === "fulfilled") return now;
      } catch (e) {
        if (e instanceof NoTimeLeft) break;
        // the order is placed: a failed query leaves it pending, asked again by the next run
        break;
      }
    }
    return { status: "pending", transactionId: orderNo, partnerRef: null };
  }

  /** After an answer that leaves the order's fate open: what a look-up finds; absent only when it read the window and found nothing. */
  private async afterAmbiguous(p: EsimAccessPurchase): Promise<SupplierOutcome> {
    try {
      const found = await this.lookup(p.transactionId, p.since);
      return found ? this.outcomeOfProfile(found, null) : { status: "pending", transactionId: null, absent: true };
    } catch (e) {
      if (e instanceof NoTimeLeft || e instanceof EsimAccessUnavailable) return { status: "pending", transactionId: null };
      throw e;
    }
  }

  /** A change to one profile (cancel, suspend, unsuspend, revoke): done, refused with eSIM Access's code, or thrown when unknown. */
  private async act(path: "esim/cancel" | "esim/suspend" | "esim/unsuspend" | "esim/revoke", esimTranNo: string): Promise<{ ok: true; obj: any } | { ok: false; code: string; message: string }> {
    const a = await this.post(path, { esimTranNo }, 0);
    if (a.kind !== "envelope") throw new EsimAccessUnavailable(`esimaccess ${path}: ${a.reason}`);
    if (!a.envelope.ok && unwellCode(a.envelope.code)) throw new EsimAccessUnavailable(`esimaccess ${path}: code ${a.envelope.code}`);
    return a.envelope;
  }

  /** Cancels an unused profile: its price goes back to our balance. Refused (200002) once it was installed or used. */
  cancel(esimTranNo: string) {
    return this.act("esim/cancel", esimTranNo);
  }

  suspend(esimTranNo: string) {
    return this.act("esim/suspend", esimTranNo);
  }

  unsuspend(esimTranNo: string) {
    return this.act("esim/unsuspend", esimTranNo);
  }

  /** Closes the eSIM for good; nothing is refunded. */
  revoke(esimTranNo: string) {
    return this.act("esim/revoke", esimTranNo);
  }

  /**
   * What became of a top-up sent under `transactionId`, read from the eSIM's packages (esim/query
   * by its esimTranNo): `found`, `absent`, or `unknown` where eSIM Access lists the packages
   * without the transactionId each was added under (which field its list carries is UNCONFIRMED:
   * a third party shows `transactionId` on each package; the fake follows that reading). Throws
   * when the eSIM cannot be read.
   */
  async topupLookup(esimTranNo: string, transactionId: string): Promise<"found" | "absent" | "unknown"> {
    const profile = await this.profile(esimTranNo);
    const packages: any[] = Array.isArray(profile?.packageList) ? profile.packageList : [];
    const ids = packages.map((p) => (p?.transactionId === undefined || p?.transactionId === null ? "" : String(p.transactionId))).filter((id) => id !== "");
    if (ids.includes(transactionId)) return "found";
    return ids.length > 0 ? "absent" : "unknown";
  }

  /**
   * Adds a TOPUP package to the eSIM (by its esimTranNo) under `transactionId`: our top-up order's
   * id and the route attempt, so a repeat is the same top-up at eSIM Access. A repeat (a run that
   * died, an answer that never came) looks the top-up up first and sends again only when it is
   * not there; an answer that leaves its fate open is looked up too. Refused: an eSIM past its
   * validity, revoked or cancelled takes none (200002), an unknown package, a changed price.
   */
  async topup(t: EsimAccessTopup): Promise<SupplierOutcome> {
    // eSIM Access gives a top-up no id of its own: the partner's top-up shows none
    const applied: SupplierOutcome = { status: "fulfilled", deliverable: t.deliverable, transactionId: t.transactionId, supplierRef: t.esimTranNo, partnerRef: null };
    if (!t.firstSend || t.lookupOnly) {
      const seen = await this.topupSeen(t);
      if (seen === "found") return applied;
      if (seen === "failed") return { status: "pending", transactionId: null };
      if (t.lookupOnly) return seen === "absent" ? { status: "pending", transactionId: null, absent: true } : { status: "pending", transactionId: null };
      // absent: never applied; unknown: sent again under the same transactionId, which eSIM Access takes as the same request
    }
    const payload = { esimTranNo: t.esimTranNo, packageCode: t.packageCode, transactionId: t.transactionId, ...(t.price != null ? { amount: t.price } : {}) };
    const a = await this.post("esim/topup", payload, 0);
    if (a.kind === "unreached") return { status: "failed", reason: "supplier: the supplier could not be reached", transactionId: null, retry: "unreached" };
    if (a.kind === "ambiguous") return this.afterAmbiguousTopup(t, applied);
    if (!a.envelope.ok) {
      if (a.envelope.code === NOT_NOW) return { status: "failed", reason: "supplier: the eSIM takes no top-up now", transactionId: null };
      const e = purchaseError(a.envelope.code, a.envelope.message);
      if (e.kind === "refused") return { status: "failed", reason: `supplier: ${e.reason}`, transactionId: null };
      if (e.kind === "balance") return { status: "failed", reason: "supplier: our balance with the supplier is too low", transactionId: null, retry: "balance" };
      if (e.kind === "unreached") return { status: "failed", reason: "supplier: the supplier refused the request unread", transactionId: null, retry: "unreached" };
      return this.afterAmbiguousTopup(t, applied);
    }
    return applied;
  }

  /** The look-up of a top-up, or "failed" when the eSIM could not be read (asked again later). */
  private async topupSeen(t: EsimAccessTopup): Promise<"found" | "absent" | "unknown" | "failed"> {
    try {
      return await this.topupLookup(t.esimTranNo, t.transactionId);
    } catch (e) {
      if (e instanceof NoTimeLeft || e instanceof EsimAccessUnavailable) return "failed";
      throw e;
    }
  }

  private async afterAmbiguousTopup(t: EsimAccessTopup, applied: SupplierOutcome): Promise<SupplierOutcome> {
    const seen = await this.topupSeen(t);
    if (seen === "found") return applied;
    return seen === "absent" ? { status: "pending", transactionId: null, absent: true } : { status: "pending", transactionId: null };
  }

  /** Data usage of eSIMs by esimTranNo (at most 10 a call; eSIM Access's figures lag 2–3 hours). */
  async usage(esimTranNos: string[]): Promise<Map<string, { usedBytes: number; totalBytes: number; updatedAt: string | null }>> {
    if (esimTranNos.length > 10) throw new RangeError("esimaccess usage: at most 10 eSIMs a call");
    const obj = await this.read("esim/usage/query", { esimTranNoList: esimTranNos });
    const list: any[] = Array.isArray(obj?.esimUsageList) ? obj.esimUsageList : [];
    return new Map(list.filter((u) => u?.esimTranNo).map((u) => [String(u.esimTranNo), {
      usedBytes: Number(u.dataUsage ?? 0), totalBytes: Number(u.totalData ?? 0), updatedAt: u.lastUpdateTime ? String(u.lastUpdateTime) : null,
    }]));
  }

  /** One eSIM's usage in our shape, from its profile (status, expiry) and the usage read. */
  async esimUsage(esimTranNo: string): Promise<EsimUsage> {
    const profile = await this.profile(esimTranNo);
    if (!profile) throw new EsimAccessUnavailable("esimaccess usage: the eSIM is not known");
    const used = (await this.usage([esimTranNo])).get(esimTranNo);
    const total = Number(used?.totalBytes ?? profile.totalVolume ?? 0);
    const usedBytes = Number(used?.usedBytes ?? profile.orderUsage ?? 0);
    const mb = (b: number) => Math.floor(b / 1_048_576);
    return {
      status: usageStatusOf(profile.esimStatus),
      data_total_mb: mb(total),
      data_remaining_mb: Math.max(0, mb(total - usedBytes)),
      unlimited: false,
      expires_at: profile.expiredTime ? new Date(String(profile.expiredTime).replace(/([+-]\d\d)(\d\d)$/, "$1:$2")).toISOString() : null,
    };
  }
}
