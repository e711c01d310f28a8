/** @jsxImportSource hono/jsx */
// GET /dashboard/team: the account's members (email, role, since) and pending invitations (email,
// role, expires). Every role reads it; owners also get a role choice and Remove on each member,
// Revoke on each invitation, and the invitation form. The forms' handlers are the other files of
// this folder.
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import { can, ROLE_LABELS, ROLES, type Role } from "../../domain/roles";
import { pendingInvitations } from "../../team/invitations";
import { membersOf } from "../../team/members";
import { Csrf, Layout, Notice } from "../layout";
import { requireMe, type Current } from "../session";

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const minute = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;
const roleName = (r: Role) => r[0]!.toUpperCase() + r.slice(1);

export async function TeamPage(props: { c: Context<AppEnv>; me: Current; error?: string; status?: string }) {
  const { c, me } = props;
  const manage = can(me.account.role, "members.manage");
  const [members, invitations] = await Promise.all([membersOf(c.env, me.account.id), pendingInvitations(c.env, me.account.id)]);
  return (
    <Layout title="Team" me={me}>
      <h1>Team</h1>
      {props.error && <Notice error>{props.error}</Notice>}
      {props.status && <Notice>{props.status}</Notice>}
      {!manage && <p>Only owners manage members. Your role: {me.account.role}.</p>}
      <section>
        <h2>Members</h2>
        <div class="overflow-auto">
          <table class="stack" id="members">
            <thead>
              <tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Since</th>{manage && <th scope="col"><span class="visually-hidden">Actions</span></th>}</tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr>
                  <td data-label="Email">{m.email}{m.userId === me.user.id && " (you)"}</td>
                  <td data-label="Role">
                    {manage ? (
                      <form method="post" action={`/dashboard/team/members/${m.userId}/role`} class="inline">
                        <Csrf me={me} />
                        <select name="role" aria-label={`Role of ${m.email}`}>
                          {ROLES.map((r) => <option value={r} selected={r === m.role}>{roleName(r)}</option>)}
                        </select>{" "}
                        <button type="submit" class="secondary">Change role</button>
                      </form>
                    ) : (
                      m.role
                    )}
                  </td>
                  <td data-label="Since">{day(m.since)}</td>
                  {manage && (
                    <td>
                      <form method="post" action={`/dashboard/team/members/${m.userId}/remove`} class="inline">
                        <Csrf me={me} />
                        <button type="submit" class="secondary outline" aria-label={`Remove ${m.email}`}>Remove</button>
                      </form>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section>
        <h2>Pending invitations</h2>
        {invitations.length === 0 ? (
          <p>None.</p>
        ) : (
          <div class="overflow-auto">
            <table class="stack" id="invitations">
              <thead>
                <tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Expires</th>{manage && <th scope="col"><span class="visually-hidden">Actions</span></th>}</tr>
              </thead>
              <tbody>
                {invitations.map((i) => (
                  <tr>
                    <td data-label="Email">{i.email}</td>
                    <td data-label="Role">{i.role}</td>
                    <td data-label="Expires">{minute(i.expiresAt)}</td>
                    {manage && (
                      <td>
                        <form method="post" action={`/dashboard/team/invitations/${i.id}/revoke`} class="inline">
                          <Csrf me={me} />
                          <button type="submit" class="secondary outline" aria-label={`Revoke the invitation of ${i.email}`}>Revoke</button>
                        </form>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {manage && (
        <section>
          <h2>Invite a member</h2>
          <form method="post" action="/dashboard/team/invite">
            <Csrf me={me} />
            <label>Email<input name="email" type="email" required /></label>
            <label>
              Role
              <select name="role" aria-describedby="role-help">
                {ROLES.map((r) => <option value={r} selected={r === "developer"}>{roleName(r)}</option>)}
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
