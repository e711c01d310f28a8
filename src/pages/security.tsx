/** @jsxImportSource hono/jsx */
// The security page: password (changing it ends every other session), two-factor enrolment with
// a QR code and ten recovery codes shown once, a fresh two-factor check for live actions, the
// user's sessions (each revocable), and a new verification link.
import type { Context } from "hono";
import { raw } from "hono/html";
import type { App, AppEnv } from "../http/context";
import { qrSvg } from "../lib/qr";
import { passwordProblem, verifyPassword } from "../identity/password";
import { checkSecondFactor, checkTotp, newRecoveryCodes, newTotpSecret, openTotpSecret, sealTotpSecret, totpUri } from "../identity/second-factor";
import { listSessions, revokeSession, updateSession } from "../identity/sessions";
import { changePassword, enableTotp, getUser, startTotp } from "../identity/users";
import { sendVerification } from "../team/signup";
import { Csrf, Layout, Notice } from "./layout";
import { checkedForm, forbidden, type Current } from "./session";
import { requireMe } from "./dashboard";

interface Extra {
  error?: string;
  status?: string;
  enrol?: { secret: string; uri: string };
  codes?: string[];
}

async function SecurityPage(props: { c: Context<AppEnv>; me: Current } & Extra) {
  const { c, me } = props;
  const sessions = await listSessions(c.env, me.user.id);
  return (
    <Layout title="Security" me={me}>
      <h1>Security</h1>
      {props.error && <Notice error>{props.error}</Notice>}
      {props.status && <Notice>{props.status}</Notice>}

      <section>
        <h2>Email</h2>
        <p>
          {me.user.email}: {me.user.emailVerifiedAt ? "verified" : "not verified yet"}
        </p>
        {!me.user.emailVerifiedAt && (
          <form method="post" action="/dashboard/security/verify-email">
            <Csrf me={me} />
            <button type="submit" class="secondary">Send a new verification link</button>
          </form>
        )}
      </section>

      <section>
        <h2>Two-factor authentication</h2>
        {props.codes && (
          <>
            <Notice>Recovery codes: each works once if you lose your phone. They are shown only now; keep them safe.</Notice>
            <ul class="codes" id="recovery-codes">{props.codes.map((code) => <li>{code}</li>)}</ul>
            <button type="button" class="secondary" data-copy="recovery-codes" aria-label="Copy recovery codes">Copy codes</button>
          </>
        )}
        {props.enrol ? (
          <>
            <p>Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
            <div class="qr" role="img" aria-label="QR code for your authenticator app">{raw(qrSvg(props.enrol.uri))}</div>
            <p>Or enter this key by hand: <code id="totp-secret">{props.enrol.secret}</code></p>
            <form method="post" action="/dashboard/security/2fa/confirm">
              <Csrf me={me} />
              <label>Code from the app<input name="code" required inputmode="numeric" autocomplete="one-time-code" /></label>
              <button type="submit">Turn on two-factor</button>
            </form>
          </>
        ) : me.user.totpEnabledAt ? (
          <>
            <p>On, with an authenticator app.</p>
            <form method="post" action="/dashboard/security/2fa/check">
              <Csrf me={me} />
              <label>
                Confirm a code to create or reveal anything live in the next 10 minutes
                <input name="code" required autocomplete="one-time-code" />
              </label>
              <button type="submit">Confirm code</button>
            </form>
          </>
        ) : (
          <form method="post" action="/dashboard/security/2fa">
            <Csrf me={me} />
            <button type="submit">Set up two-factor</button>
          </form>
        )}
      </section>

      <section>
        <h2>Password</h2>
        <form method="post" action="/dashboard/security/password">
          <Csrf me={me} />
          <label>Current password<input name="current_password" type="password" required autocomplete="current-password" /></label>
          <label>New password<input name="new_password" type="password" required minlength={12} autocomplete="new-password" /></label>
          <small>Changing it logs out every other session.</small>
          <button type="submit">Change password</button>
        </form>
      </section>

      <section>
        <h2>Sessions</h2>
        <div class="overflow-auto">
          <table class="stack">
            <thead><tr><th scope="col">Started</th><th scope="col">Last used</th><th scope="col">Browser</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
            <tbody>
              {sessions.map((s) => (
                <tr>
                  <td data-label="Started">{new Date(s.createdAt).toISOString().slice(0, 16).replace("T", " ")} UTC</td>
                  <td data-label="Last used">{new Date(s.lastSeenAt).toISOString().slice(0, 16).replace("T", " ")} UTC</td>
                  <td data-label="Browser">{(s.userAgent ?? "unknown").slice(0, 60)}</td>
                  <td>
                    {s.id === me.session.id ? (
                      "This session"
                    ) : (
                      <form method="post" action={`/dashboard/security/sessions/${s.id}/revoke`} class="inline">
                        <Csrf me={me} />
                        <button type="submit" class="secondary outline">Revoke</button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </Layout>
  );
}

export function registerSecurityPages(app: App): void {
  /** A signed-in form: the user, the checked fields, then the page to render. */
  const post = (path: string, handler: (c: Context<AppEnv>, me: Current, f: Record<string, string>) => Promise<Response>) =>
    app.post(path, async (c) => {
      const me = await requireMe(c);
      if (me instanceof Response) return me;
      const f = await checkedForm(c, me.session);
      if (!f) return forbidden(c);
      c.header("cache-control", "no-store");
      return handler(c, me, f);
    });

  app.get("/dashboard/security", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    return c.html(<SecurityPage c={c} me={me} />);
  });

  post("/dashboard/security/verify-email", async (c, me) => {
    await sendVerification(c.env, me.user, new URL(c.req.url).origin);
    return c.html(<SecurityPage c={c} me={me} status={`A new link is on its way to ${me.user.email}.`} />);
  });

  post("/dashboard/security/2fa", async (c, me) => {
    if (me.user.totpEnabledAt) return c.html(<SecurityPage c={c} me={me} error="Two-factor is already on." />, 409);
    const secret = newTotpSecret();
    await startTotp(c.env, me.user.id, await sealTotpSecret(c.env, me.user.id, secret));
    return c.html(<SecurityPage c={c} me={me} enrol={{ secret, uri: totpUri(secret, me.user.email) }} />);
  });

  post("/dashboard/security/2fa/confirm", async (c, me, fields) => {
    if (me.user.totpEnabledAt || !me.user.totpSecret) return c.html(<SecurityPage c={c} me={me} error="Start two-factor set-up first." />, 409);
    if (!(await checkTotp(c.env, me.user, fields.code ?? ""))) {
      const secret = await openTotpSecret(c.env, me.user.id, me.user.totpSecret);
      return c.html(<SecurityPage c={c} me={me} error="That code is not valid. Check the time on your phone and try again." enrol={{ secret, uri: totpUri(secret, me.user.email) }} />, 400);
    }
    const now = Date.now();
    await enableTotp(c.env, me.user.id, now);
    await updateSession(c.env, me.session.id, { secondFactorAt: now });
    const codes = await newRecoveryCodes(c.env, me.user.id);
    const fresh = { ...me, user: (await getUser(c.env, me.user.id))! };
    return c.html(<SecurityPage c={c} me={fresh} codes={codes} status="Two-factor is on." />);
  });

  post("/dashboard/security/2fa/check", async (c, me, fields) => {
    if (!(await checkSecondFactor(c.env, me.user, fields.code ?? ""))) return c.html(<SecurityPage c={c} me={me} error="That code is not valid." />, 400);
    await updateSession(c.env, me.session.id, { secondFactorAt: Date.now() });
    return c.html(<SecurityPage c={c} me={me} status="Confirmed for the next 10 minutes." />);
  });

  post("/dashboard/security/password", async (c, me, fields) => {
    if (!(await verifyPassword(fields.current_password ?? "", me.user.passwordHash))) return c.html(<SecurityPage c={c} me={me} error="The current password is not right." />, 400);
    const problem = passwordProblem(fields.new_password ?? "");
    if (problem) return c.html(<SecurityPage c={c} me={me} error={problem} />, 400);
    await changePassword(c.env, me.user.id, fields.new_password!, me.session.id);
    return c.html(<SecurityPage c={c} me={me} status="Password changed; every other session has ended." />);
  });

  post("/dashboard/security/sessions/:id/revoke", async (c, me) => {
    await revokeSession(c.env, me.user.id, c.req.param("id") ?? "");
    return c.html(<SecurityPage c={c} me={me} status="Session ended." />);
  });
}

