// Due times of background work. A step that creates work notes when it falls due; the object sets
// its alarm by then after the step commits, and hands the work over again if it is still
// unfinished a hand-over later (background.ts).
import type { Tx } from "./tx";

export const DEFAULT_HANDOVER_MS = 60_000;

/** `WORK_HANDOVER_SECONDS`: how long work may sit unfinished after a hand-over before the next. */
export function handoverMsFrom(env: { WORK_HANDOVER_SECONDS?: string }): number {
  const s = Number(env.WORK_HANDOVER_SECONDS ?? "");
  return Number.isFinite(s) && s > 0 ? s * 1000 : DEFAULT_HANDOVER_MS;
}

export function handoverMs(tx: Tx): number {
  return tx.handoverMs ?? DEFAULT_HANDOVER_MS;
}

/** Notes that work becomes due at `at`: the object sets its alarm by then after the step commits. */
export function dueBy(tx: Tx, at: number): void {
  tx.due = tx.due === undefined ? at : Math.min(tx.due, at);
}
