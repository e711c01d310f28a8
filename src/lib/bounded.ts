// Running work over items with a bound on how many run at once, overall and per key (a
// receiver, a host): an item whose key is at its bound waits while items of other keys go.
// Every item runs once; the first failure is thrown after all of them have settled.
// The per-key bound can be shared by several runs at once (KeyedSlots, kept by their owner):
// then it holds for all of them together, and an item waits for a slot any of them frees,
// while the overall bound stays each run's own. A run left with nothing of its own running and
// only items whose keys other runs hold can hand those back after a while (`handBack`) instead
// of waiting on the others for as long as they take.

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
  /** how long a run with nothing of its own running waits for the slots its items need */
  afterMs: number;
  /** takes the items still waiting then; the run ends without them */
  take: (items: T[]) => void;
}

/**
 * Runs `work` on every item, at most `total` at once and at most the per-key bound at once per
 * key: a number (this run's own) or a KeyedSlots shared with other runs. With `handBack`, items
 * still waiting on other runs' slots after its time are handed to it instead of run.
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
  /** since when nothing of this run has run, its items all waiting on others' slots */
  let stuckSince: number | undefined;
  while (waiting.length > 0 || running.size > 0) {
    while (running.size < total) {
      const at = waiting.findIndex((item) => slots.isFree(keyOf(item)));
      if (at < 0) break;
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
    if (running.size > 0) {
      stuckSince = undefined;
      // an item of ours settling, or (items waiting) a slot freed by another run
      await (waiting.length > 0 && running.size < total ? Promise.race([...running, slots.nextFreed()]) : Promise.race(running));
      continue;
    }
    // nothing of ours runs: every item left waits on slots other runs hold
    if (!handBack) {
      await slots.nextFreed();
      continue;
    }
    stuckSince ??= Date.now();
    const left = stuckSince + handBack.afterMs - Date.now();
    if (left <= 0) {
      handBack.take(waiting.splice(0));
      break;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([slots.nextFreed(), new Promise<void>((resolve) => (timer = setTimeout(resolve, left)))]);
    clearTimeout(timer);
  }
  if (failure) throw failure.error;
}
