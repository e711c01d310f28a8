/** @jsxImportSource hono/jsx */
// GET /dashboard/wallet: the chosen mode's wallet (balance, what is available, pending credit,
// overdraft), its ledger paged like GET /v1/wallet/ledger (newest first, the same cursors; each
// line's source in words, a refund and a commission reversal each a line of its own) with a CSV
// export of the API's own fields, the deposits, and where to send money (each destination with copy buttons and a QR
// code drawn by the Worker). In test mode the sandbox helpers are buttons here, running the same
// steps as POST /v1/test_helpers/bank_transfers and /deposits under a key minted with the form, so
// a double submit has one effect. Every role reads; the helpers need `test_helpers.use` or
// `wallet.manage` (owner, developer, finance), and a viewer's post is 403 with nothing changed.
import type { Context } from "hono";
import { raw } from "hono/html";
import type { App, AppEnv } from "../../http/context";
import { validate } from "../../http/validation";
import { MAX_LIMIT, type ListEnvelope } from "../../http/pagination";
import { can } from "../../domain/roles";
import { ASSETS, NETWORKS, type FundingDestination } from "../../funding/destinations";
import { shownFundingDestinations } from "../../funding/live-destinations";
import { csvLine } from "../../lib/csv";
import { qrSvg } from "../../lib/qr";
import { listOf } from "../../routes/own-list";
import { CreateBankTransferBody, CreateDepositBody } from "../../routes/test-helpers/schemas";
import { simulateBankTransfer, simulateStablecoinDeposit } from "../../routes/test-helpers/sandbox-transfer";
import type { z } from "@hono/zod-openapi";
import type { DepositSchema, LedgerEntrySchema, WalletSchema } from "../../routes/wallet/schemas";
import { money, utc } from "../format";
import { Csrf, Layout, Notice, Pager } from "../layout";
import { inWords } from "../form-words";
import { formIdempotency, MoneyFormFields } from "../money-form";
import { attempt, ownPage, pageAccount, storedValue, type PageFailure } from "../own";
import { onSignedInForm, requireMe, type Current } from "../session";
import { amountField, helperRefusal, mayUseHelpers } from "./wallet-forms";
import { TOP_UP_PATH } from "./lightning-top-up";
import { WALLET_WORDS } from "./wallet-forms";

type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
type Deposit = z.infer<typeof DepositSchema>;
type Wallet = z.infer<typeof WalletSchema>;

const LEDGER_PAGE = 20;
/** The CSV walks the ledger a page of 100 at a time, up to this many lines (newest first). */
export const CSV_MAX_LINES = 10_000;
export const LEDGER_CSV_COLUMNS = ["id", "object", "type", "source", "amount", "currency", "balance_after", "description", "created_at"] as const;

/** Each ledger source in words, as the page shows it (the CSV keeps the API's value); a source not listed shows as it is. */
const SOURCE_WORDS: Record<string, string> = {
  quote: "Purchase",
  deposit: "Deposit",
  order_refund: "Failed order credited back",
  commission_credit: "Commission moved from Revenue",
  refund: "Refund of an order",
  commission_reversal: "Commission reversed",
};

/** A line's source in words; a deposit's debit is money the bank took back after crediting it. */
export function sourceWords(l: Pick<LedgerEntry, "source" | "type">): string {
  if (l.source === "deposit" && l.type === "debit") return "Deposit taken back";
  return SOURCE_WORDS[l.source] ?? l.source;
}

function walletLedgerPage(env: Env, me: Current, query: { limit?: number; cursor?: string }) {
  return listOf(env, pageAccount(env, me), "wallet-ledger", query, {}, (stub, ref, req) => stub.walletLedger(ref, req)) as Promise<ListEnvelope<LedgerEntry>>;
}

function CopyField(props: { id: string; label: string; value: string }) {
  return (
    <div class="secret">
      <span class="label">{props.label}</span>
      <code id={props.id}>{props.value}</code>
      <button type="button" data-copy={props.id} aria-label={`Copy ${props.label}`}>Copy</button>
    </div>
  );
}

