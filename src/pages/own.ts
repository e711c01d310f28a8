// A page's door to the signed-in account's object, in the mode the session chose: the same object
// and the same reference a route gets from an API key (`callerAccount`), so a page action runs the
// very account-object step its API route runs, with the same validation, idempotency and events.
// An Outcome unwraps to the API's error; a page shows that error's message with its HTTP status.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { callerAccount } from "../account-object/stub";
import { ApiError, unwrap, type ErrorCode, type Outcome } from "../http/errors";
import type { StoredResponse } from "../http/idempotency";
import type { Current } from "./session";

export type PageStub = ReturnType<typeof callerAccount>["stub"];
export type PageRef = ReturnType<typeof callerAccount>["ref"];
export interface PageAccount {
  stub: PageStub;
  ref: PageRef;
}

/** The signed-in account's object for the session's mode, and the reference every call passes. */
export function pageAccount(env: Env, me: Pick<Current, "account" | "mode">): PageAccount {
  return callerAccount(env, { accountId: me.account.id, mode: me.mode });
}

/** One call to the signed-in account's object, unwrapped (a refusal throws the API's error). */
export async function ownPage<T>(env: Env, me: Pick<Current, "account" | "mode">, ask: (stub: PageStub, ref: PageRef) => Promise<Outcome<T>>): Promise<T> {
  const { stub, ref } = pageAccount(env, me);
  return unwrap(await ask(stub, ref));
}

/** What a page shows when an action is refused: the API error's words and status. */
export interface PageFailure {
  status: ContentfulStatusCode;
  message: string;
  code: string;
  param?: string;
}

/**
 * Runs a page action; an API error becomes the failure the page shows (anything else is a fault
 * and propagates to the app's error handler).
 */
export async function attempt<T>(work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; failure: PageFailure }> {
  try {
    return { ok: true, value: await work() };
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return { ok: false, failure: { status: e.status, message: e.message, code: e.code, ...(e.param === undefined ? {} : { param: e.param }) } };
  }
}

/**
 * The value of an idempotent step's stored answer; a stored refusal (a replayed error) is thrown
 * as the API's error again, so a page shows it as it showed it the first time.
 */
export function storedValue<T>(stored: StoredResponse): T {
  const body = JSON.parse(stored.body) as T & { error?: { code?: string; message?: string; param?: string } };
  if (stored.status < 400) return body;
  throw new ApiError((body.error?.code ?? "internal_error") as ErrorCode, body.error?.message ?? "The request was refused.", body.error?.param);
}
