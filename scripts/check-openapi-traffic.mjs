// `npm run openapi:traffic`: real traffic checked against the OpenAPI documents by an
// independent validator. Starts the service with fresh local state, puts Prism
// (`prism proxy --errors`) in front of it with the partner and operator documents as one, and
// sends every request through the proxy: the typed client's README walkthrough, then a list of
// calls covering each resource and the errors a partner meets (400, 401, 402, 404, 409, 413,
// 429). Any request or answer that disagrees with the documents makes Prism answer an error of
// its own (application/problem+json) instead, and the check fails naming it. The one exception
// is the oversized body (413): Prism re-serialises what it forwards, so that request goes to the
// service directly and its answer is checked against the document here. Every object of the
// documents is closed first (scripts/lib/closed-schemas.mjs): an answer or event carrying a field
// the document does not name fails the check, as an undocumented field is a gap in the contract.
// PORT picks wrangler's port.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import Ajv2020 from "ajv/dist/2020.js";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, freshSecrets, startWrangler } from "./lib/wrangler-dev.mjs";
import { writeOpenApiDocuments } from "./openapi-lint.mjs";
import { runCheck } from "./lib/run-check.mjs";
import { closeObjects } from "./lib/closed-schemas.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const prismBin = join(dirname(createRequire(import.meta.url).resolve("@stoplight/prism-cli/package.json")), "dist", "index.js");
const WALKTHROUGH_TIMEOUT_MS = 90_000;
const say = (line) => console.log(`[openapi-traffic] ${line}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The two documents as one (they are cut from one registry, so shared component names agree). */
function combined(partner, operator) {
  const components = {};
  for (const doc of [partner, operator]) {
    for (const [kind, entries] of Object.entries(doc.components ?? {})) components[kind] = { ...components[kind], ...entries };
  }
  return { ...partner, info: { ...partner.info, description: "partner and operator documents combined for the traffic check" }, paths: { ...partner.paths, ...operator.paths }, components, tags: undefined };
}

async function startPrism(document, upstream, logFile) {
  const port = await freePort();
  const log = openSync(logFile, "w");
  const child = spawn(process.execPath, [prismBin, "proxy", document, upstream, "--errors", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: root,
    stdio: ["ignore", log, log],
    detached: true,
  });
  closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited (${child.exitCode}):\n${readFileSync(logFile, "utf8").slice(-3000)}`);
    if (/Prism is listening/.test(readFileSync(logFile, "utf8"))) break;
    if (Date.now() > until) throw new Error(`prism did not start within 60 s:\n${readFileSync(logFile, "utf8").slice(-3000)}`);
    await sleep(200);
  }
  const stop = async () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  return { base, stop };
}

/** One call through the proxy; fails when Prism found the request or the answer outside the document. */
async function call(base, what, path, { method = "GET", key, body, raw, headers = {}, expect }) {
  const init = { method, headers: { ...headers } };
  if (key) init.headers.authorization = `Bearer ${key}`;
  if (raw !== undefined || body !== undefined) {
    init.headers["content-type"] = "application/json";
    init.body = raw ?? JSON.stringify(body);
  }
  const res = await fetch(base + path, init);
  const text = await res.text();
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("problem+json") || res.headers.get("sl-violations")) {
    throw new Error(`${what}: ${method} ${path} disagrees with the OpenAPI document (Prism answered ${res.status}):\n${text}\n${res.headers.get("sl-violations") ?? ""}`);
  }
  if (expect !== undefined && res.status !== expect) throw new Error(`${what}: ${method} ${path} answered ${res.status}, expected ${expect}: ${text.slice(0, 500)}`);
  const json = type.includes("json") ? JSON.parse(text) : text;
  if (res.status >= 400 && json?.error?.code) say(`ok  ${res.status} ${json.error.code.padEnd(22)} ${what}`);
  else say(`ok  ${res.status} ${what}`);
  return json;
}

