// Webhook delivery, in two queue steps. pc-events: an event was recorded, so the account's
// object fans it out into one delivery per subscribed endpoint. pc-webhooks: one attempt at
// one delivery. Both are safe to receive twice: the fan-out happens once per event, and an
// attempt is claimed in the object before it is made, so a duplicate message neither sends
// again nor logs twice.
import { accountObject } from "../account/stub";
import type { WebhookDeliveryView } from "../account/webhooks";
import { unwrap } from "../http/errors";
import type { Mode } from "../http/context";
import { postEvent, timeoutMs, type AttemptOutcome } from "../webhooks/post";
import { checkDeliveryUrl } from "../webhooks/url-policy";

export interface EventMessage {
  event_id: string;
  type: string;
  account_id: string;
  mode: Mode;
}

export interface DeliveryMessage {
  delivery_id: string;
  attempt: number;
  account_id: string;
  mode: Mode;
}

export async function fanOutEvent(env: Env, msg: EventMessage): Promise<number> {
  const ref = { accountId: msg.account_id, mode: msg.mode };
  return unwrap(await accountObject(env, ref.accountId, ref.mode).fanOutWebhookEvent(ref, msg.event_id));
}

/**
 * Makes attempt `msg.attempt` of a delivery if it is due and nobody else is making it, and
 * returns its log item. A message that came early, or while another worker holds the attempt,
 * is sent again for later.
 */
export async function deliverWebhook(env: Env, msg: DeliveryMessage): Promise<WebhookDeliveryView | null> {
  const ref = { accountId: msg.account_id, mode: msg.mode };
  const stub = accountObject(env, ref.accountId, ref.mode);
  const limitMs = timeoutMs(env);
  const ticket = unwrap(await stub.claimWebhookAttempt(ref, msg.delivery_id, msg.attempt, limitMs));
  if (ticket.kind === "later") {
    await env.WEBHOOK_QUEUE.send(
      { delivery_id: msg.delivery_id, attempt: msg.attempt, account_id: msg.account_id, mode: msg.mode },
      { delaySeconds: ticket.delaySeconds },
    );
    return ticket.item;
  }
  if (ticket.kind === "done") return ticket.item;
  // the URL passed at registration; the policy in force now decides again
  const allowed = await checkDeliveryUrl(env, ticket.url);
  const outcome: AttemptOutcome = allowed.ok
    ? await postEvent(allowed.url.href, ticket.body, ticket.signature, limitMs)
    : { succeeded: false, response_status: null, error: `URL refused: ${allowed.reason}`, duration_ms: 0 };
  return unwrap(await stub.finishWebhookAttempt(ref, msg.delivery_id, msg.attempt, outcome));
}
