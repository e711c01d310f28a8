// Live webhook endpoints from the dashboard ask what live keys ask: in live mode, creating an
// endpoint, editing it (its URL included), rotating its secret, enabling it again and replaying an
// event are refused with 403 and the live key form's words until a second factor was confirmed in
// the last 10 minutes, and a refused form changes nothing; disabling, deleting and pinging are not
// asked. Test mode asks nothing.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { call } from "../support/api";
import { issueKey } from "../../src/accounts/keys";
import { Browser, lastMail } from "../identity/browser";
import { deliveries, expectNotSignedBy, expectSignedBy, receiver } from "../webhooks/support";
import type { ListWebhookEndpointsResponse } from "../../src/routes/webhook-endpoints/list";
import type { RetrieveWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/retrieve";
import { formFields, grantLiveAccess, partner } from "./helpers";

const codeFor = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
const secretIn = (html: string) => /id="signing-secret"[^>]*>(whsec_[^<]+)</.exec(html)?.[1];
const notice = (html: string) => /role="alert">([^<]+)</.exec(html)?.[1]?.replace(/&#39;/g, "'");
const endpoints = async (key: string) => (await call<ListWebhookEndpointsResponse>("/v1/webhook_endpoints?limit=100", { key })).body.data;
const endpointOf = async (key: string, id: string) => (await call<RetrieveWebhookEndpointResponse>(`/v1/webhook_endpoints/${id}`, { key })).body;

/** Two-factor enrolled from the security page: the secret and the recovery codes. */
async function enrol(b: Browser) {
  const start = await b.post("/dashboard/security/2fa", { _csrf: await b.csrf("/dashboard/security") });
  const secret = /id="totp-secret">([A-Z2-7]+)</.exec(start.html)![1]!;
  const done = await b.post("/dashboard/security/2fa/confirm", { _csrf: await b.csrf("/dashboard/security"), code: codeFor(secret) });
  expect(done.status).toBe(200);
  const codes = [...done.html.matchAll(/<li>([0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4})<\/li>/g)].map((m) => m[1]!);
  return { secret, codes };
}

/** An owner in live mode with a verified email and two-factor on, and a live key to read the API with. */
async function liveOwner() {
  const { b, email, accountId } = await partner();
  await grantLiveAccess(accountId);
  const mail = await lastMail(email);
  await b.post("/verify-email", { token: new URL(mail.link, "http://x").searchParams.get("token")! });
  const { codes } = await enrol(b);
  const switched = await b.post("/dashboard/mode", formFields((await b.get("/dashboard")).html, "/dashboard/mode"));
  expect(switched.status).toBe(303);
  const live = (await issueKey(env, accountId, "live")).secret!;
  return { b, email, accountId, live, codes };
}

/** The session's second-factor check made 11 minutes older than it was: no longer fresh. */
const staleCheck = (email: string) =>
  env.DB.prepare("UPDATE sessions SET second_factor_at = second_factor_at - 660000 WHERE user_id = (SELECT id FROM users WHERE email = ?)").bind(email).run();

describe("live webhook endpoints need a fresh second factor", () => {
  it("in live mode, create, edit, rotate, enable and replay are refused with the live key form's words and change nothing; allowed after a check", async () => {
    const { b, email, live, codes } = await liveOwner();
    // fresh from enrolment: an endpoint is made, and its secret signs a ping
    const r = receiver();
    const made = await b.post("/dashboard/webhooks", { _csrf: await b.csrf("/dashboard/webhooks"), url: r.url, all: "1" });
    expect(made.status, made.html).toBe(201);
    const id = /<code>(we_[A-Za-z0-9]+)<\/code>/.exec(made.html)![1]!;
    const secret = secretIn(made.html)!;
    await call(`/v1/webhook_endpoints/${id}/ping`, { key: live, method: "POST" });
    const [first] = await deliveries(live, id);

    await staleCheck(email);
    const csrf = await b.csrf(`/dashboard/webhooks/${id}`);
    // the words the live key form gives now
    const keyForm = await b.post("/dashboard/api-keys", { _csrf: csrf, mode: "live" });
    expect(keyForm.status).toBe(403);
    const words = notice(keyForm.html)!;
    expect(words).toContain("Confirm your two-factor code on the Security page");

    // disabling is not asked (it only stops sending), so the enable form can be tried
    expect((await b.post(`/dashboard/webhooks/${id}/disable`, { _csrf: csrf })).status).toBe(200);
    const before = { list: await endpoints(live), log: await deliveries(live, id), received: r.received.length };
    const other = receiver();
    const gated: [string, Record<string, string>][] = [
      ["/dashboard/webhooks", { _csrf: csrf, url: other.url, all: "1" }],
      [`/dashboard/webhooks/${id}`, { _csrf: csrf, url: other.url, description: "moved", all: "1" }],
      [`/dashboard/webhooks/${id}/rotate-secret`, { _csrf: csrf }],
      [`/dashboard/webhooks/${id}/enable`, { _csrf: csrf }],
      [`/dashboard/events/${first.event_id}/replay`, { _csrf: csrf, endpoint: id }],
      [`/dashboard/events/${first.event_id}/replay`, { _csrf: csrf }],
    ];
    for (const [path, form] of gated) {
      const res = await b.post(path, form);
      expect(res.status, path).toBe(403);
      expect(notice(res.html), path).toBe(words);
      expect(res.html, path).not.toContain("whsec_");
    }
    expect(await endpoints(live)).toEqual(before.list);
    expect(await deliveries(live, id)).toEqual(before.log);
    expect(other.received).toHaveLength(0);
    // the secret is the one shown at creation: a ping (not asked) is still signed with it
    expect((await b.post(`/dashboard/webhooks/${id}/ping`, { _csrf: csrf })).status).toBe(200);
    await expectSignedBy(r.received.at(-1)!, secret);

    // a code confirmed on the security page opens them for 10 minutes
    const check = await b.post("/dashboard/security/2fa/check", { _csrf: await b.csrf("/dashboard/security"), code: codes[0]! });
    expect(check.status).toBe(200);
    expect((await b.post(`/dashboard/webhooks/${id}/enable`, { _csrf: csrf })).status).toBe(200);
    expect(await endpointOf(live, id)).toMatchObject({ status: "active" });
    const edited = await b.post(`/dashboard/webhooks/${id}`, { _csrf: csrf, url: other.url, description: "moved", all: "1" });
    expect(edited.status, edited.html).toBe(200);
    expect(await endpointOf(live, id)).toMatchObject({ url: other.url, description: "moved" });
    const rotated = await b.post(`/dashboard/webhooks/${id}/rotate-secret`, { _csrf: csrf });
    expect(rotated.status).toBe(200);
    const next = secretIn(rotated.html)!;
    expect(next).not.toBe(secret);
    const replayed = await b.post(`/dashboard/events/${first.event_id}/replay`, { _csrf: csrf, endpoint: id });
    expect(replayed.status).toBe(200);
    expect((await deliveries(live, id)).length).toBe(before.log.length + 2);
    await b.post(`/dashboard/webhooks/${id}/ping`, { _csrf: csrf });
    await expectSignedBy(other.received.at(-1)!, next);
    await expectNotSignedBy(other.received.at(-1)!, secret);
    expect((await b.post("/dashboard/webhooks", { _csrf: csrf, url: receiver().url, all: "1" })).status).toBe(201);
    expect(await endpoints(live)).toHaveLength(2);
  });

  it("in live mode without two-factor, creating is refused as a live key is", async () => {
    const { b, email, accountId } = await partner();
    await grantLiveAccess(accountId);
    const mail = await lastMail(email);
    await b.post("/verify-email", { token: new URL(mail.link, "http://x").searchParams.get("token")! });
    await b.post("/dashboard/mode", formFields((await b.get("/dashboard")).html, "/dashboard/mode"));
    const csrf = await b.csrf("/dashboard/webhooks");
    const made = await b.post("/dashboard/webhooks", { _csrf: csrf, url: receiver().url, all: "1" });
    expect(made.status).toBe(403);
    expect(notice(made.html)).toBe("Live webhook endpoints need two-factor authentication: enrol it on the Security page.");
    const live = (await issueKey(env, accountId, "live")).secret!;
    expect(await endpoints(live)).toEqual([]);
  });

  it("the edit form carries the URL, filled in, and in test mode every form works without two-factor", async () => {
    const { b, key } = await partner();
    const r = receiver();
    const made = await b.post("/dashboard/webhooks", { _csrf: await b.csrf("/dashboard/webhooks"), url: r.url, all: "1" });
    expect(made.status).toBe(201);
    const id = /<code>(we_[A-Za-z0-9]+)<\/code>/.exec(made.html)![1]!;
    const page = (await b.get(`/dashboard/webhooks/${id}`)).html;
    const fields = formFields(page, `/dashboard/webhooks/${id}`);
    expect(fields.url).toBe(r.url);
    const csrf = fields._csrf!;

    const moved = receiver();
    expect((await b.post(`/dashboard/webhooks/${id}`, { ...fields, url: moved.url, all: "1" })).status).toBe(200);
    expect(await endpointOf(key, id)).toMatchObject({ url: moved.url });
    // a URL the API refuses is refused with its words, and the endpoint keeps its URL
    const bad = await b.post(`/dashboard/webhooks/${id}`, { ...fields, url: "https://10.1.1.1/hooks", all: "1" });
    expect(bad.status).toBe(400);
    expect(await endpointOf(key, id)).toMatchObject({ url: moved.url });

    expect((await b.post(`/dashboard/webhooks/${id}/rotate-secret`, { _csrf: csrf })).status).toBe(200);
    expect((await b.post(`/dashboard/webhooks/${id}/disable`, { _csrf: csrf })).status).toBe(200);
    expect((await b.post(`/dashboard/webhooks/${id}/enable`, { _csrf: csrf })).status).toBe(200);
    await b.post(`/dashboard/webhooks/${id}/ping`, { _csrf: csrf });
    const [d] = await deliveries(key, id);
    expect((await b.post(`/dashboard/events/${d.event_id}/replay`, { _csrf: csrf, endpoint: id })).status).toBe(200);
  });
});
