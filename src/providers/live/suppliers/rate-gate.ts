// A supplier's service-wide request pace. eSIM Access allows 8 requests a second for the whole
// account (research esim-lifecycle §1.1), and every isolate of the service (catalog sync,
// fulfilment, look-ups, usage, actions) shares that allowance. Each request first takes the
// next free slot from one D1 row: a single UPDATE moves `next_at` on by one spacing from the later
// of itself and the time asked for, and returns the slot it passed over, so no two requests of any
// isolates share a slot. The caller waits for its slot and sends; a caller that finds its slot
// already more than LATE_MS behind it when D1 answers gives it up and asks again for a later one
// (a slot is asked for a little ahead of time: the isolate's last round trip to D1). So every
// request leaves within LATE_MS of its own slot, and with slots 1000 / rate + PACE_MARGIN_MS
// apart, any second holds at most `rate` of them whatever the clocks and the network did. A slot
// too late for the caller's deadline is given up (NoTimeLeft, nothing sent); it stays used, which
// only slows the next caller a little.
import { MIN_CALL_MS, NoTimeLeft, timeLeft } from "./http";

/** A request leaves at most this long after its slot, or takes another. */
export const LATE_MS = 20;
/** Kept between two slots beyond 1000 / rate, so a request LATE_MS behind its slot still keeps the rate. */
export const PACE_MARGIN_MS = 10;
/** Slots asked for at most this far ahead. */
const MAX_LEAD_MS = 500;
const MAX_TRIES = 6;

/** This isolate's last round trip to D1 per supplier: how far ahead the next slot is asked for. */
const leads = new Map<string, number>();

/** The pace for a supplier: at most `perSecond` requests in any second from the whole service. */
export function paceOf(env: Env, supplier: string, perSecond: number): (deadline: number | undefined) => Promise<void> {
  const spacingMs = Math.ceil(1000 / perSecond) + PACE_MARGIN_MS;
  return (deadline) => takeSlot(env, supplier, spacingMs, deadline);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Takes the supplier's next request slot and waits until it comes; NoTimeLeft when it comes too late for `deadline`. */
export async function takeSlot(env: Env, supplier: string, spacingMs: number, deadline?: number): Promise<void> {
  const take = (at: number) =>
    env.DB.prepare("UPDATE supplier_pace SET next_at = MAX(next_at, ?1) + ?2 WHERE supplier = ?3 RETURNING next_at - ?2 AS slot")
      .bind(at, spacingMs, supplier)
      .first<{ slot: number }>();
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const lead = leads.get(supplier) ?? 0;
    const asked = Date.now();
    let row = await take(asked + lead);
    if (!row) {
      await env.DB.prepare("INSERT OR IGNORE INTO supplier_pace (supplier, next_at) VALUES (?, 0)").bind(supplier).run();
      row = await take(Date.now() + lead);
    }
    const now = Date.now();
    leads.set(supplier, Math.min(MAX_LEAD_MS, now - asked + 5));
    const slot = row?.slot ?? now;
    // D1 answered after the slot had passed: sending now could crowd the next slot's request
    if (now > slot + LATE_MS) continue;
    const wait = slot - now;
    if (wait > 0 && timeLeft(deadline) - wait < MIN_CALL_MS) throw new NoTimeLeft(`${supplier}: the next request slot comes too late for this run`);
    if (wait > 0) await sleep(wait);
    return;
  }
  throw new NoTimeLeft(`${supplier}: no request slot could be kept`);
}
