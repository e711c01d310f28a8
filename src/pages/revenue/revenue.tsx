/** @jsxImportSource hono/jsx */
// GET /dashboard/revenue: the chosen mode's Revenue Centre as GET /v1/revenue answers it (tier,
// rate, the 30-day fulfilled volume against the next tier's threshold, the commission balances,
// the payout address), its entries paged like GET /v1/revenue/entries (newest first, the same
// cursors), the newest payouts, and the forms that act on it: transfer to the wallet and request a
// payout (`revenue.manage`, money forms with a key minted here), set the payout address
// (`payout_address.manage`, owners; in live mode after a fresh second factor), and the monthly
// statement (any role). Every role reads the page; a role without a permission sees why instead
// of the form.
import type { Context } from "hono";
import type { z } from "@hono/zod-openapi";
import type { AppEnv } from "../../http/context";
import type { ListEnvelope } from "../../http/pagination";
import { can } from "../../domain/roles";
import { MIN_PAYOUT_CENTS } from "../../domain/commission";
import { monthOf, STATEMENT_MAX_LINES } from "../../domain/statement";
import { usd } from "../../domain/money";
import { listOf } from "../../routes/own-list";
import type { PayoutSchema, RevenueEntrySchema } from "../../routes/revenue/schemas";
import { secondFactorFresh } from "../../identity/sessions";
import { money, percent, utc } from "../format";
import { inWords, type FormWords } from "../form-words";
import { Csrf, Layout, Notice, Pager } from "../layout";
import { MoneyFormFields } from "../money-form";
import { attempt, ownPage, pageAccount, type PageFailure } from "../own";
import type { Current } from "../session";
import { Progress } from "./progress";
import { tierName, type Revenue } from "./words";
type Entry = z.infer<typeof RevenueEntrySchema>;
type Payout = z.infer<typeof PayoutSchema>;

const ENTRIES_PAGE = 20;
const PAYOUTS_SHOWN = 20;

/** Each kind of entry in words, and whether it adds to the balance or takes from it. */
const KINDS: Record<Entry["kind"], { words: string; adds: boolean }> = {
  earned: { words: "Earned on an order", adds: true },
  taken_as_credit: { words: "Moved to the wallet", adds: false },
  paid_out: { words: "Paid out", adds: false },
  payout_returned: { words: "Payout returned", adds: true },
  commission_reversed: { words: "Reversed: the order was refunded", adds: false },
};

const PAYOUT_STATUS: Record<Payout["status"], string> = {
  pending: "Pending: being sent",
  succeeded: "Paid",
  failed: "Failed, amount returned to the balance",
};

/** The same page of entries GET /v1/revenue/entries answers, under the same cursors. */
export function revenueEntriesPage(env: Env, me: Current, query: { limit?: number; cursor?: string }) {
  return listOf<Entry & { position: string }>(
    env, pageAccount(env, me), "revenue-entries", query, {},
    (stub, ref, req) => stub.revenueEntries(ref, req),
    (e) => e.position,
    ({ position: _, ...entry }) => entry,
  ) as Promise<ListEnvelope<Entry>>;
}

/**
 * Whether the payout address is shown in full: always in test mode; in live mode only after a
 * second factor confirmed in the last 10 minutes (a live payout address is revealed like a live key).
 */
export function addressRevealed(me: Current, now = Date.now()): boolean {
  return me.mode === "test" || secondFactorFresh(me.session, now);
}

/** "alice@wallet.example.com" → "a…@wallet.example.com". */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf("@");
  return at <= 0 ? "…" : `${address.slice(0, 1)}…${address.slice(at)}`;
}

type EntriesPage = Awaited<ReturnType<typeof attempt<ListEnvelope<Entry>>>>;

export const entriesPage = (env: Env, me: Current, cursor?: string): Promise<EntriesPage> =>
  attempt(() => revenueEntriesPage(env, me, { limit: ENTRIES_PAGE, cursor }));

/** The Revenue page's forms in words (form-words.ts): both amounts, the payout address, the statement's month. */
const REVENUE_WORDS: FormWords = {
  amount: {
    label: "Amount (USD)",
    fix: (f) =>
      f.code === "amount_above_balance"
        ? "enter at most the commission balance shown above, or leave it empty to move all of it."
        : f.code === "amount_above_payable"
          ? "enter at most the amount payable now, shown above, or leave it empty to pay out all of it."
          : f.code === "payout_below_minimum"
            ? "a payout is at least USD 1.00."
            : "enter a USD amount such as 25.00, or leave it empty for all of it.",
  },
  lightning_address: {
    label: "Lightning address",
    fix: (f) =>
      /domain/.test(f.message)
        ? "we could not reach a Lightning wallet at that address's domain. Check the address with your wallet's provider."
        : "enter the address your Lightning wallet gives you, written like an email address: payouts@wallet.example.com.",
  },
  month: { label: "Month", fix: (f) => (/not started/.test(f.message) ? "choose this month or an earlier one." : "choose a month, such as 2026-01.") },
  cursor: { label: "The page link", fix: "it has expired: start again from the newest entries." },
};

