// What a page says when it refuses a form: the text of its alerts (the notice above a form and the
// refusal beside a field), and the rule every one of them keeps: no API field name (snake_case,
// dotted or indexed like items[3].destination), no request id or other internal reference.
import { expect } from "vitest";

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The text of every element with role="alert" on the page, tags stripped. */
export function alerts(html: string): string[] {
  return [...html.matchAll(/<(div|small|p|strong)[^>]*role="alert"[^>]*>(.*?)<\/\1>/gs)].map((m) => decode(m[2]!.replace(/<[^>]+>/g, "")).trim());
}

/** Words a page never shows a person: an API field's name, an item's index, a request id, an error code. */
export const API_WORDS = /\b[a-z]+(?:_[a-z0-9]+)+\b|\b\w+\[\d+\]|\breq_[A-Za-z0-9]+|\bInvalid [a-z_.]+:|Missing required parameter/;

/** The page's one alert, checked against the rule, containing `text`. */
export function expectAlert(html: string, text: string | RegExp): string {
  const all = alerts(html);
  const hit = all.find((a) => (typeof text === "string" ? a.includes(text) : text.test(a)));
  expect(hit, `no alert with ${String(text)} among ${JSON.stringify(all)}`).toBeDefined();
  for (const a of all) expect(a, "an alert quotes an API name").not.toMatch(API_WORDS);
  return hit!;
}
