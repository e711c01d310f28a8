// Webhook URLs are judged by where their names resolve, not only by the names: a public name
// that answers a private or reserved address is refused at registration and before each
// delivery attempt. Answers come from the fake DoH resolver (test/support/fake-doh.ts).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, newAccount, type ErrorBody } from "../support/api";
import { FAKE_DOH_URL } from "../support/fake-doh";
import { createEndpoint, receiver } from "../webhooks/support";
import { checkResolvedHost, forgetResolved } from "../../src/lib/doh";
import { checkDeliveryUrl } from "../../src/webhooks/url-policy";
import type { ListWebhookEndpointsResponse } from "../../src/routes/webhook-endpoints/list";
import type { PingWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/ping";

const strict = { allowLoopback: false };

/** A DoH JSON answer for one question, as a resolver sends it. */
function dohAnswer(type: number, data: string[], ttl = 60, status = 0): Response {
  return Response.json({
    Status: status,
    Question: [{ name: "hooks.partner.dev.", type }],
    ...(data.length ? { Answer: data.map((d) => ({ name: "hooks.partner.dev.", type, TTL: ttl, data: d })) } : {}),
  });
}

function fakeResolver(a: string[], aaaa: string[], ttl = 60) {
  const asked: string[] = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    expect(req.headers.get("accept")).toBe("application/dns-json");
    const type = url.searchParams.get("type")!;
    asked.push(`${url.searchParams.get("name")} ${type}`);
    return type === "A" ? dohAnswer(1, a, ttl) : dohAnswer(28, aaaa, ttl);
  };
  return { asked, fetcher };
}

describe("resolving webhook hosts over DoH", () => {
  const refused: [string, string[], string[]][] = [
    ["RFC 1918 A", ["10.1.2.3"], []],
    ["loopback A", ["127.0.0.1"], []],
    ["link-local A (cloud metadata)", ["169.254.169.254"], []],
    ["carrier-grade NAT A", ["100.64.0.1"], []],
    ["one private A among public ones", ["93.184.215.14", "192.168.1.1"], []],
    ["unique-local AAAA", ["93.184.215.14"], ["fd00::1"]],
    ["IPv4-mapped AAAA", [], ["::ffff:10.0.0.1"]],
    ["loopback AAAA", [], ["::1"]],
    ["documentation AAAA", [], ["2001:db8::1"]],
    ["no address at all", [], []],
  ];
  for (const [what, a, aaaa] of refused) {
    it(`refuses a name answering ${what}`, async () => {
      forgetResolved();
      const { fetcher } = fakeResolver(a, aaaa);
      const res = await checkResolvedHost("hooks.partner.dev", { resolverUrl: FAKE_DOH_URL, ...strict, fetcher });
      expect(res.ok).toBe(false);
    });
  }

  it("accepts public A and AAAA answers, and caches them for their TTL", async () => {
    forgetResolved();
    const { asked, fetcher } = fakeResolver(["93.184.215.14"], ["2606:2800:21f:cb07:6820:80da:af6b:8b2c"], 60);
    const opts = { resolverUrl: FAKE_DOH_URL, ...strict, fetcher };
    expect(await checkResolvedHost("hooks.partner.dev", { ...opts, now: 1_000_000 })).toEqual({ ok: true });
    expect(await checkResolvedHost("hooks.partner.dev", { ...opts, now: 1_059_000 })).toEqual({ ok: true });
    expect(asked).toEqual(["hooks.partner.dev A", "hooks.partner.dev AAAA"]);
    await checkResolvedHost("hooks.partner.dev", { ...opts, now: 1_061_000 });
    expect(asked).toHaveLength(4);
  });

  it("refuses when the resolver cannot answer, without caching the failure", async () => {
    forgetResolved();
    let calls = 0;
    const fetcher = async () => {
      calls++;
      return new Response("no", { status: 502 });
    };
    const opts = { resolverUrl: FAKE_DOH_URL, ...strict, fetcher };
    expect((await checkResolvedHost("hooks.partner.dev", opts)).ok).toBe(false);
    expect((await checkResolvedHost("hooks.partner.dev", opts)).ok).toBe(false);
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it("lets a name resolving to loopback through only under ALLOW_PRIVATE_WEBHOOK_URLS=true", async () => {
    forgetResolved();
    const { fetcher } = fakeResolver(["127.0.0.1"], ["::1"]);
    expect((await checkResolvedHost("dev.partner.dev", { resolverUrl: FAKE_DOH_URL, allowLoopback: true, fetcher })).ok).toBe(true);
    forgetResolved();
    const other = fakeResolver(["10.0.0.5"], []);
    expect((await checkResolvedHost("dev.partner.dev", { resolverUrl: FAKE_DOH_URL, allowLoopback: true, fetcher: other.fetcher })).ok).toBe(false);
  });
});

describe("webhook URL policy with DNS", () => {
  it("refuses at registration a public name that resolves to a private address, with 400 invalid_webhook_url on url", async () => {
    const { key } = await newAccount();
    for (const host of ["ip4-10-0-0-1.partner.dev", "ip4-169-254-169-254.partner.dev", "ip6-fd00-0-0-0-0-0-0-1.partner.dev", "nxdomain-x.partner.dev"]) {
      const res = await call<ErrorBody>("/v1/webhook_endpoints", { key, body: { url: `https://${host}/hooks` } });
      expectError(res, 400, "invalid_webhook_url", "url");
    }
    expect((await call<ListWebhookEndpointsResponse>("/v1/webhook_endpoints", { key })).body.data).toHaveLength(0);
  });

  it("checks again before each delivery: a name that now answers a private address is not called", async () => {
    const policy = { ALLOW_PRIVATE_WEBHOOK_URLS: "false", DOH_RESOLVER_URL: env.DOH_RESOLVER_URL };
    const url = "https://rebind-1.partner.dev/hooks";
    expect((await checkDeliveryUrl(policy, url)).ok).toBe(true);
    const later = await checkDeliveryUrl(policy, url);
    expect(later.ok).toBe(false);
    expect(!later.ok && later.reason).toMatch(/private or reserved/);
  });

  it("does not call an endpoint whose name was re-pointed at a private address after registration", async () => {
    const { key } = await newAccount();
    const ep = await createEndpoint(key, { url: "https://rebind-2.partner.dev/hooks" });
    const ping = await call<PingWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}/ping`, { key, method: "POST" });
    expect(ping.status, ping.text).toBe(200);
    expect(ping.body).toMatchObject({ status: "failed", response_status: null });
    expect(ping.body.error).toMatch(/URL refused: .*private or reserved address \(10\.0\.0\.1\)/);
  });

  it("registers and delivers to a name that resolves to public addresses", async () => {
    const { key } = await newAccount();
    const r = receiver();
    const ep = await createEndpoint(key, { url: r.url });
    const ping = await call<PingWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}/ping`, { key, method: "POST" });
    expect(ping.body.status, ping.text).toBe("succeeded");
    expect(r.received).toHaveLength(1);
  });
});
