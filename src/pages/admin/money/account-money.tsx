/** @jsxImportSource hono/jsx */
// The money controls on an account's page: the credit terms of one mode (overdraft limit and net
// terms, POST /admin/accounts/{id}/credit), the negotiated commission (POST
// /admin/accounts/{id}/commission), and the work in flight of one mode (pending orders and payouts
// with the time each is next handed to its queue again). A role without credit.manage sees the
// values and the sentence saying who may change them, never the form.
import type { CreditTerms } from "../../../account-object/credit";
import type { StuckItem } from "../../../account-object/stuck-work";
import { centsToDecimal } from "../../../domain/money";
import type { Mode } from "../../../http/context";
import { money, utc } from "../../format";
import { Csrf, Notice } from "../../layout";
import type { PageFailure } from "../../own";
import { mayDo, roleSentence, type OperatorMe } from "../door";
import { consoleWords } from "../words";

/** A refusal and the form it answers, to show beside that form. */
export interface FormFailure {
  form: string;
  failure: PageFailure;
  /** what was typed, shown again */
  fields: Record<string, string>;
}

const failureOf = (f: FormFailure | undefined, form: string) => (f?.form === form ? f : undefined);

export function CreditTermsPanel(props: { me: OperatorMe; accountId: string; mode: Mode; terms: CreditTerms; failed?: FormFailure | undefined }) {
  const { me, accountId, mode, terms } = props;
  const form = `credit-${mode}`;
  const failed = failureOf(props.failed, form);
  return (
    <div data-credit={mode}>
      <h4>Credit terms</h4>
      <dl class="figures">
        <div><dt>Overdraft limit</dt><dd class="num">{money({ amount: terms.overdraftLimit, currency: "USD" })}</dd></div>
        <div><dt>Net terms</dt><dd>{terms.netTermsDays} days</dd></div>
        <div><dt>Credit</dt><dd>{terms.status === "frozen" ? "Frozen: an overdraft is past due" : "Active"}</dd></div>
      </dl>
      {mayDo(me, "credit.manage") ? (
        <form method="post" action={`/admin/accounts/${accountId}/credit`} aria-label={`Credit terms in ${mode} mode`}>
          <Csrf me={me} />
          <input type="hidden" name="mode" value={mode} />
          {failed && <Notice error>{consoleWords(failed.failure).message}</Notice>}
          <fieldset class="grid">
            <label>
              Overdraft limit (USD)
              <input name="overdraft_limit" inputmode="decimal" required value={failed?.fields.overdraft_limit ?? centsToDecimal(terms.overdraftLimit)} />
            </label>
            <label>
              Net terms (days)
              <input name="net_terms_days" type="number" min="0" max="365" required value={failed?.fields.net_terms_days ?? String(terms.netTermsDays)} />
            </label>
          </fieldset>
          <button type="submit">Set {mode} credit terms</button>
        </form>
      ) : (
        <p class="muted" data-role-sentence="credit.manage">{roleSentence(me, "credit.manage")}</p>
      )}
    </div>
  );
}

export function CommissionPanel(props: { me: OperatorMe; accountId: string; commissionBps: number | null; failed?: FormFailure | undefined }) {
  const { me, accountId, commissionBps } = props;
  const failed = failureOf(props.failed, "commission");
  return (
    <section aria-labelledby="commission">
      <h2 id="commission">Commission</h2>
      <p data-commission={commissionBps ?? "ladder"}>
        {commissionBps === null ? "The tier ladder applies (no negotiated rate)." : `Negotiated rate: ${commissionBps} basis points (${(commissionBps / 100).toFixed(2)}%).`}
      </p>
      {mayDo(me, "credit.manage") ? (
        <form method="post" action={`/admin/accounts/${accountId}/commission`} aria-label="Negotiated commission">
          <Csrf me={me} />
          {failed && <Notice error>{consoleWords(failed.failure).message}</Notice>}
          <label>
            Negotiated commission (basis points)
            <input name="commission_bps" type="number" min="0" max="10000" value={failed?.fields.commission_bps ?? (commissionBps === null ? "" : String(commissionBps))} aria-describedby="commission-bps-hint" />
          </label>
          <small id="commission-bps-hint">0 to 10000; empty to let the tier ladder apply. Above 2000 basis points (the top tier) it is refused unless the pricing margins cover it.</small>
          <button type="submit">Set commission</button>
        </form>
      ) : (
        <p class="muted" data-role-sentence="credit.manage">{roleSentence(me, "credit.manage")}</p>
      )}
    </section>
  );
}

const STATE_WORDS = { pending: "Pending", followup: "Refunded, still looked up for a late supplier success" } as const;

function WorkTable(props: { what: string; rows: StuckItem[] }) {
  if (props.rows.length === 0) return <p>No {props.what.toLowerCase()} in flight.</p>;
  return (
    <div class="overflow-auto">
      <table class="stack">
        <caption class="muted">{props.what} in flight, earliest due first</caption>
        <thead>
          <tr><th scope="col">Id</th><th scope="col">State</th><th scope="col" class="num">Amount</th><th scope="col">Created</th><th scope="col">Last handed over</th><th scope="col">Next due</th></tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr data-work={r.id}>
              <td data-label="Id"><code>{r.id}</code></td>
              <td data-label="State">{STATE_WORDS[r.state]}</td>
              <td data-label="Amount" class="num">{money({ amount: r.amount, currency: "USD" })}</td>
              <td data-label="Created">{utc(r.created_at)}</td>
              <td data-label="Last handed over">{r.dispatched_at ? utc(r.dispatched_at) : "Not yet"}</td>
              <td data-label="Next due">{utc(r.next_due_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function WorkInFlight(props: { work: { orders: StuckItem[]; payouts: StuckItem[] } }) {
  return (
    <div data-work-in-flight>
      <h4>Work in flight</h4>
      <WorkTable what="Orders" rows={props.work.orders} />
      <WorkTable what="Payouts" rows={props.work.payouts} />
    </div>
  );
}
