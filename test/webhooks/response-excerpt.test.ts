// The delivery log keeps the start of what the receiver answered: the first 500 characters of its
// body, on success and on failure, and nothing when it gave no answer.
import { describe, expect, it } from "vitest";
import { call, newAccount } from "../support/api";
import { createEndpoint, deliveries, receiver } from "./support";
import type { PingWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/ping";

const ping = (key: string, id: string) => call<PingWebhookEndpointResponse>(`/v1/webhook_endpoints/${id}/ping`, { key, method: "POST" });

describe.concurrent("response body excerpt", () => {
  it("keeps the receiver's short answer whole, and the log lists it", async () => {
    const acct = await newAccount();
    const r = receiver(() => new Response("accepted: thanks", { status: 200 }));
    const ep = await createEndpoint(acct.key, { url: r.url });
    const res = await ping(acct.key, ep.id);
    expect(res.body).toMatchObject({ status: "succeeded", response_status: 200, response_body_excerpt: "accepted: thanks" });
    expect((await deliveries(acct.key, ep.id))[0]).toMatchObject({ response_body_excerpt: "accepted: thanks" });
  });

  it("keeps the first 500 characters of a long answer, multi-byte characters whole, on a failure too", async () => {
    const acct = await newAccount();
    const long = "é".repeat(300) + "x".repeat(5000);
    const r = receiver(() => new Response(long, { status: 503 }));
    const ep = await createEndpoint(acct.key, { url: r.url });
    const res = await ping(acct.key, ep.id);
    expect(res.body).toMatchObject({ status: "failed", response_status: 503 });
    expect(res.body.response_body_excerpt).toBe(long.slice(0, 500));
  });

  it("is null for an empty answer and for no answer", async () => {
    const acct = await newAccount();
    const empty = receiver(() => new Response(null, { status: 204 }));
    const ep = await createEndpoint(acct.key, { url: empty.url });
    expect((await ping(acct.key, ep.id)).body).toMatchObject({ status: "succeeded", response_status: 204, response_body_excerpt: null });
    const broken = receiver(() => Promise.reject(new Error("connection reset")));
    const ep2 = await createEndpoint(acct.key, { url: broken.url });
    expect((await ping(acct.key, ep2.id)).body).toMatchObject({ status: "failed", response_status: null, response_body_excerpt: null });
  });
});
