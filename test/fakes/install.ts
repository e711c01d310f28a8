// Points the worker's outbound fetch at fresh fake suppliers and clears what earlier tests in
// the file left behind (tokens, supplier state, live offers), so each test starts clean.
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { forgetTokensInIsolate } from "../../src/providers/live/suppliers/tokens";
import { forgetCachedOffers } from "../../src/offers/catalog";
import { forgetCircuitsInIsolate } from "../../src/providers/live/suppliers/circuit";
import { FakeAiralo } from "./airalo";
import { CATALOG, OPERATORS } from "./catalogs";
import { eaCatalog, EA_SENDER_IPS, FakeEsimAccess } from "./esimaccess";
import { routeFetch } from "./http";
import { FakeReloadly } from "./reloadly";

export { CATALOG, OPERATORS };

export const AIRALO_ORIGIN = "https://airalo.fake.test";
export const RELOADLY_AUTH_ORIGIN = "https://auth.reloadly.fake.test";
export const RELOADLY_API_ORIGIN = "https://topups.reloadly.fake.test";
export const ESIMACCESS_ORIGIN = "https://api.esimaccess.fake.test";

/**
 * No live offer, as before any supplier sync: the test files of a runtime share its D1, and an
 * earlier file may have synced the fakes' catalog (or a big one) into it.
 */
export async function clearLiveCatalog(): Promise<void> {
  await env.DB.prepare("DELETE FROM offers WHERE modes = 'live'").run();
  // the isolate's offer cache may still hold what was just deleted
  forgetCachedOffers();
}

/** The eSIM Access credentials the fake takes, and its senders' addresses. */
export const ESIMACCESS_ENV = {
  ESIMACCESS_ACCESS_CODE: "fake-ea-access-code",
  ESIMACCESS_SECRET_KEY: "fake-ea-secret-key",
  ESIMACCESS_WEBHOOK_IPS: EA_SENDER_IPS.join(","),
};

/**
 * Switches eSIM Access on (its credentials in env; the base URL is the test config's) until the
 * returned function is called: every other test file sees it off, as before it existed.
 */
export function useEsimAccess(extra: Record<string, string> = {}): () => void {
  const vars = { ...ESIMACCESS_ENV, ...extra };
  const target = env as unknown as Record<string, unknown>;
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, target[k]]));
  Object.assign(target, vars);
  return () => {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete target[k];
      else target[k] = v;
    }
  };
}

export async function installFakes() {
  const airalo = new FakeAiralo();
  airalo.catalog = structuredClone(CATALOG);
  const reloadly = new FakeReloadly();
  reloadly.operators = structuredClone(OPERATORS);
  const esimaccess = new FakeEsimAccess();
  esimaccess.packages = eaCatalog();
  forgetTokensInIsolate();
  forgetCircuitsInIsolate();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM supplier_tokens"),
    env.DB.prepare("DELETE FROM supplier_state"),
    env.DB.prepare("DELETE FROM esim_usage_cache"),
    env.DB.prepare("DELETE FROM supplier_circuits"),
    env.DB.prepare("DELETE FROM supplier_calls"),
    env.DB.prepare("DELETE FROM supplier_pace"),
  ]);
  await clearLiveCatalog();
  const router = routeFetch((fn) => vi.spyOn(globalThis, "fetch").mockImplementation(fn as typeof fetch), {
    [AIRALO_ORIGIN]: airalo.handle,
    [RELOADLY_AUTH_ORIGIN]: reloadly.auth,
    [RELOADLY_API_ORIGIN]: reloadly.api,
    [ESIMACCESS_ORIGIN]: esimaccess.handle,
  });
  return { airalo, reloadly, esimaccess, calls: router.calls };
}
