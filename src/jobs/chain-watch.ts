// Every minute: each configured stablecoin network's watcher runs once. A failing network
// is logged and does not stop the others; its cursor stays where it was.
import { chainRails } from "../funding/rails";
import { watchEvm } from "../funding/chain/evm";
import { watchTron } from "../funding/chain/tron";

export async function watchChains(env: Env, now: number): Promise<void> {
  for (const rail of chainRails(env)) {
    try {
      await (rail.family === "evm" ? watchEvm(env, rail, now) : watchTron(env, rail, now));
    } catch (e) {
      console.error(JSON.stringify({ msg: "chain watcher failed", network: rail.network, error: String(e) }));
    }
  }
}
