// Signing secrets are kept sealed with AES-GCM under WEBHOOK_ENCRYPTION_KEY, bound to the
// account, mode and endpoint they belong to: a copied row opens nowhere else, and no read path
// has anything to show. Only signing opens them.
import { base64url } from "@scure/base";
import { randomToken } from "../lib/crypto";

const encoder = new TextEncoder();
const VERSION = "v1.";
const keys = new Map<string, Promise<CryptoKey>>();

export function newSigningSecret(): string {
  return "whsec_" + randomToken(32);
}

/** What a sealed secret is bound to. */
export function secretContext(accountId: string, mode: string, endpointId: string): string {
  return `${accountId}:${mode}:${endpointId}`;
}

function boxKey(env: Pick<Env, "WEBHOOK_ENCRYPTION_KEY">): Promise<CryptoKey> {
  const material = env.WEBHOOK_ENCRYPTION_KEY;
  if (!material) throw new Error("WEBHOOK_ENCRYPTION_KEY is not set");
  let key = keys.get(material);
  if (!key) {
    key = crypto.subtle
      .digest("SHA-256", encoder.encode(`webhook-signing-secret:${material}`))
      .then((raw) => crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]));
    keys.set(material, key);
  }
  return key;
}

export async function sealSecret(env: Pick<Env, "WEBHOOK_ENCRYPTION_KEY">, secret: string, context: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(context) }, await boxKey(env), encoder.encode(secret)),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return VERSION + base64url.encode(out);
}

export async function openSecret(env: Pick<Env, "WEBHOOK_ENCRYPTION_KEY">, sealed: string, context: string): Promise<string> {
  if (!sealed.startsWith(VERSION)) throw new Error("sealed webhook secret has an unknown format");
  const bytes = base64url.decode(sealed.slice(VERSION.length));
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: bytes.slice(0, 12), additionalData: encoder.encode(context) },
    await boxKey(env),
    bytes.slice(12),
  );
  return new TextDecoder().decode(plain);
}
