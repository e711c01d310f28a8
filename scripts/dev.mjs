// `npm run dev`: plain `wrangler dev` on port 8787 (extra arguments, such as --port, go to wrangler), after
// making sure .dev.vars holds every required secret and the static assets are in place, as `npm start` does.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDevVars } from "./dev-vars.mjs";
import { prepareDocsAssets } from "./docs-assets.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const done = ensureDevVars();
if (done) console.log(`[dev] ${done}`);
// the API reference's Scalar bundle, served as a static asset
prepareDocsAssets();
const wranglerBin = join(dirname(createRequire(import.meta.url).resolve("wrangler/package.json")), "bin", "wrangler.js");
const args = process.argv.slice(2);
if (!args.some((a) => a === "--port" || a.startsWith("--port="))) args.unshift("--port", "8787");
const child = spawn(process.execPath, [wranglerBin, "dev", ...args], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
