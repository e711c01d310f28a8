/** @jsxImportSource hono/jsx */
// GET /admin/review: the accounts waiting on a KYB or KYC decision, oldest first, each with the
// form its partner submitted. The KYC form's ID document number stays masked; only the explicit
// "Reveal ID number" form (audited as kyc.reveal_id_number) shows it, on that form's answer
// alone. Operators with the review permission get Approve and Reject (a reason required); every
// other role sees the same queue without controls and the sentence saying who may. The forms'
// handlers are the other files of this folder.
import type { Context } from "hono";
import { asc, eq } from "drizzle-orm";
import type { App, AppEnv } from "../../../http/context";
import { db } from "../../../db/client";
import { accounts } from "../../../db/schema";
import { kybReview } from "../../../accounts/forms";
import { kycAsSubmitted } from "../../../accounts/kyc-document";
import type { AccountRow } from "../../../accounts/store";
import { Csrf, Notice } from "../../layout";
import { utc } from "../../format";
import { ConsoleLayout } from "../layout";
import { mayDo, requireOperatorPage, roleSentence, type OperatorMe } from "../door";

export const REVIEW = "review" as const;
/** How many of each stage the page lists (the queue is worked from the oldest). */
const SHOWN = 100;

export interface ReviewExtra {
  error?: string;
  status?: string;
  /** an ID number just revealed, shown beside its account on this answer only */
  revealed?: { accountId: string; number: string };
}

const queue = (env: Env, state: "kyb_submitted" | "kyc_submitted") =>
  db(env).select().from(accounts).where(eq(accounts.kybState, state)).orderBy(asc(accounts.id)).limit(SHOWN).all();

const LABELS: Record<string, string> = {
  legal_name: "Legal name",
  registration_number: "Registration number",
  country: "Country",
  address: "Address",
  website: "Website",
  full_name: "Full name",
  date_of_birth: "Date of birth",
  nationality: "Nationality",
  id_document: "ID document number",
  submitted_at: "Submitted",
};

function Answers(props: { form: Record<string, unknown> }) {
  return (
    <dl class="answers">
      {Object.entries(props.form).map(([k, v]) => (
        <>
          <dt>{LABELS[k] ?? k}</dt>
          <dd>{k === "submitted_at" && typeof v === "string" ? utc(v) : String(v ?? "")}</dd>
        </>
      ))}
    </dl>
  );
}

function Decision(props: { me: OperatorMe; account: AccountRow; stage: "kyb" | "kyc" }) {
  const { me, account, stage } = props;
  const name = `${stage.toUpperCase()} of ${account.name}`;
  return (
    <div class="grid-forms">
      <form method="post" action={`/admin/review/${account.id}/${stage}/approve`}>
        <Csrf me={me} />
        <button type="submit" aria-label={`Approve ${name}`}>Approve {stage.toUpperCase()}</button>
      </form>
      <form method="post" action={`/admin/review/${account.id}/${stage}/reject`}>
        <Csrf me={me} />
        <label>
          Reason for rejecting
          <textarea name="reason" required maxlength={1000} rows={2} aria-describedby={`reject-${account.id}-${stage}-hint`}></textarea>
        </label>
        <small id={`reject-${account.id}-${stage}-hint`}>The partner sees it.</small>
        <button type="submit" class="secondary" aria-label={`Reject ${name}`}>Reject {stage.toUpperCase()}</button>
      </form>
    </div>
  );
}

function Waiting(props: { me: OperatorMe; account: AccountRow; stage: "kyb" | "kyc"; revealed?: ReviewExtra["revealed"] }) {
  const { me, account, stage } = props;
  const may = mayDo(me, REVIEW);
  const form = stage === "kyb" ? kybReview(account.kybForm) : kycAsSubmitted(account.kycForm);
  const revealed = props.revealed?.accountId === account.id ? props.revealed.number : null;
  return (
    <article id={`review-${account.id}`} aria-labelledby={`h-${account.id}`}>
      <header>
        <h3 id={`h-${account.id}`}>{account.name}</h3>
        <p class="muted"><code>{account.id}</code> · waiting for {stage.toUpperCase()} review</p>
      </header>
      {form ? <Answers form={form as Record<string, unknown>} /> : <p>No form is stored.</p>}
      {stage === "kyc" && revealed !== null && (
        <p id="revealed-id-number" role="status">
          ID document number: <code>{revealed}</code> <small>(revealed now; recorded in the audit log)</small>
        </p>
      )}
      {stage === "kyc" && may && revealed === null && (
        <form method="post" action={`/admin/review/${account.id}/reveal`} class="inline">
          <Csrf me={me} />
          <button type="submit" class="secondary outline" aria-label={`Reveal the ID number of ${account.name}`} aria-describedby={`reveal-${account.id}-hint`}>Reveal ID number</button>
          <small id={`reveal-${account.id}-hint`}> Each reveal is recorded in the audit log with your name.</small>
        </form>
      )}
      {may && <Decision me={me} account={account} stage={stage} />}
    </article>
  );
}

export async function ReviewPage(props: { c: Context<AppEnv>; me: OperatorMe } & ReviewExtra) {
  const { c, me } = props;
  const [kyb, kyc] = await Promise.all([queue(c.env, "kyb_submitted"), queue(c.env, "kyc_submitted")]);
  return (
    <ConsoleLayout title="Review queue" me={me}>
      <h1>Review queue</h1>
      {props.error && <Notice error>{props.error}</Notice>}
      {props.status && <Notice>{props.status}</Notice>}
      {!mayDo(me, REVIEW) && <p id="role-sentence" class="muted">{roleSentence(me, REVIEW)}</p>}
      <section aria-labelledby="kyb-h">
        <h2 id="kyb-h">Business forms (KYB): {kyb.length} waiting</h2>
        {kyb.length === 0 ? <p>Nothing waits for KYB review.</p> : kyb.map((a) => <Waiting me={me} account={a} stage="kyb" />)}
      </section>
      <section aria-labelledby="kyc-h">
        <h2 id="kyc-h">Identity forms (KYC): {kyc.length} waiting</h2>
        {kyc.length === 0 ? <p>Nothing waits for KYC review.</p> : kyc.map((a) => <Waiting me={me} account={a} stage="kyc" revealed={props.revealed} />)}
      </section>
    </ConsoleLayout>
  );
}

export function registerReviewPage(app: App): void {
  app.get("/admin/review", async (c) => {
    const me = await requireOperatorPage(c);
    if (me instanceof Response) return me;
    return c.html(<ReviewPage c={c} me={me} />);
  });
}
