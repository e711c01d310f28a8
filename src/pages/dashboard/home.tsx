/** @jsxImportSource hono/jsx */
// GET /dashboard: the chosen mode's money at a glance (wallet balance, pending credit, overdraft in
// use, commission balance), read through the same account-object reads as GET /v1/wallet and
// GET /v1/revenue; the onboarding checklist, each item read from its real record; the first test
// key right after sign-up (shown once); and the account switch for people in several accounts.
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import type { Outcome } from "../../http/errors";
import { hasActiveKey } from "../../accounts/keys";
import { getAccount, type AccountRow } from "../../accounts/store";
import { money } from "../format";
import { Csrf, Layout, Notice, SecretBox } from "../layout";
import { takeNewKey } from "../new-key";
import { ownPage, pageAccount } from "../own";
import { requireMe, type Current } from "../session";

interface Step {
  label: string;
  done: boolean;
  detail: string;
}

const KYB_PASSED = new Set(["kyc_pending", "kyc_submitted", "approved"]);

/** The onboarding steps, in order, each ticked from the record that proves it. */
async function checklist(env: Env, me: Current, account: AccountRow): Promise<Step[]> {
  const test = pageAccount(env, { account: me.account, mode: "test" });
  const live = account.liveAccess ? pageAccount(env, { account: me.account, mode: "live" }) : null;
  const [orders, testHooks, liveHooks, liveKey] = await Promise.all([
    // the order's view is too deep for the RPC stub's types; only whether one exists matters here
    test.stub.orders(test.ref, {}, { limit: 1 }) as Promise<Outcome<unknown[]>>,
    test.stub.webhookEndpoints(test.ref, { limit: 1 }),
    live ? live.stub.webhookEndpoints(live.ref, { limit: 1 }) : null,
    hasActiveKey(env, me.account.id, "live"),
  ]);
  const testOrders = orders.ok ? orders.value.length : 0;
  const endpoints = (testHooks.ok ? testHooks.value.length : 0) + (liveHooks?.ok ? liveHooks.value.length : 0);
  const kyb = account.kybState;
  return [
    { label: "Verify your email", done: me.user.emailVerifiedAt !== null, detail: me.user.emailVerifiedAt ? "Verified" : `We sent a link to ${me.user.email}` },
    { label: "Make a first test purchase", done: testOrders > 0, detail: testOrders > 0 ? "A test order exists" : "Buy an offer with your test key (POST /v1/quotes)" },
    { label: "Add a webhook endpoint", done: endpoints > 0, detail: endpoints > 0 ? "An endpoint receives your events" : "POST /v1/webhook_endpoints" },
    {
      label: "Business verification (KYB)",
      done: KYB_PASSED.has(kyb),
      detail: KYB_PASSED.has(kyb) ? "Approved" : kyb === "kyb_submitted" ? "Submitted, under review" : kyb === "rejected" ? "Rejected: submit it again" : "Not submitted",
    },
    {
      label: "Identity verification (KYC)",
      done: kyb === "approved",
      detail: kyb === "approved" ? "Approved: live access is on" : kyb === "kyc_submitted" ? "Submitted, under review" : kyb === "kyc_pending" ? "Waiting for your KYC form" : "After KYB",
    },
    { label: "Create a live API key", done: liveKey, detail: liveKey ? "A live key is active" : account.liveAccess ? "On the API keys page" : "After live access" },
  ];
}

async function Home(props: { c: Context<AppEnv>; me: Current; newKey: string | null }) {
  const { me } = props;
  const env = props.c.env;
  const account = await getAccount(env, me.account.id);
  const [wallet, revenue, steps] = await Promise.all([
    ownPage(env, me, (s, r) => s.wallet(r)),
    ownPage(env, me, (s, r) => s.revenue(r)),
    checklist(env, me, account),
  ]);
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
      <section aria-labelledby="start">
        <h2 id="start">Getting started</h2>
        <p>{left === 0 ? "All done." : `${left} of ${steps.length} steps left.`}</p>
        <ol class="checklist">
          {steps.map((s) => (
            <li data-done={s.done ? "yes" : "no"}>
              <strong>{s.done ? "Done" : "To do"}:</strong> {s.label} <small>({s.detail})</small>
            </li>
          ))}
        </ol>
        <p>Call the API with your test key: <code>curl -H "Authorization: Bearer svc_test_…" {new URL(props.c.req.url).origin}/v1/account</code></p>
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
