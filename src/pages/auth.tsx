/** @jsxImportSource hono/jsx */
// Signing up, logging in and out, verifying an email, resetting a password. Log-in answers an
// unknown email and a wrong password with the same status and words, and too many failures
// (per email or per client address, never saying which) with one other answer.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { App, AppEnv } from "../http/context";
import { createLink, peekLink, useLink } from "../identity/links";
import { mailerFor } from "../identity/mail";
import { passwordProblem } from "../identity/password";
import { checkSecondFactor } from "../identity/second-factor";
import { revokeSession, startSession, updateSession } from "../identity/sessions";
import { authenticate, changePassword, EMAIL_SHAPE, findUser, getUser, markEmailVerified, normalEmail } from "../identity/users";
import { open, seal } from "../lib/seal";
import { loginBlocked, recordLoginFailure } from "../identity/throttle";
import { signUp } from "../team/signup";
import { Layout, Notice } from "./layout";
import { checkedForm, clearSessionCookie, clientAddress, forbidden, halfSignedIn, originOk, plainForm, setSessionCookie, signedIn } from "./session";

export const NEW_KEY_COOKIE = "__Host-new-key";
const FLASH = "new-key-flash";
const LOGIN_FAILED = "Email or password is incorrect.";
const THROTTLED = "Too many failed log-ins. Wait 15 minutes and try again.";

/** The first test key, sealed to the new session, shown once by /dashboard (the key is never stored). */
async function flashNewKey(c: Context<AppEnv>, sessionId: string, secret: string): Promise<void> {
  setCookie(c, NEW_KEY_COOKIE, await seal(c.env.KYC_ENCRYPTION_KEY, FLASH, secret, sessionId), { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: 600 });
}

export async function takeNewKey(c: Context<AppEnv>, sessionId: string): Promise<string | null> {
  const sealed = getCookie(c, NEW_KEY_COOKIE);
  if (!sealed) return null;
  deleteCookie(c, NEW_KEY_COOKIE, { path: "/", secure: true });
  try {
    return await open(c.env.KYC_ENCRYPTION_KEY, FLASH, sealed, sessionId);
  } catch {
    return null;
  }
}

function SignupPage(props: { error?: string; name?: string; email?: string }) {
  return (
    <Layout title="Create account">
      <article class="narrow">
        <h1>Create account</h1>
        <p>Start in test mode at once; live access follows your business and identity checks.</p>
        {props.error && <Notice error>{props.error}</Notice>}
        <form method="post" action="/signup">
          <label>Business name<input name="business_name" required maxlength={200} autocomplete="organization" value={props.name ?? ""} /></label>
          <label>Email<input name="email" type="email" required autocomplete="email" value={props.email ?? ""} /></label>
          <label>
            Password<input name="password" type="password" required minlength={12} autocomplete="new-password" aria-describedby="pw-help" />
            <small id="pw-help">At least 12 characters.</small>
          </label>
          <button type="submit">Create account</button>
        </form>
        <p>Already have an account? <a href="/login">Log in</a></p>
      </article>
    </Layout>
  );
}

function LoginPage(props: { error?: string; info?: string; email?: string; next?: string }) {
  return (
    <Layout title="Log in">
      <article class="narrow">
        <h1>Log in</h1>
        {props.info && <Notice>{props.info}</Notice>}
        {props.error && <Notice error>{props.error}</Notice>}
        <form method="post" action="/login">
          <label>Email<input name="email" type="email" required autocomplete="email" value={props.email ?? ""} /></label>
          <label>Password<input name="password" type="password" required autocomplete="current-password" /></label>
          <button type="submit">Log in</button>
        </form>
        <p><a href="/forgot-password">Forgot your password?</a> · <a href="/signup">Create account</a></p>
      </article>
    </Layout>
  );
}

