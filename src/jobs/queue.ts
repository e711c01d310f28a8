// Queue consumers. Every message may arrive more than once; each handler is idempotent.
// Fulfilment and webhook messages are grouped by account, so one call into each account's
// object handles all of that account's messages in the batch; work that fails there keeps its
// due time in the object, whose alarm hands it over again. Payouts go one message at a time.
import type { Mode } from "../http/context";
import { fulfilOrders, type FulfilmentMessage } from "./fulfilment";
import { sendDeliveries, type EsimDeliveryMessage } from "./esim-deliveries";
import { sendPayout, type PayoutMessage } from "./payouts";
import { deliverWebhooks, type DeliveryMessage } from "./webhook-delivery";
import { observeGroup, observeJob } from "./observe";
import { baseQueueName } from "./queue-names";
import { sweepPage, type SweepMessage } from "./scheduled";
import { generateReportRun, type ReportRunMessage } from "./report-runs";

export const DEAD_LETTERS = "pc-dead-letters";

type Account = { accountId: string; mode: Mode };
type AccountBatch<T> = (env: Env, account: Account, bodies: T[]) => Promise<unknown[]>;

const BY_ACCOUNT: Record<string, AccountBatch<any>> = {
  // orders to fulfil, and eSIM messages to send to travellers (esim-deliveries.ts), one result per message
  "pc-fulfilment": async (env, account, bodies: (FulfilmentMessage | EsimDeliveryMessage)[]) => {
    const orders = bodies.flatMap((b) => ("order_id" in b ? [b.order_id] : []));
    const deliveries = bodies.flatMap((b) => ("delivery_id" in b ? [b.delivery_id] : []));
    const [fulfilled, sent] = await Promise.all([
      orders.length ? fulfilOrders(env, account, orders) : [],
      deliveries.length ? sendDeliveries(env, account, deliveries) : [],
    ]);
    let o = 0;
    let d = 0;
    return bodies.map((b) => ("order_id" in b ? fulfilled[o++] : sent[d++]));
  },
  // attempts at delivering events to webhook endpoints
  "pc-webhooks": (env, account, bodies: DeliveryMessage[]) => deliverWebhooks(env, account, bodies),
};

const ONE_BY_ONE: Record<string, (env: Env, body: any) => Promise<unknown>> = {
  "pc-payouts": (env, body: PayoutMessage) => sendPayout(env, body),
  // a page of the cron sweep (an account that fails is logged there and swept again next minute)
  "pc-sweeps": (env, body: SweepMessage) => sweepPage(env, body.accounts, body.now, { prune: body.prune }),
  // a report run's CSV file (report-runs.ts): a repeated message finds the run resolved or held, and does nothing
  "pc-reports": (env, body: ReportRunMessage) => generateReportRun(env, body),
};

const retryDelay = (attempts: number) => Math.min(300, 5 * 2 ** Math.min(attempts, 6));

export async function handleQueue(batch: MessageBatch, env: Env, _ctx: ExecutionContext): Promise<void> {
  const queue = baseQueueName(batch.queue);
  if (queue === DEAD_LETTERS) {
    // what exhausted its retries: the account object's alarm hands the work over again at its
    // due time, so this only needs to be seen by an operator
    for (const msg of batch.messages) {
      console.error(`dead letter ${msg.id}: ${JSON.stringify(msg.body)}`);
      msg.ack();
    }
    return;
  }
  const grouped = BY_ACCOUNT[queue];
  if (grouped) {
    const groups = new Map<string, { account: Account; messages: Message[] }>();
    for (const msg of batch.messages) {
      const body = msg.body as { account_id: string; mode: Mode };
      const k = `${body.account_id}:${body.mode}`;
      const g = groups.get(k) ?? { account: { accountId: body.account_id, mode: body.mode }, messages: [] };
      g.messages.push(msg);
      groups.set(k, g);
    }
    await Promise.all(
      [...groups.values()].map(async ({ account, messages }) => {
        try {
          await observeGroup(queue, messages, () => grouped(env, account, messages.map((m) => m.body)));
          for (const m of messages) m.ack();
        } catch (e) {
          console.error(`queue ${batch.queue}: account ${account.accountId}:${account.mode} failed; retried`, e);
          for (const m of messages) m.retry({ delaySeconds: retryDelay(m.attempts) });
        }
      }),
    );
    return;
  }
  const handler = ONE_BY_ONE[queue];
  // messages of a batch are independent (each handler guards its own record), so a slow
  // receiver or node does not hold up the rest
  await Promise.all(
    batch.messages.map(async (msg) => {
      if (!handler) {
        console.error(`no consumer for queue ${batch.queue}; message ${msg.id} retried later`);
        msg.retry({ delaySeconds: 60 });
        return;
      }
      try {
        await observeJob(queue, msg, () => handler(env, msg.body));
        msg.ack();
      } catch (e) {
        console.error(`queue ${batch.queue} message ${msg.id} failed (attempt ${msg.attempts})`, e);
        msg.retry({ delaySeconds: retryDelay(msg.attempts) });
      }
    }),
  );
}
