// Pure rules of the audit trail: an entry keeps only the fields an action changed, before and
// after, and never a secret, whatever a caller hands it.

export type Fields = Record<string, unknown>;

/** Names never recorded, at any depth: secrets, sealed values, hashes, ID numbers. */
const SECRET_KEY = /secret|password|token|hash|sealed|id_number|totp|recovery/i;

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === "object") {
    const out: Fields = {};
    for (const [k, v] of Object.entries(value)) if (!SECRET_KEY.test(k)) out[k] = scrub(v);
    return out;
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between `before` and `after` (a field only one side has counts, and
 * shows as null on the other), with secret-looking fields dropped. Nothing changed: two {}.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const b: Fields = {};
  const a: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (SECRET_KEY.test(key)) continue;
    const was = before[key] ?? null;
    const is = after[key] ?? null;
    if (same(was, is)) continue;
    b[key] = scrub(was);
    a[key] = scrub(is);
  }
  return { before: b, after: a };
}
