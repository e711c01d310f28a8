// Fan-out at size: an event's first attempts at all its endpoints travel as one queue message,
// and the account's object makes a batch's attempts together (claims and records coalesced into
// shared steps, sends concurrent). Queue messages can arrive twice, so the message of several
// attempts is delivered twice, during the attempts and after them: every endpoint still gets the
// event once, signed with its own secret, with one log item; a failure in the batch is retried
// on its own while the others are recorded as succeeded. A batch arrives as several calls side
// by side, and a receiver that hangs still holds no more than four sends of the object at once;
// a call with nothing else to send queues its attempts to it again rather than wait.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { newAccount } from "../support/api";
import { eventually, sqlIn } from "../support/money";
import { createEndpoint, deliveries, expectNotSignedBy, expectSignedBy, fireEvent, latestEventId, logUntil, ok, receiver, received, sequence, sleep, status, type Answer } from "./support";
import { CALL_ATTEMPTS } from "../../src/jobs/webhook-delivery";
import { SENDS_PER_ENDPOINT } from "../../src/account-object/webhook-sender";

const slowOk: Answer = () => new Promise((resolve) => setTimeout(() => resolve(new Response("ok")), 600));

let n = 0;

async function deliverBatch(bodies: unknown[]) {
  const batch = createMessageBatch("pc-webhooks", bodies.map((body) => ({ id: `fan-${++n}`, timestamp: new Date(), attempts: 1, body })));
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

describe.concurrent("fan-out to several endpoints", () => {
  it("one message for an event's endpoints, received twice during and after the attempts, sends and logs each once", async () => {
    const acct = await newAccount();
    const rs = [receiver(slowOk), receiver(slowOk), receiver(slowOk)];
    const eps = [];
    for (const r of rs) eps.push(await createEndpoint(acct.key, { url: r.url }));
    await fireEvent(acct.key);
    const rows = await sqlIn<{ delivery_id: string; endpoint_id: string }>(acct.id, "SELECT delivery_id, endpoint_id FROM webhook_attempts WHERE attempt = 1");
    expect(rows.map((r) => r.endpoint_id).sort()).toEqual(eps.map((e) => e.id).sort());
    const msg = { attempts: rows.map((r) => ({ delivery_id: r.delivery_id, attempt: 1 })), account_id: acct.id, mode: "test" };

    // the queue's own consumer is in the middle of the attempts (each receiver takes 600 ms)
    await Promise.all(rs.map((r) => received(r, 1)));
    const during = await deliverBatch([msg, msg]);
    expect(during.explicitAcks).toHaveLength(2);
    expect(during.retryMessages).toEqual([]);

    const logs = await Promise.all(eps.map((ep) => logUntil(acct.key, ep.id, (items) => items[0]?.status === "succeeded")));
    const after = await deliverBatch([msg, msg]);
    expect(after.explicitAcks).toHaveLength(2);
    // anything sent back for later comes and goes too
    await sleep(2500);
    for (const [i, r] of rs.entries()) {
      expect(r.received).toHaveLength(1);
      expect(await deliveries(acct.key, eps[i]!.id)).toEqual(logs[i]);
      expect(logs[i]).toHaveLength(1);
      // each endpoint's delivery is signed with its own secret, not another's
      await expectSignedBy(r.received[0]!, eps[i]!.secret);
      await expectNotSignedBy(r.received[0]!, eps[(i + 1) % eps.length]!.secret);
    }
    expect(new Set(rs.map((r) => r.received[0]!.body)).size).toBe(1);
  });

  it("a failure among an event's deliveries is retried on its own; the others are recorded once as succeeded", async () => {
    const acct = await newAccount();
    const flaky = receiver(sequence(status(503), ok));
    const fine = [receiver(), receiver()];
    const epFlaky = await createEndpoint(acct.key, { url: flaky.url });
    const epFine = [];
    for (const r of fine) epFine.push(await createEndpoint(acct.key, { url: r.url }));
    await fireEvent(acct.key);

    const got = await received(flaky, 2);
    await expectSignedBy(got[1]!, epFlaky.secret);
    expect(got[1]!.body).toBe(got[0]!.body);
    const log = await logUntil(acct.key, epFlaky.id, (items) => items[0]?.status === "succeeded");
    expect([...log].reverse().map((d) => [d.attempt, d.status, d.response_status])).toEqual([[1, "failed", 503], [2, "succeeded", 200]]);
    for (const [i, r] of fine.entries()) {
      const items = await logUntil(acct.key, epFine[i]!.id, (x) => x[0]?.status === "succeeded");
      expect(items.map((d) => [d.attempt, d.status, d.response_status])).toEqual([[1, "succeeded", 200]]);
      expect(r.received).toHaveLength(1);
    }
  });

  it("messages of one attempt, as retries and hand-overs send them, are still understood beside those of several", async () => {
    const acct = await newAccount();
    const rs = [receiver(slowOk), receiver(slowOk)];
    const eps = [];
    for (const r of rs) eps.push(await createEndpoint(acct.key, { url: r.url }));
    await fireEvent(acct.key);
    const rows = await sqlIn<{ delivery_id: string }>(acct.id, "SELECT delivery_id FROM webhook_attempts WHERE attempt = 1 ORDER BY endpoint_id");
    await Promise.all(rs.map((r) => received(r, 1)));
    const single = { delivery_id: rows[0]!.delivery_id, attempt: 1, account_id: acct.id, mode: "test" };
    const several = { attempts: rows.map((r) => ({ delivery_id: r.delivery_id, attempt: 1 })), account_id: acct.id, mode: "test" };
    const res = await deliverBatch([single, several, single]);
    expect(res.explicitAcks).toHaveLength(3);
    await Promise.all(eps.map((ep) => logUntil(acct.key, ep.id, (items) => items[0]?.status === "succeeded")));
    await sleep(2500);
    for (const r of rs) expect(r.received).toHaveLength(1);
  });

  it("an attempt nobody has claimed yet, asked for twice in one batch and in one message, is sent once", async () => {
    const acct = await newAccount();
    const r = receiver();
    await fireEvent(acct.key);
    const eventId = await latestEventId(acct.key);
    const ep = await createEndpoint(acct.key, { url: r.url });
    // due now, and no message on its way: only the batch below asks for it
    const now = Date.now();
    await sqlIn(
      acct.id,
      `INSERT INTO webhook_attempts (id, delivery_id, endpoint_id, event_id, event_type, attempt, status, next_attempt_at, created_at)
       VALUES ('whd_01JX00000000000000000000B1', 'whd_01JX00000000000000000000E1', ?, ?, 'credit.updated', 1, 'pending', ?, ?)`,
      ep.id, eventId, now, now,
    );
    const one = { delivery_id: "whd_01JX00000000000000000000E1", attempt: 1 };
    const res = await deliverBatch([
      { ...one, account_id: acct.id, mode: "test" },
      { attempts: [one, one], account_id: acct.id, mode: "test" },
    ]);
    expect(res.explicitAcks).toHaveLength(2);
    const log = await logUntil(acct.key, ep.id, (items) => items[0]?.status === "succeeded");
    await sleep(1500);
    expect(r.received).toHaveLength(1);
    expect(log).toHaveLength(1);
    await expectSignedBy(r.received[0]!, ep.secret);
  });

  it("a receiver that hangs holds at most four sends of the object, however many calls a batch becomes, while other endpoints' deliveries go on", async () => {
    const acct = await newAccount();
    // the hanging receiver counts the requests it holds open; each ends when the sender gives up (1 s)
    let open = 0;
    let mostOpen = 0;
    const hanging = receiver((_req, _n, signal) => {
      open++;
      mostOpen = Math.max(mostOpen, open);
      return new Promise<Response>((_resolve, reject) =>
        signal?.addEventListener("abort", () => {
          open--;
          reject(signal.reason ?? new Error("aborted"));
        }),
      );
    });
    const fine = receiver();
    await fireEvent(acct.key);
    const eventId = await latestEventId(acct.key);
    const epHanging = await createEndpoint(acct.key, { url: hanging.url });
    const epFine = await createEndpoint(acct.key, { url: fine.url });
    // three calls' worth of attempts, due now with no message on its way, alternating between
    // the endpoints so every call has eight for the hanging one
    const calls = 3;
    const count = calls * CALL_ATTEMPTS;
    const now = Date.now();
    const attempts = Array.from({ length: count }, (_, i) => ({
      id: `whd_01JXA${String(i).padStart(21, "0")}`,
      delivery_id: `whd_01JXD${String(i).padStart(21, "0")}`,
      endpoint_id: i % 2 ? epFine.id : epHanging.id,
    }));
    for (const a of attempts) {
      await sqlIn(
        acct.id,
        `INSERT INTO webhook_attempts (id, delivery_id, endpoint_id, event_id, event_type, attempt, status, next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, 'credit.updated', 1, 'pending', ?, ?)`,
        a.id, a.delivery_id, a.endpoint_id, eventId, now, now,
      );
    }
    const started = Date.now();
    const batch = deliverBatch([{ attempts: attempts.map((a) => ({ delivery_id: a.delivery_id, attempt: 1 })), account_id: acct.id, mode: "test" }]);

    // every delivery to the other endpoint arrives while the first four sends still hang
    await received(fine, count / 2, 10_000);
    const fineDone = Math.max(...fine.received.map((r) => r.at));
    const res = await batch;
    expect(res.explicitAcks).toHaveLength(1);
    // an attempt still waiting was queued again unclaimed: only the sends in flight hold a lease
    const firsts = () =>
      sqlIn<{ failed: number; leased: number }>(
        acct.id,
        "SELECT SUM(status = 'failed') AS failed, SUM(status = 'pending' AND lease_until > ?) AS leased FROM webhook_attempts WHERE endpoint_id = ? AND attempt = 1",
        Date.now(), epHanging.id,
      );
    const atEnd = (await firsts())[0]!;
    expect(atEnd.leased).toBeLessThanOrEqual(SENDS_PER_ENDPOINT);
    expect(atEnd.failed).toBeLessThan(count / 2);
    expect(mostOpen).toBeLessThanOrEqual(SENDS_PER_ENDPOINT);
    expect(mostOpen).toBe(SENDS_PER_ENDPOINT);
    // the batch did not wait for all of the hanging endpoint's sends, four at a time: the calls
    // with nothing else to do queued theirs again
    expect(hanging.received.length).toBeLessThan(count / 2);
    // the fifth send to it waited for one of the first four to be given up on
    const fifth = (await received(hanging, SENDS_PER_ENDPOINT + 1))[SENDS_PER_ENDPOINT]!.at;
    expect(fifth - started).toBeGreaterThanOrEqual(900);
    expect(fineDone).toBeLessThan(fifth);
    const log = await logUntil(acct.key, epFine.id, (items) => items.length === count / 2 && items.every((d) => d.status === "succeeded"));
    expect(log).toHaveLength(count / 2);
    // the attempts queued again come back and are made (beside the retries of those that failed)
    await eventually(firsts, (rows) => rows[0]!.failed > atEnd.failed, 10_000);
    expect(mostOpen).toBeLessThanOrEqual(SENDS_PER_ENDPOINT);
  }, 30_000);
});
