// `npm run console:code`: the current second-factor code of the local operator `npm start` set
// up (.wrangler/dev-operator.json), for signing in to the local console without an app.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { currentCode } from "./lib/local-operator.mjs";

const path = join(dirname(fileURLToPath(import.meta.url)), "..", ".wrangler", "dev-operator.json");
if (!existsSync(path)) {
  console.error("No local operator yet: run `npm start` first.");
  process.exit(1);
}
const { email, totp_secret: secret } = JSON.parse(readFileSync(path, "utf8"));
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${currentCode(secret)}  (${email}; valid for ${left} more seconds)`);
