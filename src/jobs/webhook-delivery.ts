// Webhook delivery: one queue message per attempt at delivering one event to one endpoint,
// handled a batch at a time with one call into each account's object, which claims, signs,
// posts and records each attempt (see AccountDO.deliverWebhooks). Safe to receive twice: an
// attempt is claimed before it is made, so a duplicate neither sends again nor logs twice.
import type { WebhookDeliveryView } from "../account-object/webhook-endpoints";
import { accountObject } from "../account-object/stub";
import type { Mode } from "../http/context";

export interface DeliveryMessage {
  delivery_id: string;
  attempt: number;
  account_id: string;
  mode: Mode;
}

export function deliverWebhooks(
  env: Env,
  account: { accountId: string; mode: Mode },
  attempts: { delivery_id: string; attempt: number }[],
): Promise<(WebhookDeliveryView | null)[]> {
  return accountObject(env, account.accountId, account.mode).deliverWebhooks(account, attempts);
}