/** Calls the service itself and checks the answer against the document with ajv (JSON Schema 2020-12). */
function directChecker(upstream, doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ $id: "doc", components: doc.components });
  return {
    async check(what, method, path, init, status) {
      const res = await fetch(upstream + path, init);
      const body = await res.json();
      if (res.status !== status) throw new Error(`${what}: answered ${res.status}, expected ${status}: ${JSON.stringify(body)}`);
      const answer = doc.paths[path]?.[method]?.responses?.[String(status)];
      if (!answer) throw new Error(`${what}: the document has no ${status} for ${method.toUpperCase()} ${path}`);
      for (const name of Object.keys(answer.headers ?? {})) if (!res.headers.get(name)) throw new Error(`${what}: no ${name} header`);
      const schema = JSON.parse(JSON.stringify(answer.content["application/json"].schema).replaceAll('"#/components/', '"doc#/components/'));
      const validate = ajv.compile(schema);
      if (!validate(body)) throw new Error(`${what}: the answer disagrees with the document: ${ajv.errorsText(validate.errors)}`);
      say(`ok  ${res.status} ${body.error.code.padEnd(22)} ${what} (checked here)`);
    },
    event(event) {
      const hook = doc.webhooks?.[event.type]?.post;
      if (!hook) throw new Error(`event type ${event.type} is not in the webhooks section`);
      const schema = JSON.parse(JSON.stringify(hook.requestBody.content["application/json"].schema).replaceAll('"#/components/', '"doc#/components/'));
      const validate = ajv.compile(schema);
      if (!validate(event)) throw new Error(`a delivered ${event.type} disagrees with the webhooks section: ${ajv.errorsText(validate.errors)}`);
    },
  };
}

