// Queue consumers. Every message may arrive more than once; each handler is idempotent.
// A failure retries that message alone (the queue's retry policy, then its dead-letter).
import { fulfilOrder, type FulfilmentMessage } from "./fulfilment";
import { sendPayout, type PayoutMessage } from "./payouts";

type Handler = (env: Env, body: any) => Promise<unknown>;

const HANDLERS: Record<string, Handler> = {
  "pc-fulfilment": (env, body: FulfilmentMessage) => fulfilOrder(env, body),
  "pc-payouts": (env, body: PayoutMessage) => sendPayout(env, body),
  // events are recorded in the account; delivery to webhook endpoints consumes them here
  "pc-events": async () => undefined,
};

export async function handleQueue(batch: MessageBatch, env: Env, _ctx: ExecutionContext): Promise<void> {
  const handler = HANDLERS[batch.queue];
  for (const msg of batch.messages) {
    if (!handler) {
      console.error(`no consumer for queue ${batch.queue}; message ${msg.id} retried later`);
      msg.retry({ delaySeconds: 60 });
      continue;
    }
    try {
      await handler(env, msg.body);
      msg.ack();
    } catch (e) {
      console.error(`queue ${batch.queue} message ${msg.id} failed (attempt ${msg.attempts})`, e);
      msg.retry({ delaySeconds: Math.min(300, 5 * 2 ** Math.min(msg.attempts, 6)) });
    }
  }
}
