/** @jsxImportSource hono/jsx */
// The team page (members and invitations; only owners invite) and accepting an invitation: a
// signed-in user with the invited email joins with one button; anyone else logs in first, or,
// when the email has no user yet, chooses a password and joins.
import type { Context } from "hono";
import type { App, AppEnv } from "../http/context";
import { can, isRole, ROLE_LABELS, ROLES } from "../domain/roles";
import { peekLink, useLink } from "../identity/links";
import { passwordProblem } from "../identity/password";
import { startSession, updateSession } from "../identity/sessions";
import { createUser, EMAIL_SHAPE, findUser, markEmailVerified, normalEmail } from "../identity/users";
import { inviteData, invite } from "../team/invitations";
import { addMember, membersOf } from "../team/members";
import { Csrf, Layout, Notice } from "./layout";
import { checkedForm, forbidden, originOk, plainForm, setSessionCookie, signedIn, type Current } from "./session";
import { requireMe } from "./dashboard";

async function TeamPage(props: { c: Context<AppEnv>; me: Current; error?: string; status?: string }) {
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

function InvitePage(props: { token: string; accountName: string; role: string; email: string; mode: "join" | "login" | "new"; error?: string }) {
  return (
    <Layout title="Join a team">
      <article class="narrow">
        <h1>Join {props.accountName}</h1>
        <p>You are invited as <strong>{props.role}</strong> ({props.email}).</p>
        {props.error && <Notice error>{props.error}</Notice>}
        {props.mode === "login" ? (
          <p><a href="/login">Log in as {props.email}</a>, then open the invitation link again.</p>
        ) : (
          <form method="post" action="/invite">
            <input type="hidden" name="token" value={props.token} />
            {props.mode === "new" && <label>Choose a password<input name="password" type="password" required minlength={12} autocomplete="new-password" /></label>}
            <button type="submit">Accept invitation</button>
          </form>
        )}
      </article>
    </Layout>
  );
}

export function registerTeamPages(app: App): void {
  app.get("/dashboard/team", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    return c.html(<TeamPage c={c} me={me} />);
  });

  app.post("/dashboard/team/invite", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const f = await checkedForm(c, me.session);
    if (!f) return forbidden(c);
    if (!can(me.account.role, "members.manage")) return c.html(<TeamPage c={c} me={me} error="Only owners invite members." />, 403);
    const email = normalEmail(f.email ?? "");
    if (!EMAIL_SHAPE.test(email) || !isRole(f.role)) return c.html(<TeamPage c={c} me={me} error="Enter an email and choose a role." />, 400);
    await invite(c.env, { email, role: f.role, accountId: me.account.id, accountName: me.account.name, invitedBy: me.user.email }, new URL(c.req.url).origin);
    return c.html(<TeamPage c={c} me={me} status={`Invitation sent to ${email}.`} />);
  });

  /** What the invitation page offers this visitor. */
  async function modeFor(c: Context<AppEnv>, email: string): Promise<"join" | "login" | "new"> {
    const me = await signedIn(c);
    if (me && me.user.email === email) return "join";
    return (await findUser(c.env, "partner", email)) ? "login" : "new";
  }

  app.get("/invite", async (c) => {
    const token = c.req.query("token") ?? "";
    const link = await peekLink(c.env, "invite", token);
    if (!link) return c.html(<Layout title="Invitation expired"><p>This invitation was used or has expired. Ask the account's owner for a new one.</p></Layout>, 400);
    const data = inviteData(link);
    return c.html(<InvitePage token={token} accountName={data.accountName} role={data.role} email={link.email} mode={await modeFor(c, link.email)} />);
  });

  app.post("/invite", async (c) => {
    if (!originOk(c)) return forbidden(c);
    const f = await plainForm(c);
    const token = f.token ?? "";
    const peek = await peekLink(c.env, "invite", token);
    if (!peek) return c.html(<Layout title="Invitation expired"><p>This invitation was used or has expired.</p></Layout>, 400);
    const data = inviteData(peek);
    const mode = await modeFor(c, peek.email);
    if (mode === "login") return c.html(<InvitePage token={token} accountName={data.accountName} role={data.role} email={peek.email} mode="login" />, 401);
    if (mode === "new") {
      const problem = passwordProblem(f.password ?? "");
      if (problem) return c.html(<InvitePage token={token} accountName={data.accountName} role={data.role} email={peek.email} mode="new" error={problem} />, 400);
    }
    const link = await useLink(c.env, "invite", token);
    if (!link) return c.html(<Layout title="Invitation expired"><p>This invitation was used or has expired.</p></Layout>, 400);
    let user = mode === "join" ? (await signedIn(c))!.user : await createUser(c.env, "partner", link.email, f.password!);
    if (!user) return c.html(<InvitePage token={token} accountName={data.accountName} role={data.role} email={peek.email} mode="login" />, 409);
    // the invitation came to this inbox, so the email is proven
    await markEmailVerified(c.env, user.id, link.email);
    await addMember(c.env, data.accountId, user.id, data.role);
    if (mode === "join") {
      await updateSession(c.env, (await signedIn(c))!.session.id, { scope: data.accountId });
    } else {
      const { token: sessionToken } = await startSession(c.env, user, { userAgent: c.req.header("user-agent"), scope: data.accountId });
      setSessionCookie(c, sessionToken);
    }
    return c.redirect("/dashboard", 303);
  });
}