function Destination(props: { d: FundingDestination; i: number }) {
  const { d, i } = props;
  if (d.type === "bank_account") {
    const fields: [string, string | undefined][] = [
      ["Bank", d.bank_name],
      ["Account name", d.account_name],
      ["Account number", d.account_number],
      ["Routing number", d.routing_number],
      ["Reference", d.reference],
    ];
    const text = fields.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`).join("\n");
    return (
      <article class="destination">
        <h3>Bank transfer</h3>
        <p>Quote the reference exactly, or the transfer cannot be matched to this account.</p>
        {fields.filter(([, v]) => v).map(([label, value], j) => <CopyField id={`dest-${i}-${j}`} label={label} value={value!} />)}
        <div class="qr" role="img" aria-label="QR code of the bank details">{raw(qrSvg(text))}</div>
      </article>
    );
  }
  return (
    <article class="destination">
      <h3>{d.asset} on {d.network}</h3>
      <p>Send only {d.asset} on the {d.network} network to this address.</p>
      <CopyField id={`dest-${i}-address`} label={`${d.asset} ${d.network} address`} value={d.address ?? ""} />
      <div class="qr" role="img" aria-label={`QR code of the ${d.asset} ${d.network} address`}>{raw(qrSvg(d.address ?? ""))}</div>
    </article>
  );
}

type LedgerPage = Awaited<ReturnType<typeof attempt<ListEnvelope<LedgerEntry>>>>;

const ledgerPage = (env: Env, me: Current, cursor?: string): Promise<LedgerPage> => attempt(() => walletLedgerPage(env, me, { limit: LEDGER_PAGE, cursor }));

/** The networks a stablecoin arrives on, as people name them. */
const NETWORK_WORDS: Record<(typeof NETWORKS)[number], string> = { base: "Base", bep20: "BNB Smart Chain (BEP-20)", trc20: "Tron (TRC-20)" };

async function WalletPage(props: { c: Context<AppEnv>; me: Current; cursor?: string; ledger?: LedgerPage; error?: PageFailure; status?: string }) {
  const { c, me } = props;
  const env = c.env;
  const [wallet, ledger, deposits, destinations] = await Promise.all([
    ownPage(env, me, (s, r) => s.wallet(r)) as Promise<Wallet>,
    props.ledger ?? ledgerPage(env, me),
    listOf(env, pageAccount(env, me), "deposits", { limit: LEDGER_PAGE }, {}, (stub, ref, req) => stub.deposits(ref, req)) as Promise<ListEnvelope<Deposit>>,
    shownFundingDestinations(env, me.account.id, me.mode),
  ]);
  const failure = props.error ?? (ledger.ok ? undefined : ledger.failure);
  const error = failure && inWords(failure, WALLET_WORDS);
  const lines = ledger.ok ? ledger.value : null;
  const helpers = me.mode === "test";
  const mayAct = mayUseHelpers(me);
  return (
    <Layout title="Wallet" me={me}>
      <h1>Wallet</h1>
      {error && <Notice error>{error.message}</Notice>}
      {props.status && <Notice>{props.status}</Notice>}
      <section aria-labelledby="balances">
        <h2 id="balances">Balance ({me.mode} mode)</h2>
        <dl class="figures">
          <div><dt>Balance</dt><dd class="num" data-figure="balance">{money(wallet.balance)}</dd></div>
          <div><dt>Available to spend</dt><dd class="num" data-figure="available">{money(wallet.available)}</dd></div>
          <div><dt>Pending credit</dt><dd class="num" data-figure="pending">{money(wallet.pending_credit)}</dd></div>
          <div><dt>Overdraft in use</dt><dd class="num" data-figure="overdraft">{money(wallet.overdraft_used)} of {money(wallet.overdraft_limit)}</dd></div>
        </dl>
        {wallet.overdue && <Notice error>The overdraft is overdue: purchases wait until a deposit repays it.</Notice>}
      </section>

      {helpers && (
        <section aria-labelledby="sandbox">
          <h2 id="sandbox">Sandbox money</h2>
          <p>Test mode only: make money arrive as a partner's bank or stablecoin payment would, through the same path real deposits take.</p>
          {mayAct ? (
            <div class="grid-forms">
              <form method="post" action="/dashboard/wallet/bank-transfer">
                <Csrf me={me} />
                <MoneyFormFields me={me} />
                <label>
                  Amount (USD)
                  <input name="amount" inputmode="decimal" required value="100.00" />
                </label>
                <button type="submit">Simulate a bank transfer</button>
              </form>
              <form method="post" action="/dashboard/wallet/stablecoin-deposit">
                <Csrf me={me} />
                <MoneyFormFields me={me} />
                <label>
                  Amount (USD)
                  <input name="amount" inputmode="decimal" required value="100.00" />
                </label>
                <fieldset role="group">
                  <select name="asset" aria-label="Asset">{ASSETS.map((a) => <option value={a}>{a}</option>)}</select>
                  <select name="network" aria-label="Network">{NETWORKS.map((n) => <option value={n} selected={n === "bep20"}>{NETWORK_WORDS[n]}</option>)}</select>
                </fieldset>
                <button type="submit">Simulate a stablecoin deposit</button>
              </form>
            </div>
          ) : (
            <p>Your role ({me.account.role}) can see the wallet but not use the sandbox helpers.</p>
          )}
        </section>
      )}

      <section aria-labelledby="lightning">
        <h2 id="lightning">Top up with Lightning</h2>
        {can(me.account.role, "wallet.manage") ? (
          <form method="post" action={TOP_UP_PATH}>
            <Csrf me={me} />
            <MoneyFormFields me={me} />
            <label>
              Top-up amount (USD)
              <input name="amount" inputmode="decimal" required value="50.00" aria-describedby="lightning-help" />
            </label>
            <small id="lightning-help">The wallet is credited this amount when the invoice is paid; the invoice shows as a QR code and its page updates itself.</small>
            <button type="submit">Create Lightning invoice</button>
          </form>
        ) : (
          <p>Your role ({me.account.role}) can see the wallet but not create top-up invoices.</p>
        )}
      </section>

      <section aria-labelledby="ledger">
        <h2 id="ledger">Ledger</h2>
        <p>
          Every change of the balance, newest first. <a href="/dashboard/wallet/ledger.csv" download>Download CSV</a> (amounts in cents; the newest {CSV_MAX_LINES.toLocaleString("en-US")} lines)
        </p>
        {lines && lines.data.length === 0 && <p>No ledger lines yet.</p>}
        {lines && lines.data.length > 0 && (
          <div class="overflow-auto">
            <table class="stack">
              <thead>
                <tr><th scope="col">Date</th><th scope="col">Description</th><th scope="col">Source</th><th scope="col" class="num">Amount</th><th scope="col" class="num">Balance after</th></tr>
              </thead>
              <tbody>
                {lines.data.map((l) => (
                  <tr data-ledger={l.id}>
                    <td data-label="Date">{utc(l.created_at)}</td>
                    <td data-label="Description">{l.description}</td>
                    <td data-label="Source" data-source={l.source}>{sourceWords(l)}</td>
                    <td data-label="Amount" class="num">{l.type === "debit" ? "−" : "+"}{money(l.amount)} <span class="visually-hidden">{l.type}</span></td>
                    <td data-label="Balance after" class="num">{money(l.balance_after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager path="/dashboard/wallet" cursor={props.cursor} next={lines?.next_cursor} older="Older lines" />
      </section>

      <section aria-labelledby="deposits">
        <h2 id="deposits">Deposits</h2>
        {deposits.data.length === 0 ? (
          <p>No deposits yet.</p>
        ) : (
          <div class="overflow-auto">
            <table class="stack">
              <thead>
                <tr><th scope="col">Date</th><th scope="col">Deposit</th><th scope="col">Rail</th><th scope="col">Status</th><th scope="col" class="num">Amount</th></tr>
              </thead>
              <tbody>
                {deposits.data.map((d) => (
                  <tr>
                    <td data-label="Date">{utc(d.created_at)}</td>
                    <td data-label="Deposit"><code>{d.id}</code></td>
                    <td data-label="Rail">{d.rail === "bank_transfer" ? "Bank transfer" : d.rail === "crypto" ? `${d.asset ?? ""} ${d.network ?? ""}`.trim() : "Lightning"}</td>
                    <td data-label="Status">{d.status === "credited" ? "Credited" : d.status === "detected" ? "Detected, waiting for confirmation" : "Failed"}</td>
                    <td data-label="Amount" class="num">{money(d.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="fund">
        <h2 id="fund">Fund the wallet</h2>
        {destinations.length === 0 ? <p>No funding rail is configured for {me.mode} mode yet.</p> : destinations.map((d, i) => <Destination d={d} i={i} />)}
      </section>
    </Layout>
  );
}

export function registerWalletPage(app: App): void {
  app.get("/dashboard/wallet", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const cursor = c.req.query("cursor") || undefined;
    // a cursor this list did not give out is the API's 400 parameter_invalid, shown on the page
    const ledger = await ledgerPage(c.env, me, cursor);
    return c.html(<WalletPage c={c} me={me} cursor={cursor} ledger={ledger} />, ledger.ok ? 200 : ledger.failure.status);
  });

  app.get("/dashboard/wallet/ledger.csv", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    let out = csvLine([...LEDGER_CSV_COLUMNS]);
    let cursor: string | undefined;
    for (let lines = 0; lines < CSV_MAX_LINES; ) {
      const page = await walletLedgerPage(c.env, me, { limit: MAX_LIMIT, cursor });
      for (const l of page.data) {
        out += csvLine([l.id, l.object, l.type, l.source, l.amount.amount, l.amount.currency, l.balance_after.amount, l.description, l.created_at]);
      }
      lines += page.data.length;
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    const day = new Date().toISOString().slice(0, 10);
    return c.body(out, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="wallet-ledger-${me.mode}-${day}.csv"`,
    });
  });

  onSignedInForm(app, "/dashboard/wallet/bank-transfer", async (c, me, f) => {
    const refused = helperRefusal(me);
    if (refused) return c.html(<WalletPage c={c} me={me} error={{ status: 403, message: refused.message, code: refused.code }} />, 403);
    const done = await attempt(async () => {
      const body = validate(CreateBankTransferBody, { amount: amountField(f) });
      const idem = await formIdempotency(f, me, "/v1/test_helpers/bank_transfers", body);
      return storedValue<Deposit>(await simulateBankTransfer(c.env, pageAccount(c.env, me), idem, body));
    });
    if (!done.ok) return c.html(<WalletPage c={c} me={me} error={done.failure} />, done.failure.status);
    const deposit = done.value;
    return c.html(<WalletPage c={c} me={me} status={`Bank transfer of ${money(deposit.amount)} credited (deposit ${deposit.id}).`} />);
  });

  onSignedInForm(app, "/dashboard/wallet/stablecoin-deposit", async (c, me, f) => {
    const refused = helperRefusal(me);
    if (refused) return c.html(<WalletPage c={c} me={me} error={{ status: 403, message: refused.message, code: refused.code }} />, 403);
    const done = await attempt(async () => {
      const body = validate(CreateDepositBody, { amount: amountField(f), asset: f.asset, network: f.network });
      const idem = await formIdempotency(f, me, "/v1/test_helpers/deposits", { amount: body.amount, asset: f.asset, network: f.network });
      return storedValue<Deposit>(await simulateStablecoinDeposit(c.env, pageAccount(c.env, me), idem, body));
    });
    if (!done.ok) return c.html(<WalletPage c={c} me={me} error={done.failure} />, done.failure.status);
    const deposit = done.value;
    return c.html(<WalletPage c={c} me={me} status={`Stablecoin deposit of ${money(deposit.amount)} credited (deposit ${deposit.id}).`} />);
  });
}