export async function RevenuePage(props: { c: Context<AppEnv>; me: Current; cursor?: string; entries?: EntriesPage; error?: PageFailure; status?: string; month?: string }) {
  const { c, me } = props;
  const env = c.env;
  const [r, entries, payouts] = await Promise.all([
    ownPage(env, me, (s, ref) => s.revenue(ref)) as Promise<Revenue>,
    props.entries ?? entriesPage(env, me),
    listOf(env, pageAccount(env, me), "payouts", { limit: PAYOUTS_SHOWN }, {}, (stub, ref, req) => stub.payouts(ref, req)) as Promise<ListEnvelope<Payout>>,
  ]);
  const failure = props.error ?? (entries.ok ? undefined : entries.failure);
  const error = failure && inWords(failure, REVENUE_WORDS);
  const lines = entries.ok ? entries.value : null;
  const mayManage = can(me.account.role, "revenue.manage");
  const mayAddress = can(me.account.role, "payout_address.manage");
  const revealed = addressRevealed(me);
  const shownAddress = (a: string) => (revealed ? a : maskedAddress(a));
  const month = props.month ?? monthOf(Date.now());
  return (
    <Layout title="Revenue" me={me}>
      <h1>Revenue</h1>
      {error && <Notice error>{error.message}</Notice>}
      {props.status && <Notice>{props.status}</Notice>}

      <section aria-labelledby="tier">
        <h2 id="tier">Tier ({me.mode} mode)</h2>
        <dl class="figures">
          <div><dt>Tier</dt><dd data-figure="tier">{tierName(r.tier)}</dd></div>
          <div><dt>Commission rate</dt><dd class="num" data-figure="rate">{percent(r.commission_bps)}{r.negotiated ? ", negotiated" : ""}</dd></div>
          <div><dt>Fulfilled in the last 30 days</dt><dd class="num" data-figure="volume">{money(r.volume)}</dd></div>
        </dl>
        <Progress revenue={r} />
      </section>

      <section aria-labelledby="commission">
        <h2 id="commission">Commission</h2>
        <dl class="figures">
          <div><dt>Balance</dt><dd class="num" data-figure="balance">{money(r.balance)}</dd></div>
          <div><dt>Payable now</dt><dd class="num" data-figure="payable">{money(r.payable)}</dd></div>
          <div><dt>Earned to date</dt><dd class="num" data-figure="lifetime_earned">{money(r.lifetime_earned)}</dd></div>
          <div><dt>Moved to the wallet</dt><dd class="num" data-figure="taken_as_credit">{money(r.taken_as_credit)}</dd></div>
          <div><dt>Paid out</dt><dd class="num" data-figure="paid_out">{money(r.paid_out)}</dd></div>
          <div><dt>Reversed by refunds</dt><dd class="num" data-figure="reversed">{money(r.reversed)}</dd></div>
        </dl>
        {r.payable.amount < r.balance.amount && <p>Part of the balance is held against the overdraft in use, so less is payable than the balance.</p>}
      </section>

      <section aria-labelledby="transfer">
        <h2 id="transfer">Transfer to the wallet</h2>
        <p>One-way: the amount leaves the commission balance and arrives in the wallet as credit, where it first repays any overdraft. Leave the amount empty to move the whole balance.</p>
        {mayManage ? (
          <form method="post" action="/dashboard/revenue/transfer">
            <Csrf me={me} />
            <MoneyFormFields me={me} />
            <label>
              Amount (USD)
              <input name="amount" inputmode="decimal" placeholder={`all (${money(r.balance)})`} />
            </label>
            <button type="submit">Transfer to the wallet</button>
          </form>
        ) : (
          <p>Your role ({me.account.role}) can see the commission but not move it.</p>
        )}
      </section>

      <section aria-labelledby="address">
        <h2 id="address">Payout address</h2>
        <p>
          Payouts are sent over Lightning to this address (name@domain).{" "}
          {r.payout_address === null ? <strong data-figure="payout_address">No address set yet.</strong> : <code data-figure="payout_address">{shownAddress(r.payout_address)}</code>}
        </p>
        {!revealed && r.payout_address !== null && <p>Confirm your two-factor code on the Security page to see the live address in full.</p>}
        {mayAddress ? (
          <form method="post" action="/dashboard/revenue/payout-address">
            <Csrf me={me} />
            <label>
              Lightning address
              <input name="lightning_address" type="text" inputmode="email" autocomplete="off" required maxlength={320} placeholder="payouts@wallet.example.com" aria-describedby={me.mode === "live" ? "payout-address-hint" : undefined} />
            </label>
            {me.mode === "live" && <p id="payout-address-hint"><small>In live mode, changing it needs a two-factor code confirmed on the Security page in the last 10 minutes.</small></p>}
            <button type="submit">{r.payout_address === null ? "Set payout address" : "Change payout address"}</button>
          </form>
        ) : (
          <p>Only owners set the payout address; your role is {me.account.role}.</p>
        )}
      </section>

      <section aria-labelledby="payouts">
        <h2 id="payouts">Payouts</h2>
        {mayManage ? (
          <form method="post" action="/dashboard/revenue/payouts">
            <Csrf me={me} />
            <MoneyFormFields me={me} />
            <p>Pays out over Lightning to the payout address; at least {money(usd(MIN_PAYOUT_CENTS))}. Leave the amount empty to pay out everything payable ({money(r.payable)}).</p>
            <label>
              Amount (USD)
              <input name="amount" inputmode="decimal" placeholder={`all (${money(r.payable)})`} />
            </label>
            <button type="submit" disabled={r.payout_address === null} aria-describedby={r.payout_address === null ? "payout-needs-address" : undefined}>Request a payout</button>
            {r.payout_address === null && <p id="payout-needs-address"><small>Set a payout address first.</small></p>}
          </form>
        ) : (
          <p>Your role ({me.account.role}) can see payouts but not request them.</p>
        )}
        {payouts.data.length === 0 ? (
          <p>No payouts yet.</p>
        ) : (
          <div class="overflow-auto">
            <p>The newest {PAYOUTS_SHOWN} payouts.</p>
            <table class="stack">
              <thead>
                <tr><th scope="col">Requested</th><th scope="col">Payout</th><th scope="col">To</th><th scope="col">Status</th><th scope="col" class="num">Amount</th></tr>
              </thead>
              <tbody>
                {payouts.data.map((p) => (
                  <tr data-payout={p.id}>
                    <td data-label="Requested">{utc(p.created_at)}</td>
                    <td data-label="Payout"><code>{p.id}</code></td>
                    <td data-label="To"><code>{shownAddress(p.lightning_address)}</code></td>
                    <td data-label="Status">{PAYOUT_STATUS[p.status]}{p.status === "failed" && p.failure_reason ? ` (${p.failure_reason})` : ""}</td>
                    <td data-label="Amount" class="num">{money(p.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="entries">
        <h2 id="entries">Entries</h2>
        <p>Every change of the commission balance, newest first.</p>
        {lines && lines.data.length === 0 && <p>No entries yet: fulfilled orders earn commission here.</p>}
        {lines && lines.data.length > 0 && (
          <div class="overflow-auto">
            <table class="stack">
              <thead>
                <tr><th scope="col">Date</th><th scope="col">Entry</th><th scope="col">For</th><th scope="col" class="num">Rate</th><th scope="col" class="num">Amount</th></tr>
              </thead>
              <tbody>
                {lines.data.map((e) => (
                  <tr data-entry={e.id}>
                    <td data-label="Date">{utc(e.created_at)}</td>
                    <td data-label="Entry">{KINDS[e.kind].words}</td>
                    <td data-label="For">{e.order_id ? <a href={`/dashboard/orders/${e.order_id}`}><code>{e.order_id}</code></a> : e.payout_id ? <code>{e.payout_id}</code> : "—"}</td>
                    <td data-label="Rate" class="num">{e.rate_bps === null ? "—" : percent(e.rate_bps)}</td>
                    <td data-label="Amount" class="num">{KINDS[e.kind].adds ? "+" : "−"}{money(e.amount)} <span class="visually-hidden">{KINDS[e.kind].adds ? "added" : "taken"}</span></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager path="/dashboard/revenue" cursor={props.cursor} next={lines?.next_cursor} older="Older entries" />
      </section>

      <section aria-labelledby="statement">
        <h2 id="statement">Monthly statement</h2>
        <p>A CSV of one calendar month (UTC): the opening balance, every entry of the month oldest first with the balance after it, and the closing balance. Amounts in cents; up to {STATEMENT_MAX_LINES.toLocaleString("en-US")} entries a month.</p>
        <form method="get" action="/dashboard/revenue/statement.csv">
          <label>
            Month
            <input type="month" name="month" value={month} pattern="\d{4}-\d{2}" placeholder="YYYY-MM" required />
          </label>
          <button type="submit">Download statement</button>
        </form>
      </section>
    </Layout>
  );
}
