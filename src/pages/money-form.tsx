/** @jsxImportSource hono/jsx */
// A form that moves money has one effect however often it is sent. Its idempotency key is minted
// when the form is rendered (a hidden field) and, when the form comes back, becomes the very
// IdempotencyKey the API route would build for the same operation: the same key store in the
// account's object, and the fingerprint of the API's method, path and JSON body. So a double
// click, a browser's retry of the POST or a reload of the answer replays the first result; two
// sends at once get one effect (the second is refused as in use); and the same key with other
// values is refused as reused, exactly as the API answers. The form also names the account and
// the mode it was rendered for: sent after the dashboard switched to another account or mode (in
// another tab, say), it is refused with invalid_state before anything is called, so a form acts
// only in the account and mode its person saw, and its key only ever in that one key store.
import { ApiError } from "../http/errors";
import type { Mode } from "../http/context";
import { fingerprint, readIdempotencyKey, type IdempotencyKey } from "../http/idempotency";
import { randomToken } from "../lib/crypto";

export const IDEM_FIELD = "idempotency_key";
export const ACCOUNT_FIELD = "form_account";
export const MODE_FIELD = "form_mode";

/** Where a money form is shown and acts: the session's chosen account and mode (a `Current`). */
export interface FormScope {
  account: { id: string; name: string };
  mode: Mode;
}

/** A fresh key for one rendered form: 128 random bits, prefixed so it never meets a partner's own keys by chance. */
export function mintFormKey(): string {
  return `dash_${randomToken(16)}`;
}

/** The hidden fields every money form carries. */
export function MoneyFormFields(props: { me: FormScope }) {
  return (
    <>
      <input type="hidden" name={IDEM_FIELD} value={mintFormKey()} />
      <FormScopeFields me={props.me} />
    </>
  );
}

/**
 * The account and mode a form was rendered for, as hidden fields: carried by every money form, and
 * by other forms whose effect depends on the mode (the brand's: test and live each have one).
 */
export function FormScopeFields(props: { me: FormScope }) {
  return (
    <>
      <input type="hidden" name={ACCOUNT_FIELD} value={props.me.account.id} />
      <input type="hidden" name={MODE_FIELD} value={props.me.mode} />
    </>
  );
}

/**
 * Throws invalid_state when a form that came back was rendered for another account or in the
 * other mode than the session's now, so it acts only where its person saw it.
 */
export function checkFormScope(fields: Record<string, string>, me: FormScope): void {
  if (fields[ACCOUNT_FIELD] !== me.account.id) {
    throw new ApiError("invalid_state", `This form was shown for another account, and the dashboard now shows ${me.account.name}. Nothing was done: reload the page and try again.`);
  }
  if (fields[MODE_FIELD] !== me.mode) {
    throw new ApiError("invalid_state", `This form was shown in ${fields[MODE_FIELD] === "live" ? "live" : "test"} mode and the dashboard is now in ${me.mode} mode. Nothing was done: reload the page and try again.`);
  }
}

/**
 * The IdempotencyKey of a money form that came back, bound to the API operation it stands for
 * (`apiPath`, `apiBody`: what the API route fingerprints). Throws invalid_state when the form was
 * rendered for another account or in the other mode than the session's now, and the API's error
 * when the key is missing or malformed.
 */
export async function formIdempotency(fields: Record<string, string>, me: FormScope, apiPath: string, apiBody: unknown): Promise<IdempotencyKey> {
  checkFormScope(fields, me);
  const key = readIdempotencyKey(fields[IDEM_FIELD]);
  return { key, fingerprint: await fingerprint("post", apiPath, apiBody) };
}
