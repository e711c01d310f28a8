// Stand-in receivers for webhook deliveries, and the checks a real receiver would make.
// Every outbound request the worker makes goes through globalThis.fetch in this isolate; a
// request to a registered receiver URL is answered here, anything else falls through to the
// test network stub (HTTP 599).
import Stripe from "stripe";
import { expect, vi } from "vitest";
import { call, type Reply } from "../support/api";
import { eventually, sqlIn } from "../support/money";
import { verifySignature } from "../../src/webhooks/signature";
import type { ListEventsResponse } from "../../src/routes/events/list";
import type { SetSandboxCreditResponse } from "../../src/routes/test-helpers/set-credit";
import type { CreateWebhookEndpointRequest, CreateWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/create";
import type { ListWebhookEndpointsResponse } from "../../src/routes/webhook-endpoints/list";
import type { ListWebhookDeliveriesResponse } from "../../src/routes/webhook-endpoints/list-deliveries";

export interface Received {
  url: string;
  headers: Headers;
  body: string;
  at: number;
}

/** How a receiver answers its n-th request (1 first); `signal` aborts when the sender gives up. */
export type Answer = (req: Received, n: number, signal: AbortSignal | undefined) => Response | Promise<Response>;

interface Route {
  answer: Answer;
  received: Received[];
}

const routes = new Map<string, Route>();
let seq = 0;
/** The router below, while it is globalThis.fetch. */
let installed: typeof fetch | undefined;

function install(): void {
  // once per test file: the runner restores every spy after a file, and the next file that asks
  // for a receiver (in the same runtime) installs the router again
  if (installed !== undefined && globalThis.fetch === installed) return;
  const passThrough = globalThis.fetch.bind(globalThis);
  installed = vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const route = routes.get(req.url);
    if (!route) return passThrough(input, init);
    const rec = { url: req.url, headers: req.headers, body: await req.text(), at: Date.now() };
    route.received.push(rec);
    return route.answer(rec, route.received.length, init?.signal ?? undefined);
  }) as unknown as typeof fetch;
}

export const ok: Answer = () => new Response("ok", { status: 200 });
export const status = (code: number): Answer => () => new Response(code >= 300 && code < 400 ? null : "no", { status: code, headers: code >= 300 && code < 400 ? { location: "https://elsewhere.receiver.dev/" } : {} });

/** Never answers; fails the request when the sender aborts it (its timeout). */
export const hang: Answer = (_req, _n, signal) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener("abort", () => reject(signal.reason ?? new Error("aborted")));
  });

/** Answers in turn from `answers`; the last one repeats. */
export const sequence = (...answers: Answer[]): Answer => (req, n, signal) => answers[Math.min(n, answers.length) - 1]!(req, n, signal);

export interface Receiver {
  url: string;
  received: Received[];
  answer(next: Answer): void;
}

export function receiver(answer: Answer = ok): Receiver {
  install();
  const url = `https://hooks-${++seq}-${crypto.randomUUID().slice(0, 8)}.receiver.dev/events`;
  const route = { answer, received: [] as Received[] };
  routes.set(url, route);
  return { url, received: route.received, answer: (next) => void (route.answer = next) };
}

// ---- the API -------------------------------------------------------------------------------

/** A registered endpoint; the answer to creation is the one that carries the signing secret. */
export async function createEndpoint(key: string, body: CreateWebhookEndpointRequest): Promise<CreateWebhookEndpointResponse & { secret: string }> {
  const res = await call<CreateWebhookEndpointResponse & { secret: string }>("/v1/webhook_endpoints", { key, body });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** One credit.updated event (the credit test helper emits one per call). */
export async function fireEvent(key: string, netTermsDays = 30): Promise<Reply> {
  const res = await call<SetSandboxCreditResponse>("/v1/test_helpers/credit", { key, body: { overdraft_limit: { amount: 0, currency: "USD" }, net_terms_days: netTermsDays } });
  expect(res.status, res.text).toBe(200);
  return res;
}

export async function deliveries(key: string, endpointId: string): Promise<any[]> {
  const res = await call<ListWebhookDeliveriesResponse>(`/v1/webhook_endpoints/${endpointId}/deliveries?limit=100`, { key });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** Waits until the receiver has `n` requests. */
export async function received(r: Receiver, n: number, timeoutMs = 15_000): Promise<Received[]> {
  await eventually(async () => r.received.length, (len) => len >= n, timeoutMs);
  return r.received;
}

/** Waits until the endpoint's log satisfies `check`. */
export async function logUntil(key: string, endpointId: string, check: (items: any[]) => boolean, timeoutMs = 15_000): Promise<any[]> {
  return eventually(() => deliveries(key, endpointId), check, timeoutMs);
}

/** The id of the newest event of a type, as the API lists it. */
export async function latestEventId(key: string, type = "credit.updated"): Promise<string> {
  const res = await call<ListEventsResponse>(`/v1/events?type=${type}&limit=1`, { key });
  expect(res.status, res.text).toBe(200);
  return res.body.data[0]!.id;
}

// ---- what a receiver checks ------------------------------------------------------------------

const stripe = new Stripe("sk_test_x");

/** Our own verifier and Stripe's both accept the request under `secret`. */
export async function expectSignedBy(req: Received, secret: string): Promise<void> {
  const header = req.headers.get("service-signature");
  expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  const ours = await verifySignature(secret, req.body, header!, Math.floor(Date.now() / 1000));
  expect(ours).toMatchObject({ ok: true });
  const event = await stripe.webhooks.constructEventAsync(req.body, header!, secret);
  expect(event.id).toBe(JSON.parse(req.body).id);
}

export async function expectNotSignedBy(req: Received, secret: string): Promise<void> {
  const header = req.headers.get("service-signature")!;
  expect(await verifySignature(secret, req.body, header, Math.floor(Date.now() / 1000))).toEqual({ ok: false, reason: "mismatch" });
  await expect(stripe.webhooks.constructEventAsync(req.body, header, secret)).rejects.toThrow();
}

export { stripe };
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
