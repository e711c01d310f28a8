// The operator's view of each live supplier: configured or not, the last catalog sync, our
// prepaid balance with it as of the last sync, and how many of its late successes (after a
// refund at the pending limit) are still to reconcile. Never shown to partners.
import { airaloConfig, reloadlyConfig, supplierEnv, SUPPLIERS, type SupplierName } from "./config";
import { iso } from "../../../lib/time";
import { unreconciledBySupplier } from "./late-successes";

export interface SupplierView {
  object: "supplier";
  id: SupplierName;
  kind: "esim" | "mobile_topup";
  state: "configured" | "not configured";
  last_sync: { at: string; ok: boolean; error: string | null } | null;
  offers_published: number;
  offers_held_back: number;
  balance: { amount: number; currency: string; checked_at: string } | null;
  /** late supplier successes not yet reconciled (GET /admin/v1/late_supplier_successes) */
  late_successes_to_reconcile: number;
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
  const [{ results }, late] = await Promise.all([env.DB.prepare("SELECT * FROM supplier_state").all<StateRow>(), unreconciledBySupplier(env)]);
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
      late_successes_to_reconcile: late.get(id) ?? 0,
    };
  });
}
