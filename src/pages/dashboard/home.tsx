/** @jsxImportSource hono/jsx */
// GET /dashboard: the chosen mode's money at a glance (wallet balance, pending credit, overdraft in
// use, commission balance), read through the same account-object reads as GET /v1/wallet and
// GET /v1/revenue; its newest orders by product name; the onboarding checklist, each item read
// from its real record, each step still to do linking the page where it is done (never an API
// path); the first test key right after sign-up (shown once); and the account switch for people
// in several accounts.
import type { Context } from "hono";
import type { App, AppEnv, Mode } from "../../http/context";
import { hasActiveKey } from "../../accounts/keys";
import type { z } from "@hono/zod-openapi";
import type { ListEnvelope } from "../../http/pagination";
import { listOf } from "../../routes/own-list";
import type { OrderSchema } from "../../routes/orders/schemas";
import { money, utc } from "../format";
import { Csrf, Layout, Notice, SecretBox, TableBox } from "../layout";
import { productNames } from "../names";
import { OrderCells } from "./order-cells";
import { takeNewKey } from "../new-key";
import { ownPage, pageAccount } from "../own";
import { requireMe, type Current } from "../session";

interface Step {
  label: string;
  done: boolean;
  detail: string;
  /** the page where the step is taken, while it is still to do */
  href?: string;
  go?: string;
}

type Order = z.infer<typeof OrderSchema>;
const RECENT = 5;

const KYB_PASSED = new Set(["kyc_pending", "kyc_submitted", "approved"]);

type Overview = Awaited<ReturnType<typeof overviewOf>>;

function overviewOf(env: Env, me: Pick<Current, "account" | "mode">) {
  return ownPage(env, me, (s, r) => s.overview(r));
}

/** The mode's newest few orders, read as GET /v1/orders lists them. */
async function recentOrders(env: Env, me: Current): Promise<Order[]> {
  const page = (await listOf(env, pageAccount(env, me), "orders", { limit: RECENT }, {}, (stub, ref, req) => stub.orders(ref, {}, req))) as ListEnvelope<Order>;
  return page.data;
}

/**
 * The onboarding steps, in order, each ticked from the record that proves it: test orders from
 * the test object, endpoints from either mode's (the chosen mode's overview is already at hand,
 * so a test-mode Home asks its object once).
 */
async function checklist(env: Env, me: Current, shown: Overview): Promise<Step[]> {
  const account = me.account;
  const other: Mode = me.mode === "test" ? "live" : "test";
  const [otherView, liveKey] = await Promise.all([
    other === "test" || account.liveAccess ? overviewOf(env, { account: me.account, mode: other }) : null,
    account.liveAccess ? hasActiveKey(env, me.account.id, "live") : false,
  ]);
  const test = me.mode === "test" ? shown : otherView!;
  const testOrders = test.hasOrder;
  const endpoints = shown.hasEndpoint || (otherView?.hasEndpoint ?? false);
  const kyb = account.kybState;
  return [
    { label: "Verify your email", done: me.user.emailVerifiedAt !== null, detail: me.user.emailVerifiedAt ? "Verified" : `We sent a link to ${me.user.email}` },
    {
      label: "Make a first test purchase",
      done: testOrders,
      detail: testOrders ? "A test order exists" : "Put sandbox money in the wallet, then buy an eSIM from the catalog",
      href: "/dashboard/wallet",
      go: "Wallet",
    },
    { label: "Add a webhook endpoint", done: endpoints, detail: endpoints ? "An endpoint receives your events" : "Where your system hears of each order", href: "/dashboard/webhooks", go: "Webhooks" },
    {
      label: "Business verification (KYB)",
      done: KYB_PASSED.has(kyb),
      detail: KYB_PASSED.has(kyb) ? "Approved" : kyb === "kyb_submitted" ? "Submitted, under review" : kyb === "rejected" ? "Rejected: submit it again" : "Not submitted",
      href: "/dashboard/settings/verification",
      go: "Verification",
    },
    {
      label: "Identity verification (KYC)",
      done: kyb === "approved",
      detail: kyb === "approved" ? "Approved: live access is on" : kyb === "kyc_submitted" ? "Submitted, under review" : kyb === "kyc_pending" ? "Waiting for your KYC form" : "After KYB",
      ...(kyb === "kyc_pending" ? { href: "/dashboard/settings/verification", go: "Verification" } : {}),
    },
    {
      label: "Create a live API key",
      done: liveKey,
      detail: liveKey ? "A live key is active" : account.liveAccess ? "On the API keys page" : "After live access",
      ...(account.liveAccess ? { href: "/dashboard/api-keys", go: "API keys" } : {}),
    },
  ];
}

