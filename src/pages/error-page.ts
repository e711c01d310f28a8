// What a person sees when a page's request fails outside any form's own handling: a fault in our
// code, a path with no page, a refusal no page caught. The API answers those in JSON with the
// request's id for the partner's developers; a page answers in a few words of HTML instead, with
// no error code, request id or stack detail (the fault itself is logged with its request id by
// the app's error handler, where operators look). Pages are the dashboard's, the console's, the
// sign-in pages' and the traveller's install pages; the API and the operator API keep JSON.
import { PAGE_PATHS } from "./headers";

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const PREFIXES = PAGE_PATHS.filter((p) => p.endsWith("/*")).map((p) => p.slice(0, -1));
const EXACT = new Set(PAGE_PATHS.filter((p) => !p.endsWith("/*")));

/** Whether a path is one a person opens in a browser (not /v1, /admin/v1, /hooks or an asset). */
export function isPagePath(path: string): boolean {
  if (path.startsWith("/admin/v1/") || path === "/admin/v1") return false;
  if (path === "/admin" || path.startsWith("/admin/")) return true;
  return EXACT.has(path) || PREFIXES.some((p) => path.startsWith(p));
}

const WORDS: Record<number, { title: string; text: string }> = {
  404: { title: "Page not found", text: "There is no page at this address. It may have moved, or the link was cut short." },
  405: { title: "Page not found", text: "There is no page at this address. It may have moved, or the link was cut short." },
  500: { title: "Something went wrong", text: "Something went wrong on our side and nothing was changed. Try again in a moment; if it keeps happening, tell us what you were doing." },
};

/** The page's answer: its status, a title and a sentence, and a way back (the console's home under /admin, else the dashboard's). */
export function pageErrorBody(path: string, status: number, message?: string): string {
  const words = WORDS[status] ?? { title: "This did not work", text: message ?? WORDS[500]!.text };
  const home = path === "/admin" || path.startsWith("/admin/") ? "/admin" : "/dashboard";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(words.title)} · Partner Commerce</title><link rel="icon" href="/favicon.ico" sizes="32x32"><link rel="stylesheet" href="/assets/pico.css"><link rel="stylesheet" href="/assets/app.css"></head>
<body><main class="container"><article class="narrow"><h1>${escape(words.title)}</h1><p>${escape(words.text)}</p><p><a href="${home}">Back to the start</a></p></article></main></body></html>`;
}
