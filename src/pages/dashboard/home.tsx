/** @jsxImportSource hono/jsx */
// GET /dashboard: the chosen mode's money at a glance (wallet balance, pending credit, overdraft in
// use, commission balance), read through the same account-object reads as GET /v1/wallet and
// GET /v1/revenue; the onboarding checklist, each item read from its real record; the first test
// key right after sign-up (shown once); and the account switch for people in several accounts.
import type { Context } from "hono";
import type { App, AppEnv, Mode } from "../../http/context";
import { hasActiveKey } from "../../accounts/keys";
import { money } from "../format";
import { Csrf, Layout, Notice, SecretBox } from "../layout";
import { takeNewKey } from "../new-key";
import { ownPage } from "../own";
import { requireMe, type Current } from "../session";

interface Step {
  label: string;
  done: boolean;
  detail: string;
}

const KYB_PASSED = new Set(["kyc_pending", "kyc_submitted", "approved"]);

type Overview = Awaited<ReturnType<typeof overviewOf>>;

function overviewOf(env: Env, me: Pick<Current, "account" | "mode">) {
  return ownPage(env, me, (s, r) => s.overview(r));
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
    { label: "Make a first test purchase", done: testOrders, detail: testOrders ? "A test order exists" : "Buy an offer with your test key (POST /v1/quotes)" },
    { label: "Add a webhook endpoint", done: endpoints, detail: endpoints ? "An endpoint receives your events" : "POST /v1/webhook_endpoints" },
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
  const account = me.account;
  const shown = await overviewOf(env, me);
  const { wallet, revenue } = shown;
  const steps = await checklist(env, me, shown);
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
