/** @jsxImportSource hono/jsx */
// GET /dashboard/team: the account's members and their roles; owners also see the invitation form.
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import { can, ROLE_LABELS, ROLES } from "../../domain/roles";
import { membersOf } from "../../team/members";
import { Csrf, Layout, Notice } from "../layout";
import { requireMe, type Current } from "../session";

export async function TeamPage(props: { c: Context<AppEnv>; me: Current; error?: string; status?: string }) {
  const { c, me } = props;
  const members = await membersOf(c.env, me.account.id);
  return (
    <Layout title="Team" me={me}>
      <h1>Team</h1>
      {props.error && <Notice error>{props.error}</Notice>}
      {props.status && <Notice>{props.status}</Notice>}
      <div class="overflow-auto">
        <table class="stack">
          <thead><tr><th scope="col">Email</th><th scope="col">Role</th></tr></thead>
          <tbody>{members.map((m) => <tr><td data-label="Email">{m.email}</td><td data-label="Role">{m.role}</td></tr>)}</tbody>
        </table>
      </div>
      {can(me.account.role, "members.manage") && (
        <section>
          <h2>Invite a member</h2>
          <form method="post" action="/dashboard/team/invite">
            <Csrf me={me} />
            <label>Email<input name="email" type="email" required /></label>
            <label>
              Role
              <select name="role" aria-describedby="role-help">
                {ROLES.map((r) => <option value={r} selected={r === "developer"}>{r[0]!.toUpperCase() + r.slice(1)}</option>)}
              </select>
            </label>
            <ul id="role-help" class="roles">{ROLES.map((r) => <li><small>{ROLE_LABELS[r]}</small></li>)}</ul>
            <button type="submit">Send invitation</button>
          </form>
        </section>
      )}
    </Layout>
  );
}

export function registerTeamPage(app: App): void {
  app.get("/dashboard/team", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    return c.html(<TeamPage c={c} me={me} />);
  });
}
