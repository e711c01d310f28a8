/** @jsxImportSource hono/jsx */
// GET /dashboard/api-keys and its forms: create (with an optional name), create restricted (a
// grid of resources, none / read / write, and allowed addresses), change a key's allowed
// addresses, roll (the new key keeps the name, permissions and addresses) and revoke. Keys made
// here are the API's keys (src/accounts/keys.ts): the same hashing, the same revocation, the name
// checked by the operator API's rule, permissions and addresses read by the same step. Test keys need the
// `keys.manage` permission; live keys need `keys.live` (owners), live access, a verified email,
// and a second factor checked in the last 10 minutes.
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import { issueKey, KEY_NAME_MAX, listKeys, restrictionsOf, revokeKey, setAllowedIps, type ApiKeyView } from "../../accounts/keys";
import { ALLOWED_IPS_MAX, describePermissions, RESOURCE_LEVELS, RESOURCES, splitAddressLines, type Resource } from "../../domain/key-permissions";
import { getAccount } from "../../accounts/store";
import { can } from "../../domain/roles";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validation";
import { KeyName } from "../../routes/admin/api-keys/schemas";
import { Csrf, Layout, Notice, SecretBox, TableBox } from "../layout";
import { inWords, type FormWords } from "../form-words";
import { IdCopy } from "../names";
import type { PageFailure } from "../own";
import { freshSecondFactorRefusal } from "../live-check";
import { checkedForm, forbidden, requireMe, type Current } from "../session";

/** Each resource of a restricted key as people name it, in the order the access table lists them. */
export const RESOURCE_WORDS: Record<Resource, string> = {
  offers: "Catalog",
  quotes: "Purchases (quotes and batches)",
  orders: "Orders and eSIMs",
  refunds: "Refunds",
  wallet: "Wallet and ledger",
  revenue: "Revenue Centre",
  payouts: "Payouts",
  webhooks: "Webhooks",
  events: "Events",
  request_logs: "Request log",
  reporting: "Reports",
  brand: "Brand",
  account: "Account",
  test_helpers: "Sandbox helpers",
};

const LEVEL_WORDS = { none: "None", read: "Read", write: "Write" } as const;

/**
 * What a restricted key may do, as one compact table: a row per resource in words, None / Read /
 * Write in columns (a level the resource cannot have is a dash). Each row's
 * radios share the row's name (one choice a row) and are named "<resource>: <level>"; None is chosen to start with.
 */
