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
