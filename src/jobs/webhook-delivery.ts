// Webhook delivery: a queue message carries one attempt at delivering one event to one endpoint,
// or (an event's first attempts, fanned out together) the attempts at all of its endpoints. An
// account's attempts in a batch go to its object in calls of at most CALL_ATTEMPTS, side by side:
// each call sends at most six at once (the runtime's open connections per invocation), so a batch
// of 25 messages to 16 endpoints (400 attempts) is 25 calls in parallel rather than one working
// through 400 six at a time; the object coalesces their claims and records into shared steps
// (see AccountDO.deliverWebhooks). Safe to receive twice: an attempt is claimed before it is
// made, so a duplicate neither sends again nor logs twice.
import type { AttemptRequest } from "../account-object/object";
import type { WebhookDeliveryView } from "../account-object/webhook-endpoints";
import { accountObject } from "../account-object/stub";
import type { Mode } from "../http/context";

/** Attempts per call into the object: an event's fan-out to every endpoint an account may have. */
export const CALL_ATTEMPTS = 16;

export interface DeliveryMessage {
  /** one attempt */
  delivery_id?: string;
  attempt?: number;
  /** an event's first attempts, one per endpoint */
  attempts?: AttemptRequest[];
  account_id: string;
  mode: Mode;
}

/** The attempts a message asks for. */
export function attemptsOf(body: DeliveryMessage): AttemptRequest[] {
  if (Array.isArray(body.attempts)) return body.attempts.map((a) => ({ delivery_id: a.delivery_id, attempt: a.attempt }));
  return body.delivery_id !== undefined && body.attempt !== undefined ? [{ delivery_id: body.delivery_id, attempt: body.attempt }] : [];
}

/**
 * Every attempt the account's messages ask for, in one call; one result per message: the
 * attempt's log item for a message of one attempt, the number of attempts for one of several.
 */
export async function deliverWebhooks(
  env: Env,
  account: { accountId: string; mode: Mode },
  bodies: DeliveryMessage[],
): Promise<(WebhookDeliveryView | null | number)[]> {
  const asked = bodies.map(attemptsOf);
  const all = asked.flat();
  const stub = accountObject(env, account.accountId, account.mode);
  const calls: AttemptRequest[][] = [];
  for (let i = 0; i < all.length; i += CALL_ATTEMPTS) calls.push(all.slice(i, i + CALL_ATTEMPTS));
  const made = (await Promise.all(calls.map((c) => stub.deliverWebhooks(account, c)))).flat();
  let at = 0;
  return bodies.map((body, i) => {
    const mine = made.slice(at, at + asked[i]!.length);
    at += mine.length;
    return Array.isArray(body.attempts) ? mine.length : (mine[0] ?? null);
  });
}
