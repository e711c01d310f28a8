// Links that install an eSIM profile: Apple's universal link (iOS 17.4 and later open the
// profile straight from it) and the service's own public install page, `/install/{token}`, which
// anyone holding the link may open without an API key. The token is the only secret in that URL,
// so it is 160 random bits, kept as it is only in the account's object (on the order) and indexed
// in D1 by its SHA-256, which is what a lookup compares.
import { sha256 } from "@noble/hashes/sha2.js";
import { toHex } from "./crypto";

const APPLE_PROVISIONING = "https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=";

/** A token is 40 lower-case hex digits (20 random bytes). */
export const INSTALL_TOKEN = /^[0-9a-f]{40}$/;

export function newInstallToken(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(20)));
}

/** What the D1 index keys a token by. */
export function installTokenHash(token: string): string {
  return toHex(sha256(new TextEncoder().encode(token)));
}

export function appleInstallUrl(lpa: string): string {
  return APPLE_PROVISIONING + encodeURIComponent(lpa);
}

export const installPath = (token: string) => `/install/${token}`;

/**
 * The install page's URL under the service's public origin (`PUBLIC_BASE_URL`); without one
 * configured, the path alone, relative to the API's base URL like `qr_code_url`.
 */
export function installUrl(publicBaseUrl: string, token: string): string {
  return publicBaseUrl.replace(/\/+$/, "") + installPath(token);
}
