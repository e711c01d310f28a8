// Making webhook attempts, many at a time, in the account's object. Each attempt is still claimed
// (leased) in a step before it is sent and recorded in a step after, exactly as one made alone, so
// a duplicate message neither sends again nor logs twice, and a crash between the send and the
// record leaves it pending for the alarm to hand over when the lease ends. What changes at size:
// - claims and records are coalesced: the attempts that reach the same point in the same turn
//   share one step (one read and one lease write; the successes' record in one UPDATE), across
//   every call in flight on this object;
// - sends run concurrently, at most SENDS_PER_CALL per call (the runtime opens six connections
//   at once per invocation; more would wait inside it with their timeout already running) and at
//   most SENDS_PER_ENDPOINT to one endpoint on the whole object: the count is kept here and
//   shared by every call in flight (a queue batch arrives as several calls side by side), so a
//   receiver that hangs holds at most that many connections however many calls wait on it, while
//   the other endpoints' deliveries go on. An attempt is claimed only when a slot is free, so its
//   lease (the receiver's timeout plus a margin) is never spent waiting. Nor does a call wait a
//   timeout or more for a slot: attempts that have waited HAND_BACK_AFTER_MS (at most half the
//   receiver's timeout) while the call started nothing are queued again, due when the sends in
//   their way will have ended, and the call returns once its own sends have, so a queue batch is
//   held by a receiver that hangs for one timeout at most, not one per four of its attempts (a
//   ping to it answers its attempt still pending);
// - the signing key of each endpoint's secret is opened and imported once and kept by the
//   object (the sealed value names it, so a rotated secret is a new key), not per attempt.
import { boundedEach, KeyedSlots } from "../lib/bounded";
import { coalescer, type Coalescer } from "../lib/coalesce";
import { hmacKey } from "../lib/crypto";
import { recordWebhookDelivery } from "../lib/metrics";
import type { Mode } from "../http/context";
import { postEvent, timeoutMs, type AttemptOutcome } from "../webhooks/post";
import { parseRetrySchedule } from "../webhooks/schedule";
import { openSecret, secretContext } from "../webhooks/secret-box";
import { signatureHeaderWith } from "../webhooks/signature";
import { checkDeliveryUrl } from "../webhooks/url-policy";
import { enqueue } from "./outbox";
import { all, type Tx } from "./tx";
import { claimAttempts, finishAttempts, WEBHOOK_LEASE_MARGIN_MS, type Claim, type Made, type WebhookDeliveryView } from "./webhook-endpoints";

export const SENDS_PER_CALL = 6;
export const SENDS_PER_ENDPOINT = 4;
/** how long a call that starts nothing waits for an endpoint's slot before it queues its attempts again */
export const HAND_BACK_AFTER_MS = 2_000;
/** signing keys kept: an account has at most 16 endpoints per mode; rotations add stale ones */
const MAX_KEPT_KEYS = 64;

export interface AttemptRequest {
  delivery_id: string;
  attempt: number;
}

/** A step on the account's object, committed when it returns (an ApiError thrown inside is thrown out). */
export type RunStep = <T>(op: (tx: Tx) => T) => T;

export class WebhookSender {
  private readonly keys = new Map<string, Promise<CryptoKey>>();
  /** sends in flight per endpoint, counted across every call on this object */
  private readonly endpointSlots = new KeyedSlots(SENDS_PER_ENDPOINT);
  private readonly claims: Coalescer<AttemptRequest, Claim>;
  private readonly records: Coalescer<Made, WebhookDeliveryView | null>;

  constructor(
    private readonly env: Env,
    private readonly ref: { accountId: string; mode: Mode },
    private readonly sql: SqlStorage,
    private readonly step: RunStep,
  ) {
    const limitMs = timeoutMs(env);
    const leaseMs = limitMs + WEBHOOK_LEASE_MARGIN_MS;
    this.claims = coalescer((requests) =>
      step((tx) => {
        const claims = claimAttempts(tx, requests, leaseMs, Math.ceil(limitMs / 1000) + 1);
        // a message that came early, or while another job holds the attempt, is queued again for later
        claims.forEach((c, i) => {
          if (c.kind === "later") enqueue(tx, "webhooks", { delivery_id: requests[i]!.delivery_id, attempt: requests[i]!.attempt }, tx.now + c.delaySeconds * 1000);
        });
        return claims;
      }),
    );
    const schedule = parseRetrySchedule(env.WEBHOOK_RETRY_SCHEDULE);
    this.records = coalescer((made) => step((tx) => finishAttempts(tx, made, schedule)));
  }

