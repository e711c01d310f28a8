// Keyed ids (lib/ids.ts): an id that carries its row's integer key reads back to that key, sorts
// as its key does and looks like any other id; ids minted before them are told apart by their row;
// idAfter gives the very next id.
import { describe, expect, it } from "vitest";
import { idAfter, keyedId, keyOfId, KEYS_PER_MS, nextKey, ulid } from "../../src/lib/ids";

describe("keyed ids", () => {
  it("read back to their key, sort as their keys do, and match the id pattern", () => {
    const now = Date.now();
    let last = 0;
    const keys: number[] = [];
    // a burst of 5000 in one millisecond runs ahead of the clock, never repeats
    for (let i = 0; i < 5000; i++) keys.push((last = nextKey(last, now)));
    expect(keys[0]).toBe(now * KEYS_PER_MS);
    expect(new Set(keys).size).toBe(5000);
    const ids = keys.map((k) => keyedId("evt", k));
    for (const [i, id] of ids.entries()) {
      expect(id).toMatch(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(keyOfId("evt", id)).toBe(keys[i]);
    }
    expect([...ids].sort()).toEqual(ids);
    // the time part is the key's millisecond
    expect(ids[0]!.slice(4, 14)).toBe(ulid(now).slice(0, 10));
    // a later millisecond's keys start there again
    expect(nextKey(keys[4999]!, now + 10)).toBe((now + 10) * KEYS_PER_MS);
  });

  it("refuse what cannot be one: another prefix, a wrong length, a place past 2047, a character outside the alphabet", () => {
    const id = keyedId("evt", nextKey(0));
    expect(keyOfId("ord", id)).toBeNull();
    expect(keyOfId("evt", id.slice(0, -1))).toBeNull();
    expect(keyOfId("evt", `${id.slice(0, 14)}Z${id.slice(15)}`)).toBeNull();
    expect(keyOfId("evt", `${id.slice(0, 8)}U${id.slice(9)}`)).toBeNull();
  });
});

describe("idAfter", () => {
  it("is the next id in sort order, carrying over", () => {
    expect(idAfter("le_01ARZ3NDEKTSV4RRFFQ69G5FAV")).toBe("le_01ARZ3NDEKTSV4RRFFQ69G5FAW");
    expect(idAfter("le_01ARZ3NDEKTSV4RRFFQ69G5FZZ")).toBe("le_01ARZ3NDEKTSV4RRFFQ69G5G00");
    const a = `le_${ulid()}`;
    expect(idAfter(a) > a).toBe(true);
  });
});
