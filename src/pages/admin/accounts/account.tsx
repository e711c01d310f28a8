/** @jsxImportSource hono/jsx */
// GET /admin/accounts/{id}: one account as an operator sees it. Its state (status, verification,
// live access, a rejection's reason), its members (email, role), its API keys (ids, mode, name,
// created and revoked; never a secret, which is stored nowhere), then per mode (test always; live
// once the account has live access, so no live object is made before): the wallet and credit
// terms as GET /v1/wallet and the account object answer them, the work in flight with its next
// due time, and the first page of orders, deposits and payouts; the negotiated commission; and
// the newest audit entries about the account. Every role reads it; the money forms show for
// roles holding credit.manage (money/account-money.tsx), the Goodwill refund form of each mode for
// roles holding refunds.manage (refunds/goodwill-panel.tsx).
import type { Context } from "hono";
import type { z } from "@hono/zod-openapi";
import type { OrderSchema } from "../../../routes/orders/schemas";
import type { OrderSupply } from "../../../account-object/route-attempts";
import type { DepositSchema } from "../../../routes/wallet/schemas";
import type { PayoutSchema } from "../../../routes/revenue/schemas";
import type { App, AppEnv, Mode } from "../../../http/context";
import { unwrap } from "../../../http/errors";
import { accountObject } from "../../../account-object/stub";
import { listKeys, restrictionsOf } from "../../../accounts/keys";
import { describePermissions } from "../../../domain/key-permissions";
import { getAccount, type AccountRow } from "../../../accounts/store";
import { listAudit } from "../../../audit/log";
import { money, utc } from "../../format";
import { Notice } from "../../layout";
import { attempt } from "../../own";
import { requireOperatorPage, type OperatorMe } from "../door";
import { ConsoleLayout } from "../layout";
import { AuditEntries } from "../audit/entries";
import { CommissionPanel, CreditTermsPanel, WorkInFlight, type FormFailure } from "../money/account-money";
import { GoodwillRefundPanel } from "../refunds/goodwill-panel";
import { KYB_WORDS } from "./words";

/** How many of each list the page shows (the first page of each). */
const FIRST = 10;
const AUDIT_SHOWN = 20;

/** What a successful form on this page says when the page comes back (never text from the request). */
export const ACCOUNT_DONE = {
  credit_test: "Test mode credit terms set.",
  credit_live: "Live mode credit terms set.",
  commission: "Negotiated commission set.",
  refund_test: "Goodwill refund made: the order's price is back in the test mode wallet.",
  refund_live: "Goodwill refund made: the order's price is back in the live mode wallet.",
} as const;
export type AccountDone = keyof typeof ACCOUNT_DONE;

async function modeView(env: Env, accountId: string, mode: Mode) {
  const stub = accountObject(env, accountId, mode);
  const ref = { accountId, mode };
  const [wallet, terms, work, orders, deposits, payouts] = await Promise.all([
    stub.wallet(ref),
    stub.creditTerms(),
    stub.stuckWork(ref),
    stub.orders(ref, {}, { limit: FIRST }),
    stub.deposits(ref, { limit: FIRST }),
    stub.payouts(ref, { limit: FIRST }),
  ]);
  const firstOrders = (unwrap(orders) as z.infer<typeof OrderSchema>[]).slice(0, FIRST);
  // live: the route, package and cost each order was (or is being) supplied by; never shown to partners
  const supply = mode === "live" && firstOrders.length ? unwrap(await stub.orderSupply(ref, firstOrders.map((o) => o.id))) : [];
  return {
    mode,
    wallet: unwrap(wallet),
    terms,
    work: unwrap(work),
    // the first page of each, as the partner's lists answer it
    orders: firstOrders,
    supply: new Map(supply.map((s) => [s.order_id, s])),
    deposits: (unwrap(deposits) as z.infer<typeof DepositSchema>[]).slice(0, FIRST),
    payouts: (unwrap(payouts) as z.infer<typeof PayoutSchema>[]).slice(0, FIRST),
  };
}
type ModeView = Awaited<ReturnType<typeof modeView>>;

async function members(env: Env, accountId: string) {
  const { results } = await env.DB.prepare(
    "SELECT u.email, m.role, m.created_at FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.account_id = ? ORDER BY m.created_at",
  ).bind(accountId).all<{ email: string; role: string; created_at: number }>();
  return results;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, " ");

const route = (sku: string) => {
  const at = sku.indexOf(":");
  return <>{sku.slice(0, at)} <code>{sku.slice(at + 1)}</code></>;
};

