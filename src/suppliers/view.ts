// The operator's view of each live supplier: configured or not, the last catalog sync, and our
// prepaid balance with it as of the last sync; beside the list, the deposit keys in use (the
// same rule as /health), so a key change is seen where the operator watches supply. Never
// shown to partners.
import { airaloConfig, reloadlyConfig, supplierEnv, SUPPLIERS, type SupplierName } from "./config";
import { iso } from "../lib/time";
import { depositKeysInUse } from "../funding/health";

export interface SupplierView {
  object: "supplier";
  id: SupplierName;
  kind: "esim" | "mobile_topup";
  state: "configured" | "not configured";
  last_sync: { at: string; ok: boolean; error: string | null } | null;
  offers_published: number;
  offers_held_back: number;
  balance: { amount: number; currency: string; checked_at: string } | null;
}

interface StateRow {
  supplier: string;
  last_sync_at: number | null;
  last_sync_error: string | null;
  published: number;
  held_back: number;
  balance_cents: number | null;
  balance_currency: string | null;
  balance_checked_at: number | null;
}

export async function supplierViews(env: Env): Promise<SupplierView[]> {
  const { results } = await env.DB.prepare("SELECT * FROM supplier_state").all<StateRow>();
  const e = supplierEnv(env);
  return SUPPLIERS.map((id) => {
    const configured = id === "airalo" ? airaloConfig(e) !== null : reloadlyConfig(e) !== null;
    const s = results.find((r) => r.supplier === id);
    return {
      object: "supplier" as const,
      id,
      kind: id === "airalo" ? ("esim" as const) : ("mobile_topup" as const),
      state: configured ? ("configured" as const) : ("not configured" as const),
      last_sync: s?.last_sync_at ? { at: iso(s.last_sync_at), ok: s.last_sync_error === null, error: s.last_sync_error } : null,
      offers_published: configured ? (s?.published ?? 0) : 0,
      offers_held_back: configured ? (s?.held_back ?? 0) : 0,
      balance:
        configured && s?.balance_cents != null && s.balance_checked_at != null
          ? { amount: s.balance_cents, currency: s.balance_currency ?? "USD", checked_at: iso(s.balance_checked_at) }
          : null,
    };
  });
}

/** The supplier list with the deposit keys in use (`multiple` while addresses of more than one key are). */
export async function operatorSupplierView(env: Env) {
  const [data, deposit_keys] = await Promise.all([supplierViews(env), depositKeysInUse(env)]);
  return { object: "list" as const, data, deposit_keys };
}
