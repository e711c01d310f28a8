// The fake eSIM suppliers (Airalo and eSIM Access) on a loopback port, for `npm start --
// --fake-suppliers` and the console's browser check: test/fakes/local-suppliers.ts bundled with
// esbuild (the workers tests' own fakes, so both answer as they do there) into .wrangler/ and
// started. Returns its base URL, the variables that point the service at it, and stop().
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/** @param {string} root the checkout @returns {Promise<{ base: string, vars: Record<string, string>, notifyTo: (serviceBase: string) => void, stop: () => Promise<void> }>} */
export async function startFakeSuppliers(root) {
  const dir = join(root, ".wrangler", "fake-suppliers");
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `local-suppliers-${process.pid}.mjs`);
  await build({ entryPoints: [join(root, "test/fakes/local-suppliers.ts")], bundle: true, platform: "node", format: "esm", target: "node22", outfile, logLevel: "error" });
  const mod = await import(pathToFileURL(outfile).href);
  return mod.startFakeSuppliers();
}