function AccessTable() {
  return (
    <fieldset>
      <legend>What the key may do</legend>
      <p><small id="access-hint">Write includes read. Permissions cannot change later: roll the key into a new one instead.</small></p>
      <TableBox label="Access of the new key">
        <table class="access" aria-describedby="access-hint">
          <thead>
            <tr><th scope="col">Resource</th>{(["none", "read", "write"] as const).map((l) => <th scope="col">{LEVEL_WORDS[l]}</th>)}</tr>
          </thead>
          <tbody>
            {RESOURCES.map((r) => {
              const levels = ["none", ...RESOURCE_LEVELS[r]] as string[];
              return (
                <tr data-resource={r}>
                  <th scope="row" id={`perm-${r}-name`}>{RESOURCE_WORDS[r]}</th>
                  {(["none", "read", "write"] as const).map((level) => (
                    <td>
                      {levels.includes(level) ? (
                        <input type="radio" name={`perm_${r}`} value={level} checked={level === "none"} aria-label={`${RESOURCE_WORDS[r]}: ${LEVEL_WORDS[level]}`} />
                      ) : (
                        <span aria-hidden="true">—</span>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableBox>
    </fieldset>
  );
}

/** The key forms' refusals in words (form-words.ts): the name, a row of the access table, the allowed addresses. */
const KEY_WORDS: FormWords = {
  name: { label: "Name", fix: `use at most ${KEY_NAME_MAX} characters.` },
  permissions: { label: "What the key may do", fix: "choose None, Read or Write on each row." },
  ...Object.fromEntries(
    RESOURCES.map((r) => [
      `permissions.${r}`,
      {
        label: RESOURCE_WORDS[r],
        fix: (f: PageFailure) =>
          /test keys only/.test(f.message) ? "only test keys may use the sandbox helpers: choose None." : `choose ${["none", ...RESOURCE_LEVELS[r]].map((l) => LEVEL_WORDS[l as keyof typeof LEVEL_WORDS]).join(" or ")}.`,
      },
    ]),
  ),
  allowed_ips: { label: "Allowed addresses", fix: (f) => (/At most/.test(f.message) ? `list at most ${ALLOWED_IPS_MAX} addresses or ranges.` : "write one address or range a line, like 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32.") },
};

/** A refusal of the key forms in words, its field as KEY_WORDS knows it (an address's line, an unknown row of the table), and what was done. */
function keyFailure(e: ApiError, done: string): string {
  const line = /^allowed_ips\[(\d+)\]$/.exec(e.param ?? "");
  if (line) return `Allowed addresses: line ${Number(line[1]) + 1} is not an address or a range. Write one a line, like 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32. ${done}`;
  const param = e.param?.startsWith("permissions.") && !(e.param in KEY_WORDS) ? "permissions" : e.param;
  return `${inWords({ status: e.status, code: e.code, message: e.message, ...(param ? { param } : {}) }, KEY_WORDS).message} ${done}`;
}

async function KeysPage(props: { c: Context<AppEnv>; me: Current; shown?: ApiKeyView; error?: string; status?: string }) {
  const { c, me } = props;
  const rows = await listKeys(c.env, me.account.id, { limit: 100 });
  const account = await getAccount(c.env, me.account.id);
  const mayTest = can(me.account.role, "keys.manage");
  const mayLive = can(me.account.role, "keys.live") && account.liveAccess;
  return (
    <Layout title="API keys" me={me}>
      <h1>API keys</h1>
      {props.error && <Notice error>{props.error}</Notice>}
      {props.status && <Notice>{props.status}</Notice>}
      {props.shown && (
        <section>
          <Notice>New {props.shown.mode} key: this is the only time it is shown. Copy it now.</Notice>
          <SecretBox id="new-key" label={`${props.shown.mode} API key`} value={props.shown.secret ?? ""} />
        </section>
      )}
      {mayTest ? (
        <form method="post" action="/dashboard/api-keys">
          <Csrf me={me} />
          <label>
            Name (optional)
            <input name="name" maxlength={100} placeholder="e.g. booking system" autocomplete="off" />
          </label>
          <fieldset role="group">
            <select name="mode" aria-label="Mode">
              <option value="test">Test</option>
              <option value="live" disabled={!mayLive}>Live{account.liveAccess ? "" : " (after verification)"}</option>
            </select>
            <button type="submit">Create key</button>
          </fieldset>
        </form>
      ) : (
        <p>Your role ({me.account.role}) can see keys but not create them.</p>
      )}
      {mayTest && (
        <details>
          <summary>Create restricted key</summary>
          <form method="post" action="/dashboard/api-keys">
            <Csrf me={me} />
            <input type="hidden" name="restricted" value="1" />
            <label>
              Name (optional)
              <input name="name" maxlength={100} placeholder="e.g. reporting tool" autocomplete="off" />
            </label>
            <label>
              Mode
              <select name="mode">
                <option value="test">Test</option>
                <option value="live" disabled={!mayLive}>Live{account.liveAccess ? "" : " (after verification)"}</option>
              </select>
            </label>
            <AccessTable />
            <details>
              <summary>Allowed addresses (optional)</summary>
              <label>
                Allowed addresses
                <textarea name="allowed_ips" rows={3} placeholder={"203.0.113.7\n2001:db8::/32"} aria-describedby="allowed-ips-hint"></textarea>
              </label>
              <small id="allowed-ips-hint">One a line: IPv4 or IPv6 addresses or ranges (203.0.113.0/24), at most {ALLOWED_IPS_MAX}. Empty: the key works from anywhere.</small>
            </details>
            <button type="submit">Create restricted key</button>
          </form>
        </details>
      )}
      <TableBox label="API keys">
        <table class="stack">
          <thead>
            <tr><th scope="col">Key</th><th scope="col">Name</th><th scope="col">Mode</th><th scope="col">Access</th><th scope="col">Allowed addresses</th><th scope="col">Last used</th><th scope="col">Created</th><th scope="col">Status</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr>
          </thead>
          <tbody>
            {rows.slice(0, 100).map((k) => {
              const { permissions, allowedIps } = restrictionsOf(k);
              const mayChange = !k.revokedAt && (k.mode === "live" ? can(me.account.role, "keys.live") : mayTest);
              return (
              <tr>
                <td data-label="Key"><IdCopy id={k.id} what="key" /></td>
                <td data-label="Name">{k.name ?? "—"}</td>
                <td data-label="Mode">{k.mode}</td>
                <td data-label="Access">{describePermissions(permissions)}</td>
                <td data-label="Allowed addresses">
                  {allowedIps === null ? "Anywhere" : allowedIps.join(", ")}
                  {mayChange && (
                    <details class="addresses">
                      <summary>Change</summary>
                      <form method="post" action={`/dashboard/api-keys/${k.id}/addresses`}>
                        <Csrf me={me} />
                        <label>
                          Allowed addresses of {k.name ?? k.id} (one a line; empty: anywhere)
                          <textarea name="allowed_ips" rows={2}>{(allowedIps ?? []).join("\n")}</textarea>
                        </label>
                        <button type="submit" class="secondary">Save addresses</button>
                      </form>
                    </details>
                  )}
                </td>
                <td data-label="Last used">{k.lastUsedAt === null ? "Never" : `${new Date(k.lastUsedAt).toISOString().slice(0, 16).replace("T", " ")} UTC`}</td>
                <td data-label="Created">{new Date(k.createdAt).toISOString().slice(0, 16).replace("T", " ")} UTC</td>
                <td data-label="Status">{k.revokedAt ? "Revoked" : "Active"}</td>
                <td>
                  {mayChange && (
                    <>
                      <form method="post" action={`/dashboard/api-keys/${k.id}/roll`} class="inline">
                        <Csrf me={me} />
                        <button type="submit" class="secondary">Roll</button>
                      </form>{" "}
                      <form method="post" action={`/dashboard/api-keys/${k.id}/revoke`} class="inline">
                        <Csrf me={me} />
                        <button type="submit" class="secondary outline">Revoke</button>
                      </form>
                    </>
                  )}
                </td>
              </tr>
              );
            })}
          </tbody>
        </table>
      </TableBox>
    </Layout>
  );
}

/** Why this user may not touch keys of `mode` now, or null. */
async function keyRefusal(c: Context<AppEnv>, me: Current, mode: "test" | "live"): Promise<string | null> {
  if (mode === "test") return can(me.account.role, "keys.manage") ? null : `Your role (${me.account.role}) cannot manage API keys.`;
  if (!can(me.account.role, "keys.live")) return "Only owners manage live keys.";
  if (!(await getAccount(c.env, me.account.id)).liveAccess) return "Live keys need live access (business and identity verification).";
  return freshSecondFactorRefusal(me, "Live keys need");
}

export function registerApiKeysPage(app: App): void {
  app.get("/dashboard/api-keys", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    return c.html(<KeysPage c={c} me={me} />);
  });

  app.post("/dashboard/api-keys", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const f = await checkedForm(c, me.session);
    if (!f) return forbidden(c);
    const mode = f.mode === "live" ? "live" : "test";
    const refusal = await keyRefusal(c, me, mode);
    if (refusal) return c.html(<KeysPage c={c} me={me} error={refusal} />, 403);
    let name: string | null;
    try {
      name = validate(KeyName, f.name ?? "");
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      return c.html(<KeysPage c={c} me={me} error={keyFailure(new ApiError(e.code, e.message, "name"), "Nothing was made.")} />, e.status);
    }
    // a restricted key: the grid's radio groups (absent: none) and the addresses typed one a line,
    // read by the API's own step, which refuses naming the field and stores nothing
    let restrictions: { permissions?: Record<string, string>; allowedIps?: string[] | null } = {};
    if (f.restricted === "1") {
      const permissions: Record<string, string> = {};
      for (const [field, value] of Object.entries(f)) if (field.startsWith("perm_")) permissions[field.slice(5)] = value;
      restrictions = { permissions, allowedIps: splitAddressLines(f.allowed_ips ?? "") };
    }
    let shown: ApiKeyView;
    try {
      shown = await issueKey(c.env, me.account.id, mode, { name, ...restrictions });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      return c.html(<KeysPage c={c} me={me} error={keyFailure(e, "Nothing was made.")} />, e.status);
    }
    c.header("cache-control", "no-store");
    return c.html(<KeysPage c={c} me={me} shown={shown} />, 201);
  });

  /** The account's key the path names, if the signed-in user may change it now; else the page saying why not. */
  const keyToChange = async (c: Parameters<typeof requireMe>[0], me: Exclude<Awaited<ReturnType<typeof requireMe>>, Response>) => {
    const key = (await listKeys(c.env, me.account.id, { limit: 1000 })).find((k) => k.id === c.req.param("id"));
    if (!key) return c.html(<KeysPage c={c} me={me} error="No such key in this account." />, 404);
    const refusal = await keyRefusal(c, me, key.mode);
    if (refusal) return c.html(<KeysPage c={c} me={me} error={refusal} />, 403);
    return key;
  };

  // a key's allowed addresses change in place; its permissions never do
  app.post("/dashboard/api-keys/:id/addresses", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const f = await checkedForm(c, me.session);
    if (!f) return forbidden(c);
    const key = await keyToChange(c, me);
    if (key instanceof Response) return key;
    try {
      await setAllowedIps(c.env, me.account.id, key.id, splitAddressLines(f.allowed_ips ?? ""));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      return c.html(<KeysPage c={c} me={me} error={keyFailure(e, "Nothing was changed.")} />, e.status);
    }
    return c.html(<KeysPage c={c} me={me} status={`Allowed addresses of ${key.id} saved.`} />);
  });

  for (const action of ["roll", "revoke"] as const) {
    app.post(`/dashboard/api-keys/:id/${action}`, async (c) => {
      const me = await requireMe(c);
      if (me instanceof Response) return me;
      const f = await checkedForm(c, me.session);
      if (!f) return forbidden(c);
      const key = await keyToChange(c, me);
      if (key instanceof Response) return key;
      // rolling: the new key exists before the old one stops, so a partner can swap without a gap
      const kept = restrictionsOf(key);
      const shown = action === "roll" ? await issueKey(c.env, me.account.id, key.mode, { name: key.name, permissions: kept.permissions, allowedIps: kept.allowedIps }) : undefined;
      await revokeKey(c.env, key.id);
      c.header("cache-control", "no-store");
      return c.html(<KeysPage c={c} me={me} shown={shown} status={`Key ${key.id} revoked.`} />);
    });
  }
}
