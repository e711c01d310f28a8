// The console's forms in words (form-words.ts): each field of every console form by the label it
// carries on its page, so a refusal reads "Net terms (days): enter a whole number of days from 0
// to 365." and never quotes the step's field names (net_terms_days) to an operator either.
import { inWords, type FormWords } from "../form-words";
import type { PageFailure } from "../own";

const CONSOLE_WORDS: FormWords = {
  mode: { label: "Mode", fix: "choose test or live." },
  overdraft_limit: { label: "Overdraft limit (USD)", fix: "enter a USD amount such as 5000.00." },
  net_terms_days: { label: "Net terms (days)", fix: "enter a whole number of days from 0 to 365." },
  // a rate the margins do not cover is refused with its numbers, pointing at the Supply page
  commission_bps: {
    label: "Negotiated commission",
    fix: (f, said) => {
      const over = /^commission_bps (\d+) is above what the pricing margins cover \(at most (\d+)\)/.exec(f.message);
      if (over) return `${over[1]} basis points is above what the pricing margins cover (at most ${over[2]}): every sale of this account would lose money. Raise the margins first, on the Supply page.`;
      return /must be an integer/.test(f.message) ? "enter a whole number of basis points from 0 to 10000, or leave it empty for the tier ladder." : said;
    },
  },
  esim_margin_bps: { label: "eSIM margin", fix: "enter a whole number of basis points from 0 to 100000." },
  topup_margin_bps: { label: "Top-up margin", fix: "enter a whole number of basis points from 0 to 100000." },
  offer_id: { label: "Offer id", fix: (f, said) => (f.code === "resource_not_found" ? "no offer has this id: copy it from the offer's row." : said) },
  order_id: { label: "Order", fix: (f, said) => (f.code === "resource_not_found" ? "this account has no such order in this mode: copy the order's id from the account's recent orders." : said) },
  reason: { label: "Reason", fix: "give the reason, in at most 1,000 characters." },
  note: { label: "Note", fix: "use at most 1,000 characters." },
  email: { label: "Email", fix: "enter an email address, like ana@example.com." },
  name: { label: "Name" },
  role: { label: "Role", fix: "choose admin, compliance, finance or support." },
  action: { label: "Action" },
  actor: { label: "Actor" },
  account: { label: "Account" },
  since: { label: "Since (UTC)", fix: "enter a date such as 2026-01-31." },
  cursor: { label: "The page link", fix: "it has expired: start again from the newest." },
};

/** A console form's refusal in words. */
export const consoleWords = (failure: PageFailure): PageFailure => inWords(failure, CONSOLE_WORDS);

/** A refusal the console caught as an ApiError, in words. */
export const consoleMessage = (e: { status: PageFailure["status"]; code: string; message: string; param?: string | undefined }): string =>
  consoleWords({ status: e.status, code: e.code, message: e.message, ...(e.param === undefined ? {} : { param: e.param }) }).message;
