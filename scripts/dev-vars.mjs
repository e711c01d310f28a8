// .dev.vars for local runs (`npm start`, `npm run dev`): every secret named in
// .dev.vars.example gets a fresh random value. A .dev.vars made before a secret was added to
// the example gets that secret appended; values already there are kept.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const devVarsPath = join(root, ".dev.vars");

const randomSecret = () => randomBytes(32).toString("base64url");

/** Creates or completes .dev.vars; returns what was done, or null when nothing changed. */
export function ensureDevVars() {
  const example = readFileSync(join(root, ".dev.vars.example"), "utf8");
  if (!existsSync(devVarsPath)) {
    writeFileSync(devVarsPath, example.replace(/^([A-Z0-9_]+)=.*$/gm, (_line, name) => `${name}=${randomSecret()}`), { mode: 0o600 });
    return "created .dev.vars with fresh random secrets";
  }
  const have = readDevVars();
  const missing = [...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]).filter((name) => !(name in have));
  if (missing.length === 0) return null;
  appendFileSync(devVarsPath, `\n${missing.map((name) => `${name}=${randomSecret()}`).join("\n")}\n`);
  return `added ${missing.join(", ")} to .dev.vars`;
}

export function readDevVars() {
  const vars = {};
  for (const line of readFileSync(devVarsPath, "utf8").split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) vars[m[1]] = m[2].replace(/^(["'])(.*)\1$/, "$2");
  }
  return vars;
}
