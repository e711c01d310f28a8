// Wraps the handling of queue messages: times it and writes one log line per message. The
// handler's error is passed on untouched, so the queue's retry policy is unchanged. (The
// fulfilment and delivery metrics are written where that work happens, in the account object.)
import { errorLine, jobIds, logJob } from "../lib/log";
import { baseQueueName } from "./queue-names";

interface JobMessage {
  id: string;
  attempts: number;
  body: unknown;
}

/** One message handled on its own. */
export async function observeJob<T>(queue: string, msg: JobMessage, run: () => Promise<T>): Promise<T> {
  const [result] = await observeGroup(queue, [msg], async () => [await run()]);
  return result as T;
}

/** Messages handled together (one account's, in one call): `run` answers one result per message. */
export async function observeGroup<T>(queue: string, msgs: JobMessage[], run: () => Promise<T[]>): Promise<T[]> {
  const started = Date.now();
  const kind = baseQueueName(queue);
  const line = (m: JobMessage) => ({ kind, message_id: m.id, ids: jobIds(m.body), attempt: m.attempts });
  try {
    const results = await run();
    const duration_ms = Date.now() - started;
    msgs.forEach((m, i) => {
      const shown = describe(results[i]);
      logJob({ ...line(m), outcome: "ok", ...(shown ? { result: shown } : {}), duration_ms });
    });
    return results;
  } catch (e) {
    const duration_ms = Date.now() - started;
    for (const m of msgs) logJob({ ...line(m), outcome: "failed", duration_ms, error: errorLine(e) });
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
