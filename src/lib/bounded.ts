// Running work over items with a bound on how many run at once, overall and per key (a
// receiver, a host): an item whose key is at its bound waits while items of other keys go.
// Every item runs once; the first failure is thrown after all of them have settled.

export async function boundedEach<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  total: number,
  perKey: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const waiting = [...items];
  const busy = new Map<string, number>();
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  while (waiting.length > 0 || running.size > 0) {
    while (running.size < total) {
      const at = waiting.findIndex((item) => (busy.get(keyOf(item)) ?? 0) < perKey);
      if (at < 0) break;
      const item = waiting.splice(at, 1)[0]!;
      const key = keyOf(item);
      busy.set(key, (busy.get(key) ?? 0) + 1);
      const p: Promise<void> = work(item)
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => {
          busy.set(key, busy.get(key)! - 1);
          running.delete(p);
        });
      running.add(p);
    }
    if (running.size > 0) await Promise.race(running);
  }
  if (failure) throw failure.error;
}
