// The pure parts of webhook delivery: the signature, the retry schedule, the disable rule, the
// sealed secrets, the URL policy and event type matching.
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/http/errors";
import { hmacSha256Hex } from "../../src/lib/crypto";
import { EVENT_TYPES, subscribes, unknownEventType } from "../../src/webhooks/event-types";
import {
  DEFAULT_RETRY_SCHEDULE, DISABLE_AFTER_MS, MAX_QUEUE_DELAY_SECONDS, disableReason, parseRetrySchedule, queueDelaySeconds, retryDelaySeconds,
} from "../../src/webhooks/schedule";
import { newSigningSecret, openSecret, sealSecret, secretContext } from "../../src/webhooks/secret-box";
import { parseSignatureHeader, signatureHeader, verifySignature } from "../../src/webhooks/signature";
import { checkDeliveryUrl, registrableUrl, urlPolicy } from "../../src/webhooks/url-policy";
import { FAKE_DOH_URL } from "../support/fake-doh";

const stripe = new Stripe("sk_test_x");
const SECRET = "whsec_test_secret";
const BODY = '{"id":"evt_01JX0000000000000000000000","object":"event","type":"ping","data":{"object":{}}}';
const now = () => Math.floor(Date.now() / 1000);

describe("Service-Signature", () => {
  it("is t=<unix>,v1=<hex HMAC-SHA256 of '<t>.<raw body>'> under the secret", async () => {
    const header = await signatureHeader(SECRET, BODY, 1_700_000_000);
    expect(header).toBe(`t=1700000000,v1=${await hmacSha256Hex(SECRET, `1700000000.${BODY}`)}`);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it("verifies with our helper and with Stripe's verifier, and only for the exact body and secret", async () => {
    const t = now();
    const header = await signatureHeader(SECRET, BODY, t);
    expect(await verifySignature(SECRET, BODY, header, t)).toEqual({ ok: true, t });
    expect((await stripe.webhooks.constructEventAsync(BODY, header, SECRET)).id).toBe("evt_01JX0000000000000000000000");

    const tampered = BODY.replace('"ping"', '"pong"');
    expect(await verifySignature(SECRET, tampered, header, t)).toEqual({ ok: false, reason: "mismatch" });
    await expect(stripe.webhooks.constructEventAsync(tampered, header, SECRET)).rejects.toThrow(/signature/i);
    // one byte of whitespace is a different body
    expect(await verifySignature(SECRET, BODY + " ", header, t)).toEqual({ ok: false, reason: "mismatch" });
    expect(await verifySignature("whsec_other", BODY, header, t)).toEqual({ ok: false, reason: "mismatch" });
    await expect(stripe.webhooks.constructEventAsync(BODY, header, "whsec_other")).rejects.toThrow();
  });

  it("is refused when t is more than 300 seconds away, by both verifiers", async () => {
    const t = now();
    const old = await signatureHeader(SECRET, BODY, t - 301);
    expect(await verifySignature(SECRET, BODY, old, t)).toEqual({ ok: false, reason: "stale" });
    await expect(stripe.webhooks.constructEventAsync(BODY, old, SECRET)).rejects.toThrow(/tolerance/i);
    const edge = await signatureHeader(SECRET, BODY, t - 299);
    expect(await verifySignature(SECRET, BODY, edge, t)).toMatchObject({ ok: true });
    expect((await stripe.webhooks.constructEventAsync(BODY, edge, SECRET)).type).toBe("ping");
    const future = await signatureHeader(SECRET, BODY, t + 301);
    expect(await verifySignature(SECRET, BODY, future, t)).toEqual({ ok: false, reason: "stale" });
  });

  it("parses only well-formed headers", () => {
    expect(parseSignatureHeader("t=1,v1=" + "a".repeat(64))).toEqual({ t: 1, v1: ["a".repeat(64)] });
    expect(parseSignatureHeader(`t=5,v0=zz,v1=${"b".repeat(64)},v1=${"c".repeat(64)}`)).toEqual({ t: 5, v1: ["b".repeat(64), "c".repeat(64)] });
    for (const bad of ["", "t=1", "v1=" + "a".repeat(64), "t=x,v1=" + "a".repeat(64), "t=1,v1=abc", "garbage"]) {
      expect(parseSignatureHeader(bad), bad).toBeNull();
    }
  });
});

describe("retry schedule", () => {
  it("defaults to 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 7 h: about one day", () => {
    expect(DEFAULT_RETRY_SCHEDULE).toEqual([60, 300, 1800, 7200, 18000, 36000, 25200]);
    const total = DEFAULT_RETRY_SCHEDULE.reduce((a, b) => a + b, 0);
    expect(total / 3600).toBeGreaterThan(23);
    expect(total / 3600).toBeLessThan(26);
    expect(parseRetrySchedule(undefined)).toEqual(DEFAULT_RETRY_SCHEDULE);
    expect(parseRetrySchedule("")).toEqual(DEFAULT_RETRY_SCHEDULE);
  });

  it("is replaced by WEBHOOK_RETRY_SCHEDULE, and a malformed value keeps the default", () => {
    expect(parseRetrySchedule("1,2,3")).toEqual([1, 2, 3]);
    expect(parseRetrySchedule(" 5 , 10 ")).toEqual([5, 10]);
    expect(parseRetrySchedule("1,x,3")).toEqual(DEFAULT_RETRY_SCHEDULE);
    expect(parseRetrySchedule("-1")).toEqual(DEFAULT_RETRY_SCHEDULE);
    expect(parseRetrySchedule("1.5")).toEqual(DEFAULT_RETRY_SCHEDULE);
  });

  it("waits schedule[n-1] after failed attempt n, and gives up after the last", () => {
    const s = [1, 2, 3];
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(s, n))).toEqual([1, 2, 3, null]);
    expect(retryDelaySeconds(DEFAULT_RETRY_SCHEDULE, 7)).toBe(25200);
    expect(retryDelaySeconds(DEFAULT_RETRY_SCHEDULE, 8)).toBeNull();
  });

  it("turns a due time into a queue delay within what queues accept", () => {
    expect(queueDelaySeconds(10_000, 10_000)).toBe(0);
    expect(queueDelaySeconds(9_000, 10_000)).toBe(0);
    expect(queueDelaySeconds(10_001, 10_000)).toBe(1);
    expect(queueDelaySeconds(10_000 + 60_000, 10_000)).toBe(60);
    expect(queueDelaySeconds(10_000 + 100_000_000, 10_000)).toBe(MAX_QUEUE_DELAY_SECONDS);
  });
});

