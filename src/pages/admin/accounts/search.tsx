/** @jsxImportSource hono/jsx */
// GET /admin/accounts: the account search. One box looks an account up by its id, its name (any
// part), a member's email, a deposit address or bank reference, a Lightning payment hash or a
// chain transaction hash (accounts/account-search.ts says where each is found); each hit says which key
// matched. With the box empty, the newest accounts are listed, paged with the same list and
// cursors as GET /admin/v1/accounts. Every role reads it; nothing here changes anything.
import type { Context } from "hono";
import type { App, AppEnv } from "../../../http/context";
import { pageRequest, toList } from "../../../http/pagination";
import { listAccounts, type AccountRow } from "../../../accounts/store";
import { searchAccounts, SEARCH_MAX, type AccountHit, type SearchKey } from "../../../accounts/account-search";
import { utc } from "../../format";
import { Notice, Pager } from "../../layout";
import { attempt } from "../../own";
import { requireOperatorPage, type OperatorMe } from "../door";
import { ConsoleLayout } from "../layout";
import { KYB_WORDS } from "./words";
import { consoleWords } from "../words";

const MATCH_WORDS: Record<SearchKey, string> = {
  id: "account id",
  name: "name",
  email: "member email",
  deposit_address: "deposit address",
  bank_reference: "bank reference",
  payment_hash: "Lightning payment hash",
  tx_hash: "chain transaction hash",
};

/** The scope of GET /admin/v1/accounts's unfiltered list, so a cursor works in both. */
const SCOPE = "admin_accounts:*";
const PAGE = 25;

function AccountsTable(props: { rows: { account: AccountRow; matched?: SearchKey[] }[] }) {
  const matched = props.rows.some((r) => r.matched);
  return (
    <div class="overflow-auto">
      <table class="stack">
        <thead>
          <tr>
            <th scope="col">Account</th><th scope="col">Name</th><th scope="col">Verification</th><th scope="col">Live access</th><th scope="col">Created</th>
            {matched && <th scope="col">Matched by</th>}
          </tr>
        </thead>
        <tbody>
          {props.rows.map(({ account: a, matched: m }) => (
            <tr data-account={a.id}>
              <td data-label="Account"><a href={`/admin/accounts/${a.id}`}><code>{a.id}</code></a></td>
              <td data-label="Name">{a.name}</td>
              <td data-label="Verification">{KYB_WORDS[a.kybState] ?? a.kybState}{a.status !== "active" && ` (account ${a.status})`}</td>
              <td data-label="Live access">{a.liveAccess ? "Yes" : "No"}</td>
              <td data-label="Created">{utc(a.createdAt)}</td>
              {matched && <td data-label="Matched by">{(m ?? []).map((k) => MATCH_WORDS[k]).join(", ")}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

async function searchPage(c: Context<AppEnv>, me: OperatorMe) {
  const q = (c.req.query("q") ?? "").trim();
  const cursor = c.req.query("cursor") || undefined;
  let hits: AccountHit[] | null = null;
  let newest: { rows: AccountRow[]; next: string | null } | null = null;
  let failure: string | null = null;
  if (q) {
    hits = await searchAccounts(c.env, q);
  } else {
    const listed = await attempt(async () => {
      const page = await pageRequest(c.env, SCOPE, { limit: PAGE, cursor });
      const rows = await listAccounts(c.env, page);
      const list = await toList(c.env, SCOPE, page, rows, (r) => r.id, (r) => r);
      return { rows: list.data, next: list.next_cursor };
    });
    if (listed.ok) newest = listed.value;
    else failure = consoleWords(listed.failure).message;
  }
  c.header("cache-control", "no-store");
  return c.html(
    <ConsoleLayout title="Accounts" me={me}>
      <h1>Accounts</h1>
      <form method="get" action="/admin/accounts" role="search">
        <label for="account-search">Find an account</label>
        <input id="account-search" type="search" name="q" value={q} maxlength={SEARCH_MAX} aria-describedby="account-search-hint" />
        <small id="account-search-hint">Account id, name, member email, deposit address or bank reference, Lightning payment hash, or chain transaction hash.</small>
        <button type="submit">Search</button>
      </form>
      {failure && <Notice error>{failure}</Notice>}
      {hits && (
        <section aria-labelledby="results">
          <h2 id="results">Results for <code>{q}</code></h2>
          {hits.length === 0 ? <p>No account matches.</p> : <AccountsTable rows={hits} />}
          <p><a href="/admin/accounts">Newest accounts</a></p>
        </section>
      )}
      {newest && (
        <section aria-labelledby="newest">
          <h2 id="newest">Newest accounts</h2>
          {newest.rows.length === 0 ? <p>No accounts yet.</p> : <AccountsTable rows={newest.rows.map((account) => ({ account }))} />}
          <Pager path="/admin/accounts" cursor={cursor} next={newest.next} older="Older accounts" />
        </section>
      )}
    </ConsoleLayout>,
    failure ? 400 : 200,
  );
}

export function registerAccountSearchPage(app: App): void {
  app.get("/admin/accounts", async (c) => {
    const me = await requireOperatorPage(c);
    if (me instanceof Response) return me;
    return searchPage(c, me);
  });
}
