// Every minute: each configured stablecoin network's watcher runs once. A failing network
// is logged and does not stop the others; its cursor stays where it was.
// Addresses of every key ever configured are watched (deposit-addresses.ts).
import { chainRails } from "../funding/rails";
import { watchEvm } from "../funding/chain/evm";
import { watchTron } from "../funding/chain/tron";
import { adoptUnrecordedAllocations } from "../funding/deposit-addresses";

export async function watchChains(env: Env, now: number): Promise<void> {
  for (const rail of chainRails(env)) {
    try {
      // allocations made before their key was recorded are matched to the configured key
      await adoptUnrecordedAllocations(env, rail.family, "live", rail.xpub);
      await (rail.family === "evm" ? watchEvm(env, rail, now) : watchTron(env, rail, now));
    } catch (e) {
      console.error(JSON.stringify({ msg: "chain watcher failed", network: rail.network, error: String(e) }));
    }
  }
}
