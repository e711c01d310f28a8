/** @jsxImportSource hono/jsx */
// GET /dashboard/settings/verification: where the account is on the way to live access (kyb_state,
// said as the business step and the identity step, what happens next and who acts; a rejection's
// reason when the operator gave one), and the two forms of POST /v1/account/kyb and
// POST /v1/account/kyc, with exactly their fields. A form is shown only in the states its API
// step starts from (STEPS in src/accounts/onboarding.ts) and only to owners (`account.manage`);
// otherwise the page shows what was submitted, the identity document number masked to its last
// characters. The KYC answers (a person's data) are shown to owners only.
import type { Context } from "hono";
import type { Child } from "hono/jsx";
import type { App, AppEnv } from "../../http/context";
import { can } from "../../domain/roles";
import { KybFormSchema, KycFormSchema, kybReview } from "../../accounts/forms";
import { kycAsSubmitted } from "../../accounts/kyc-document";
import { KYB_STATES, STEPS, type KybState } from "../../accounts/onboarding";
import { getAccount } from "../../accounts/store";
import { utc } from "../format";
import { Csrf, Layout, Notice } from "../layout";
import type { PageFailure } from "../own";
import { requireMe, type Current } from "../session";
import { Field, formLevel } from "./fields";
import { SettingsNav } from "./nav";
import { STATE_WORDS, STEP_WORDS, stepStates } from "./words";
import type { FieldWords } from "../form-words";

/** The forms' fields are the API schemas' own keys. */
export const KYB_FIELDS = Object.keys(KybFormSchema.shape) as (keyof typeof KybFormSchema.shape)[];
export const KYC_FIELDS = Object.keys(KycFormSchema.shape) as (keyof typeof KycFormSchema.shape)[];

/** An out-of-turn refusal names the API's kyb_state; the page says what it means instead. */
const OUT_OF_TURN = "The verification has moved on since this page was shown: its state is just below. Nothing was sent.";

/** How to put each field right (form-words.ts), beside the field. */
const FIX: Record<string, FieldWords["fix"]> = {
  legal_name: "enter the name as registered, up to 200 characters.",
  registration_number: "enter the number from the company register, 1 to 64 characters.",
  country: "enter the country's two letters, like DE.",
  address: "enter the registered address, up to 500 characters.",
  website: "enter an http:// or https:// address, like https://acme-travel.example.com.",
  full_name: "enter the person's full name, up to 200 characters.",
  date_of_birth: (f) => (/at least \d+ years/.test(f.message) ? "the person must be at least 18 years old." : "enter the date of birth, like 1985-04-12."),
  nationality: "enter the nationality's two letters, like DE.",
  id_document_number: "enter the number of the passport or ID card, 3 to 64 characters.",
};

export interface Sent {
  form: "kyb" | "kyc";
  failure: PageFailure;
  typed: Record<string, string>;
}

const isState = (s: string): s is KybState => (KYB_STATES as readonly string[]).includes(s);

