// `npm run live:check -- --env production [--vars-file path]`: for each live supplier whose
// credentials are set, asks for a token and our prepaid balance (eSIM Access, which has no
// sandbox: the balance and its package list, with signed requests), and prints what works. It
// calls nothing else (no orders), so it is safe to run against production: the post-deploy smoke
// check. `--esimaccess-cancel <esimTranNo>` cancels one unused eSIM Access profile instead (a
// test eSIM bought to see an order through): its price goes back to our balance there.
//
// Credentials come from the environment, else from the vars file (default: .dev.vars.<env> if
// it exists, else .dev.vars). Base URLs come from the environment, else from wrangler.jsonc
// (the env's vars over the top-level ones), else the suppliers' production hosts.
import { createHmac, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function arg(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** JSON with comments (wrangler.jsonc): drops comments and trailing commas outside strings. */
export function parseJsonc(text) {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
    } else if (c === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++;
      out += "\n";
    } else if (c === "/" && text[i + 1] === "*") {
      i = text.indexOf("*/", i + 2) + 1;
    } else {
      out += c;
    }
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, "$1"));
}

function readEnvFile(path) {
  const vars = {};
  if (!path || !existsSync(path)) return vars;
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) vars[m[1]] = m[2].replace(/^"(.*)"$/, "$1");
  }
  return vars;
}

function config() {
  const envName = arg("env");
  const wranglerPath = join(root, "wrangler.jsonc");
  const wrangler = existsSync(wranglerPath) ? parseJsonc(readFileSync(wranglerPath, "utf8")) : {};
  const vars = { ...(wrangler.vars ?? {}), ...((envName && wrangler.env?.[envName]?.vars) ?? {}) };
  const fileDefault = envName && existsSync(join(root, `.dev.vars.${envName}`)) ? join(root, `.dev.vars.${envName}`) : join(root, ".dev.vars");
  const file = readEnvFile(arg("vars-file") ?? fileDefault);
  const get = (name) => process.env[name] || file[name] || vars[name] || undefined;
  return { envName: envName ?? "(default)", get };
}

const trim = (u) => u.replace(/\/+$/, "");
const TIMEOUT_MS = 15_000;

async function call(url, init) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = {};
  }
  return { status: res.status, body };
}

const days = (s) => `${Math.round(Number(s) / 86400)} days`;

async function checkAiralo(get) {
  const id = get("AIRALO_CLIENT_ID_LIVE");
  const secret = get("AIRALO_CLIENT_SECRET_LIVE");
  if (!id || !secret) return { name: "airalo", configured: false, lines: ["not configured (set AIRALO_CLIENT_ID_LIVE and AIRALO_CLIENT_SECRET_LIVE)"] };
  const base = trim(get("AIRALO_BASE_URL") ?? "https://partners-api.airalo.com");
  const form = new FormData();
  form.set("client_id", id);
  form.set("client_secret", secret);
  form.set("grant_type", "client_credentials");
  const token = await call(`${base}/v2/token`, { method: "POST", body: form, headers: { accept: "application/json" } });
  const access = token.body?.data?.access_token;
  if (token.status !== 200 || !access) return { name: "airalo", configured: true, ok: false, lines: [`token FAILED: HTTP ${token.status} ${token.body?.meta?.message ?? ""}`.trim()] };
  const lines = [`token ok (valid ${days(token.body.data.expires_in)}) from ${base}`];
  const bal = await call(`${base}/v2/balance`, { headers: { authorization: `Bearer ${access}`, accept: "application/json" } });
  const b = bal.body?.data?.balances?.availableBalance;
  if (bal.status !== 200 || b?.amount === undefined) return { name: "airalo", configured: true, ok: false, lines: [...lines, `balance FAILED: HTTP ${bal.status}`] };
  return { name: "airalo", configured: true, ok: true, lines: [...lines, `balance ${Number(b.amount).toFixed(2)} ${b.currency}`] };
}