async function Home(props: { c: Context<AppEnv>; me: Current; newKey: string | null }) {
  const { me } = props;
  const env = props.c.env;
  const account = me.account;
  const [shown, recent] = await Promise.all([overviewOf(env, me), recentOrders(env, me)]);
  const { wallet, revenue } = shown;
  const [steps, names] = await Promise.all([checklist(env, me, shown), productNames(env, me, recent)]);
  const figures = [
    { id: "balance", label: "Wallet balance", value: money(wallet.balance) },
    { id: "pending", label: "Pending credit", value: money(wallet.pending_credit) },
    { id: "overdraft", label: "Overdraft in use", value: `${money(wallet.overdraft_used)} of ${money(wallet.overdraft_limit)}` },
    { id: "commission", label: "Commission balance", value: money(revenue.balance) },
  ];
  const left = steps.filter((s) => !s.done).length;
  return (
    <Layout title="Dashboard" me={me}>
      <h1>{account.name}</h1>
      {props.newKey && (
        <section aria-labelledby="first-key">
          <h2 id="first-key">Your test API key</h2>
          <Notice>This is the only time the key is shown. Copy it now and keep it secret.</Notice>
          <SecretBox id="new-key" label="test API key" value={props.newKey} />
        </section>
      )}
      <section aria-labelledby="money">
        <h2 id="money">Money ({me.mode} mode)</h2>
        <dl class="figures">
          {figures.map((f) => (
            <div>
              <dt>{f.label}</dt>
              <dd class="num" data-figure={f.id}>{f.value}</dd>
            </div>
          ))}
        </dl>
        {wallet.overdue && <Notice error>The overdraft is overdue: purchases wait until a deposit repays it.</Notice>}
        <p><a href="/dashboard/wallet">Wallet, ledger and deposits</a></p>
      </section>
      {recent.length > 0 && (
        <section aria-labelledby="recent">
          <h2 id="recent">Recent orders</h2>
          <TableBox label="Recent orders">
            <table class="stack">
              <thead>
                <tr><th scope="col">Date</th><th scope="col">Product</th><th scope="col">Status</th><th scope="col" class="num">Price</th></tr>
              </thead>
              <tbody>
                {recent.map((o) => (
                  <tr data-order={o.id}>
                    <td data-label="Date">{utc(o.created_at)}</td>
                    <OrderCells order={o} name={names.get(o.offer_id)} />
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          <p><a href="/dashboard/orders">All orders</a></p>
        </section>
      )}
      <section aria-labelledby="start">
        <h2 id="start">Getting started</h2>
        <p>{left === 0 ? "All done." : `${left} of ${steps.length} steps left.`}</p>
        <ol class="checklist">
          {steps.map((s) => (
            <li data-done={s.done ? "yes" : "no"}>
              <strong>{s.done ? "Done" : "To do"}:</strong> {s.label} <small>({s.detail})</small>
              {!s.done && s.href && <> <a href={s.href}>{s.go}</a></>}
            </li>
          ))}
        </ol>
        <p>
          The <a href="/dashboard/catalog">Catalog</a> sells eSIMs and top-ups; <a href="/dashboard/orders">Orders</a> shows what was bought. Developers find the
          API keys and the <a href="/docs">API reference</a> under Developers.
        </p>
      </section>
      {me.accounts.length > 1 && (
        <section>
          <h2>Switch account</h2>
          <form method="post" action="/dashboard/switch">
            <Csrf me={me} />
            <label>
              Account
              <select name="account_id">
                {me.accounts.map((a) => (
                  <option value={a.id} selected={a.id === me.account.id}>{a.name} ({a.role})</option>
                ))}
              </select>
            </label>
            <button type="submit">Switch</button>
          </form>
        </section>
      )}
    </Layout>
  );
}

export function registerHomePage(app: App): void {
  app.get("/dashboard", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const newKey = await takeNewKey(c, me.session.id);
    c.header("cache-control", "no-store");
    return c.html(<Home c={c} me={me} newKey={newKey} />);
  });
}
