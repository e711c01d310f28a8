// The brand logos' bytes in R2 (binding BRAND_ASSETS), one object per content: the key is
// `{sha256 hex}.{png|jpg|webp}`, so the same image uploaded twice, by one account in both modes
// or by two accounts, is one object, and an object never changes once written. That is why the
// Worker serves them at /brand-assets/{key} with a year's immutable cache, and why removing a
// logo from a brand leaves its object in place (another brand may show the same bytes).
import { toHex } from "../lib/crypto";
import { LOGO_TYPES, type CheckedLogo, type LogoExt, type LogoMediaType } from "./logo";

/** `{64 hex digits}.{png|jpg|webp}`: the only names /brand-assets/ answers for. */
export const ASSET_KEY = /^[0-9a-f]{64}\.(png|jpg|webp)$/;

export const ASSET_PATH_PREFIX = "/brand-assets/";

/** Where a logo is served: on the service's public origin (PUBLIC_BASE_URL) when one is configured, else the path alone. */
export function assetUrl(publicBaseUrl: string | undefined, key: string): string {
  return `${(publicBaseUrl ?? "").replace(/\/+$/, "")}${ASSET_PATH_PREFIX}${key}`;
}

/** Stores a checked logo's bytes under their content hash (writing the same bytes again changes nothing); answers the key. */
export async function storeLogo(env: Env, bytes: Uint8Array, logo: CheckedLogo): Promise<string> {
  const key = `${toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)))}.${logo.ext}`;
  await env.BRAND_ASSETS.put(key, bytes, { httpMetadata: { contentType: logo.contentType } });
  return key;
}

/** A stored logo's bytes and the type its bytes were judged to be, or null for a key that is not one. */
export async function readAsset(env: Env, key: string): Promise<{ body: ReadableStream; contentType: LogoMediaType; size: number; etag: string } | null> {
  const m = ASSET_KEY.exec(key);
  if (!m) return null;
  const object = await env.BRAND_ASSETS.get(key);
  if (!object) return null;
  return { body: object.body, contentType: LOGO_TYPES[m[1] as LogoExt], size: object.size, etag: object.httpEtag };
}
