import { unwrap } from "../http/errors";
import type { IdempotencyKey, StoredResponse } from "../http/idempotency";
import type { Mode } from "../http/context";
import type { RequestLogEntry } from "./request-log";
import { takeToCarry } from "./request-log-batches";

/** Object ids by name, derived once per isolate (deriving one hashes the name). */
const ids = new Map<string, DurableObjectId>();

/** The one object that serialises an account's money in one mode: test and live share nothing. */
export function accountObject(env: Env, accountId: string, mode: Mode) {
  const name = `${accountId}:${mode}`;
  let id = ids.get(name);
  if (!id) {
    if (ids.size >= 10_000) ids.clear();
    id = env.ACCOUNT.idFromName(name);
    ids.set(name, id);
  }
  return env.ACCOUNT.get(id);
}

/**
 * The caller's own account object and the reference it passes with every call. The reference
 * carries this isolate's request log lines for the account once they are a second old
 * (request-log-batches.ts): every call with it appends them in its step, so they ride on a call
 * made anyway instead of one of their own.
 */
export function callerAccount(env: Env, caller: { accountId: string; mode: Mode }) {
  const ref: { accountId: string; mode: Mode; requestLog?: RequestLogEntry[] } = { accountId: caller.accountId, mode: caller.mode };
  const carried = takeToCarry(env, caller.accountId, caller.mode);
  if (carried) ref.requestLog = carried;
  return { stub: accountObject(env, ref.accountId, ref.mode), ref };
}

type AccountStub = ReturnType<typeof accountObject>;

/** The account object a stringified id names (an install link's), or null when the id is not one of this namespace's. */
export function accountObjectById(env: Env, objectId: string): AccountStub | null {
  try {
    return env.ACCOUNT.get(env.ACCOUNT.idFromString(objectId)) as AccountStub;
  } catch {
    return null;
  }
}

/**
 * Runs an operation that awaits outside calls under a claimed idempotency key: a
 * concurrent duplicate gets 409 idempotency_key_in_use, a later one the stored response,
 * and a failure frees the key. The work's own effects must be idempotent, keyed by the
 * claim's epoch (the provider event ids derive from it), so a crash before the response
 * is stored only means the retry does the same work again without a second effect.
 */
export async function underClaimedKey(
  stub: AccountStub,
  ref: { accountId: string; mode: Mode },
  idem: IdempotencyKey,
  work: (epoch: number) => Promise<unknown>,
): Promise<StoredResponse> {
  const claim = unwrap(await stub.claimIdempotency(ref, idem));
  if ("replay" in claim) return claim.replay;
  try {
    const body = await work(claim.epoch);
    return unwrap(await stub.completeIdempotency(ref, idem, body));
  } catch (e) {
    await stub.releaseIdempotency(idem.key);
    throw e;
  }
}