  /** Makes every attempt asked for that is due and not held elsewhere; one item per request, in order. */
  async deliver(requests: AttemptRequest[]): Promise<(WebhookDeliveryView | null)[]> {
    const endpointOf = this.endpoints(requests);
    const out = new Array<WebhookDeliveryView | null>(requests.length).fill(null);
    const limitMs = timeoutMs(this.env);
    const handedBack: AttemptRequest[] = [];
    await boundedEach(
      requests.map((r, i) => ({ r, i })),
      ({ r }) => endpointOf.get(r.delivery_id) ?? "",
      SENDS_PER_CALL,
      this.endpointSlots,
      async ({ r, i }) => {
        out[i] = await this.attempt(r);
      },
      { afterMs: Math.min(HAND_BACK_AFTER_MS, limitMs / 2), take: (rest) => handedBack.push(...rest.map(({ r }) => r)) },
    );
    // unclaimed, so nothing else changes: their messages come back once the sends ahead have ended
    if (handedBack.length) {
      this.step((tx) => {
        for (const r of handedBack) enqueue(tx, "webhooks", { delivery_id: r.delivery_id, attempt: r.attempt }, tx.now + limitMs);
      });
    }
    return out;
  }

  /** Which endpoint each delivery goes to, in one read (an unknown one is dropped at its claim). */
  private endpoints(requests: AttemptRequest[]): Map<string, string> {
    const ids = [...new Set(requests.map((r) => r.delivery_id))];
    const rows = all<{ delivery_id: string; endpoint_id: string }>(
      this.sql,
      "SELECT DISTINCT delivery_id, endpoint_id FROM webhook_attempts WHERE delivery_id IN (SELECT value FROM json_each(?))",
      JSON.stringify(ids),
    );
    return new Map(rows.map((r) => [r.delivery_id, r.endpoint_id]));
  }

  private async attempt(r: AttemptRequest): Promise<WebhookDeliveryView | null> {
    const claim = await this.claims.add(r);
    if (claim.kind !== "go") return claim.item;
    const limitMs = timeoutMs(this.env);
    let outcome: AttemptOutcome;
    // the URL passed at registration; the policy in force now decides again
    const allowed = await checkDeliveryUrl(this.env, claim.url);
    if (allowed.ok) {
      // signed here: the secret never leaves the object
      const key = await this.signingKey(claim.endpointId, claim.sealedSecret);
      const signature = await signatureHeaderWith(key, claim.body, Math.floor(Date.now() / 1000));
      outcome = await postEvent(allowed.url.href, claim.body, signature, limitMs);
    } else {
      outcome = { succeeded: false, response_status: null, error: `URL refused: ${allowed.reason}`, duration_ms: 0, response_body_excerpt: null };
    }
    const item = await this.records.add({ deliveryId: r.delivery_id, attempt: r.attempt, id: claim.item.id, outcome });
    if (item && item.status !== "pending") {
      recordWebhookDelivery(this.env, { account: this.ref.accountId, mode: this.ref.mode, status: item.status, httpStatus: item.response_status, attempt: r.attempt });
    }
    return item;
  }

  private signingKey(endpointId: string, sealed: string): Promise<CryptoKey> {
    const id = `${endpointId}:${sealed}`;
    let key = this.keys.get(id);
    if (!key) {
      if (this.keys.size >= MAX_KEPT_KEYS) this.keys.clear();
      key = openSecret(this.env, sealed, secretContext(this.ref.accountId, this.ref.mode, endpointId)).then(hmacKey);
      // a failure is not kept: the next attempt opens it again
      key.catch(() => this.keys.delete(id));
      this.keys.set(id, key);
    }
    return key;
  }
}
