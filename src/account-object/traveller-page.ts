// What the traveller's eSIM page (`GET /install/{key}`) reads of the account in its one call to
// the account's object: the eSIM's profile (the lpa and its manual codes), the account's brand,
// and, in the sandbox, the eSIM's usage on the account's clock from the same model that
// `GET /v1/orders/{id}/usage` answers (esim-usage.ts). A live eSIM's usage comes from its
// supplier, read by the page outside the object (providers/usage.ts, as the usage route does),
// so the answer names the ICCID it needs. Nothing here names the supplier or the order. The eSIM's
// states (esim-state.ts) decide what the page is: gone (410) once cancelled by a refund or revoked,
// paused while suspended, and "installed, no need to scan again" once it was installed.
import { readBrand, type Brand } from "./brand";
import { sandboxOrderUsage, type UsageObject } from "./esim-usage";
import { ESIM_ROW, type EsimRow } from "./esim-state";
import type { ProfileState, ServiceState } from "../domain/esim-state";
import { one, type Tx } from "./tx";

export type TravellerBrand = Brand;

/** The account's brand, as the dashboard's preview of the page shows it. */
export function readTravellerBrand(tx: Tx): Brand {
  return readBrand(tx.sql);
}

/** The lpa and the manual codes of an eSIM profile, nothing else of its order. */
export interface TravellerProfile {
  lpa: string;
  smdp_address: string | null;
  activation_code: string | null;
  confirmation_code: string | null;
}

export type TravellerPageRead =
  | { state: "cancelled" | "revoked"; brand: Brand }
  | {
      state: "profile";
      brand: Brand;
      profile: TravellerProfile;
      /** the eSIM's two states and whether it was ever installed (null: an order with no state kept) */
      esim: { profile_state: ProfileState; service_state: ServiceState; installed: boolean } | null;
      /** the sandbox's reading (null in live mode: the page asks the supplier for `iccid`) */
      usage: UsageObject | null;
      iccid: string | null;
      livemode: boolean;
    };

/** The page's read for the install token `token`; null: no fulfilled eSIM order has it. */
export function readTravellerPage(tx: Tx, token: string): TravellerPageRead | null {
  const row = one<{ id: string; deliverable: string | null; refund_status: string | null }>(
    tx.sql, "SELECT id, deliverable, refund_status FROM orders WHERE install_token = ? AND status = 'fulfilled'", token,
  );
  if (!row?.deliverable) return null;
  const d = JSON.parse(row.deliverable) as Record<string, unknown>;
  if (d.type !== "esim_profile" || typeof d.lpa !== "string") return null;
  const brand = readBrand(tx.sql);
  // a refunded eSIM was cancelled, a revoked one deactivated: its page says so and shows nothing of the profile
  if (row.refund_status === "succeeded") return { state: "cancelled", brand };
  const states = one<EsimRow>(tx.sql, ESIM_ROW, row.id);
  if (states?.service_state === "cancelled") return { state: "cancelled", brand };
  if (states?.service_state === "revoked") return { state: "revoked", brand };
  const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
  const iccid = text(d.iccid);
  let usage: UsageObject | null = null;
  if (!tx.livemode && iccid) {
    try {
      usage = sandboxOrderUsage(tx, row.id);
    } catch {
      usage = null;
    }
  }
  return {
    state: "profile",
    brand,
    profile: { lpa: d.lpa, smdp_address: text(d.smdp_address), activation_code: text(d.activation_code), confirmation_code: text(d.confirmation_code) },
    esim: states ? { profile_state: states.profile_state, service_state: states.service_state, installed: states.installed_at !== null } : null,
    usage,
    iccid,
    livemode: tx.livemode,
  };
}