function SecondFactorPage(props: { error?: string }) {
  return (
    <Layout title="Two-factor check">
      <article class="narrow">
        <h1>Two-factor check</h1>
        {props.error && <Notice error>{props.error}</Notice>}
        <form method="post" action="/login/2fa">
          <label>
            Code from your authenticator app, or a recovery code
            <input name="code" required autocomplete="one-time-code" inputmode="text" />
          </label>
          <button type="submit">Continue</button>
        </form>
      </article>
    </Layout>
  );
}

function Message(props: { title: string; children: unknown }) {
  return (
    <Layout title={props.title}>
      <article class="narrow">
        <h1>{props.title}</h1>
        {props.children as never}
      </article>
    </Layout>
  );
}

export function registerAuthPages(app: App): void {
  app.get("/signup", (c) => c.html(<SignupPage />));
  app.post("/signup", async (c) => {
    if (!originOk(c)) return forbidden(c);
    const f = await plainForm(c);
    const name = (f.business_name ?? "").trim();
    const email = normalEmail(f.email ?? "");
    const password = f.password ?? "";
    const problem = !name || name.length > 200 ? "Enter your business name." : !EMAIL_SHAPE.test(email) ? "Enter a valid email." : passwordProblem(password);
    if (problem) return c.html(<SignupPage error={problem} name={name} email={email} />, 400);
    const done = await signUp(c.env, { businessName: name, email, password }, new URL(c.req.url).origin);
    if (!done.ok) return c.html(<SignupPage error="This email already has a user. Log in instead, or reset your password." name={name} email={email} />, 409);
    const { token, row } = await startSession(c.env, done.user, { userAgent: c.req.header("user-agent"), scope: done.account.id });
    setSessionCookie(c, token);
    await flashNewKey(c, row.id, done.apiKey.secret!);
    return c.redirect("/dashboard", 303);
  });

  app.get("/login", (c) => c.html(<LoginPage info={c.req.query("reset") ? "Your password was changed. Log in with the new one." : undefined} />));
  app.post("/login", async (c) => {
    if (!originOk(c)) return forbidden(c);
    const f = await plainForm(c);
    const email = (f.email ?? "").slice(0, 320);
    const result = await authenticate(c.env, "partner", email, f.password ?? "", clientAddress(c));
    if (!result.ok) {
      if (result.reason === "throttled") c.header("Retry-After", "900");
      return c.html(<LoginPage error={result.reason === "throttled" ? THROTTLED : LOGIN_FAILED} email={email} />, result.reason === "throttled" ? 429 : 401);
    }
    const { token, row } = await startSession(c.env, result.user, { userAgent: c.req.header("user-agent") });
    setSessionCookie(c, token);
    return c.redirect(row.awaitingSecondFactor ? "/login/2fa" : "/dashboard", 303);
  });

  app.get("/login/2fa", async (c) => ((await halfSignedIn(c)) ? c.html(<SecondFactorPage />) : c.redirect("/login", 303)));
  app.post("/login/2fa", async (c) => {
    const half = await halfSignedIn(c);
    if (!half) return c.redirect("/login", 303);
    if (!originOk(c)) return forbidden(c);
    const f = await plainForm(c);
    const address = clientAddress(c);
    if (await loginBlocked(c.env, half.user.email, address)) return c.html(<SecondFactorPage error={THROTTLED} />, 429);
    if (!(await checkSecondFactor(c.env, half.user, f.code ?? ""))) {
      await recordLoginFailure(c.env, half.user.email, address);
      return c.html(<SecondFactorPage error="That code is not valid. Try the current code from your app." />, 401);
    }
    await updateSession(c.env, half.session.id, { awaitingSecondFactor: false, secondFactorAt: Date.now() });
    return c.redirect("/dashboard", 303);
  });

  app.post("/logout", async (c) => {
    const me = await signedIn(c);
    if (me) {
      if (!(await checkedForm(c, me.session))) return forbidden(c);
      await revokeSession(c.env, me.user.id, me.session.id);
    }
    clearSessionCookie(c);
    return c.redirect("/login", 303);
  });

  app.get("/verify-email", async (c) => {
    const token = c.req.query("token") ?? "";
    // GET only shows a button: mail scanners that follow links must not use the link
    const ok = await peekLink(c.env, "verify_email", token);
    if (!ok) return c.html(<Message title="Link expired"><p>This link was used or has expired. Send a new one from the dashboard's Security page.</p></Message>, 400);
    return c.html(
      <Message title="Verify your email">
        <form method="post" action="/verify-email">
          <input type="hidden" name="token" value={token} />
          <p>Confirm <strong>{ok.email}</strong> as your email.</p>
          <button type="submit">Verify email</button>
        </form>
      </Message>,
    );
  });
  app.post("/verify-email", async (c) => {
    if (!originOk(c)) return forbidden(c);
    const link = await useLink(c.env, "verify_email", (await plainForm(c)).token ?? "");
    if (!link?.userId) return c.html(<Message title="Link expired"><p>This link was used or has expired.</p></Message>, 400);
    await markEmailVerified(c.env, link.userId, link.email);
    return c.html(<Message title="Email verified"><p>Thank you. <a href="/dashboard">Go to the dashboard</a></p></Message>);
  });

  app.get("/forgot-password", (c) =>
    c.html(
      <Message title="Reset your password">
        <form method="post" action="/forgot-password">
          <label>Email<input name="email" type="email" required autocomplete="email" /></label>
          <button type="submit">Send reset link</button>
        </form>
      </Message>,
    ),
  );
  app.post("/forgot-password", async (c) => {
    if (!originOk(c)) return forbidden(c);
    const email = normalEmail((await plainForm(c)).email ?? "");
    const user = EMAIL_SHAPE.test(email) ? await findUser(c.env, "partner", email) : undefined;
    if (user) {
      const token = await createLink(c.env, "reset_password", { email: user.email, userId: user.id });
      await mailerFor(c.env).send({
        to: user.email,
        subject: "Reset your Partner Commerce password",
        text: `Open this link within 1 hour to choose a new password:\n\n${new URL(c.req.url).origin}/reset-password?token=${token}\n\nIf you did not ask for this, ignore this message.`,
      });
    }
    // the same answer whether or not the email has a user
    return c.html(<Message title="Check your email"><p>If that email has a user, a link to reset the password is on its way. It works for 1 hour.</p></Message>);
  });

  const resetForm = (token: string, error?: string) => (
    <Message title="Choose a new password">
      {error && <Notice error>{error}</Notice>}
      <form method="post" action="/reset-password">
        <input type="hidden" name="token" value={token} />
        <label>New password<input name="password" type="password" required minlength={12} autocomplete="new-password" /></label>
        <button type="submit">Set password</button>
      </form>
    </Message>
  );
  app.get("/reset-password", async (c) => {
    const token = c.req.query("token") ?? "";
    if (!(await peekLink(c.env, "reset_password", token))) return c.html(<Message title="Link expired"><p>This link was used or has expired. <a href="/forgot-password">Ask for a new one</a>.</p></Message>, 400);
    return c.html(resetForm(token));
  });
  app.post("/reset-password", async (c) => {
    if (!originOk(c)) return forbidden(c);
    const f = await plainForm(c);
    const problem = passwordProblem(f.password ?? "");
    if (problem) return c.html(resetForm(f.token ?? "", problem), 400);
    const link = await useLink(c.env, "reset_password", f.token ?? "");
    const user = link?.userId ? await getUser(c.env, link.userId) : undefined;
    if (!link || !user) return c.html(<Message title="Link expired"><p>This link was used or has expired.</p></Message>, 400);
    await changePassword(c.env, user.id, f.password!, null);
    // the link came to the inbox, so the email is proven too
    await markEmailVerified(c.env, user.id, link.email);
    return c.redirect("/login?reset=1", 303);
  });
}
