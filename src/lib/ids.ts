// Identifiers are a prefix plus a ULID: sortable by creation time, opaque to partners.
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

let lastTime = -1;
let lastRandom: number[] = [];

function randomDigits(): number[] {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const digits = new Array<number>(16);
  for (let i = 0; i < 16; i++) digits[i] = bytes[i]! & 31;
  return digits;
}

/** A monotonic ULID: ids minted in the same millisecond by this isolate still sort in order. */
export function ulid(now: number = Date.now()): string {
  let random: number[];
  if (now <= lastTime) {
    random = lastRandom.slice();
    // increment the 80-bit random part as a base-32 number
    let i = random.length - 1;
    while (i >= 0 && random[i] === 31) random[i--] = 0;
    if (i >= 0) random[i] = (random[i] ?? 0) + 1;
    now = lastTime;
  } else {
    random = randomDigits();
  }
  lastTime = now;
  lastRandom = random;
  let time = "";
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  for (const d of random) time += CROCKFORD[d];
  return time;
}

export type IdPrefix =
  | "acct" | "key" | "req" | "off" | "qt" | "ord" | "pyo" | "evt" | "lni" | "dep" | "le"
  | "rve" | "ctr" | "we" | "whd" | "fd" | "usr" | "ses" | "mail" | "lnk" | "op" | "opt" | "aud" | "re" | "dlv" | "rr" | "bat";

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${ulid()}`;
}

/**
 * The bound below every id of `prefix` minted before `time` (ms): each such id sorts before it,
 * every later one after it, since a ULID starts with its time in fixed-width base 32.
 */
export function idsBefore(prefix: IdPrefix, time: number): string {
  let out = "";
  let t = Math.max(0, Math.floor(time));
  for (let i = 0; i < 10; i++) {
    out = CROCKFORD[t % 32] + out;
    t = Math.floor(t / 32);
  }
  return `${prefix}_${out}`;
}

/**
 * Keys per millisecond of a keyed id (below): a table keyed by them holds up to this many rows
 * minted in one millisecond before its keys run ahead of the clock (they never repeat).
 */
export const KEYS_PER_MS = 2048;

function encodeTime(t: number): string {
  let out = "";
  for (let i = 0; i < 10; i++) {
    out = CROCKFORD[t % 32] + out;
    t = Math.floor(t / 32);
  }
  return out;
}

/**
 * The key a table of this object gives the next row: after `last`, and at least the time's
 * (`nowMs` × KEYS_PER_MS), so keys grow with time and never repeat however many come in one
 * millisecond. An integer under 2^53 until the year 2109.
 */
export function nextKey(last: number, nowMs: number = Date.now()): number {
  const key = Math.max(last + 1, Math.floor(nowMs) * KEYS_PER_MS);
  if (!Number.isSafeInteger(key)) throw new Error(`key ${key} is past the safe integers`);
  return key;
}

/**
 * An id whose row's integer key can be read back from it, so the table is keyed by the integer
 * (a rowid table, no index on the id) and still found by the id: a ULID whose time is the key's
 * millisecond, whose next three characters are the key's place in that millisecond (0 to 2047)
 * and the rest random. It sorts as its key does, and reads as any other id.
 */
export function keyedId(prefix: IdPrefix, key: number): string {
  const n = key % KEYS_PER_MS;
  const random = crypto.getRandomValues(new Uint8Array(13));
  let out = encodeTime(Math.floor(key / KEYS_PER_MS)) + CROCKFORD[n >> 10] + CROCKFORD[(n >> 5) & 31] + CROCKFORD[n & 31];
  for (const b of random) out += CROCKFORD[b & 31];
  return `${prefix}_${out}`;
}

/**
 * The key `keyedId` put in an id, or null when the id cannot be one. An id minted before keyed
 * ids (random in those characters) may also decode: a caller checks the row it finds by the key
 * has this very id.
 */
export function keyOfId(prefix: IdPrefix, id: string): number | null {
  if (!id.startsWith(`${prefix}_`) || id.length !== prefix.length + 27) return null;
  const digit = (i: number) => CROCKFORD.indexOf(id[prefix.length + 1 + i]!);
  let time = 0;
  for (let i = 0; i < 10; i++) {
    const v = digit(i);
    if (v < 0) return null;
    time = time * 32 + v;
  }
  const [a, b, c] = [digit(10), digit(11), digit(12)];
  // the place in the millisecond is under 2048: its first character is 0 or 1
  if (a < 0 || a > 1 || b < 0 || c < 0) return null;
  const out = time * KEYS_PER_MS + ((a << 10) | (b << 5) | c);
  return Number.isSafeInteger(out) ? out : null;
}

/** Whether `id` is a prefix and a ULID (26 Crockford characters), as every minted id is. */
export function isUlidId(id: string): boolean {
  return /^[a-z]+_[0-9A-HJKMNP-TV-Z]{26}$/.test(id);
}

/** The id right after `id` in sort order (its last ULID character one up, carrying): same prefix, same form. */
export function idAfter(id: string): string {
  const cut = id.lastIndexOf("_") + 1;
  const digits = [...id.slice(cut)].map((c) => CROCKFORD.indexOf(c));
  if (digits.length !== 26 || digits.some((d) => d < 0)) throw new Error(`not a ULID id: ${id}`);
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === 31) digits[i--] = 0;
  if (i < 0) throw new Error(`no id after ${id}`);
  digits[i] = digits[i]! + 1;
  return id.slice(0, cut) + digits.map((d) => CROCKFORD[d]).join("");
}
