// The environment our scripts run `wrangler dev` in. Nothing reaches the internet beyond npm: no
// usage metrics, no lookup of the request's `cf` object. And no local trace collector: wrangler
// dev tails every invocation of the worker and of each account object into a local trace store (a
// SQLite database written on the same thread as the worker, fsynced twice per request) for its
// local explorer. It traces each of a purchase's SQL statements too: in the bench, a purchase
// cost the server 4.2 ms of CPU with it and 3.0 ms without (bench/README.md), and the store
// grows without bound.
// X_LOCAL_OBSERVABILITY=true in the environment turns it back on; `npm run dev` is plain wrangler.
export function wranglerEnv(extra = {}) {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? "false",
    ...extra,
  };
}
