// What operators see on GET /health with the admin token: which live rails are configured
// (a rail that is not is off for partners), how old each stored rate is, and which watch-only
// keys the handed-out deposit addresses come from (more than one after a key change: every
// old address stays watched, and the operator keeps sweeping them).
import { xpubFingerprint } from "./chain/address";
import { allocationKeys } from "./deposit-addresses";
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
    deposit_keys: await depositKeysInUse(env, chains),
    bank: { configured: Boolean(bank), provider: bank ? "increase" : null },
    display_rates: {
      configured: Boolean(ecbRatesUrl(env)),
      source: "ecb",
      rates: rates.map((r) => ({ currency: r.currency, rate: r.rate, published_on: r.published_on, age_seconds: age(now, r.updated_at) })),
    },
  };
}

/**
 * The watch-only keys the live deposit addresses handed out come from, per address family:
 * the configured key's fingerprint, each key in use with its number of addresses, and
 * `multiple` while more than one is (after a key change). The one rule for every operator view
 * that shows it (/health, the supplier view).
 */
export async function depositKeysInUse(env: Env, chains = chainRails(env)) {
  const keys = await allocationKeys(env, "live");
  const depositKeys = (family: "evm" | "tron") => {
    const xpub = chains.find((r) => r.family === family)?.xpub;
    const configured = xpub ? xpubFingerprint(xpub) : null;
    const inUse = keys.filter((k) => k.family === family).map((k) => ({
      // null: allocated before keys were recorded, not yet matched to the configured key
      fingerprint: k.xpub_fingerprint || null,
      addresses: k.addresses,
      configured: k.xpub_fingerprint === configured,
    }));
    return { configured, in_use: inUse, multiple: inUse.length > 1 };
  };
  return { evm: depositKeys("evm"), tron: depositKeys("tron") };
}
