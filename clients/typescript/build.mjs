// Builds the package into dist/: tsc compiles src/ to ESM with .d.ts beside it; the generated
// schema declarations (.d.ts files, which tsc does not copy) are copied as they are. Run by
// `npm pack` (prepack), `npm run client:test` and `npm run build` here.
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
rmSync(join(here, "dist"), { recursive: true, force: true });
const run = spawnSync(process.execPath, [tsc, "-p", join(here, "tsconfig.build.json")], { stdio: "inherit" });
if (run.status !== 0) process.exit(run.status ?? 1);
for (const f of ["schema.d.ts", "operator-schema.d.ts"]) copyFileSync(join(here, "src", f), join(here, "dist", f));
chmodSync(join(here, "dist", "cli.js"), 0o755);
