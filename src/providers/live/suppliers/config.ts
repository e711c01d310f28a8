// Live supplier configuration. Base URLs are plain vars (a provider's sandbox or a local fake
// can stand in); credentials are secrets. A supplier without its credentials is off: it
// publishes no offers, and the operator's supplier view says "not configured". Airalo's refund
// requests have a switch of their own, AIRALO_REFUNDS: off unless it reads "on".
export interface SupplierEnv {
  AIRALO_BASE_URL?: string;
  AIRALO_CLIENT_ID_LIVE?: string;
  AIRALO_CLIENT_SECRET_LIVE?: string;
  /** "on": refund requests may be sent to Airalo (its refund API needs a contract amendment); anything else: off */
  AIRALO_REFUNDS?: string;
  RELOADLY_AUTH_URL?: string;
  RELOADLY_API_URL?: string;
  RELOADLY_AUDIENCE?: string;
  RELOADLY_CLIENT_ID_LIVE?: string;
  RELOADLY_CLIENT_SECRET_LIVE?: string;
  SUPPLIER_TIMEOUT_MS?: string;
  TOPUP_AMOUNTS_USD?: string;
  TOPUP_COUNTRIES?: string;
  SUPPLIER_BALANCE_ALERT_USD?: string;
}

export type SupplierName = "airalo" | "reloadly";
export const SUPPLIERS: SupplierName[] = ["airalo", "reloadly"];

export interface AiraloConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /** refund requests may be sent (AIRALO_REFUNDS is "on") */
  refunds: boolean;
}

export interface ReloadlyConfig {
  authUrl: string;
  apiUrl: string;
  audience: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

const trimSlash = (u: string) => u.replace(/\/+$/, "");

export function supplierEnv(env: Env): SupplierEnv {
  return env as unknown as SupplierEnv;
}

export function timeoutMs(e: SupplierEnv): number {
  const n = Number(e.SUPPLIER_TIMEOUT_MS ?? "15000");
  return Number.isFinite(n) && n > 0 ? n : 15_000;
}

export function airaloConfig(e: SupplierEnv): AiraloConfig | null {
  if (!e.AIRALO_CLIENT_ID_LIVE || !e.AIRALO_CLIENT_SECRET_LIVE) return null;
  return {
    baseUrl: trimSlash(e.AIRALO_BASE_URL || "https://partners-api.airalo.com"),
    clientId: e.AIRALO_CLIENT_ID_LIVE,
    clientSecret: e.AIRALO_CLIENT_SECRET_LIVE,
    timeoutMs: timeoutMs(e),
    refunds: airaloRefundsOn(e),
  };
}

/** AIRALO_REFUNDS: only "on" switches Airalo refund requests on; unset, "off" or anything else leaves them off. */
export function airaloRefundsOn(e: SupplierEnv): boolean {
  return (e.AIRALO_REFUNDS ?? "off").trim().toLowerCase() === "on";
}

export function reloadlyConfig(e: SupplierEnv): ReloadlyConfig | null {
  if (!e.RELOADLY_CLIENT_ID_LIVE || !e.RELOADLY_CLIENT_SECRET_LIVE) return null;
  const apiUrl = trimSlash(e.RELOADLY_API_URL || "https://topups.reloadly.com");
  return {
    authUrl: trimSlash(e.RELOADLY_AUTH_URL || "https://auth.reloadly.com"),
    apiUrl,
    audience: e.RELOADLY_AUDIENCE || "https://topups.reloadly.com",
    clientId: e.RELOADLY_CLIENT_ID_LIVE,
    clientSecret: e.RELOADLY_CLIENT_SECRET_LIVE,
    timeoutMs: timeoutMs(e),
  };
}

/** "5,10,20" → [500, 1000, 2000] (cents); bad entries are ignored. */
export function topupAmountsCents(e: SupplierEnv): number[] {
  return (e.TOPUP_AMOUNTS_USD ?? "5,10,20")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^\d+(\.\d{1,2})?$/.test(s))
    .map((s) => Math.round(Number(s) * 100))
    .filter((c) => c > 0);
}

export function topupCountries(e: SupplierEnv): string[] {
  return (e.TOPUP_COUNTRIES ?? "")
    .split(",")
    .map((s) => s.trim().toUpperCase())
    .filter((s) => /^[A-Z]{2}$/.test(s));
}

export function balanceAlertCents(e: SupplierEnv): number {
  const n = Number(e.SUPPLIER_BALANCE_ALERT_USD ?? "100");
  return Number.isFinite(n) ? Math.round(n * 100) : 10_000;
}
