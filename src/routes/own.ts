// The caller's own records live in its account's object for the key's mode; nothing else
// reaches it from a partner route. `own` asks that object one thing and answers its Outcome:
// the value, or the error it carries thrown as the API error it names.
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { unwrap, type Outcome } from "../http/errors";
import { callerAccount } from "../account-object/stub";

export type OwnStub = ReturnType<typeof callerAccount>["stub"];
export type OwnRef = ReturnType<typeof callerAccount>["ref"];

/** The caller's account object and the reference it passes with every call. */
export function ownAccount(c: Context<AppEnv>): { stub: OwnStub; ref: OwnRef } {
  return callerAccount(c.env, c.get("caller"));
}

/** One call to the caller's account object, unwrapped. */
export async function own<T>(c: Context<AppEnv>, ask: (stub: OwnStub, ref: OwnRef) => Promise<Outcome<T>>): Promise<T> {
  const { stub, ref } = ownAccount(c);
  return unwrap(await ask(stub, ref));
}
