// The first test key after sign-up: sealed to the new session in a short-lived cookie and shown
// once by /dashboard, which deletes the cookie as it reads it. The key itself is never stored.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../http/context";
import { open, seal } from "../lib/seal";

export const NEW_KEY_COOKIE = "__Host-new-key";
const FLASH = "new-key-flash";

export async function flashNewKey(c: Context<AppEnv>, sessionId: string, secret: string): Promise<void> {
  setCookie(c, NEW_KEY_COOKIE, await seal(c.env.KYC_ENCRYPTION_KEY, FLASH, secret, sessionId), { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: 600 });
}

export async function takeNewKey(c: Context<AppEnv>, sessionId: string): Promise<string | null> {
  const sealed = getCookie(c, NEW_KEY_COOKIE);
  if (!sealed) return null;
  deleteCookie(c, NEW_KEY_COOKIE, { path: "/", secure: true });
  try {
    return await open(c.env.KYC_ENCRYPTION_KEY, FLASH, sealed, sessionId);
  } catch {
    return null;
  }
}
