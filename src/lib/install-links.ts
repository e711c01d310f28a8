// Links that install an eSIM profile: Apple's universal link (iOS 17.4 and later open the
// profile straight from it) and the service's own public install page, which anyone holding the
// link may open without an API key: `/install/{object id}{token}`. The first 64 hex digits are the
// id of the account object that holds the order (opaque, and refused by the runtime unless it is a
// real id of that namespace); the last 40 are the order's token, 160 random bits kept only on the
// order and looked up there. So finding the page costs no shared-database row per eSIM sold.

import { toHex } from "./crypto";

const APPLE_PROVISIONING = "https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=";

/** An order's token is 40 lower-case hex digits (20 random bytes). */
export const INSTALL_TOKEN = /^[0-9a-f]{40}$/;

/** The page's path segment: a 64-digit object id, then the order's token. */
const PAGE_KEY = /^([0-9a-f]{64})([0-9a-f]{40})$/;

export function newInstallToken(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(20)));
}

export function appleInstallUrl(lpa: string): string {
  return APPLE_PROVISIONING + encodeURIComponent(lpa);
}

/**
 * Where an account object's install links start: the service's public origin
 * (`PUBLIC_BASE_URL`; without one configured, the path alone, relative to the API's base URL like
 * `qr_code_url`), `/install/` and the object's id. An order's token completes the link.
 */
export function installUrlPrefix(publicBaseUrl: string, objectId: string): string {
  return `${publicBaseUrl.replace(/\/+$/, "")}/install/${objectId}`;
}

/** The object id and order token a page key names, or null when it is not shaped as one. */
export function readInstallKey(key: string): { objectId: string; token: string } | null {
  const m = PAGE_KEY.exec(key);
  return m ? { objectId: m[1]!, token: m[2]! } : null;
}
