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
import { supplierOf } from "../../../domain/routing";
import { ApiError } from "../../../http/errors";
import { AiraloClient, airaloServiceState, outcomeOfOrder, outcomeOfTopup } from "./airalo";
import { circuitViews, takeProbe } from "./circuit";
import { airaloConfig, esimAccessConfig, reloadlyConfig, supplierEnv, SUPPLIERS } from "./config";
import { queueDuplicateRefund } from "./duplicates";
import { EsimAccessClient } from "./esimaccess";
import { type FetchFn, globalFetch } from "./http";
import { ReloadlyClient, canTake, outcomeOf } from "./reloadly";
import { airaloSku, parseSku, topupOrderSku } from "./sku";
import { NO_ESIM_CAPABILITIES, type DuplicateSettlement, type EsimCapabilities, type Supplier, type SupplierOrder, type SupplierOutcome } from "../../types";
import { esimUsage } from "../../usage";

const AIRALO_ESIMS: EsimCapabilities = { controls: [], topups: true, topupsOnceExpired: true, reportsState: true, cancelsUnusedAtOnce: false };

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
      return metered(client, (c) => c.purchase({
        // our reference at eSIM Access: the order and the route attempt, so each attempt is its own purchase
        transactionId: `${order.orderId}-${order.attempt ?? 1}`,
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
      // eSIM Access top-ups (esim/topup by the eSIM's esimTranNo; the client has it) are offered
      // once their purchase is wired into fulfilment; until then an eSIM Access eSIM takes none
      if (issuer === "esimaccess") return [];
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
        const answer = await metered(client, (c) => c.cancel(dup.supplierRef!));
        // refused (installed or used already): only the operator can settle it now
        return answer.ok ? { outcome: "cancelled" } : { outcome: "listed", detail: `cancel refused: code ${answer.code} ${answer.message}`.trim() };
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
      return parseSku(sku)?.supplier === "airalo" ? AIRALO_ESIMS : NO_ESIM_CAPABILITIES;
    },

    async readEsimState(esim) {
      if (parseSku(esim.sku)?.supplier !== "airalo") throw new Error(`no supplier reports the state of an eSIM sold as ${esim.sku}`);
      const usage = await esimUsage(env, supplier, "live", esim.iccid);
      return { profileState: "unknown", serviceState: airaloServiceState(usage.status), checkedAt: Date.parse(usage.checked_at) };
    },

    async controlEsim(_esim, control) {
      return { status: "refused", reason: `the supplier does not offer to ${control} an eSIM` };
    },

    async cancelUnusedEsim() {
      return { status: "refused", reason: "the supplier cancels no eSIM at once" };
    },
  };
  return supplier;
}
