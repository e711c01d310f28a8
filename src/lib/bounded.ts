// Running work over items with a bound on how many run at once, overall and per key (a
// receiver, a host): an item whose key is at its bound waits while items of other keys go.
// Every item runs once (or is handed back, below); the first failure is thrown after all of
// them have settled.
// The per-key bound can be shared by several runs at once (KeyedSlots, kept by their owner):
// then it holds for all of them together, and an item waits for a slot any of them frees,
// while the overall bound stays each run's own. A run whose waiting items have all been held
// up by their keys' bound for a while can hand them back (`handBack`) instead of waiting for
// the sends ahead of them (its own or other runs') for as long as those take.

/** Slots per key, shared by every run given the same instance: at most `perKey` taken at once for one key. */
export class KeyedSlots {
  private readonly taken = new Map<string, number>();
  private freed: { promise: Promise<void>; resolve: () => void } | undefined;

  constructor(readonly perKey: number) {}

  isFree(key: string): boolean {
    return (this.taken.get(key) ?? 0) < this.perKey;
  }

  /** Takes a slot of `key`; the caller has seen one free (isFree) in the same turn. */
  take(key: string): void {
    this.taken.set(key, (this.taken.get(key) ?? 0) + 1);
  }

  give(key: string): void {
    const n = (this.taken.get(key) ?? 0) - 1;
    if (n > 0) this.taken.set(key, n);
    else this.taken.delete(key);
    const freed = this.freed;
    this.freed = undefined;
    freed?.resolve();
  }

  /** Settles at the next slot given back, by any run. */
  nextFreed(): Promise<void> {
    if (!this.freed) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.freed = { promise, resolve };
    }
    return this.freed.promise;
  }
}

export interface HandBack<T> {
  /** how long a run that starts nothing waits for the slots its waiting items need */
  afterMs: number;
  /** takes the items still waiting then; the run ends once what it started has settled */
  take: (items: T[]) => void;
}

/**
 * Runs `work` on every item, at most `total` at once and at most the per-key bound at once per
 * key: a number (this run's own) or a KeyedSlots shared with other runs. With `handBack`, items
 * still waiting on their keys' slots after its time are handed to it instead of run.
 */
export async function boundedEach<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  total: number,
  perKey: number | KeyedSlots,
  work: (item: T) => Promise<void>,
  handBack?: HandBack<T>,
): Promise<void> {
  const slots = typeof perKey === "number" ? new KeyedSlots(perKey) : perKey;
  const waiting = [...items];
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  /** since when this run has started nothing, its waiting items all on keys at their bound */
  let stuckSince: number | undefined;
  while (waiting.length > 0 || running.size > 0) {
    while (running.size < total) {
      const at = waiting.findIndex((item) => slots.isFree(keyOf(item)));
      if (at < 0) break;
      stuckSince = undefined;
      const item = waiting.splice(at, 1)[0]!;
      const key = keyOf(item);
      slots.take(key);
      const p: Promise<void> = work(item)
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => {
          slots.give(key);
          running.delete(p);
        });
      running.add(p);
    }
    if (waiting.length === 0 && running.size === 0) break;
    // items wait on their keys' slots (not on this run's own bound): any run may free one
    const onSlots = waiting.length > 0 && running.size < total;
    if (!onSlots) {
      await Promise.race(running);
      continue;
    }
    const wake: Promise<void>[] = [...running, slots.nextFreed()];
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (handBack) {
      stuckSince ??= Date.now();
      const left = stuckSince + handBack.afterMs - Date.now();
      if (left <= 0) {
        // this run goes on with what it has started
        handBack.take(waiting.splice(0));
        continue;
      }
      wake.push(new Promise<void>((resolve) => (timer = setTimeout(resolve, left))));
    }
    await Promise.race(wake);
    clearTimeout(timer);
  }
  if (failure) throw failure.error;
}
