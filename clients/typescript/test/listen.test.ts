// `partner-commerce listen`, the built command (dist/cli.js) against the running service
// (PC_BASE_URL): an event recorded while it runs reaches a local receiver as a webhook delivery
// that both this client's verifyWebhook and Stripe's constructEvent accept under the secret the
// command printed, and a restart picks up exactly where the last run stopped.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyWebhook } from "../src/index";

const base = process.env.PC_BASE_URL;
const adminToken = process.env.PC_ADMIN_TOKEN;
if (!base || !adminToken) throw new Error("PC_BASE_URL and PC_ADMIN_TOKEN are set by scripts/check-client.mjs (npm run client:test)");

const CLI = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "cli.js");
const stripe = new Stripe("sk_test_placeholder");

async function eventually<T>(read: () => T | Promise<T>, done: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > until) throw new Error(`still not done after ${timeoutMs} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const received: { headers: IncomingHttpHeaders; body: string; path: string }[] = [];
const receiver = createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
  req.on("end", () => {
    received.push({ headers: req.headers, body, path: req.url ?? "" });
    res.writeHead(200).end("ok");
  });
});

let apiKey = "";
let hookUrl = "";
const stateHome = mkdtempSync(join(tmpdir(), "pc-listen-"));

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}${path}`, { ...init, headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json", ...(init.headers ?? {}) } });
}

/** One event: the sandbox credit helper records one credit.updated per call. */
async function fireEvent(days: number): Promise<void> {
  const res = await api("/v1/test_helpers/credit", { method: "POST", body: JSON.stringify({ overdraft_limit: { amount: 0, currency: "USD" }, net_terms_days: days }) });
  expect(res.status).toBe(200);
}

async function eventIds(): Promise<string[]> {
  const res = await api("/v1/events?limit=100");
  return ((await res.json()) as { data: { id: string }[] }).data.map((e) => e.id).reverse();
}

interface Running {
  proc: ChildProcess;
  out: string[];
  stop(): Promise<void>;
}

function startCli(): Running {
  const proc = spawn(process.execPath, [CLI, "listen", "--forward-to", hookUrl, "--base-url", base!], {
    env: { ...process.env, PARTNER_COMMERCE_API_KEY: apiKey, XDG_STATE_HOME: stateHome },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const out: string[] = [];
  let partial = "";
  const collect = (chunk: Buffer) => {
    partial += chunk.toString("utf8");
    const lines = partial.split("\n");
    partial = lines.pop()!;
    out.push(...lines);
  };
  proc.stdout!.on("data", collect);
  proc.stderr!.on("data", collect);
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  return {
    proc,
    out,
    stop: async () => {
      proc.kill("SIGINT");
      await exited;
    },
  };
}

const running: Running[] = [];

beforeAll(async () => {
  const res = await fetch(`${base}/admin/v1/accounts`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Listen partner" }),
  });
  expect(res.status).toBe(200);
  apiKey = ((await res.json()) as { api_key: { secret: string } }).api_key.secret;
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});

afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
  await new Promise((resolve) => receiver.close(resolve));
  rmSync(stateHome, { recursive: true, force: true });
});

describe("partner-commerce listen", () => {
  let secret = "";

  it("forwards an event recorded while it runs, signed so verifyWebhook and Stripe's constructEvent accept it", async () => {
    const cli = startCli();
    running.push(cli);
    const line = await eventually(() => cli.out.find((l) => /signing secret is whsec_/.test(l)), Boolean);
    secret = /(whsec_\S+)/.exec(line!)![1]!;
    await eventually(() => cli.out.some((l) => l.startsWith("Connected")), Boolean);

    await fireEvent(31);
    const [delivery] = await eventually(() => received.slice(), (r) => r.length >= 1);
    const header = delivery!.headers["service-signature"] as string;
    expect(delivery!.path).toBe("/hooks");
    expect(delivery!.headers["content-type"]).toBe("application/json");
    expect(delivery!.headers["user-agent"]).toBe("PartnerCommerce-Webhooks/1");

    const event = await verifyWebhook(delivery!.body, header, secret);
    expect(event).toMatchObject({ object: "event", type: "credit.updated", livemode: false });
    expect(stripe.webhooks.constructEvent(delivery!.body, header, secret).id).toBe(event.id);
    // the body is the event exactly as the API shows it
    expect(delivery!.body).toBe(await (await api(`/v1/events/${event.id}`)).text());
    // a wrong secret is refused
    await expect(verifyWebhook(delivery!.body, header, "whsec_other")).rejects.toThrow(/mismatch/);

    // one line per event (time, type, id), then the forward's answer
    await eventually(() => cli.out.some((l) => /-> 200 POST /.test(l)), Boolean);
    expect(cli.out.some((l) => l.includes(`credit.updated  ${event.id}`))).toBe(true);
  });

  it("prints the same secret after a restart and resumes without a gap", async () => {
    const first = running.pop()!;
    await first.stop();
    const before = received.length;
    const lastForwarded = (JSON.parse(received.at(-1)!.body) as { id: string }).id;

    // recorded while nothing listens
    await fireEvent(32);
    await fireEvent(33);

    const cli = startCli();
    running.push(cli);
    const line = await eventually(() => cli.out.find((l) => /signing secret is whsec_/.test(l)), Boolean);
    expect(line).toContain(secret);
    await eventually(() => cli.out.find((l) => l.startsWith("Connected")), Boolean);
    expect(cli.out.find((l) => l.startsWith("Connected"))).toContain(`resuming after ${lastForwarded}`);
    await fireEvent(34);

    const all = await eventIds();
    const expected = all.slice(all.indexOf(lastForwarded) + 1);
    expect(expected).toHaveLength(3);
    const got = await eventually(() => received.slice(before), (r) => r.length >= 3);
    expect(got.map((r) => (JSON.parse(r.body) as { id: string }).id)).toEqual(expected);
    for (const r of got) await verifyWebhook(r.body, r.headers["service-signature"] as string, secret);
  });
});