async function traffic(base, adminToken, direct) {
  const admin = (what, path, opts = {}) => call(base, what, path, { key: adminToken, ...opts });
  await call(base, "liveness", "/health", { expect: 200 });
  const created = await admin("operator creates an account", "/admin/v1/accounts", { method: "POST", body: { name: "Traffic check partner" }, expect: 200 });
  const key = created.api_key.secret;
  const accountId = created.account?.id ?? created.id;
  const p = (what, path, opts = {}) => call(base, what, path, { key, ...opts });
  const idem = () => ({ "idempotency-key": crypto.randomUUID() });

  // each resource, successfully
  const offers = await p("offers", "/v1/offers?country=JP&limit=2", { expect: 200 });
  const offerId = offers.data[0].id;
  await p("one offer", `/v1/offers/${offerId}`, { expect: 200 });
  await p("account", "/v1/account", { expect: 200 });
  await p("account ledger", "/v1/account/ledger", { expect: 200 });
  await p("wallet", "/v1/wallet", { expect: 200 });
  await p("funding destinations", "/v1/wallet/funding_destinations", { expect: 200 });

  // 402 before any money: the wallet cannot cover the price (shortfall and available)
  const broke = await p("quote without funds", "/v1/quotes", { method: "POST", headers: idem(), body: { offer_id: offerId, payment_source: "wallet" }, expect: 402 });
  if (!broke.error.shortfall || !broke.error.available) throw new Error("insufficient_funds carries no shortfall/available");

  // a quote awaiting funds (before the wallet holds any), cancelled with an empty body and with none
  const waiting = await p("quote awaiting Lightning", "/v1/quotes", { method: "POST", headers: idem(), body: { offer_id: offerId, payment_source: "lightning" }, expect: 200 });
  await p("cancel with {}", `/v1/quotes/${waiting.id}/cancel`, { method: "POST", body: {}, expect: 200 });
  await p("cancel again, no body", `/v1/quotes/${waiting.id}/cancel`, { method: "POST", expect: 200 });

  await p("simulated bank transfer", "/v1/test_helpers/bank_transfers", { method: "POST", headers: idem(), body: { amount: 5000 }, expect: 200 });
  const quoteKey = idem();
  const bought = await p("quote paid from the wallet", "/v1/quotes", { method: "POST", headers: quoteKey, body: { offer_id: offerId, payment_source: "wallet" }, expect: 200 });
  await p("the same quote replayed", "/v1/quotes", { method: "POST", headers: quoteKey, body: { offer_id: offerId, payment_source: "wallet" }, expect: 200 });
  await p("quotes", "/v1/quotes?limit=5", { expect: 200 });
  await p("one quote", `/v1/quotes/${bought.id}`, { expect: 200 });
  await p("orders", "/v1/orders", { expect: 200 });
  await p("one order", `/v1/orders/${bought.order_id}`, { expect: 200 });
  await p("wallet ledger", "/v1/wallet/ledger", { expect: 200 });
  await p("deposits", "/v1/wallet/deposits", { expect: 200 });
  await p("revenue", "/v1/revenue", { expect: 200 });
  await p("revenue entries", "/v1/revenue/entries", { expect: 200 });
  await p("payouts", "/v1/revenue/payouts", { expect: 200 });
  const events = await p("events", "/v1/events?limit=3", { expect: 200 });
  await p("one event", `/v1/events/${events.data[0].id}`, { expect: 200 });
  await p("test clock", "/v1/test_helpers/clock", { expect: 200 });
  // the eSIM after the sale: its states, a control, the phone-state helper, and their refusals
  await p("the order's eSIM", `/v1/orders/${bought.order_id}/esim`, { expect: 200 });
  await p("eSIM suspended", `/v1/orders/${bought.order_id}/esim/suspend`, { method: "POST", headers: idem(), body: { reason: "phone reported lost" }, expect: 200 });
  await p("409: suspending it again", `/v1/orders/${bought.order_id}/esim/suspend`, { method: "POST", headers: idem(), body: {}, expect: 409 });
  await p("eSIM resumed", `/v1/orders/${bought.order_id}/esim/resume`, { method: "POST", headers: idem(), body: {}, expect: 200 });
  await p("the phone-state helper", `/v1/test_helpers/orders/${bought.order_id}/esim`, { method: "POST", headers: idem(), body: { profile_state: "disabled" }, expect: 200 });
  await p("404: the eSIM of an unknown order", "/v1/orders/ord_01JH8W5M2TQX7R3V9N4B6C8D0H/esim", { expect: 404 });
  const refund = await p("refund of the order", "/v1/refunds", { method: "POST", headers: idem(), body: { order_id: bought.order_id, reason: "trip_cancelled" }, expect: 200 });
  await p("refunds", "/v1/refunds?status=pending", { expect: 200 });
  await p("one refund", `/v1/refunds/${refund.id}`, { expect: 200 });
  await p("refund resolved by the helper", `/v1/test_helpers/refunds/${refund.id}/resolve`, { method: "POST", headers: idem(), body: { outcome: "succeeded" }, expect: 200 });
  await p("409: a second refund of the order", "/v1/refunds", { method: "POST", headers: idem(), body: { order_id: bought.order_id, reason: "other" }, expect: 409 });
  await p("409: top-up offers of the refunded (cancelled) eSIM", `/v1/orders/${bought.order_id}/topup_offers`, { expect: 409 });
  await p("409: resolving it again", `/v1/test_helpers/refunds/${refund.id}/resolve`, { method: "POST", headers: idem(), body: { outcome: "rejected" }, expect: 409 });

  // errors
  await p("409: cancelling a fulfilled quote", `/v1/quotes/${bought.id}/cancel`, { method: "POST", body: {}, expect: 409 });
  await p("404: an unknown quote", "/v1/quotes/qt_01JH8W5M2TQX7R3V9N4B6C8D0H", { expect: 404 });
  await p("400: a cursor this list never gave", "/v1/quotes?cursor=crs_nope", { expect: 400 });
  await call(base, "401: a revoked or unknown key", "/v1/wallet", { key: "svc_test_0000000000000000000000000000", expect: 401 });
  // a body within its schema, padded with whitespace past the 64 KiB limit: Prism re-serialises
  // what it forwards (dropping the padding), so this one goes straight to the service and its
  // answer is checked against the document's 413 here
  await direct.check("413: a body over 64 KiB", "post", "/v1/quotes", {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...idem() },
    body: `{"offer_id": "${offerId}",${" ".repeat(70 * 1024)}"payment_source": "wallet"}`,
  }, 413);

  // webhooks: an endpoint on a local receiver, then pings until the sends budget (10 a minute) runs out
  const delivered = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8").on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      delivered.push(body);
      res.writeHead(200).end("ok");
    });
  });
  await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  try {
    const endpoint = await p("webhook endpoint", "/v1/webhook_endpoints", {
      method: "POST",
      body: { url: `http://127.0.0.1:${receiver.address().port}/hooks`, enabled_events: ["*"] },
      expect: 200,
    });
    await p("webhook endpoints", "/v1/webhook_endpoints", { expect: 200 });
    let limited = false;
    for (let i = 0; i < 15 && !limited; i++) {
      const res = await fetch(`${base}/v1/webhook_endpoints/${endpoint.id}/ping`, { method: "POST", headers: { authorization: `Bearer ${key}` } });
      const text = await res.text();
      if ((res.headers.get("content-type") ?? "").includes("problem+json")) throw new Error(`ping disagrees with the OpenAPI document:\n${text}`);
      if (res.status === 429) {
        if (!res.headers.get("retry-after")) throw new Error("429 without Retry-After");
        limited = true;
      } else if (res.status !== 200) throw new Error(`ping answered ${res.status}: ${text}`);
    }
    if (!limited) throw new Error("15 pings in a row were never rate limited");
    say("ok  429 rate_limited           pings past the sends budget");
    await p("deliveries", `/v1/webhook_endpoints/${endpoint.id}/deliveries`, { expect: 200 });
    // what reached the receiver, against the document's webhooks section
    if (delivered.length === 0) throw new Error("no ping reached the receiver");
    for (const body of delivered) direct.event(JSON.parse(body));
    say(`ok  ${delivered.length} deliveries match their event type in the webhooks section`);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }

  // every event the traffic produced (deposits, wallet lines, quotes, orders, pings), each against
  // its own entry in the webhooks section
  const all = await p("every event so far", "/v1/events?limit=100", { expect: 200 });
  for (const event of all.data) direct.event(event);
  say(`ok  ${all.data.length} events of ${new Set(all.data.map((e) => e.type)).size} types match the webhooks section`);

  // the operator side
  await admin("operator: accounts", "/admin/v1/accounts?limit=5", { expect: 200 });
  if (accountId) await admin("operator: one account", `/admin/v1/accounts/${accountId}`, { expect: 200 });
  await admin("operator: audit log", "/admin/v1/audit_log?limit=5", { expect: 200 });
  await call(base, "the partner document", "/v1/openapi.json", { expect: 200 });
}

