/** @jsxImportSource hono/jsx */
// GET /admin/operators: every operator (name, email, role) and their API tokens (names and ids,
// never secrets). Admins also get the forms: create an operator (who is mailed a set-up link),
// mail a new set-up link (a lost authenticator), create a named token for themself (its secret
// shown once, on the answer of that form only) and revoke anyone's. Other roles see the same lists without controls
// and the sentence saying who may. The forms' handlers are the other files of this folder.
import type { Context } from "hono";
import type { App, AppEnv } from "../../../http/context";
import { OPERATOR_ROLES, OPERATOR_ROLE_LABELS } from "../../../domain/operator-roles";
import { listOperators } from "../../../operators/operators";
import { listOperatorTokens } from "../../../operators/tokens";
import { Csrf, Notice, SecretBox } from "../../layout";
import { utc } from "../../format";
import { ConsoleLayout } from "../layout";
import { mayDo, requireOperatorPage, roleSentence, type OperatorMe } from "../door";

export const MANAGE = "operators.manage" as const;

export interface OperatorsExtra {
  error?: string;
  status?: string;
  /** a token just created: its secret is shown on this answer only */
  secret?: { name: string; value: string };
  /** what the create form keeps after a refusal */
  draft?: { email?: string; name?: string; role?: string };
}

export async function OperatorsPage(props: { c: Context<AppEnv>; me: OperatorMe } & OperatorsExtra) {
  const { c, me } = props;
  const manage = mayDo(me, MANAGE);
  const ops = await listOperators(c.env);
  const tokens = await Promise.all(ops.map((op) => listOperatorTokens(c.env, op.id)));
  return (
    <ConsoleLayout title="Operators" me={me}>
      <h1>Operators</h1>
      {props.error && <Notice error>{props.error}</Notice>}
      {props.status && <Notice>{props.status}</Notice>}
      {props.secret && (
        <section aria-labelledby="new-token-h">
          <h2 id="new-token-h">New token “{props.secret.name}”</h2>
          <p>Copy it now: it is shown only once. Send it as <code>Authorization: Bearer …</code> to /admin/v1.</p>
          <SecretBox id="new-operator-token" label="operator API token" value={props.secret.value} />
        </section>
      )}
      {!manage && <p id="role-sentence" class="muted">{roleSentence(me, MANAGE)}</p>}

      <div class="overflow-auto">
        <table class="stack" id="operators">
          <thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Added</th>{manage && <th scope="col"><span class="visually-hidden">Actions</span></th>}</tr></thead>
          <tbody>
            {ops.map((op) => (
              <tr id={op.id}>
                <td data-label="Name">{op.name}</td>
                <td data-label="Email">{op.email}</td>
                <td data-label="Role">{op.disabledAt === null ? op.role : `${op.role} (disabled ${utc(op.disabledAt)})`}</td>
                <td data-label="Added">{utc(op.createdAt)}</td>
                {manage && (
                  <td>
                    {op.disabledAt === null && op.id !== me.operator.id && (
                      <>
                        <form method="post" action={`/admin/operators/${op.id}/setup-link`} class="inline">
                          <Csrf me={me} />
                          <button type="submit" class="secondary outline" aria-label={`Send ${op.name} a new set-up link`}>Send set-up link</button>
                        </form>{" "}
                        <form method="post" action={`/admin/operators/${op.id}/disable`} class="inline">
                          <Csrf me={me} />
                          <button type="submit" class="secondary outline" aria-label={`Disable ${op.name}`}>Disable</button>
                        </form>
                      </>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section aria-labelledby="tokens-h">
        <h2 id="tokens-h">API tokens</h2>
        <p class="muted">Each token acts with its operator's role on /admin/v1; its secret was shown once when it was made.</p>
        <div class="overflow-auto">
          <table class="stack" id="operator-tokens">
            <thead><tr><th scope="col">Operator</th><th scope="col">Name</th><th scope="col">Id</th><th scope="col">Created</th><th scope="col">Status</th>{manage && <th scope="col"><span class="visually-hidden">Actions</span></th>}</tr></thead>
            <tbody>
              {tokens.every((t) => t.length === 0) && <tr><td colspan={manage ? 6 : 5}>No tokens yet.</td></tr>}
              {ops.flatMap((op, i) =>
                tokens[i]!.map((t) => (
                  <tr id={t.id}>
                    <td data-label="Operator">{op.name}</td>
                    <td data-label="Name">{t.name}</td>
                    <td data-label="Id"><code>{t.id}</code></td>
                    <td data-label="Created">{utc(t.createdAt)}</td>
                    <td data-label="Status">{t.revokedAt === null ? "active" : `revoked ${utc(t.revokedAt)}`}</td>
                    {manage && (
                      <td>
                        {t.revokedAt === null && (
                          <form method="post" action={`/admin/operator-tokens/${t.id}/revoke`} class="inline">
                            <Csrf me={me} />
                            <button type="submit" class="secondary outline" aria-label={`Revoke token ${t.name} of ${op.name}`}>Revoke</button>
                          </form>
                        )}
                      </td>
                    )}
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
        {manage && (
          <form method="post" action="/admin/operator-tokens" id="create-token">
            <Csrf me={me} />
            <fieldset>
              <legend>Create a token for yourself</legend>
              <p class="muted">It acts as you ({me.operator.name}, {me.operator.role}). Each operator makes their own tokens.</p>
              <label>Token name<input name="name" required maxlength={100} placeholder="e.g. reporting script" /></label>
            </fieldset>
            <button type="submit">Create token</button>
          </form>
        )}
      </section>

      {manage && (
        <section aria-labelledby="create-h">
          <h2 id="create-h">Add an operator</h2>
          <form method="post" action="/admin/operators" id="create-operator">
            <Csrf me={me} />
            <label>Email<input name="email" type="email" required maxlength={320} value={props.draft?.email ?? ""} aria-describedby="create-operator-email-hint" /></label>
            <label>Name<input name="name" required maxlength={100} value={props.draft?.name ?? ""} /></label>
            <label>
              Role
              <select name="role" required>
                {OPERATOR_ROLES.map((r) => <option value={r} selected={props.draft?.role === r}>{OPERATOR_ROLE_LABELS[r]}</option>)}
              </select>
            </label>
            <small id="create-operator-email-hint">They are mailed a set-up link (72 hours) to choose a password and set up an authenticator app.</small>
            <button type="submit">Add operator</button>
          </form>
        </section>
      )}
    </ConsoleLayout>
  );
}

export function registerOperatorsPage(app: App): void {
  app.get("/admin/operators", async (c) => {
    const me = await requireOperatorPage(c);
    if (me instanceof Response) return me;
    return c.html(<OperatorsPage c={c} me={me} />);
  });
}
