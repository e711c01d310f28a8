// The bench's own small HTTP client for set-up and checks (the load itself is autocannon's).
import { randomUUID } from "node:crypto";

/** One API call; anything but 2xx throws with the start of the answer. */
export async function call(base, method, path, token, body, extraHeaders = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...extraHeaders },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status < 200 || res.status > 299) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** A new sandbox account (bootstrap token) with `cents` in its test wallet (the bank transfer helper's largest deposit by default); its test key. */
export async function fundedAccount(base, adminToken, name, cents = 100_000_000) {
  const created = await call(base, "POST", "/admin/v1/accounts", adminToken, { name });
  const key = created.api_key.secret;
  await call(base, "POST", "/v1/test_helpers/bank_transfers", key, { amount: cents }, { "idempotency-key": randomUUID() });
  return key;
}

/** Runs fn over items with at most `limit` in flight. */
export async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The q-quantile (0..1) of numbers, nearest rank; null for none. */
export function quantile(values, q) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** The cheapest ordinary offer (no destination needed, not a sandbox fixture such as off_test_fails). */
export async function cheapestOffer(base, key) {
  let cursor = null;
  let best = null;
  do {
    const q = new URLSearchParams({ limit: "100", ...(cursor ? { cursor } : {}) });
    const page = await call(base, "GET", `/v1/offers?${q}`, key);
    for (const o of page.data) {
      const ordinary = o.status === "active" && !o.requires_destination && !o.id.startsWith("off_test_");
      if (ordinary && (!best || o.price.amount < best.price.amount)) best = o;
    }
    cursor = page.has_more ? page.next_cursor : null;
  } while (cursor);
  if (!best) throw new Error("no active offer without a destination to buy");
  return best;
}
