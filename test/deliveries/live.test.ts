// Live eSIM messages: handed to the mail provider (in tests, MAIL_PROVIDER "outbox": the D1 outbox
// stands in for Resend, keyed by the delivery's id as Resend's idempotency key would be), once per
// delivery however often it is sent; limited to 5 per recipient a day from each account (another
// partner's sends to the same traveller count for that partner only) and 200 per account an hour
// (429 rate_limited with Retry-After, nothing stored); a live quote's customer counts too.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sendDelivery } from "../../src/jobs/esim-deliveries";
import { stableOfferId } from "../../src/providers/live/suppliers/catalog-sync";
import { admin, call, expectError } from "../support/api";
import { fundedLiveAccount } from "../support/live";
import { buy, eventually, key } from "../support/money";
import { installFakes } from "../fakes/install";
import { sha256Hex } from "../../src/lib/crypto";
import type { CreateDeliveryResponse } from "../../src/routes/deliveries/create";
import type { ListDeliveriesResponse } from "../../src/routes/deliveries/list";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { SyncCatalogResponse } from "../../src/routes/admin/suppliers/sync-catalog";

afterEach(() => vi.restoreAllMocks());

async function liveAccount() {
  await installFakes();
  expect((await admin<SyncCatalogResponse>("/admin/v1/catalog/sync", { method: "POST" })).status).toBe(200);
  const acct = await fundedLiveAccount();
  const live = acct.live;
  return { id: acct.id, live };
}

async function liveEsim(apiKey: string, extra: Record<string, unknown> = {}) {
  const q = await buy(apiKey, stableOfferId("airalo:change-7days-1gb"), "wallet", extra);
  expect(q.status, q.text).toBe(200);
  const id = q.body.order_id!;
  return eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${id}`, { key: apiKey })).body, (o) => o.status === "fulfilled");
}

const send = (apiKey: string, orderId: string, body: unknown, idem = key("dlv")) =>
  call<CreateDeliveryResponse>(`/v1/orders/${orderId}/deliveries`, { key: apiKey, body, idem });

const outbox = async (email: string) =>
  (await env.DB.prepare('SELECT id, subject, text FROM mail_outbox WHERE "to" = ?').bind(email).all<{ id: string; subject: string; text: string }>()).results;

describe("live eSIM messages", () => {
  it("are handed to the mail provider once: a replayed request and a second send of the same delivery add no mail", async () => {
    const acct = await liveAccount();
    const order = await liveEsim(acct.live);
    const email = `live-${key()}@example.com`;
    const idem = key("once");
    const res = await send(acct.live, order.id, { email }, idem);
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe("sent");
    expect((await send(acct.live, order.id, { email }, idem)).headers.get("idempotent-replayed")).toBe("true");
    // the sender run again on the same delivery finds it finished
    expect(await sendDelivery(env, { accountId: acct.id, mode: "live" }, res.body.id)).toEqual(res.body);
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.id).toBe(res.body.id);
    expect(mails[0]!.text).toContain((order.deliverable as { install_url: string }).install_url);
    expect(mails[0]!.text).not.toMatch(/airalo/i);
  });

  it("allow 5 per recipient a day, then 429 rate_limited with Retry-After and nothing stored", async () => {
    const acct = await liveAccount();
    const order = await liveEsim(acct.live);
    const email = `limit-${key()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await send(acct.live, order.id, { email })).status).toBe(200);
    const over = await send(acct.live, order.id, { email: email.toUpperCase() });
    expectError(over, 429, "rate_limited");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect((await call<ListDeliveriesResponse>(`/v1/orders/${order.id}/deliveries`, { key: acct.live })).body.data).toHaveLength(5);
    expect(await outbox(email)).toHaveLength(5);
    // another recipient still gets theirs
    expect((await send(acct.live, order.id, { email: `other-${key()}@example.com` })).status).toBe(200);
  });

  it("count the 5 a day per account and recipient: another partner's sends to the same traveller take none of this account's", async () => {
    const acct = await liveAccount();
    const order = await liveEsim(acct.live);
    const email = `shared-${key()}@example.com`;
    // five sends to the same traveller today from another account, as the limit's table records them
    const recipient = await sha256Hex(email);
    const stmt = env.DB.prepare("INSERT INTO mail_sends (purpose, recipient, sender, at) VALUES ('esim_delivery', ?, ?, ?)");
    await env.DB.batch(Array.from({ length: 5 }, (_, i) => stmt.bind(recipient, "acct_01JOTHERPARTNER0000000000", Date.now() - 1000 * (i + 1))));
    for (let i = 0; i < 5; i++) expect((await send(acct.live, order.id, { email })).status).toBe(200);
    // its own five are its limit
    expectError(await send(acct.live, order.id, { email }), 429, "rate_limited");
    expect(await outbox(email)).toHaveLength(5);
  });

  it("allow 200 per account an hour, then 429 rate_limited", async () => {
    const acct = await liveAccount();
    const order = await liveEsim(acct.live);
    // 200 sends taken in the last hour, as the limit's table records them
    const now = Date.now();
    const stmt = env.DB.prepare("INSERT INTO mail_sends (purpose, recipient, sender, at) VALUES ('esim_delivery', ?, ?, ?)");
    await env.DB.batch(Array.from({ length: 200 }, (_, i) => stmt.bind(`r${i}-${key()}`, acct.id, now - 1000 * i)));
    const over = await send(acct.live, order.id, { email: `fresh-${key()}@example.com` });
    expectError(over, 429, "rate_limited");
    expect(Number(over.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    expect((await call<ListDeliveriesResponse>(`/v1/orders/${order.id}/deliveries`, { key: acct.live })).body.data).toEqual([]);
    // older than an hour no longer counts for the account
    await env.DB.prepare("UPDATE mail_sends SET at = at - 3600000 WHERE sender = ?").bind(acct.id).run();
    expect((await send(acct.live, order.id, { email: `fresh-${key()}@example.com` })).status).toBe(200);
  });

  it("send a live quote's customer their eSIM once, counted under the limits; over them it fails rate_limited", async () => {
    const acct = await liveAccount();
    const email = `quote-${key()}@example.com`;
    const order = await liveEsim(acct.live, { customer: { email, language: "pt" } });
    const [d] = await eventually(
      async () => (await call<ListDeliveriesResponse>(`/v1/orders/${order.id}/deliveries`, { key: acct.live })).body.data,
      (x) => x.length === 1 && x[0]!.status !== "sending",
    );
    expect(d).toMatchObject({ status: "sent", origin: "quote", language: "pt" });
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Seu eSIM está pronto");
    const counted = await env.DB.prepare("SELECT count(*) AS n FROM mail_sends WHERE purpose = 'esim_delivery' AND sender = ?").bind(acct.id).first<{ n: number }>();
    expect(counted!.n).toBe(1);

    // the recipient's day is full: the next quote's message fails with its reason and sends nothing
    for (let i = 0; i < 4; i++) expect((await send(acct.live, order.id, { email })).status).toBe(200);
    const next = await liveEsim(acct.live, { customer: { email } });
    const [refused] = await eventually(
      async () => (await call<ListDeliveriesResponse>(`/v1/orders/${next.id}/deliveries`, { key: acct.live })).body.data,
      (x) => x.length === 1 && x[0]!.status !== "sending",
    );
    expect(refused).toMatchObject({ status: "failed", failure_reason: "rate_limited" });
    expect(await outbox(email)).toHaveLength(5);
  });
});
