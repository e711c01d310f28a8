// The account as the caller's key sees it: livemode and credit are those of the key's mode.
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import { accountView, type AccountRow } from "../../accounts/store";

export const callerView = (c: Context<AppEnv>, row: AccountRow) => accountView(c.env, row, c.get("caller").mode);

/** What the onboarding forms answer for: out of turn is invalid_state, a bad form the usual 400s. */
export const FORM_ERRORS = ["invalid_state", "parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json"] as const;
