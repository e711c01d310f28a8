// boundedEach: every item runs once, never more than the bound at once overall or per key, an
// item whose key is full waits while other keys go, and a failure is thrown once all have settled.
import { describe, expect, it } from "vitest";
import { boundedEach } from "../../src/lib/bounded";

const tick = () => new Promise((r) => setTimeout(r, 1));

describe("boundedEach", () => {
  it("keeps to the bounds overall and per key, and runs every item once", async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ i, key: i < 30 ? "slow" : `k${i % 3}` }));
    const busy = new Map<string, number>();
    let running = 0;
    let most = 0;
    let mostPerKey = 0;
    const ran: number[] = [];
    await boundedEach(items, (x) => x.key, 6, 2, async (x) => {
      running++;
      busy.set(x.key, (busy.get(x.key) ?? 0) + 1);
      most = Math.max(most, running);
      mostPerKey = Math.max(mostPerKey, busy.get(x.key)!);
      await tick();
      if (x.key !== "slow") await tick();
      ran.push(x.i);
      running--;
      busy.set(x.key, busy.get(x.key)! - 1);
    });
    expect([...ran].sort((a, b) => a - b)).toEqual(items.map((x) => x.i));
    expect(most).toBeLessThanOrEqual(6);
    expect(mostPerKey).toBeLessThanOrEqual(2);
    // the items behind 30 of one key did not wait for all of them: another key's item ran early
    expect(ran.indexOf(30)).toBeLessThan(29);
  });

  it("throws the first failure only after every item has settled", async () => {
    const done: number[] = [];
    await expect(
      boundedEach([0, 1, 2, 3, 4], () => "k", 2, 2, async (i) => {
        await tick();
        if (i === 1) throw new Error("boom");
        done.push(i);
      }),
    ).rejects.toThrow("boom");
    expect(done.sort()).toEqual([0, 2, 3, 4]);
  });
});
