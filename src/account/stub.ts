import type { Mode } from "../http/context";

/** The one object that serialises an account's money in one mode: test and live share nothing. */
export function accountObject(env: Env, accountId: string, mode: Mode) {
  return env.ACCOUNT.getByName(`${accountId}:${mode}`);
}
