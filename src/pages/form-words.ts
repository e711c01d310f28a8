// A refusal in the words of the form it answers. The steps behind a form are the API's, so their
// refusals name API fields (`param: "support_phone"`, "Invalid support_phone: …"); a page never
// shows those names. Each form lists its fields' labels and how to put each right
// (`FormWords`); a refusal naming one of them becomes "<label>: <how to put it right>" ("Support
// phone: enter the number with its country code, like +44 20 7946 0123"), and any field name the
// step's own sentence still quotes is replaced by its label. A refusal about no field (no money,
// out of turn, a role) keeps the step's sentence, which is written for people.
import type { PageFailure } from "./own";

export interface FieldWords {
  /** the field's label on the page, as the person reads it */
  label: string;
  /**
   * How to put it right, in words; a function when the step's own reason matters (a colour's
   * contrast, why a URL cannot be used). Left out: the step's sentence, its field names replaced.
   */
  fix?: string | ((failure: PageFailure, said: string) => string);
  // `said`: the step's own sentence, its field names replaced by labels and the field's own label taken off its start
}

/** A form's fields by the API name its refusals carry in `param`. */
export type FormWords = Readonly<Record<string, FieldWords>>;

/**
 * Refusals about no field whose API sentence points at the API (a path to call, an amount in
 * cents): what a page says instead, pointing at the page that puts it right.
 */
const PAGE_SENTENCES: Partial<Record<string, string>> = {
  insufficient_funds: "The wallet does not hold enough for this. Add money on the Wallet page (in test mode: Simulate a bank transfer), or pay another way. Nothing was bought.",
  payout_address_required: "Set a payout address first, under Payout address on this page. Nothing was paid out.",
  idempotency_key_in_use: "This form is still being handled from a moment ago. Wait a few seconds and reload the page.",
  idempotency_key_reused: "This form was already sent with other values. Reload the page and fill it in again.",
  rate_limited: "Too many requests in a short time. Wait a few seconds and try again.",
};

/** validate()'s generic openings (http/validation.ts), which name the field and add nothing a person needs. */
const GENERIC = [/^Missing required parameter: [\w.[\]]+\.?$/, /^Received unknown parameter: [\w.[\]]+\.?$/];
const INVALID_PREFIX = /^Invalid [\w.[\]]+: /;

/**
 * The step's sentence with the API field names of the form replaced by their labels: a name with
 * `_`, `.` or brackets wherever it stands (no word of a sentence looks like that), a one-word name
 * ("url", "amount") only where it opens the sentence, as the steps' own sentences begin.
 */
export function withLabels(message: string, words: FormWords): string {
  // the batch step opens an item's refusal with the item's place ("items[3]: "): the form says which row
  let out = message.replace(INVALID_PREFIX, "").replace(/^items\[\d+\]: /, "").replace(INVALID_PREFIX, "");
  // longest first, so support_phone is replaced before a shorter name inside it could be
  for (const [param, w] of Object.entries(words).sort((a, b) => b[0].length - a[0].length)) {
    const name = param.replace(/[.[\]]/g, "\\$&");
    const where = /[_.[]/.test(param) ? `(?<![\\w.])${name}(?![\\w])` : `^${name}(?![\\w])`;
    out = out.replace(new RegExp(where, "g"), w.label);
  }
  return out;
}

/** Lower-cases the first letter of a sentence that follows "Label: ", unless it starts a name. */
export const continued = (s: string) => (/^[A-Z][a-z]/.test(s) && !/^(I|URL|USD|IP|CSV|ID)\b/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

/**
 * The failure as the page shows it: its `message` in the form's words (see the file's head), its
 * `param` kept so the page can put it beside its field.
 */
export function inWords(failure: PageFailure, words: FormWords): PageFailure {
  const w = failure.param === undefined ? undefined : words[failure.param];
  const sentence = PAGE_SENTENCES[failure.code];
  if (!w && sentence) return { ...failure, message: sentence };
  if (!w) return { ...failure, message: withLabels(failure.message, words) };
  const said = withLabels(failure.message, words);
  // the step's sentence after the label it now opens with: "must be at most 60 characters."
  const bare = continued(said.startsWith(`${w.label} `) ? said.slice(w.label.length + 1) : said);
  const generic = GENERIC.some((g) => g.test(failure.message));
  const fix = typeof w.fix === "function" ? w.fix(failure, bare) : w.fix ?? (generic ? "fill it in." : bare);
  return { ...failure, message: `${w.label}: ${fix}` };
}
