/** @jsxImportSource hono/jsx */
// GET and POST /invite: accepting an invitation. A signed-in user with the invited email joins
// with one button; anyone else logs in first, or, when the email has no user yet, chooses a
// password and joins (with a new session). Joining signed in needs that session's CSRF token;
// joining as a new user needs the browser's pre-session token, like any signed-out form.
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import { peekLink, useLink } from "../../identity/links";
import { passwordProblem } from "../../identity/password";
import { csrfValid } from "../../identity/csrf";
import { updateSession } from "../../identity/sessions";
import { createUser, findUser, markEmailVerified } from "../../identity/users";
import { inviteData } from "../../team/invitations";
import { addMember } from "../../team/members";
import { Layout, NewPasswordField, Notice } from "../layout";
import { beginSession, forbidden, formToken, formTokenOk, originOk, plainForm, signedIn, type Signed } from "../session";

type Mode = "join" | "login" | "new";

function InvitePage(props: { token: string; accountName: string; role: string; email: string; mode: Mode; csrf?: string; error?: string }) {
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
            {props.csrf && <input type="hidden" name="_csrf" value={props.csrf} />}
            {props.mode === "new" && <NewPasswordField id="invite-password" name="password" label="Choose a password" />}
            <button type="submit">Accept invitation</button>
          </form>
        )}
      </article>
    </Layout>
  );
}

const expired = (text: string) => <Layout title="Invitation expired"><p>{text}</p></Layout>;

export function registerAcceptInvitation(app: App): void {
  /** What the invitation page offers this visitor, with the session when it joins signed in. */
  async function modeFor(c: Context<AppEnv>, email: string): Promise<{ mode: Mode; me: Signed | null }> {
    const me = await signedIn(c);
    if (me && me.user.email === email) return { mode: "join", me };
    return { mode: (await findUser(c.env, "partner", email)) ? "login" : "new", me: null };
  }

  app.get("/invite", async (c) => {
    const token = c.req.query("token") ?? "";
    const link = await peekLink(c.env, "invite", token);
    if (!link) return c.html(expired("This invitation was used or has expired. Ask the account's owner for a new one."), 400);
    const data = inviteData(link);
    const { mode, me } = await modeFor(c, link.email);
    const csrf = me ? me.session.csrfToken : mode === "new" ? await formToken(c) : undefined;
    return c.html(<InvitePage token={token} accountName={data.accountName} role={data.role} email={link.email} mode={mode} csrf={csrf} />);
  });

  app.post("/invite", async (c) => {
    if (!originOk(c)) return forbidden(c);
    const f = await plainForm(c);
    const token = f.token ?? "";
    const peek = await peekLink(c.env, "invite", token);
    if (!peek) return c.html(expired("This invitation was used or has expired."), 400);
    const data = inviteData(peek);
    const { mode, me } = await modeFor(c, peek.email);
    // joining with a session acts for that session, so it needs the session's CSRF token; without
    // one, the browser's pre-session token
    if (!(me ? await csrfValid(f._csrf, me.session.csrfToken) : await formTokenOk(c, f._csrf))) return forbidden(c);
    const page = (m: Mode, error?: string) => <InvitePage token={token} accountName={data.accountName} role={data.role} email={peek.email} mode={m} csrf={m === "new" ? f._csrf : undefined} error={error} />;
    if (mode === "login") return c.html(page("login"), 401);
    if (mode === "new") {
      const problem = passwordProblem(f.password ?? "");
      if (problem) return c.html(page("new", problem), 400);
    }
    const link = await useLink(c.env, "invite", token);
    if (!link) return c.html(expired("This invitation was used or has expired."), 400);
    const user = me ? me.user : await createUser(c.env, "partner", link.email, f.password!);
    if (!user) return c.html(page("login"), 409);
    // the invitation came to this inbox, so the email is proven
    await markEmailVerified(c.env, user.id, link.email);
    await addMember(c.env, data.accountId, user.id, data.role);
    if (me) await updateSession(c.env, me.session.id, { scope: data.accountId });
    else await beginSession(c, user, { scope: data.accountId });
    return c.redirect("/dashboard", 303);
  });
}