async function checkReloadly(get) {
  const id = get("RELOADLY_CLIENT_ID_LIVE");
  const secret = get("RELOADLY_CLIENT_SECRET_LIVE");
  if (!id || !secret) return { name: "reloadly", configured: false, lines: ["not configured (set RELOADLY_CLIENT_ID_LIVE and RELOADLY_CLIENT_SECRET_LIVE)"] };
  const auth = trim(get("RELOADLY_AUTH_URL") ?? "https://auth.reloadly.com");
  const api = trim(get("RELOADLY_API_URL") ?? "https://topups.reloadly.com");
  const audience = get("RELOADLY_AUDIENCE") ?? "https://topups.reloadly.com";
  const token = await call(`${auth}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ client_id: id, client_secret: secret, grant_type: "client_credentials", audience }),
  });
  if (token.status !== 200 || !token.body?.access_token) {
    return { name: "reloadly", configured: true, ok: false, lines: [`token FAILED: HTTP ${token.status} ${token.body?.errorCode ?? ""}`.trim()] };
  }
  const lines = [`token ok (valid ${days(token.body.expires_in)}) for ${audience}`];
  const bal = await call(`${api}/accounts/balance`, { headers: { authorization: `Bearer ${token.body.access_token}`, accept: "application/com.reloadly.topups-v1+json" } });
  if (bal.status !== 200 || bal.body?.balance === undefined) {
    return { name: "reloadly", configured: true, ok: false, lines: [...lines, `balance FAILED: HTTP ${bal.status} ${bal.body?.errorCode ?? ""}`.trim()] };
  }
  return { name: "reloadly", configured: true, ok: true, lines: [...lines, `balance ${Number(bal.body.balance).toFixed(2)} ${bal.body.currencyCode}`] };
}

/** One signed eSIM Access call (research esim-lifecycle §1.2): the envelope's `obj`, or its error as thrown text. */
async function esimAccess(get, path, payload) {
  const base = trim(get("ESIMACCESS_BASE_URL") ?? "https://api.esimaccess.com");
  const access = get("ESIMACCESS_ACCESS_CODE");
  const body = JSON.stringify(payload);
  const ts = String(Date.now());
  const id = randomUUID();
  const signature = createHmac("sha256", get("ESIMACCESS_SECRET_KEY")).update(ts + id + access + body).digest("hex");
  const res = await call(`${base}/api/v1/open/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "RT-AccessCode": access, "RT-Timestamp": ts, "RT-RequestID": id, "RT-Signature": signature },
    body,
  });
  const ok = res.body?.success === true || res.body?.success === "true";
  if (res.status !== 200 || !ok) throw new Error(`${path} FAILED: HTTP ${res.status} ${res.body?.errorCode ?? ""} ${res.body?.errorMsg ?? res.body?.errorMessage ?? ""}`.trim());
  return { base, obj: res.body.obj ?? {} };
}

async function checkEsimAccess(get) {
  if (!get("ESIMACCESS_ACCESS_CODE") || !get("ESIMACCESS_SECRET_KEY")) {
    return { name: "esimaccess", configured: false, lines: ["not configured (set ESIMACCESS_ACCESS_CODE and ESIMACCESS_SECRET_KEY)"] };
  }
  const { base, obj } = await esimAccess(get, "balance/query", {});
  // USD × 10,000, shown to the cent (rounded down, as the service reads a balance)
  const balance = (Math.floor(Number(obj.balance) / 100) / 100).toFixed(2);
  const list = (await esimAccess(get, "package/list", { locationCode: "", type: "BASE", packageCode: "", iccid: "" })).obj;
  const packages = Array.isArray(list.packageList) ? list.packageList.length : 0;
  return { name: "esimaccess", configured: true, ok: packages > 0, lines: [`signed requests ok at ${base}`, `balance ${balance} USD`, `${packages} packages listed`] };
}

const CHECKS = [["airalo", checkAiralo], ["esimaccess", checkEsimAccess], ["reloadly", checkReloadly]];

/** Cancels one unused eSIM Access profile (refused once it was installed or used). */
async function cancelEsim(get, esimTranNo) {
  if (!get("ESIMACCESS_ACCESS_CODE") || !get("ESIMACCESS_SECRET_KEY")) throw new Error("eSIM Access is not configured");
  await esimAccess(get, "esim/cancel", { esimTranNo });
  console.log(`esimaccess cancelled ${esimTranNo}: its price is back in our eSIM Access balance`);
}

async function main() {
  const { envName, get } = config();
  const cancel = arg("esimaccess-cancel");
  if (cancel) {
    try {
      await cancelEsim(get, cancel);
    } catch (e) {
      console.log(`esimaccess cancel of ${cancel} FAILED: ${e?.message ?? e}`);
      process.exitCode = 1;
    }
    return;
  }
  console.log(`live:check for env ${envName}`);
  let failed = false;
  for (const [name, check] of CHECKS) {
    let r;
    try {
      r = await check(get);
    } catch (e) {
      r = { name, configured: true, ok: false, lines: [`FAILED: ${e?.name === "TimeoutError" ? `no answer within ${TIMEOUT_MS / 1000} s` : e?.message ?? e}`] };
    }
    if (r.configured && !r.ok) failed = true;
    console.log(`${r.name.padEnd(11)}${r.configured ? (r.ok ? "OK    " : "FAIL  ") : "off   "}${r.lines.join("; ")}`);
  }
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
