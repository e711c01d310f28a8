// What every page answer carries, set in one place so no page can forget it: a Content Security
// Policy that lets a page load only this service's own files (images may also be inline data:
// URIs, which Pico CSS draws its form icons with) and never be framed (two narrow exceptions a
// page asks for itself through pageCsp: the traveller's page allows its one inline brand style by
// hash, and the dashboard's preview of it may be framed by the dashboard); the older
// X-Frame-Options and nosniff for browsers that read them; no Referer at all from the pages whose URL carries a
// token (verification, reset, invitation), and none to other hosts from the rest (a page served
// with no-referrer posts its forms with `Origin: null`, which the Origin check then takes only
// with `Sec-Fetch-Site: same-origin`, so the other pages keep a real Origin); and no-store, since
// signed-in pages show account data and some answers show a secret once (a new key, recovery
// codes).
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/context";

/**
 * The pages' policy. A page may widen it for itself only by these two: `styles`, the SHA-256
 * hashes (base64) of its own inline <style> elements (the traveller's page's brand colour), and
 * `framedBy: "self"` for a page the dashboard embeds (the preview of the traveller's page).
 */
export function pageCsp(opts: { styles?: readonly string[]; framedBy?: "self" } = {}): string {
  const styles = opts.styles?.length ? `; style-src 'self' ${opts.styles.map((h) => `'sha256-${h}'`).join(" ")}` : "";
  return `default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors ${opts.framedBy === "self" ? "'self'" : "'none'"}${styles}`;
}

export const PAGE_CSP = pageCsp();

/** Pages reached by a mailed link with its token in the query. */
const TOKEN_IN_URL = new Set(["/verify-email", "/reset-password", "/invite", "/admin/setup"]);
/** The public eSIM install pages, whose path is the token: no Referer, and no cache anywhere but the browser's own. */
const INSTALL_PAGE = /^\/install\//;

export const pageHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // a page that set its own (pageCsp) keeps it
  if (!c.res.headers.has("content-security-policy")) c.header("content-security-policy", PAGE_CSP);
  if (!c.res.headers.has("x-frame-options")) c.header("x-frame-options", "DENY");
  c.header("x-content-type-options", "nosniff");
  const install = INSTALL_PAGE.test(c.req.path);
  c.header("referrer-policy", install || TOKEN_IN_URL.has(c.req.path) ? "no-referrer" : "same-origin");
  c.header("cache-control", install ? "private, no-store" : "no-store");
};

/** The paths the pages answer on (the assets have their own, cacheable, headers). */
export const PAGE_PATHS = ["/signup", "/login", "/login/*", "/logout", "/verify-email", "/forgot-password", "/reset-password", "/invite", "/dashboard", "/dashboard/*", "/install/*"];
