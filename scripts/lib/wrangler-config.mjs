// wrangler.jsonc read by the scripts (start, setup, deploy): comments and trailing commas
// removed, then parsed.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** wrangler.jsonc without comments and trailing commas, parsed. */
export function readWranglerConfig(root) {
  const src = readFileSync(join(root, "wrangler.jsonc"), "utf8");
  let out = "";
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === '"') {
      const end = /"(?:[^"\\]|\\.)*"/y;
      end.lastIndex = i;
      const m = end.exec(src);
      out += m[0];
      i += m[0].length - 1;
    } else if (ch === "/" && src[i + 1] === "/") {
      while (i < src.length && src[i] !== "\n") i++;
      out += "\n";
    } else if (ch === "/" && src[i + 1] === "*") {
      i = src.indexOf("*/", i + 2) + 1;
    } else out += ch;
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, "$1"));
}

/** The named environment's section (bindings are not inherited, so it holds them all). */
export function environmentConfig(root, name) {
  const config = readWranglerConfig(root);
  const envs = Object.keys(config.env ?? {});
  if (!name || !envs.includes(name)) {
    throw new Error(`choose an environment with --env ${envs.join("|") || "<name>"} (wrangler.jsonc "env")`);
  }
  return { ...config.env[name], workerName: config.env[name].name ?? `${config.name}-${name}` };
}

/**
 * Switches meant for a developer's machine only. ALLOW_PRIVATE_WEBHOOK_URLS lets webhook
 * endpoints and Lightning addresses (LNURL over http://) point at loopback and private hosts: a
 * deployed environment with it on could be made to call into its own network, so deploy refuses.
 * PASSWORD_SCRYPT_LOG_N below 15 (OWASP's N = 2^15) is how the tests make password hashing
 * cheap; a deployed environment with it lowered would store weak hashes, so deploy refuses that
 * too (a missing value means 15).
 */
export function refuseDevelopmentSwitches(name, envConfig) {
  if (String(envConfig.vars?.ALLOW_PRIVATE_WEBHOOK_URLS ?? "false") === "true") {
    throw new Error(`env.${name} sets ALLOW_PRIVATE_WEBHOOK_URLS to "true", which is for local development only: set it to "false" before deploying`);
  }
  const logN = envConfig.vars?.PASSWORD_SCRYPT_LOG_N;
  if (logN !== undefined && !(Number.isInteger(Number(logN)) && Number(logN) >= 15)) {
    throw new Error(`env.${name} sets PASSWORD_SCRYPT_LOG_N to "${logN}", below the 15 passwords must be hashed at outside tests: set it to "15" before deploying`);
  }
}

export const PLACEHOLDER_DATABASE_ID = "00000000-0000-0000-0000-000000000000";
