/** @jsxImportSource hono/jsx */
// GET /dashboard: the account's name, the first test key right after sign-up (shown once), what
// is left to do, and the account switch for people in several accounts.
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import { getAccount } from "../../accounts/store";
import { Csrf, Layout, Notice, SecretBox } from "../layout";
import { takeNewKey } from "../new-key";
import { requireMe, type Current } from "../session";

async function Home(props: { c: Context<AppEnv>; me: Current; newKey: string | null }) {
  const { me } = props;
  const account = await getAccount(props.c.env, me.account.id);
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
      {!me.user.emailVerifiedAt && (
        <Notice>
          Verify your email: we sent a link to <strong>{me.user.email}</strong>. Business verification (KYB) and live keys wait for it.
        </Notice>
      )}
      <section>
        <h2>Getting started</h2>
        <ul>
          <li>{me.user.emailVerifiedAt ? "Done: " : "To do: "}verify your email</li>
          <li>Call the API with your test key: <code>curl -H "Authorization: Bearer svc_test_…" {new URL(props.c.req.url).origin}/v1/account</code></li>
          <li>Business verification: {account.kybState === "approved" ? "approved, live access on" : `state ${account.kybState}`}</li>
        </ul>
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
