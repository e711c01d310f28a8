/** @jsxImportSource hono/jsx */
// GET and POST /invite: accepting an invitation. A signed-in user with the invited email joins
// with one button; anyone else logs in first, or, when the email has no user yet, chooses a
// password and joins.
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import { peekLink, useLink } from "../../identity/links";
import { passwordProblem } from "../../identity/password";
import { startSession, updateSession } from "../../identity/sessions";
import { createUser, findUser, markEmailVerified } from "../../identity/users";
import { inviteData } from "../../team/invitations";
import { addMember } from "../../team/members";
import { Layout, Notice } from "../layout";
import { forbidden, originOk, plainForm, setSessionCookie, signedIn } from "../session";

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

export function registerAcceptInvitation(app: App): void {
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
