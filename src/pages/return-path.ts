// Where a log-in returns: the dashboard page that sent a signed-out visitor to /login (its path
// and query, carried as `next`), never anywhere else. Only a path of this site's dashboard is
// taken: it starts with /dashboard, holds no backslash, control character or second leading
// slash, and resolves to the same origin, so `next` can never be an open redirect
// (//evil.example, /\evil.example, https://evil.example, /dashboard/../… all fall back to the
// dashboard's home).

const BASE = "https://this.site";

/** The path to return to after log-in, or null when `value` is not a safe dashboard path. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith("/dashboard") || value.startsWith("//")) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}`;
  // what the browser will ask for must still be a dashboard page once its dots are resolved
  if (!(url.pathname === "/dashboard" || url.pathname.startsWith("/dashboard/"))) return null;
  return path;
}

/** /login with the page to return to, or plain /login when there is none to return to (Home). */
export function loginFor(path: string): string {
  const next = safeReturnPath(path);
  return next && next !== "/dashboard" ? `/login?${new URLSearchParams({ next })}` : "/login";
}
