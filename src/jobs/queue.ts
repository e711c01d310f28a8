// Queue consumers. Every message may arrive more than once; each handler is idempotent.
// A failure retries that message alone (the queue's retry policy, then its dead-letter).
import { FulfilmentBusy, fulfilOrder, type FulfilmentMessage } from "./fulfilment";
import { sendPayout, type PayoutMessage } from "./payouts";
import { deliverWebhook, fanOutEvent, type DeliveryMessage, type EventMessage } from "./webhooks";
import { observeJob } from "./observe";
import { baseQueueName } from "./queue-names";

type Handler = (env: Env, body: any) => Promise<unknown>;

export const DEAD_LETTERS = "pc-dead-letters";

const HANDLERS: Record<string, Handler> = {
  "pc-fulfilment": (env, body: FulfilmentMessage) => fulfilOrder(env, body),
  "pc-payouts": (env, body: PayoutMessage) => sendPayout(env, body),
  // an event was recorded: fan it out to the account's webhook endpoints
  "pc-events": (env, body: EventMessage) => fanOutEvent(env, body),
  // one attempt at delivering one event to one endpoint
  "pc-webhooks": (env, body: DeliveryMessage) => deliverWebhook(env, body),
};

export async function handleQueue(batch: MessageBatch, env: Env, _ctx: ExecutionContext): Promise<void> {
  const handler = HANDLERS[baseQueueName(batch.queue)];
  if (baseQueueName(batch.queue) === DEAD_LETTERS) {
    // what exhausted its retries: the cron sweep hands pending orders and payouts over again,
    // so this only needs to be seen by an operator
    for (const msg of batch.messages) {
      console.error(`dead letter ${msg.id}: ${JSON.stringify(msg.body)}`);
      msg.ack();
    }
    return;
  }
  // messages of a batch are independent (each handler guards its own record), so a slow
  // webhook receiver or supplier does not hold up the rest
  await Promise.all(
    batch.messages.map(async (msg) => {
      if (!handler) {
        console.error(`no consumer for queue ${batch.queue}; message ${msg.id} retried later`);
        msg.retry({ delaySeconds: 60 });
        return;
      }
      try {
        await observeJob(env, batch.queue, msg, () => handler(env, msg.body));
        msg.ack();
      } catch (e) {
        if (!(e instanceof FulfilmentBusy)) console.error(`queue ${batch.queue} message ${msg.id} failed (attempt ${msg.attempts})`, e);
        msg.retry({ delaySeconds: Math.min(300, 5 * 2 ** Math.min(msg.attempts, 6)) });
      }
    }),
  );
}
