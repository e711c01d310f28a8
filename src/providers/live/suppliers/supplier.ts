// The live Supplier: sends each route attempt to the supplier its SKU names (Airalo or eSIM
// Access for eSIMs, Reloadly for top-ups) and detects a top-up's operator at quote time. An order
// the account's object marks `lookupOnly` (past the pending limit, or refunded there:
// providers/pending-limit.ts) is only looked up, never bought. How long an order may stay pending,
// and which route it takes next, are the object's rules (domain/routing.ts), not the adapter's:
// it only reports. Every call an operation makes is noted for its supplier's circuit and call
// counts, written when the operation ends. A duplicate purchase (an order bought at a supplier it
// had left) is undone where the supplier allows: cancelled at eSIM Access (an unused profile's
// price back to our balance); at Airalo queued as a refund request while AIRALO_REFUNDS is on,
// else listed for the operator.
// After the sale, each eSIM's supplier says what it offers (esimCapabilities, by the SKU): Airalo
// reports the service state through its usage status (read through the 15-minute usage cache, so
// a state read and a usage read share one call) and offers no control and no instant cancel.
// eSIM Access reports both states (esim/query by the eSIM's esimTranNo), suspends, resumes and
// revokes, cancels a never-installed profile at once (its price back to our balance), and tops an
// eSIM up by its esimTranNo until it expires (not after: research esim-lifecycle §1.4).
import { supplierOf } from "../../../domain/routing";
import { ApiError } from "../../../http/errors";
import { AiraloClient, airaloServiceState, outcomeOfOrder, outcomeOfTopup } from "./airalo";
import { circuitViews, takeProbe } from "./circuit";
import { airaloConfig, airaloRefundsOn, esimAccessConfig, reloadlyConfig, supplierEnv, SUPPLIERS } from "./config";
import { queueAiraloRefundRequest, queueDuplicateRefund } from "./duplicates";
import { EsimAccessClient } from "./esimaccess";
import { esimAccessReading, esimAccessStatusNote } from "./esimaccess-protocol";
import { type FetchFn, globalFetch } from "./http";
import { ReloadlyClient, canTake, outcomeOf } from "./reloadly";
import { airaloSku, esimAccessSku, parseSku, topupOrderSku } from "./sku";
import type { EsimControl } from "../../../domain/esim-state";
import { getOffer } from "../../../offers/catalog";
import {
  NO_ESIM_CAPABILITIES, type DuplicateSettlement, type EsimCapabilities, type Supplier, type SupplierControlAnswer, type SupplierEsim, type SupplierOrder, type SupplierOutcome,
} from "../../types";
import { esimUsage } from "../../usage";

const AIRALO_ESIMS: EsimCapabilities = { controls: [], topups: true, topupsOnceExpired: true, reportsState: true, cancelsUnusedAtOnce: false };
const ESIMACCESS_ESIMS: EsimCapabilities = { controls: ["suspend", "resume", "revoke"], topups: true, topupsOnceExpired: false, reportsState: true, cancelsUnusedAtOnce: true };

/** The eSIM Access status a control leaves the eSIM in, as our service state (how a control's repeat is recognised as done). */
const CONTROLLED: Record<EsimControl, (s: string | null) => boolean> = {
  suspend: (s) => s === "suspended",
  resume: (s) => s === "ready" || s === "active" || s === "depleted",
  revoke: (s) => s === "revoked",
};

/** eSIM Access's "not allowed in this order status". */
const NOT_IN_THIS_STATUS = "200002";

export function airaloClient(env: Env, fetchFn: FetchFn = globalFetch, deadline?: number): AiraloClient | null {
  const cfg = airaloConfig(supplierEnv(env));
  return cfg ? new AiraloClient(env, cfg, fetchFn, deadline) : null;
}

export function esimAccessClient(env: Env, fetchFn: FetchFn = globalFetch, deadline?: number): EsimAccessClient | null {
  const cfg = esimAccessConfig(supplierEnv(env));
  return cfg ? new EsimAccessClient(env, cfg, fetchFn, deadline) : null;
}

export function reloadlyClient(env: Env, fetchFn: FetchFn = globalFetch, deadline?: number): ReloadlyClient | null {
  const cfg = reloadlyConfig(supplierEnv(env));
  return cfg ? new ReloadlyClient(env, cfg, fetchFn, deadline) : null;
}

