// The live Supplier: routes each order to Airalo or Reloadly by its SKU and detects a top-up's
// operator at quote time. An order the account's object marks `lookupOnly` (past the pending
// limit, or refunded there: providers/pending-limit.ts) is only looked up, never bought. How long
// an order may stay pending is the object's rule, not the adapter's: it only reports.
// After the sale, each eSIM's supplier says what it offers (esimCapabilities, by the SKU): Airalo
// reports the service state through its usage status (read through the 15-minute usage cache, so
// a state read and a usage read share one call) and offers no control and no instant cancel.
import { ApiError } from "../../../http/errors";
import { AiraloClient, airaloServiceState, outcomeOfOrder, outcomeOfTopup } from "./airalo";
import { airaloConfig, reloadlyConfig, supplierEnv } from "./config";
import { type FetchFn, globalFetch } from "./http";
import { ReloadlyClient, canTake, outcomeOf } from "./reloadly";
import { airaloSku, parseSku, topupOrderSku } from "./sku";
import { NO_ESIM_CAPABILITIES, type EsimCapabilities, type Supplier, type SupplierOrder, type SupplierOutcome } from "../../types";
import { esimUsage } from "../../usage";

const AIRALO_ESIMS: EsimCapabilities = { controls: [], topups: true, reportsState: true, cancelsUnusedAtOnce: false };

export function airaloClient(env: Env, fetchFn: FetchFn = globalFetch, deadline?: number): AiraloClient | null {
  const cfg = airaloConfig(supplierEnv(env));
  return cfg ? new AiraloClient(env, cfg, fetchFn, deadline) : null;
}

export function reloadlyClient(env: Env, fetchFn: FetchFn = globalFetch, deadline?: number): ReloadlyClient | null {
  const cfg = reloadlyConfig(supplierEnv(env));
  return cfg ? new ReloadlyClient(env, cfg, fetchFn, deadline) : null;
}

/** Not configured (any more): transient, so the order waits for configuration or the pending limit. */
class SupplierOff extends Error {}

export function liveSupplier(env: Env, fetchFn: FetchFn = globalFetch): Supplier {
  async function attempt(order: SupplierOrder): Promise<SupplierOutcome> {
    const sku = parseSku(order.sku);
    const notFound: SupplierOutcome = { status: "pending", transactionId: null };
    if (sku?.supplier === "airalo") {
      const client = airaloClient(env, fetchFn, order.callsUntil);
      if (!client) throw new SupplierOff("airalo is not configured");
      const iccid = order.topupIccid ?? null;
      if (order.lookupOnly) {
        const found = await client.lookup(order.orderId);
        if (!found) return notFound;
        return iccid ? outcomeOfTopup(found, iccid) : outcomeOfOrder(found);
      }
      // a top-up of an eSIM already sold names the eSIM; any other Airalo order buys a new one
      return iccid ? client.purchaseTopup(order.orderId, sku.packageId, iccid) : client.purchase(order.orderId, sku.packageId);
    }
    if (sku?.supplier === "reloadly" && sku.operatorId !== null && order.destination) {
      const client = reloadlyClient(env, fetchFn, order.callsUntil);
      if (!client) throw new SupplierOff("reloadly is not configured");
      if (order.lookupOnly) {
        const found = await client.lookup(order.orderId, order.createdAt);
        return found ? outcomeOf(found, order.destination) : notFound;
      }
      return client.purchase({ reference: order.orderId, operatorId: sku.operatorId, amountCents: sku.amountCents, destination: order.destination, country: sku.country, createdAt: order.createdAt });
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
      const op = await client.detect(destination, parsed.country);
      if (!op || !canTake(op, parsed.amountCents)) {
        throw new ApiError("parameter_invalid", "The operator of this number cannot take this top-up amount.", "destination");
      }
      return topupOrderSku(op.operatorId, parsed.country, parsed.amountCents);
    },

    async usage(iccid) {
      const client = airaloClient(env, fetchFn);
      if (!client) throw new Error("airalo is not configured");
      return client.usage(iccid);
    },

    async topupSkus(esim) {
      // only Airalo eSIMs take top-ups; a supplier that is off offers none
      if (parseSku(esim.sku)?.supplier !== "airalo") return [];
      const client = airaloClient(env, fetchFn);
      if (!client) return [];
      return (await client.topups(esim.iccid)).map(airaloSku);
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
