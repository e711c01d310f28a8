// What operators see on GET /health with the admin token: which live rails are configured
// (a rail that is not is off for partners) and how old each stored rate is.
import { NETWORKS } from "./destinations";
import { bankRail, chainRails, ecbRatesUrl, lightningConfigured } from "./rails";

const age = (now: number, at: number) => Math.max(0, Math.floor((now - at) / 1000));

export async function railsHealth(env: Env, now = Date.now()) {
  const chains = chainRails(env);
  const { results: cursors } = await env.DB.prepare("SELECT network, next_block, updated_at FROM chain_cursors").all<{ network: string; next_block: number; updated_at: number }>();
  const { results: rates } = await env.DB.prepare("SELECT currency, rate, published_on, updated_at FROM live_display_rates ORDER BY currency")
    .all<{ currency: string; rate: string; published_on: string; updated_at: number }>();
  const bank = bankRail(env);
  return {
    lightning: { configured: lightningConfigured(env) },
    stablecoins: NETWORKS.map((network) => {
      const rail = chains.find((r) => r.network === network);
      const cursor = cursors.find((c) => c.network === network);
      return {
        network,
        configured: Boolean(rail),
        assets: rail ? Object.keys(rail.contracts).sort() : [],
        confirmations: rail ? (network === "trc20" ? "solidified" : rail.confirmations) : null,
        watcher: cursor ? { cursor: cursor.next_block, last_run_age_seconds: age(now, cursor.updated_at) } : null,
      };
    }),
    bank: { configured: Boolean(bank), provider: bank ? "increase" : null },
    display_rates: {
      configured: Boolean(ecbRatesUrl(env)),
      source: "ecb",
      rates: rates.map((r) => ({ currency: r.currency, rate: r.rate, published_on: r.published_on, age_seconds: age(now, r.updated_at) })),
    },
  };
}
