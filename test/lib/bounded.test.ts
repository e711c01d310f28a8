// boundedEach: every item runs once, never more than the bound at once overall or per key, an
// item whose key is full waits while other keys go, and a failure is thrown once all have settled.
// Runs sharing their per-key slots (KeyedSlots) keep the per-key bound together, and one left
// waiting only on the others can hand its items back.
import { describe, expect, it } from "vitest";
import { boundedEach, KeyedSlots } from "../../src/lib/bounded";

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

  it("runs sharing their per-key slots keep the per-key bound together, each its own overall bound, and wait for a slot another frees", async () => {
    const slots = new KeyedSlots(2);
    const busy = new Map<string, number>();
    let mostPerKey = 0;
    const mostPerRun = [0, 0, 0];
    const runningPerRun = [0, 0, 0];
    const ran: string[] = [];
    const run = (r: number) =>
      boundedEach(
        Array.from({ length: 8 }, (_, i) => ({ r, i, key: i % 2 ? "slow" : `fast${r}` })),
        (x) => x.key,
        3,
        slots,
        async (x) => {
          busy.set(x.key, (busy.get(x.key) ?? 0) + 1);
          runningPerRun[x.r]!++;
          mostPerKey = Math.max(mostPerKey, busy.get("slow") ?? 0);
          mostPerRun[x.r] = Math.max(mostPerRun[x.r]!, runningPerRun[x.r]!);
          await tick();
          if (x.key === "slow") await tick();
          ran.push(`${x.r}:${x.i}`);
          runningPerRun[x.r]!--;
          busy.set(x.key, busy.get(x.key)! - 1);
        },
      );
    await Promise.all([run(0), run(1), run(2)]);
    expect(ran).toHaveLength(24);
    expect(new Set(ran).size).toBe(24);
    // three runs, yet never more than two of the shared key at once
    expect(mostPerKey).toBe(2);
    expect(Math.max(...mostPerRun)).toBeLessThanOrEqual(3);
    // every slot was given back
    expect(slots.isFree("slow")).toBe(true);
  });

  it("a run whose items all wait on slots another run holds starts them when they are freed", async () => {
    const slots = new KeyedSlots(1);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const order: string[] = [];
    const first = boundedEach(["a"], () => "k", 6, slots, async () => {
      order.push("first started");
      await held;
      order.push("first done");
    });
    const second = boundedEach(["b", "c"], () => "k", 6, slots, async (x) => {
      order.push(`second ${x}`);
    });
    await tick();
    expect(order).toEqual(["first started"]);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(["first started", "first done", "second b", "second c"]);
  });

  it("a run left with only items another run's slots hold hands them back after its time; its other items run first", async () => {
    const slots = new KeyedSlots(1);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = boundedEach(["a"], () => "slow", 6, slots, () => held);
    const ran: string[] = [];
    const handedBack: string[] = [];
    const t0 = Date.now();
    await boundedEach(["b", "x", "c"], (x) => (x === "x" ? "other" : "slow"), 6, slots, async (x) => void ran.push(x), {
      afterMs: 30,
      take: (rest) => handedBack.push(...rest),
    });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(25);
    expect(ran).toEqual(["x"]);
    expect(handedBack).toEqual(["b", "c"]);
    release();
    await first;
    expect(slots.isFree("slow")).toBe(true);
  });

  it("items held up by the run's own sends to their key are handed back too, and the run ends once those sends have", async () => {
    const slots = new KeyedSlots(1);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const handedBack: string[] = [];
    let ended = false;
    const run = boundedEach(["a", "b", "c"], () => "slow", 6, slots, (x) => (x === "a" ? held : Promise.resolve()), {
      afterMs: 20,
      take: (rest) => handedBack.push(...rest),
    }).then(() => (ended = true));
    await new Promise((r) => setTimeout(r, 60));
    expect(handedBack).toEqual(["b", "c"]);
    expect(ended).toBe(false);
    release();
    await run;
    expect(slots.isFree("slow")).toBe(true);
  });
});
