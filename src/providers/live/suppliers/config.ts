// Live supplier configuration. Base URLs are plain vars (a provider's sandbox or a local fake
// can stand in); credentials are secrets. A supplier without its credentials is off: it
// publishes no offers, and the operator's supplier view says "not configured". Airalo's refund
// requests have a switch of their own, AIRALO_REFUNDS: off unless it reads "on". eSIM Access
// (a second eSIM supplier) is on with its access code and secret key; its notifications are
// taken only from the sender addresses in ESIMACCESS_WEBHOOK_IPS.
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
  ESIMACCESS_BASE_URL?: string;
  ESIMACCESS_ACCESS_CODE?: string;
  ESIMACCESS_SECRET_KEY?: string;
  /** comma-separated sender addresses of eSIM Access notifications (research §1.6) */
  ESIMACCESS_WEBHOOK_IPS?: string;
  SUPPLIER_TIMEOUT_MS?: string;
  TOPUP_AMOUNTS_USD?: string;
  TOPUP_COUNTRIES?: string;
  SUPPLIER_BALANCE_ALERT_USD?: string;
}

export type SupplierName = "airalo" | "esimaccess" | "reloadly";
export const SUPPLIERS: SupplierName[] = ["airalo", "esimaccess", "reloadly"];
/** The suppliers whose packages become eSIM offers (several may route one offer). */
export const ESIM_SUPPLIERS = ["airalo", "esimaccess"] as const satisfies readonly SupplierName[];
export type EsimSupplierName = (typeof ESIM_SUPPLIERS)[number];

/** What a supplier sells. */
export function supplierKind(s: SupplierName): "esim" | "mobile_topup" {
  return s === "reloadly" ? "mobile_topup" : "esim";
}

export interface AiraloConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /** refund requests may be sent (AIRALO_REFUNDS is "on") */
  refunds: boolean;
}

export interface EsimAccessConfig {
  baseUrl: string;
  accessCode: string;
  secretKey: string;
  timeoutMs: number;
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

export function esimAccessConfig(e: SupplierEnv): EsimAccessConfig | null {
  if (!e.ESIMACCESS_ACCESS_CODE || !e.ESIMACCESS_SECRET_KEY) return null;
  return {
    baseUrl: trimSlash(e.ESIMACCESS_BASE_URL || "https://api.esimaccess.com"),
    accessCode: e.ESIMACCESS_ACCESS_CODE,
    secretKey: e.ESIMACCESS_SECRET_KEY,
    timeoutMs: timeoutMs(e),
  };
}

/** The sender addresses eSIM Access notifications are taken from (none: every one is refused). */
export function esimAccessWebhookIps(e: SupplierEnv): string[] {
  return (e.ESIMACCESS_WEBHOOK_IPS ?? "").split(",").map((s) => s.trim()).filter((s) => s !== "");
}

/** Whether a supplier has what it needs to be called. */
export function supplierConfigured(e: SupplierEnv, s: SupplierName): boolean {
  if (s === "airalo") return airaloConfig(e) !== null;
  if (s === "esimaccess") return esimAccessConfig(e) !== null;
  return reloadlyConfig(e) !== null;
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

/** SUPPLIER_BALANCE_ALERT_USD (default 500): a prepaid supplier balance below it is alerted and shown as low. */
export function balanceAlertCents(e: SupplierEnv): number {
  const raw = e.SUPPLIER_BALANCE_ALERT_USD;
  const n = raw === undefined || raw.trim() === "" ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : 50_000;
}
