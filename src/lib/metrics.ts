// Business metrics as Workers Analytics Engine data points (dataset `partner_commerce`).
// Each point's first blob names the metric, so one dataset answers every question with SQL:
//   SELECT blob2 AS mode, blob3 AS rail, SUM(_sample_interval * double1) AS cents
//   FROM partner_commerce WHERE blob1 = 'deposit' GROUP BY mode, rail
// Without the METRICS binding (tests, a bare `wrangler dev`) every write is a no-op, and a
// failing write never fails the work it describes.

type Mode = "test" | "live";

interface Point {
  blobs: string[];
  doubles: number[];
  /** the sampling key: per account, so one busy partner does not crowd out the rest */
  index: string;
}

function write(env: Partial<Pick<Env, "METRICS">>, point: Point): void {
  const dataset = env.METRICS;
  if (!dataset) return;
  try {
    dataset.writeDataPoint({ blobs: point.blobs, doubles: point.doubles, indexes: [point.index] });
  } catch (e) {
    console.error(JSON.stringify({ type: "metrics", error: e instanceof Error ? e.message : String(e) }));
  }
}

/** A quote created: blob2 mode, blob3 payment source, blob4 status; double1 price in cents. */
export function recordPurchase(env: Partial<Env>, p: { account: string; mode: Mode; source: string; status: string; cents: number }): void {
  write(env, { blobs: ["purchase", p.mode, p.source, p.status], doubles: [p.cents], index: p.account });
}

/**
 * An order was settled by its supplier's answer: blob3 the outcome (`fulfilled`, `failed`);
 * double1 the milliseconds since the order was opened; double2 1 when its first run settled
 * it, 2 when a run after a hand-over did.
 */
export function recordFulfilment(env: Partial<Env>, p: { account: string; mode: Mode; result: string; latencyMs: number; attempt: number }): void {
  write(env, { blobs: ["fulfilment", p.mode, p.result], doubles: [p.latencyMs, p.attempt], index: p.account });
}

/**
 * A webhook delivery attempt finished: blob3 the delivery's status afterwards (`succeeded`,
 * `pending` for a retry to come, `failed`); double1 the receiver's HTTP status (0 for none),
 * double2 the attempt number.
 */
export function recordWebhookDelivery(env: Partial<Env>, p: { account: string; mode: Mode; status: string; httpStatus: number | null; attempt: number }): void {
  write(env, { blobs: ["webhook_delivery", p.mode, p.status], doubles: [p.httpStatus ?? 0, p.attempt], index: p.account });
}

/** A deposit reported by a provider for the first time: blob3 rail, blob4 status; double1 cents. */
export function recordDeposit(env: Partial<Env>, p: { account: string; mode: Mode; rail: string; status: string; cents: number }): void {
  write(env, { blobs: ["deposit", p.mode, p.rail, p.status], doubles: [p.cents], index: p.account });
}
