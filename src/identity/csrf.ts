// Cross-site request forgery: a state-changing request from a page must come from our own
// origin (the browser's Origin header) and carry the session's CSRF token in its form. Either
// missing or wrong is refused before anything is read or written.
import { safeEqual } from "../lib/crypto";

/** Pure: the Origin header names the origin the request was made to. */
export function sameOrigin(originHeader: string | undefined, requestUrl: string): boolean {
  if (!originHeader || originHeader === "null") return false;
  return originHeader === new URL(requestUrl).origin;
}

export async function csrfValid(sent: unknown, expected: string): Promise<boolean> {
  return typeof sent === "string" && sent.length > 0 && sent.length <= 100 && (await safeEqual(sent, expected));
}
