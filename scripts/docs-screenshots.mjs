// `npm run docs:screenshots`: after `npm run browser:test`, copies the screenshots that
// docs/dashboard.md shows (images/dashboard/<name>.png) from the browser suite's artifacts
// (artifacts/dashboard/<name>.png, each page at 375 and 1280 px), so the pictures in the docs are
// the pages as the suite last walked them. Fails when a picture the docs name was not taken.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const doc = readFileSync(join(root, "docs", "dashboard.md"), "utf8");
const names = [...new Set([...doc.matchAll(/\]\(images\/dashboard\/([\w.-]+\.png)\)/g)].map((m) => m[1]))];
const out = join(root, "docs", "images", "dashboard");
mkdirSync(out, { recursive: true });
const missing = names.filter((n) => !existsSync(join(root, "artifacts", "dashboard", n)));
if (missing.length) {
  console.error(`[docs-screenshots] not in artifacts/dashboard/ (run npm run browser:test first): ${missing.join(", ")}`);
  process.exit(1);
}
for (const n of names) copyFileSync(join(root, "artifacts", "dashboard", n), join(out, n));
console.log(`[docs-screenshots] copied ${names.length} screenshots into docs/images/dashboard/`);
