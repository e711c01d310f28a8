/** @jsxImportSource hono/jsx */
// GET /dashboard/security: the email and a new verification link, two-factor (set up with a QR
// code and ten recovery codes shown once; a fresh check for live actions), the password, and the
// user's sessions, each revocable. The forms' handlers are the other files of this folder.
import type { Context } from "hono";
import { raw } from "hono/html";
import type { App, AppEnv } from "../../http/context";
import { qrSvg } from "../../lib/qr";
import { listSessions } from "../../identity/sessions";
import { Csrf, Layout, NewPasswordField, Notice } from "../layout";
import { requireMe, type Current } from "../session";

export interface Extra {
  error?: string;
  status?: string;
  enrol?: { secret: string; uri: string };
  codes?: string[];
}

export async function SecurityPage(props: { c: Context<AppEnv>; me: Current } & Extra) {
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
            <button type="button" class="secondary" data-copy="recovery-codes">Copy recovery codes</button>
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
                Code from the app
                <input name="code" required autocomplete="one-time-code" aria-describedby="live-check-hint" />
              </label>
              <small id="live-check-hint">Confirm a code to create or reveal anything live in the next 10 minutes.</small>
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
          <NewPasswordField id="new-password" name="new_password" label="New password" note="Changing it logs out every other session." />
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

export function registerSecurityPage(app: App): void {
  app.get("/dashboard/security", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    return c.html(<SecurityPage c={c} me={me} />);
  });
}
