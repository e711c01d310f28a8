// The wrapper's rules, against a scripted fetch: which calls get a key, which failures are
// retried, and that a retry repeats the same key.
import { describe, expect, it } from "vitest";
import { createPartnerCommerceClient, movesMoney } from "../src/index";

type Answer = Response | Error;
function scripted(...answers: Answer[]) {
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request);
    const next = answers[Math.min(seen.length, answers.length) - 1]!;
    if (next instanceof Error) throw next;
    return next.clone();
  };
  return { seen, fetch };
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
const error = (status: number, code: string) => json(status, { error: { code, message: code, request_id: "req_1" } });
const QUOTE = { offer_id: "off_1", payment_source: "wallet" as const };

function client(fetch: (r: Request) => Promise<Response>, maxRetries = 3) {
  return createPartnerCommerceClient({ apiKey: "svc_test_key", baseUrl: "https://api.test/", fetch, maxRetries, retryDelayMs: () => 1 });
}

describe("typed client", () => {
  it("sends the key as a bearer token and gives money-moving calls a fresh Idempotency-Key", async () => {
    const { seen, fetch } = scripted(json(200, { id: "qt_1" }));
    const c = client(fetch);
    await c.POST("/v1/quotes", { body: QUOTE });
    await c.POST("/v1/quotes", { body: QUOTE });
    await c.GET("/v1/wallet");
    expect(seen.map((r) => r.headers.get("authorization"))).toEqual(["Bearer svc_test_key", "Bearer svc_test_key", "Bearer svc_test_key"]);
    const [a, b] = seen.map((r) => r.headers.get("idempotency-key"));
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
    expect(seen[2]!.headers.has("idempotency-key")).toBe(false);
  });

  it("keeps a key the caller chose", async () => {
    const { seen, fetch } = scripted(json(200, {}));
    await client(fetch).POST("/v1/quotes", { body: QUOTE, params: { header: { "idempotency-key": "order-4821" } } });
    expect(seen[0]!.headers.get("idempotency-key")).toBe("order-4821");
  });

  it("retries 409 idempotency_key_in_use, 429 and 5xx with the same key and body, then answers", async () => {
    const { seen, fetch } = scripted(error(409, "idempotency_key_in_use"), error(429, "rate_limited"), error(503, "payouts_unavailable"), json(200, { id: "qt_1" }));
    const res = await client(fetch).POST("/v1/quotes", { body: QUOTE });
    expect(res.data).toEqual({ id: "qt_1" });
    expect(seen).toHaveLength(4);
    expect(new Set(seen.map((r) => r.headers.get("idempotency-key"))).size).toBe(1);
    for (const r of seen) expect(await r.json()).toEqual(QUOTE);
  });

  it("does not retry other 409s and 4xx, and gives up after maxRetries", async () => {
    const reused = scripted(error(409, "quote_expired"));
    expect((await client(reused.fetch).POST("/v1/quotes", { body: QUOTE })).error).toMatchObject({ error: { code: "quote_expired" } });
    expect(reused.seen).toHaveLength(1);
    const bad = scripted(error(400, "parameter_invalid"));
    await client(bad.fetch).POST("/v1/quotes", { body: QUOTE });
    expect(bad.seen).toHaveLength(1);
    const down = scripted(error(500, "internal_error"));
    const res = await client(down.fetch, 2).POST("/v1/quotes", { body: QUOTE });
    expect(res.response.status).toBe(500);
    expect(down.seen).toHaveLength(3);
  });

  it("never repeats a POST that has no key after a 5xx or a network failure, but does after a 429", async () => {
    const failed = scripted(error(500, "internal_error"), json(200, {}));
    await client(failed.fetch).POST("/v1/webhook_endpoints", { body: { url: "https://a.example/h" } });
    expect(failed.seen).toHaveLength(1);
    const limited = scripted(error(429, "rate_limited"), json(200, {}));
    await client(limited.fetch).POST("/v1/webhook_endpoints", { body: { url: "https://a.example/h" } });
    expect(limited.seen).toHaveLength(2);
    const network = scripted(new TypeError("fetch failed"), json(200, {}));
    await expect(client(network.fetch).POST("/v1/webhook_endpoints", { body: { url: "https://a.example/h" } })).rejects.toThrow("fetch failed");
  });

  it("retries reads after a network failure", async () => {
    const { seen, fetch } = scripted(new TypeError("fetch failed"), json(200, { object: "wallet" }));
    expect((await client(fetch).GET("/v1/wallet")).data).toEqual({ object: "wallet" });
    expect(seen).toHaveLength(2);
  });

  it("knows the money-moving operations from the API description, path parameters included", () => {
    expect(movesMoney("POST", "/v1/quotes")).toBe(true);
    expect(movesMoney("POST", "/v1/test_helpers/lightning_invoices/lni_123/pay")).toBe(true);
    expect(movesMoney("GET", "/v1/quotes")).toBe(false);
    expect(movesMoney("POST", "/v1/quotes/qt_1/cancel")).toBe(false);
    expect(movesMoney("POST", "/v1/webhook_endpoints")).toBe(false);
  });
});