describe("disable rule: no success in 3 days and at least one dead-lettered delivery", () => {
  const T = Date.UTC(2026, 0, 10);
  const day = 24 * 3600 * 1000;

  it("disables an endpoint failing for over 3 days once a delivery is dead-lettered", () => {
    expect(disableReason({ enabledAt: T - 4 * day, lastSuccessAt: null, lastDeadLetterAt: T }, T)).toMatch(/3 days/);
    expect(disableReason({ enabledAt: T - 10 * day, lastSuccessAt: T - 3 * day, lastDeadLetterAt: T }, T)).toMatch(/last successful delivery/);
  });

  it("keeps it while there was a success in the last 3 days", () => {
    expect(disableReason({ enabledAt: T - 10 * day, lastSuccessAt: T - 2 * day, lastDeadLetterAt: T }, T)).toBeNull();
    expect(disableReason({ enabledAt: T - 10 * day, lastSuccessAt: T - DISABLE_AFTER_MS + 1, lastDeadLetterAt: T }, T)).toBeNull();
  });

  it("keeps it without a dead-lettered delivery since the last success or re-enabling", () => {
    expect(disableReason({ enabledAt: T - 10 * day, lastSuccessAt: null, lastDeadLetterAt: null }, T)).toBeNull();
    expect(disableReason({ enabledAt: T - 10 * day, lastSuccessAt: T - 5 * day, lastDeadLetterAt: T - 6 * day }, T)).toBeNull();
  });

  it("gives a new endpoint, or a re-enabled one, three days before it can be disabled", () => {
    expect(disableReason({ enabledAt: T - 1 * day, lastSuccessAt: null, lastDeadLetterAt: T }, T)).toBeNull();
    expect(disableReason({ enabledAt: T - 2 * day, lastSuccessAt: T - 20 * day, lastDeadLetterAt: T }, T)).toBeNull();
  });
});

describe("sealed signing secrets", () => {
  const env = { WEBHOOK_ENCRYPTION_KEY: "k1" };

  it("are whsec_ plus 32 random bytes", () => {
    const a = newSigningSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newSigningSecret()).not.toBe(a);
  });

  it("open only with the same key and for the same account, mode and endpoint", async () => {
    const secret = newSigningSecret();
    const ctx = secretContext("acct_A", "test", "we_1");
    const sealed = await sealSecret(env, secret, ctx);
    expect(sealed).not.toContain(secret);
    expect(sealed).not.toContain("whsec_");
    expect(await openSecret(env, sealed, ctx)).toBe(secret);
    await expect(openSecret(env, sealed, secretContext("acct_B", "test", "we_1"))).rejects.toThrow();
    await expect(openSecret(env, sealed, secretContext("acct_A", "live", "we_1"))).rejects.toThrow();
    await expect(openSecret(env, sealed, secretContext("acct_A", "test", "we_2"))).rejects.toThrow();
    await expect(openSecret({ WEBHOOK_ENCRYPTION_KEY: "k2" }, sealed, ctx)).rejects.toThrow();
    // sealing twice gives different ciphertexts
    expect(await sealSecret(env, secret, ctx)).not.toBe(sealed);
  });

  it("refuse to work without the encryption key", async () => {
    await expect(sealSecret({ WEBHOOK_ENCRYPTION_KEY: "" }, "whsec_x", "c")).rejects.toThrow(/WEBHOOK_ENCRYPTION_KEY/);
  });
});

