// Wraps the handling of one queue message: times it, writes its log line and, for the queues
// the business watches, its metric. The handler's error is passed on untouched, so the queue's
// retry policy is unchanged.
import { errorLine, jobIds, logJob } from "../lib/log";
import { recordFulfilment, recordWebhookDelivery } from "../lib/metrics";
import type { Mode } from "../http/context";
import { FulfilmentBusy } from "./fulfilment";
import { baseQueueName } from "./queue-names";

interface JobMessage {
  id: string;
  attempts: number;
  timestamp: Date;
  body: unknown;
}

/** Another worker has the order: the message is retried later, which is not a fault. */
const isBusy = (e: unknown) => e instanceof FulfilmentBusy;

export async function observeJob<T>(env: Env, queue: string, msg: JobMessage, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const ids = jobIds(msg.body);
  const kind = baseQueueName(queue);
  const line = { kind, message_id: msg.id, ids, attempt: msg.attempts };
  try {
    const result = await run();
    const shown = describe(result);
    logJob({ ...line, outcome: "ok", ...(shown ? { result: shown } : {}), duration_ms: Date.now() - started });
    measure(env, kind, msg, ids, result);
    return result;
  } catch (e) {
    logJob({ ...line, outcome: isBusy(e) ? "busy" : "failed", duration_ms: Date.now() - started, error: errorLine(e) });
    throw e;
  }
}

/** A one-word summary of what a handler returned: its string, a record's status, or a count. */
function describe(result: unknown): string | undefined {
  if (typeof result === "string") return result;
  if (typeof result === "number") return String(result);
  if (result && typeof result === "object" && "status" in result && typeof result.status === "string") return result.status;
  return undefined;
}

function measure(env: Env, queue: string, msg: JobMessage, ids: Record<string, string>, result: unknown): void {
  const account = ids.account_id ?? "unknown";
  const mode = (ids.mode === "live" ? "live" : "test") as Mode;
  if (queue === "pc-fulfilment" && typeof result === "string") {
    recordFulfilment(env, { account, mode, result, latencyMs: Date.now() - msg.timestamp.getTime(), attempt: msg.attempts });
  } else if (queue === "pc-webhooks" && result && typeof result === "object" && "status" in result) {
    const item = result as { status: string; response_status?: number | null };
    // a message that only found its attempt not yet due made no attempt: nothing to count
    if (item.status !== "pending") {
      recordWebhookDelivery(env, { account, mode, status: item.status, httpStatus: item.response_status ?? null, attempt: msg.attempts });
    }
  }
}
