// Coalescing: calls made in the same turn of the event loop are handed to one run together
// (one database step for several attempts instead of one each). Each caller gets its own item
// of the run's answer, in order; if the run throws, every caller of that run gets the error.

export interface Coalescer<I, O> {
  add(item: I): Promise<O>;
}

export function coalescer<I, O>(run: (items: I[]) => O[]): Coalescer<I, O> {
  let pending: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    let out: O[];
    try {
      out = run(batch.map((b) => b.item));
    } catch (e) {
      for (const b of batch) b.reject(e);
      return;
    }
    batch.forEach((b, i) => b.resolve(out[i]!));
  };
  return {
    add(item) {
      return new Promise<O>((resolve, reject) => {
        // the first call of a turn schedules the run after the turn, when the others have joined
        if (pending.length === 0) setTimeout(flush, 0);
        pending.push({ item, resolve, reject });
      });
    },
  };
}
