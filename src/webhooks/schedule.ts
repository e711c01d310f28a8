// When a failed delivery is tried again, when it is given up on, and when an endpoint that
// keeps failing is switched off. Pure rules; the account object applies them.

/** 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 7 h: about one day in all, then dead-lettered. */
export const DEFAULT_RETRY_SCHEDULE = [60, 300, 1800, 7200, 18000, 36000, 25200];

/** `WEBHOOK_RETRY_SCHEDULE` (comma-separated seconds) or the default when unset or malformed. */
export function parseRetrySchedule(value: string | undefined): number[] {
  if (value === undefined || value.trim() === "") return DEFAULT_RETRY_SCHEDULE;
  const parts = value.split(",").map((p) => p.trim());
  if (!parts.every((p) => /^\d{1,6}$/.test(p))) return DEFAULT_RETRY_SCHEDULE;
  return parts.map(Number);
}

/** Seconds to wait after failed attempt `attempt` (1 first), or null: the schedule is used up. */
export function retryDelaySeconds(schedule: readonly number[], attempt: number): number | null {
  return schedule[attempt - 1] ?? null;
}

export const DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

export interface EndpointHealth {
  /** creation, or the moment it was last re-enabled */
  enabledAt: number;
  lastSuccessAt: number | null;
  lastDeadLetterAt: number | null;
}

/**
 * Why an endpoint should be disabled now, or null. It is disabled when it has had no success
 * for three days (counting from when it was created or re-enabled) and at least one delivery
 * in that time was dead-lettered.
 */
export function disableReason(h: EndpointHealth, now: number): string | null {
  const since = Math.max(h.enabledAt, h.lastSuccessAt ?? 0);
  if (now - since < DISABLE_AFTER_MS) return null;
  if (h.lastDeadLetterAt === null || h.lastDeadLetterAt < since) return null;
  const what = h.lastSuccessAt !== null && h.lastSuccessAt >= h.enabledAt ? "since its last successful delivery" : "since it was enabled";
  return `No delivery succeeded in 3 days ${what} (${new Date(since).toISOString()}) and deliveries were dead-lettered after every retry failed. Fix the receiver, then set status to active.`;
}

/** Queues cap a message delay; a longer wait is split and the consumer waits out the rest. */
export const MAX_QUEUE_DELAY_SECONDS = 43_200;

export function queueDelaySeconds(dueAt: number, now: number): number {
  const s = Math.ceil((dueAt - now) / 1000);
  return Math.max(0, Math.min(MAX_QUEUE_DELAY_SECONDS, s));
}