async function main() {
  const started = Date.now();
  const dir = join(root, ".wrangler", "openapi");
  const { partner, operator } = await writeOpenApiDocuments(dir);
  const document = join(dir, "combined.json");
  writeFileSync(document, JSON.stringify(closeObjects(combined(JSON.parse(readFileSync(partner, "utf8")), JSON.parse(readFileSync(operator, "utf8"))))));

  const vars = { ...freshSecrets(root), ALLOW_PRIVATE_WEBHOOK_URLS: "true", WEBHOOK_RETRY_SCHEDULE: "1,2,3" };
  const server = await startWrangler({
    root,
    persistTo: join(root, ".wrangler", "check-openapi-traffic"),
    vars,
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
  });
  let prism;
  try {
    say(`wrangler dev answers at ${server.base}`);
    const prismLog = join(root, ".wrangler", "check-openapi-traffic", "prism.log");
    prism = await startPrism(document, server.base, prismLog);
    say(`prism proxy --errors answers at ${prism.base} (log: ${prismLog})`);

    await traffic(prism.base, vars.ADMIN_API_TOKEN, directChecker(server.base, JSON.parse(readFileSync(document, "utf8"))));
    const run = spawnSync(process.execPath, [join(root, "node_modules", "vitest", "vitest.mjs"), "run", "--config", "clients/typescript/vitest.config.ts", "test/walkthrough.test.ts"], {
      cwd: root,
      stdio: "inherit",
      timeout: WALKTHROUGH_TIMEOUT_MS,
      env: { ...process.env, PC_BASE_URL: prism.base, PC_ADMIN_TOKEN: vars.ADMIN_API_TOKEN },
    });
    if (run.status !== 0) throw new Error(`the walkthrough through Prism failed (exit ${run.status ?? run.signal}); Prism's log: ${prismLog}`);

    say(`every request and answer agreed with the OpenAPI documents (${Math.round((Date.now() - started) / 1000)} s)`);
  } finally {
    await prism?.stop();
    await server.stop();
  }
}

runCheck("openapi-traffic", main);