export async function VerificationPage(props: { c: Context<AppEnv>; me: Current; sent?: Sent; status?: string; forbidden?: string }) {
  const { c, me, sent } = props;
  const manage = can(me.account.role, "account.manage");
  const row = await getAccount(c.env, me.account.id);
  const state: KybState = isState(row.kybState) ? row.kybState : "none";
  const steps = stepStates(state, row.kycForm !== null);
  const kybOpen = STEPS.submit_kyb.from.includes(state);
  const kycOpen = STEPS.submit_kyc.from.includes(state);
  const kyb = kybReview(row.kybForm);
  const kyc = kycAsSubmitted(row.kycForm);
  const failure = (form: "kyb" | "kyc") => (sent?.form === form ? sent.failure : undefined);
  const typed = (form: "kyb" | "kyc", name: string, fallback = "") => (sent?.form === form ? (sent.typed[name] ?? "") : fallback);
  // after a rejection the form starts from what was sent last time, to be corrected
  const again = state === "rejected" ? kyb : null;
  const words = STATE_WORDS[state];
  // a refusal not about one field of a form on the page (out of turn, say) is said at the top
  const shownForm = sent && manage && (sent.form === "kyb" ? kybOpen : kycOpen);
  const topFailure = sent && (shownForm ? formLevel(sent.failure, sent.form === "kyb" ? KYB_FIELDS : KYC_FIELDS) : sent.failure);
  return (
    <Layout title="Verification" me={me}>
      <SettingsNav current="/dashboard/settings/verification" />
      <h1>Verification</h1>
      {props.status && <Notice>{props.status}</Notice>}
      {props.forbidden && <Notice error>{props.forbidden}</Notice>}
      {topFailure && <Notice error>{/kyb_state/.test(topFailure.message) ? OUT_OF_TURN : topFailure.message}</Notice>}
      <section aria-labelledby="state">
        <h2 id="state">State</h2>
        <p id="kyb-state-words" data-state={state}>
          <strong>{words.title}</strong>
          {state === "rejected" && row.rejectionReason && <span id="rejection-reason">. Reason given: {row.rejectionReason}</span>}
        </p>
        <p id="next-step">{words.next}</p>
        <div class="overflow-auto">
          <table class="stack" id="steps">
            <thead>
              <tr><th scope="col">Step</th><th scope="col">State</th></tr>
            </thead>
            <tbody>
              <tr>
                <td data-label="Step">Business verification (KYB)</td>
                <td data-label="State" data-step="kyb" data-step-state={steps.kyb}>{STEP_WORDS[steps.kyb]}</td>
              </tr>
              <tr>
                <td data-label="Step">Identity verification (KYC)</td>
                <td data-label="State" data-step="kyc" data-step-state={steps.kyc}>{STEP_WORDS[steps.kyc]}</td>
              </tr>
              <tr>
                <td data-label="Step">Live access</td>
                <td data-label="State" data-step="live">{row.liveAccess ? "On" : "Off: test mode only"}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <details>
          <summary>What each state means</summary>
          <dl>
            {KYB_STATES.map((s) => (
              <>
                <dt><code>{s}</code>: {STATE_WORDS[s].title}</dt>
                <dd>{STATE_WORDS[s].next}</dd>
              </>
            ))}
          </dl>
          <p><small>These are the values of <code>kyb_state</code> in <code>GET /v1/account</code>.</small></p>
        </details>
      </section>
      {!manage && <p id="why-no-forms">Only owners submit the verification forms and see the identity details. Your role: {me.account.role}.</p>}

      <section aria-labelledby="kyb">
        <h2 id="kyb">Business verification (KYB)</h2>
        {manage && kybOpen ? (
          <form method="post" action="/dashboard/settings/verification/kyb">
            <Csrf me={me} />
            {state === "rejected" && <p>Submitting again starts the review from the beginning; the identity form follows its approval.</p>}
            <Field form="kyb" name="legal_name" fix={FIX.legal_name} label="Legal name" value={typed("kyb", "legal_name", again?.legal_name)} failure={failure("kyb")} maxlength={200} autocomplete="organization" hint="As registered, for example Acme Travel GmbH." />
            <Field form="kyb" name="registration_number" fix={FIX.registration_number} label="Registration number" value={typed("kyb", "registration_number", again?.registration_number)} failure={failure("kyb")} maxlength={64} hint="From the company register, for example HRB 123456." />
            <Field form="kyb" name="country" fix={FIX.country} label="Country of registration" value={typed("kyb", "country", again?.country)} failure={failure("kyb")} maxlength={2} autocomplete="country" hint="Two letters (ISO 3166-1), for example DE." />
            <Field form="kyb" name="address" fix={FIX.address} label="Registered address" value={typed("kyb", "address", again?.address)} failure={failure("kyb")} maxlength={500} multiline autocomplete="street-address" />
            <Field form="kyb" name="website" fix={FIX.website} label="Website (optional)" value={typed("kyb", "website", again?.website)} failure={failure("kyb")} type="url" required={false} maxlength={2048} autocomplete="url" hint="An http:// or https:// address." />
            <button type="submit">Submit business verification</button>
          </form>
        ) : kyb && state !== "rejected" ? (
          <Submitted
            id="kyb-submitted"
            at={kyb.submitted_at}
            rows={[
              ["Legal name", kyb.legal_name],
              ["Registration number", kyb.registration_number],
              ["Country of registration", kyb.country],
              ["Registered address", <Lines text={kyb.address} />],
              ["Website", kyb.website ?? "None given"],
            ]}
          />
        ) : (
          <p>{STEP_WORDS[steps.kyb]}.</p>
        )}
      </section>

      <section aria-labelledby="kyc">
        <h2 id="kyc">Identity verification (KYC)</h2>
        {manage && kycOpen ? (
          <form method="post" action="/dashboard/settings/verification/kyc">
            <Csrf me={me} />
            <p>The person responsible for the account (at least 18 years old).</p>
            <Field form="kyc" name="full_name" fix={FIX.full_name} label="Full name" value={typed("kyc", "full_name")} failure={failure("kyc")} maxlength={200} autocomplete="name" />
            <Field form="kyc" name="date_of_birth" fix={FIX.date_of_birth} label="Date of birth" value={typed("kyc", "date_of_birth")} failure={failure("kyc")} type="date" autocomplete="bday" hint="YYYY-MM-DD" />
            <Field form="kyc" name="nationality" fix={FIX.nationality} label="Nationality" value={typed("kyc", "nationality")} failure={failure("kyc")} maxlength={2} hint="Two letters (ISO 3166-1), for example DE." />
            <Field form="kyc" name="id_document_number" fix={FIX.id_document_number} label="ID document number" value={typed("kyc", "id_document_number")} failure={failure("kyc")} maxlength={64} autocomplete="off" hint="Passport or national ID card. Kept encrypted; shown again only as its last characters." />
            <button type="submit">Submit identity verification</button>
          </form>
        ) : kyc && manage ? (
          <Submitted
            id="kyc-submitted"
            at={kyc.submitted_at}
            rows={[
              ["Full name", kyc.full_name],
              ["Date of birth", kyc.date_of_birth],
              ["Nationality", kyc.nationality],
              ["ID document number", kyc.id_document],
            ]}
          />
        ) : (
          <p>{STEP_WORDS[steps.kyc]}.</p>
        )}
      </section>
    </Layout>
  );
}

const Lines = (props: { text: string }) => (
  <>
    {props.text.split("\n").map((line, i) => (
      <>
        {i > 0 && <br />}
        {line}
      </>
    ))}
  </>
);

// key-value tables: the row's <th> names the value, on narrow screens too (so no data-label)
function Submitted(props: { id: string; at: string; rows: [string, Child][] }) {
  return (
    <>
      <p>Submitted {utc(props.at)}:</p>
      <div class="overflow-auto">
        <table class="stack" id={props.id}>
          <tbody>
            {props.rows.map(([label, value]) => (
              <tr>
                <th scope="row">{label}</th>
                <td class="submitted-value">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function registerVerificationPage(app: App): void {
  app.get("/dashboard/settings/verification", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    return c.html(<VerificationPage c={c} me={me} />);
  });
}
