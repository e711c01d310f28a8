/** @jsxImportSource hono/jsx */
// GET /dashboard/settings: the business profile. The account's facts are GET /v1/account's Account,
// made by the same function (accountView, for the session's mode, as the route does for the key's
// mode), so the page says what the API answers; beside them the owners' emails and the conventions
// every page follows (UTC times, USD money). Owners (`account.manage`) may change the business
// name (rename.tsx); every other role reads the page without the form.
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import { can } from "../../domain/roles";
import { BUSINESS_NAME_MAX } from "../../accounts/profile";
import { accountView, getAccount } from "../../accounts/store";
import type { KybState } from "../../accounts/onboarding";
import { membersOf } from "../../team/members";
import { money, utc } from "../format";
import { Csrf, Layout, Notice } from "../layout";
import type { PageFailure } from "../own";
import { requireMe, type Current } from "../session";
import { Field } from "./fields";
import { SettingsNav } from "./nav";
import { STATE_WORDS } from "./words";
import { IdCopy } from "../names";

const STATUS_WORDS: Record<string, string> = { active: "Active" };
const CREDIT_WORDS: Record<string, string> = { active: "Active", frozen: "Frozen while an overdraft is overdue" };
const words = (table: Record<string, string>, value: string) => table[value] ?? value;

export async function ProfilePage(props: { c: Context<AppEnv>; me: Current; failure?: PageFailure; status?: string; typed?: string }) {
  const { c, me } = props;
  const manage = can(me.account.role, "account.manage");
  const [account, members] = await Promise.all([getAccount(c.env, me.account.id).then((row) => accountView(c.env, row, me.mode)), membersOf(c.env, me.account.id)]);
  const owners = members.filter((m) => m.role === "owner");
  const facts: { id: string; label: string; value: string; num?: boolean }[] = [
    { id: "name", label: "Business name", value: account.name },
    { id: "id", label: "Account ID", value: account.id },
    { id: "created_at", label: "Created", value: utc(account.created_at) },
    { id: "status", label: "Status", value: words(STATUS_WORDS, account.status) },
    { id: "live_access", label: "Live access", value: account.live_access ? "Yes: live mode and live keys are open" : "No: test only until verification is approved" },
    { id: "kyb_state", label: "Verification", value: STATE_WORDS[account.kyb_state as KybState].title },
    { id: "overdraft_limit", label: `Overdraft limit (${me.mode} mode)`, value: money(account.credit.overdraft_limit), num: true },
    { id: "net_terms_days", label: `Net terms (${me.mode} mode)`, value: `${account.credit.net_terms_days} days`, num: true },
    { id: "credit_status", label: `Credit (${me.mode} mode)`, value: words(CREDIT_WORDS, account.credit.status) },
  ];
  return (
    <Layout title="Business profile" me={me}>
      <SettingsNav current="/dashboard/settings" />
      <h1>Business profile</h1>
      {props.status && <Notice>{props.status}</Notice>}
      {props.failure && props.failure.param !== "name" && <Notice error>{props.failure.message}</Notice>}
      <section aria-labelledby="facts">
        <h2 id="facts">Account</h2>
        <div class="overflow-auto">
          <table class="stack" id="account-facts">
            <tbody>
              {facts.map((f) => (
                <tr>
                  <th scope="row">{f.label}</th>
                  <td data-fact={f.id} class={f.num ? "num" : undefined}>{f.id === "id" ? <IdCopy id={f.value} what="account" /> : f.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          <small>
            The same facts as <code>GET /v1/account</code> with a {me.mode} key. Verification details are on the{" "}
            <a href="/dashboard/settings/verification">Verification</a> page.
          </small>
        </p>
      </section>
      <section aria-labelledby="owners">
        <h2 id="owners">Owners</h2>
        <ul id="owner-emails">
          {owners.map((o) => <li>{o.email}</li>)}
        </ul>
        <p><small>Owners manage the profile, verification, members, the payout address and live keys. Members are on the <a href="/dashboard/team">Team</a> page.</small></p>
      </section>
      <section aria-labelledby="conventions">
        <h2 id="conventions">Conventions</h2>
        <ul>
          <li>Times are in UTC, on every page, in every export and in the API.</li>
          <li>The wallet and every price charged are in US dollars (USD); amounts in the API are integer cents.</li>
          <li>Test and live are kept apart: each mode has its own wallet, orders and credit terms.</li>
        </ul>
      </section>
      <section aria-labelledby="rename">
        <h2 id="rename">Business name</h2>
        {manage ? (
          <form method="post" action="/dashboard/settings/name">
            <Csrf me={me} />
            <Field
              form="profile"
              name="name"
              label="Business name"
              value={props.typed ?? account.name}
              failure={props.failure}
              maxlength={BUSINESS_NAME_MAX}
              autocomplete="organization"
              fix={`enter 1 to ${BUSINESS_NAME_MAX} characters, the name your team and travellers know you by.`}
              hint="Shown in the dashboard, in invitations and as the account's name in the API. Your legal name is the one in the business verification (KYB) form, which this does not change."
            />
            <button type="submit">Save name</button>
          </form>
        ) : (
          <p>Only owners change the business name. Your role: {me.account.role}.</p>
        )}
      </section>
    </Layout>
  );
}

export function registerProfilePage(app: App): void {
  app.get("/dashboard/settings", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    return c.html(<ProfilePage c={c} me={me} />);
  });
}