/** Not configured (any more): transient, so the order waits for configuration or the pending limit. */
class SupplierOff extends Error {}

/** Runs `work` with a client and writes its calls to the supplier's circuit and counts afterwards, whatever happened. */
/**
 * eSIM Access's cancel of one eSIM: null once it is cancelled, else why not. A repeat whose first
 * answer was lost (or whose run died before recording it) is refused there as "not in this
 * status" and finds the profile cancelled already: done, not refused.
 */
async function cancelAtEsimAccess(c: EsimAccessClient, esimTranNo: string): Promise<string | null> {
  const answer = await c.cancel(esimTranNo);
  if (answer.ok) return null;
  if (answer.code === NOT_IN_THIS_STATUS && esimAccessReading(await c.profile(esimTranNo)).serviceState === "cancelled") return null;
  return `cancel refused: code ${answer.code} ${answer.message}`.trim();
}

async function metered<C extends { flush(): Promise<void> }, T>(client: C, work: (c: C) => Promise<T>): Promise<T> {
  try {
    return await work(client);
  } finally {
    await client.flush();
  }
}

export function liveSupplier(env: Env, fetchFn: FetchFn = globalFetch): Supplier {
  async function attempt(order: SupplierOrder): Promise<SupplierOutcome> {
    const sku = parseSku(order.sku);
    const notFound: SupplierOutcome = { status: "pending", transactionId: null, absent: true };
    if (sku?.supplier === "airalo") {
      const client = airaloClient(env, fetchFn, order.callsUntil);
      if (!client) throw new SupplierOff("airalo is not configured");
      const iccid = order.topupIccid ?? null;
      return metered(client, async (c) => {
        if (order.lookupOnly) {
          const found = await c.lookup(order.orderId);
          if (!found) return notFound;
          return iccid ? outcomeOfTopup(found, iccid) : outcomeOfOrder(found);
        }
        // a top-up of an eSIM already sold names the eSIM; any other Airalo order buys a new one
        return iccid ? c.purchaseTopup(order.orderId, sku.packageId, iccid) : c.purchase(order.orderId, sku.packageId);
      });
    }
    if (sku?.supplier === "esimaccess") {
      const client = esimAccessClient(env, fetchFn, order.callsUntil);
      if (!client) throw new SupplierOff("esimaccess is not configured");
      // our reference at eSIM Access: the order and the route attempt, so each attempt is its own purchase
      const transactionId = `${order.orderId}-${order.attempt ?? 1}`;
      if (order.topupIccid) {
        // a top-up names its eSIM by the esimTranNo it was sold under (ICCIDs are reused there)
        if (!order.topupRef) return { status: "failed", reason: "supplier: the eSIM's id at the supplier is not known", transactionId: null };
        const deliverable = await topupDeliverable(order.offerId, order.topupIccid);
        return metered(client, (c) => c.topup({
          esimTranNo: order.topupRef!, packageCode: sku.packageCode, transactionId, price: order.supplierPrice ?? null, deliverable,
          lookupOnly: order.lookupOnly, firstSend: order.firstSend,
        }));
      }
      return metered(client, (c) => c.purchase({
        transactionId,
        packageCode: sku.packageCode,
        price: order.supplierPrice ?? null,
        orderNo: order.upstreamId ?? null,
        since: order.attemptStartedAt ?? order.createdAt,
        lookupOnly: order.lookupOnly,
        firstSend: order.firstSend,
      }));
    }
    if (sku?.supplier === "reloadly" && sku.operatorId !== null && order.destination) {
      const client = reloadlyClient(env, fetchFn, order.callsUntil);
      if (!client) throw new SupplierOff("reloadly is not configured");
      return metered(client, async (c) => {
        if (order.lookupOnly) {
          const found = await c.lookup(order.orderId, order.createdAt);
          return found ? outcomeOf(found, order.destination!) : notFound;
        }
        return c.purchase({ reference: order.orderId, operatorId: sku.operatorId!, amountCents: sku.amountCents, destination: order.destination!, country: sku.country, createdAt: order.createdAt });
      });
    }
    return { status: "failed", reason: "supplier: the order's product is not sold any more", transactionId: null };
  }

  const supplier: Supplier = {
    purchase: attempt,

    async skuFor(sku, destination) {
      const parsed = parseSku(sku);
      if (parsed?.supplier !== "reloadly" || parsed.operatorId !== null) return sku;
      const client = reloadlyClient(env, fetchFn);
      if (!client || !destination) throw new ApiError("offer_withdrawn", "This offer is not available at the moment.", "offer_id");
      const op = await metered(client, (c) => c.detect(destination, parsed.country));
      if (!op || !canTake(op, parsed.amountCents)) {
        throw new ApiError("parameter_invalid", "The operator of this number cannot take this top-up amount.", "destination");
      }
      return topupOrderSku(op.operatorId, parsed.country, parsed.amountCents);
    },

    async usage(iccid, esim) {
      // an eSIM follows the supplier that sold it
      if (esim && parseSku(esim.sku)?.supplier === "esimaccess") {
        const client = esimAccessClient(env, fetchFn);
        if (!client) throw new Error("esimaccess is not configured");
        if (!esim.supplierRef) throw new Error("esimaccess usage: the eSIM's esimTranNo is not known");
        return metered(client, (c) => c.esimUsage(esim.supplierRef!));
      }
      const client = airaloClient(env, fetchFn);
      if (!client) throw new Error("airalo is not configured");
      return metered(client, (c) => c.usage(iccid));
    },

    async topupSkus(esim) {
      const issuer = parseSku(esim.sku)?.supplier;
      if (issuer === "airalo") {
        const client = airaloClient(env, fetchFn);
        if (!client) return [];
        return (await metered(client, (c) => c.topups(esim.iccid))).map(airaloSku);
      }
      if (issuer === "esimaccess") {
        // package/list takes the eSIM's ICCID (not its esimTranNo): a reused ICCID's newest holder
        // is ours, since eSIM Access hands one on only after its profile was cancelled (refunded here)
        const client = esimAccessClient(env, fetchFn);
        if (!client) return [];
        return (await metered(client, (c) => c.topupPackages(esim.iccid))).map(esimAccessSku);
      }
      // a supplier that is off, or one whose eSIMs take no top-up, offers none
      return [];
    },

    circuits() {
      return circuitViews(env, SUPPLIERS);
    },

    takeProbe(sku) {
      return takeProbe(env, supplierOf(sku));
    },

    async settleDuplicate(dup): Promise<DuplicateSettlement> {
      const sku = parseSku(dup.sku);
      if (sku?.supplier === "esimaccess") {
        const client = esimAccessClient(env, fetchFn);
        if (!client || !dup.supplierRef) return { outcome: "listed", detail: client ? "no esimTranNo to cancel by" : "eSIM Access is not configured" };
        const refused = await metered(client, (c) => cancelAtEsimAccess(c, dup.supplierRef!));
        // refused (installed or used already): only the operator can settle it now
        return refused === null ? { outcome: "cancelled" } : { outcome: "listed", detail: refused };
      }
      if (sku?.supplier === "airalo") {
        // a late success after the partner's refund is listed as one already (late-successes.ts)
        if (dup.orderRefunded) return { outcome: "listed", detail: "a late success after the order's refund" };
        if (!dup.iccid || !airaloConfig(supplierEnv(env))?.refunds) return { outcome: "listed", detail: dup.iccid ? "AIRALO_REFUNDS is off" : "no ICCID" };
        await queueDuplicateRefund(env, { orderId: dup.orderId, attempt: dup.attempt, accountId: dup.accountId, mode: dup.mode, iccid: dup.iccid });
        return { outcome: "refund_queued" };
      }
      return { outcome: "listed", detail: "this supplier takes no cancellation" };
    },

    esimCapabilities(sku) {
      const issuer = parseSku(sku)?.supplier;
      return issuer === "airalo" ? AIRALO_ESIMS : issuer === "esimaccess" ? ESIMACCESS_ESIMS : NO_ESIM_CAPABILITIES;
    },

    async readEsimState(esim) {
      const issuer = parseSku(esim.sku)?.supplier;
      if (issuer === "esimaccess") {
        const checkedAt = Date.now();
        const profile = await esimAccessCall(esim, (c, esimTranNo) => c.profile(esimTranNo));
        if (!profile) throw new Error(`eSIM Access does not know the eSIM of order ${esim.orderId}`);
        return { ...esimAccessReading(profile), checkedAt };
      }
      if (issuer !== "airalo") throw new Error(`no supplier reports the state of an eSIM sold as ${esim.sku}`);
      const usage = await esimUsage(env, supplier, "live", esim.iccid);
      return { profileState: "unknown", serviceState: airaloServiceState(usage.status), checkedAt: Date.parse(usage.checked_at) };
    },

    async controlEsim(esim, control) {
      if (parseSku(esim.sku)?.supplier !== "esimaccess") return { status: "refused", reason: `the supplier does not offer to ${control} an eSIM` };
      return esimAccessCall(esim, async (c, esimTranNo): Promise<SupplierControlAnswer> => {
        const answer = control === "suspend" ? await c.suspend(esimTranNo) : control === "resume" ? await c.unsuspend(esimTranNo) : await c.revoke(esimTranNo);
        if (answer.ok) return { status: "done" };
        if (answer.code === NOT_IN_THIS_STATUS) {
          // a repeat of a control whose first answer was lost finds it done: the eSIM is read back
          const now = esimAccessReading(await c.profile(esimTranNo));
          if (CONTROLLED[control](now.serviceState)) return { status: "done" };
          return { status: "refused", reason: now.serviceState ? `the eSIM is ${now.serviceState} there` : "the eSIM's state there does not allow it" };
        }
        console.warn(JSON.stringify({ msg: "supplier refused an eSIM control", control, order_id: esim.orderId, code: answer.code, detail: answer.message }));
        return { status: "refused", reason: "the request was refused without a reason we can pass on" };
      });
    },

    async cancelUnusedEsim(esim) {
      if (parseSku(esim.sku)?.supplier !== "esimaccess") return { status: "refused", reason: "the supplier cancels no eSIM at once" };
      return esimAccessCall(esim, async (c, esimTranNo): Promise<SupplierControlAnswer> => {
        const refused = await cancelAtEsimAccess(c, esimTranNo);
        return refused === null ? { status: "done" } : { status: "refused", reason: refused };
      });
    },

    async esimStatusNote(esim, deadline) {
      const issuer = parseSku(esim.sku)?.supplier;
      if (issuer === "esimaccess") {
        if (!esim.supplierRef) return null;
        const client = esimAccessClient(env, fetchFn, deadline);
        return client ? esimAccessStatusNote(await metered(client, (c) => c.profile(esim.supplierRef!))) : null;
      }
      if (issuer !== "airalo") return null;
      const client = airaloClient(env, fetchFn, deadline);
      return client ? metered(client, (c) => c.esimStatus(esim.iccid)) : null;
    },

    async requestRefund(r) {
      // eSIM Access takes no refund request: an unused eSIM is cancelled at once, any other is the operator's to settle
      if (parseSku(r.esim.sku)?.supplier !== "airalo" || !airaloRefundsOn(supplierEnv(env))) return false;
      await queueAiraloRefundRequest(env, { refundId: r.refundId, accountId: r.accountId, mode: r.mode, iccid: r.esim.iccid, reason: r.reason, purpose: "refund" });
      return true;
    },
  };

  /** One operation on an eSIM Access eSIM by its esimTranNo, metered; throws when it is not configured or the eSIM's id is not known. */
  async function esimAccessCall<T>(esim: SupplierEsim, work: (c: EsimAccessClient, esimTranNo: string) => Promise<T>): Promise<T> {
    const client = esimAccessClient(env, fetchFn);
    if (!client) throw new SupplierOff("esimaccess is not configured");
    if (!esim.supplierRef) throw new Error(`the esimTranNo of the eSIM of order ${esim.orderId} is not known`);
    return metered(client, (c) => work(c, esim.supplierRef!));
  }

  /** What a top-up of an eSIM delivers, from its offer (the synced TOPUP package's data and validity). */
  async function topupDeliverable(offerId: string, iccid: string): Promise<Record<string, unknown>> {
    const offer = await getOffer(env, offerId, "live");
    return {
      type: "esim_topup", iccid,
      data: { amount: offer.dataUnlimited ? 0 : offer.dataAmount, unit: offer.dataUnit, unlimited: offer.dataUnlimited },
      validity_days: offer.validityDays,
    };
  }

  return supplier;
}
