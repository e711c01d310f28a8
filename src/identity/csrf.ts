// Cross-site request forgery: a state-changing request from a page must come from our own
// origin (the browser's Origin header) and carry the session's CSRF token in its form. Either
// missing or wrong is refused before anything is read or written. A form on a page served with
// Referrer-Policy no-referrer is posted with `Origin: null` (the Fetch standard says so); such a
// post passes only when the browser also says it is same-origin (`Sec-Fetch-Site`, a header no
// page's script can set).
import { safeEqual } from "../lib/crypto";

/** Pure: the request comes from the origin it was made to, as the browser tells it. */
export function sameOrigin(originHeader: string | undefined, requestUrl: string, fetchSite?: string): boolean {
  if (originHeader === "null") return fetchSite === "same-origin";
  if (!originHeader) return false;
  return originHeader === new URL(requestUrl).origin;
}

export async function csrfValid(sent: unknown, expected: string): Promise<boolean> {
  return typeof sent === "string" && sent.length > 0 && sent.length <= 100 && (await safeEqual(sent, expected));
}