describe("URL policy of this deployment", () => {
  it("allows loopback only when ALLOW_PRIVATE_WEBHOOK_URLS is exactly \"true\"", () => {
    expect(urlPolicy({ ALLOW_PRIVATE_WEBHOOK_URLS: "true" })).toEqual({ allowLoopback: true });
    for (const v of ["false", "", "TRUE", "1", "yes"]) expect(urlPolicy({ ALLOW_PRIVATE_WEBHOOK_URLS: v })).toEqual({ allowLoopback: false });
  });

  it("with it set, lets loopback through over http or https and nothing else private", async () => {
    const local = { ALLOW_PRIVATE_WEBHOOK_URLS: "true", DOH_RESOLVER_URL: FAKE_DOH_URL };
    for (const url of ["http://localhost:3000/hook", "https://127.0.0.1/hook", "http://[::1]:8080/x", "http://127.1/"]) {
      expect((await checkDeliveryUrl(local, url)).ok, url).toBe(true);
      expect((await checkDeliveryUrl({ ...local, ALLOW_PRIVATE_WEBHOOK_URLS: "false" }, url)).ok, url).toBe(false);
    }
    for (const url of ["http://10.0.0.1/", "https://192.168.1.1/", "http://[::ffff:127.0.0.1]/", "http://printer.local/", "http://example.com/"]) {
      expect((await checkDeliveryUrl(local, url)).ok, url).toBe(false);
    }
  });

  it("stores the normalised URL and refuses others with invalid_webhook_url on url", async () => {
    const strict = { ALLOW_PRIVATE_WEBHOOK_URLS: "false", DOH_RESOLVER_URL: FAKE_DOH_URL };
    expect(await registrableUrl(strict, "https://HOOKS.Example.com:443/in")).toBe("https://hooks.example.com/in");
    try {
      await registrableUrl(strict, "https://10.0.0.1/");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).code).toBe("invalid_webhook_url");
      expect((e as ApiError).param).toBe("url");
    }
  });
});

describe("event types", () => {
  it("are the interface's list, and enabled_events may name them or *", () => {
    // the interface's fifteen, deposit.failed for a stablecoin transfer lost in a reorganisation
    // and order.delayed for an order still with its supplier at 30 minutes (live mode), and
    // wallet.balance_low for a debit crossing the low balance alert, and esim.low_data and
    // esim.expiring for an eSIM's usage thresholds, and refund.created, refund.succeeded and
    // refund.rejected for money back after a sale, order_batch.completed for a batch purchase, and
    // report_run.succeeded and report_run.failed for a report run's file, and esim.updated,
    // esim.suspended, esim.resumed and esim.revoked for the eSIM after the sale
    expect(EVENT_TYPES).toHaveLength(30);
    for (const t of ["esim.updated", "esim.suspended", "esim.resumed", "esim.revoked"]) expect(EVENT_TYPES).toContain(t);
    for (const t of ["order_batch.completed", "report_run.succeeded", "report_run.failed"]) expect(EVENT_TYPES).toContain(t);
    for (const t of ["refund.created", "refund.succeeded", "refund.rejected"]) expect(EVENT_TYPES).toContain(t);
    expect(EVENT_TYPES).toContain("esim.low_data");
    expect(EVENT_TYPES).toContain("esim.expiring");
    expect(EVENT_TYPES).toContain("deposit.failed");
    expect(EVENT_TYPES).toContain("wallet.balance_low");
    expect(EVENT_TYPES).toContain("order.delayed");
    expect(unknownEventType(["*", ...EVENT_TYPES])).toBeUndefined();
    expect(unknownEventType(["order.fulfilled", "order.shipped"])).toBe("order.shipped");
    expect(unknownEventType(["ORDER.FULFILLED"])).toBe("ORDER.FULFILLED");
    expect(unknownEventType(["order.*"])).toBe("order.*");
  });

  it("match by exact type or *, and ping never fans out to anyone", () => {
    expect(subscribes(["*"], "order.failed")).toBe(true);
    expect(subscribes(["*"], "some.future_type")).toBe(true);
    expect(subscribes(["order.failed"], "order.failed")).toBe(true);
    expect(subscribes(["order.fulfilled"], "order.failed")).toBe(false);
    expect(subscribes(["*", "ping"], "ping")).toBe(false);
  });
});
