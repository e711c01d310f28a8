/** @jsxImportSource hono/jsx */
// A form that moves money has one effect however often it is sent. Its idempotency key is minted
// when the form is rendered (a hidden field) and, when the form comes back, becomes the very
// IdempotencyKey the API route would build for the same operation: the same key store in the
// account's object, and the fingerprint of the API's method, path and JSON body. So a double
// click, a browser's retry of the POST or a reload of the answer replays the first result; two
// sends at once get one effect (the second is refused as in use); and the same key with other
// values is refused as reused, exactly as the API answers. The form also names the mode it was
// rendered in: sent after the dashboard switched mode, it is refused and does nothing.
import { ApiError } from "../http/errors";
import type { Mode } from "../http/context";
import { fingerprint, readIdempotencyKey, type IdempotencyKey } from "../http/idempotency";
import { randomToken } from "../lib/crypto";

export const IDEM_FIELD = "idempotency_key";
export const MODE_FIELD = "form_mode";

/** A fresh key for one rendered form: 128 random bits, prefixed so it never meets a partner's own keys by chance. */
export function mintFormKey(): string {
  return `dash_${randomToken(16)}`;
}

/** The hidden fields every money form carries. */
export function MoneyFormFields(props: { mode: Mode }) {
  return (
    <>
      <input type="hidden" name={IDEM_FIELD} value={mintFormKey()} />
      <input type="hidden" name={MODE_FIELD} value={props.mode} />
    </>
  );
}

/**
 * The IdempotencyKey of a money form that came back, bound to the API operation it stands for
 * (`apiPath`, `apiBody`: what the API route fingerprints). Throws the API's error when the key is
 * missing or malformed, and invalid_state when the form was rendered in the other mode.
 */
export async function formIdempotency(fields: Record<string, string>, mode: Mode, apiPath: string, apiBody: unknown): Promise<IdempotencyKey> {
  if (fields[MODE_FIELD] !== mode) {
    throw new ApiError("invalid_state", `This form was shown in ${fields[MODE_FIELD] === "live" ? "live" : "test"} mode and the dashboard is now in ${mode} mode. Nothing was done: reload the page and try again.`);
  }
  const key = readIdempotencyKey(fields[IDEM_FIELD]);
  return { key, fingerprint: await fingerprint("post", apiPath, apiBody) };
}
