// AES-GCM sealing of small secrets at rest. The key is derived from an operator secret and a
// purpose label, so one secret can never open another purpose's values; the context (whose
// value it is) is bound as associated data, so a copied value opens nowhere else.
import { base64url } from "@scure/base";

const encoder = new TextEncoder();
const VERSION = "v1.";
const keys = new Map<string, Promise<CryptoKey>>();

function boxKey(material: string, purpose: string): Promise<CryptoKey> {
  const id = `${purpose}:${material}`;
  let key = keys.get(id);
  if (!key) {
    key = crypto.subtle
      .digest("SHA-256", encoder.encode(id))
      .then((raw) => crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]));
    keys.set(id, key);
  }
  return key;
}

export async function seal(material: string, purpose: string, plain: string, context: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(context) }, await boxKey(material, purpose), encoder.encode(plain)),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return VERSION + base64url.encode(out);
}

export async function open(material: string, purpose: string, sealed: string, context: string): Promise<string> {
  if (!sealed.startsWith(VERSION)) throw new Error(`sealed ${purpose} has an unknown format`);
  const bytes = base64url.decode(sealed.slice(VERSION.length));
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: bytes.slice(0, 12), additionalData: encoder.encode(context) },
    await boxKey(material, purpose),
    bytes.slice(12),
  );
  return new TextDecoder().decode(plain);
}