/** The route that served a live order (or that it is trying), its cost and the supplier's id of the eSIM, and the routes it left. */
function SuppliedBy({ supply, status }: { supply: OrderSupply | undefined; status: string }) {
  if (!supply) return <>—</>;
  const served = supply.attempts.find((a) => a.state === "fulfilled");
  const open = supply.attempts.find((a) => a.state === "open");
  const left = supply.attempts.filter((a) => a.state !== "fulfilled" && a.state !== "open");
  return (
    <>
      {status === "fulfilled" || (!served && !open && supply.attempts.length === 0)
        ? <>{route(supply.sku)}, {money({ amount: supply.cost, currency: "USD" })}{supply.supplier_ref && <> (eSIM <code>{supply.supplier_ref}</code>)</>}</>
        : open ? <>trying {route(open.sku)}</> : "no route now"}
      {left.map((a) => (
        <span class="muted" data-attempt={a.n}>
          ; {a.state === "duplicate" ? "bought twice at" : "left"} {route(a.sku)}{a.reason ? ` (${a.reason})` : ""}{a.settlement ? `: ${a.settlement.replace("_", " ")}` : ""}
        </span>
      ))}
    </>
  );
}

function ModeSection(props: { me: OperatorMe; account: AccountRow; v: ModeView; failed?: FormFailure | undefined }) {
  const { me, account, v } = props;
  const w = v.wallet;
  const id = `mode-${v.mode}`;
  return (
    <section aria-labelledby={id} data-mode={v.mode}>
      <h2 id={id}>{v.mode === "test" ? "Test mode" : "Live mode"}</h2>
      <h3>Balances</h3>
      <dl class="figures" data-wallet={v.mode}>
        <div><dt>Wallet balance</dt><dd class="num">{money(w.balance)}</dd></div>
        <div><dt>Available to spend</dt><dd class="num">{money(w.available)}</dd></div>
        <div><dt>Pending deposits</dt><dd class="num">{money(w.pending_credit)}</dd></div>
        <div><dt>Overdraft used</dt><dd class="num">{money(w.overdraft_used)}</dd></div>
        <div><dt>Overdue</dt><dd>{w.overdue ? "Yes: an overdraft is past its due date" : "No"}</dd></div>
      </dl>
      <CreditTermsPanel me={me} accountId={account.id} mode={v.mode} terms={v.terms} failed={props.failed} />
      <WorkInFlight work={v.work} />
      <h3>Recent orders</h3>
      {v.orders.length === 0 ? <p>No orders.</p> : (
        <div class="overflow-auto">
          <table class="stack">
            <thead><tr><th scope="col">Date</th><th scope="col">Order</th><th scope="col">Offer</th><th scope="col">Status</th><th scope="col" class="num">Price</th>{v.mode === "live" && <th scope="col">Supplied by</th>}</tr></thead>
            <tbody>
              {v.orders.map((o) => (
                <tr data-order={o.id}>
                  <td data-label="Date">{utc(o.created_at)}</td>
                  <td data-label="Order"><code>{o.id}</code></td>
                  <td data-label="Offer"><code>{o.offer_id}</code></td>
                  <td data-label="Status">{cap(o.status)}{o.failure_reason ? `: ${o.failure_reason}` : ""}</td>
                  <td data-label="Price" class="num">{money(o.price)}</td>
                  {v.mode === "live" && <td data-label="Supplied by"><SuppliedBy supply={v.supply.get(o.id)} status={o.status} /></td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <GoodwillRefundPanel me={me} accountId={account.id} mode={v.mode} failed={props.failed} />
      <h3>Recent deposits</h3>
      {v.deposits.length === 0 ? <p>No deposits.</p> : (
        <div class="overflow-auto">
          <table class="stack">
            <thead><tr><th scope="col">Date</th><th scope="col">Deposit</th><th scope="col">Rail</th><th scope="col">Status</th><th scope="col" class="num">Amount</th><th scope="col">Reference</th></tr></thead>
            <tbody>
              {v.deposits.map((d) => (
                <tr data-deposit={d.id}>
                  <td data-label="Date">{utc(d.created_at)}</td>
                  <td data-label="Deposit"><code>{d.id}</code></td>
                  <td data-label="Rail">{cap(d.rail)}{d.network ? ` (${d.asset} on ${d.network})` : ""}</td>
                  <td data-label="Status">{cap(d.status)}</td>
                  <td data-label="Amount" class="num">{money(d.amount)}</td>
                  <td data-label="Reference"><code>{d.tx_hash ?? d.reference ?? d.lightning_invoice_id ?? "—"}</code></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>Recent payouts</h3>
      {v.payouts.length === 0 ? <p>No payouts.</p> : (
        <div class="overflow-auto">
          <table class="stack">
            <thead><tr><th scope="col">Date</th><th scope="col">Payout</th><th scope="col">Status</th><th scope="col" class="num">Amount</th><th scope="col">To</th></tr></thead>
            <tbody>
              {v.payouts.map((p) => (
                <tr data-payout={p.id}>
                  <td data-label="Date">{utc(p.created_at)}</td>
                  <td data-label="Payout"><code>{p.id}</code></td>
                  <td data-label="Status">{cap(p.status)}{p.failure_reason ? `: ${p.failure_reason}` : ""}</td>
                  <td data-label="Amount" class="num">{money(p.amount)}</td>
                  <td data-label="To"><code>{p.lightning_address}</code></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The page, with a refused form's failure beside its form (then answered with the refusal's status). */
export async function accountPage(c: Context<AppEnv>, me: OperatorMe, accountId: string, failed?: FormFailure): Promise<Response> {
  const found = await attempt(() => getAccount(c.env, accountId));
  c.header("cache-control", "no-store");
  if (!found.ok) {
    return c.html(
      <ConsoleLayout title="Account not found" me={me}>
        <h1>Account not found</h1>
        <Notice error>{found.failure.message}</Notice>
        <p><a href="/admin/accounts">Search accounts</a></p>
      </ConsoleLayout>,
      404,
    );
  }
  const account = found.value;
  const modes: Mode[] = account.liveAccess ? ["test", "live"] : ["test"];
  const [people, keys, views, audit] = await Promise.all([
    members(c.env, account.id),
    listKeys(c.env, account.id, { limit: 100 }),
    Promise.all(modes.map((m) => modeView(c.env, account.id, m))),
    listAudit(c.env, { accountId: account.id }, { limit: AUDIT_SHOWN }),
  ]);
  const done = c.req.query("done") as AccountDone | undefined;
  return c.html(
    <ConsoleLayout title={`Account ${account.name}`} me={me}>
      <p><a href="/admin/accounts">← Accounts</a></p>
      <h1>{account.name} <code>{account.id}</code></h1>
      {done && done in ACCOUNT_DONE && <Notice>{ACCOUNT_DONE[done]}</Notice>}
      <section aria-labelledby="state">
        <h2 id="state">State</h2>
        <dl class="figures">
          <div><dt>Status</dt><dd data-status={account.status}>{cap(account.status)}</dd></div>
          <div><dt>Verification</dt><dd data-kyb={account.kybState}>{KYB_WORDS[account.kybState] ?? account.kybState}</dd></div>
          <div><dt>Live access</dt><dd>{account.liveAccess ? "Yes" : "No"}</dd></div>
          {account.rejectionReason && <div><dt>Rejection reason</dt><dd>{account.rejectionReason}</dd></div>}
          <div><dt>Created</dt><dd>{utc(account.createdAt)}</dd></div>
        </dl>
      </section>
      <section aria-labelledby="users">
        <h2 id="users">Users</h2>
        {people.length === 0 ? <p>No users (the account was made through the API).</p> : (
          <table class="stack">
            <thead><tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Joined</th></tr></thead>
            <tbody>
              {people.map((p) => (
                <tr data-member={p.email}><td data-label="Email">{p.email}</td><td data-label="Role">{cap(p.role)}</td><td data-label="Joined">{utc(p.created_at)}</td></tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="keys">
        <h2 id="keys">API keys</h2>
        {keys.length === 0 ? <p>No API keys.</p> : (
          <div class="overflow-auto">
            <table class="stack">
              <thead><tr><th scope="col">Key</th><th scope="col">Mode</th><th scope="col">Name</th><th scope="col">Access</th><th scope="col">Allowed addresses</th><th scope="col">Last used</th><th scope="col">Created</th><th scope="col">State</th></tr></thead>
              <tbody>
                {keys.slice(0, 100).map((k) => (
                  <tr data-key={k.id}>
                    <td data-label="Key"><code>{k.id}</code></td>
                    <td data-label="Mode">{cap(k.mode)}</td>
                    <td data-label="Name">{k.name ?? "—"}</td>
                    <td data-label="Access">{describePermissions(restrictionsOf(k).permissions)}</td>
                    <td data-label="Allowed addresses">{restrictionsOf(k).allowedIps?.join(", ") ?? "Anywhere"}</td>
                    <td data-label="Last used">{k.lastUsedAt === null ? "Never" : utc(k.lastUsedAt)}</td>
                    <td data-label="Created">{utc(k.createdAt)}</td>
                    <td data-label="State">{k.revokedAt === null ? "Active" : `Revoked ${utc(k.revokedAt)}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <CommissionPanel me={me} accountId={account.id} commissionBps={account.commissionBps} failed={failed} />
      {views.map((v) => <ModeSection me={me} account={account} v={v} failed={failed} />)}
      {!account.liveAccess && <p>Live mode: no live access yet, so there is no live wallet.</p>}
      <section aria-labelledby="audit">
        <h2 id="audit">Audit entries</h2>
        <AuditEntries rows={audit.slice(0, AUDIT_SHOWN)} caption="The newest entries about this account" />
        <p><a href={`/admin/audit?account=${encodeURIComponent(account.id)}`}>All audit entries about this account</a></p>
      </section>
    </ConsoleLayout>,
    failed ? failed.failure.status : 200,
  );
}

export function registerAccountPage(app: App): void {
  app.get("/admin/accounts/:id", async (c) => {
    const me = await requireOperatorPage(c);
    if (me instanceof Response) return me;
    return accountPage(c, me, c.req.param("id"));
  });
}
