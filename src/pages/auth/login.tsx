/** @jsxImportSource hono/jsx */
// GET and POST /login. An unknown email and a wrong password get the same status and words; too
// many failures (per email or per client address, never saying which) get one other answer. A
// log-in returns to the dashboard page that sent the visitor here (`next`, a dashboard path only:
// return-path.ts), through the two-factor step when there is one; after a log-out the page says so.
import type { App } from "../../http/context";
import { authenticate } from "../../identity/users";
import { WINDOW_MS } from "../../identity/throttle";
import { FormToken, Layout, Notice } from "../layout";
import { beginSession, clientAddress, forbidden, formToken, signedOutForm } from "../session";
import { safeReturnPath } from "../return-path";

const LOGIN_FAILED = "Email or password is incorrect.";
export const THROTTLED = "Too many failed log-ins. Wait 15 minutes and try again.";
/** Seconds a throttled answer asks to wait: the whole window, as which failure leaves it first is never said. */
export const RETRY_AFTER_SECONDS = String(WINDOW_MS / 1000);

function LoginPage(props: { csrf: string; error?: string; info?: string; email?: string; next?: string | null }) {
  return (
    <Layout title="Log in">
      <article class="narrow">
        <h1>Log in</h1>
        {props.info && <Notice>{props.info}</Notice>}
        {props.error && <Notice error>{props.error}</Notice>}
        <form method="post" action="/login">
          <FormToken token={props.csrf} />
          {props.next && <input type="hidden" name="next" value={props.next} />}
          <label>Email<input name="email" type="email" required autocomplete="email" value={props.email ?? ""} /></label>
          <label>Password<input name="password" type="password" required autocomplete="current-password" /></label>
          <button type="submit">Log in</button>
        </form>
        <p><a href="/forgot-password">Forgot your password?</a> · <a href="/signup">Create account</a></p>
      </article>
    </Layout>
  );
}

export function registerLoginPage(app: App): void {
  app.get("/login", async (c) => {
    const info = c.req.query("reset") ? "Your password was changed. Log in with the new one." : c.req.query("logged_out") ? "You are logged out." : undefined;
    return c.html(<LoginPage csrf={await formToken(c)} info={info} next={safeReturnPath(c.req.query("next"))} />);
  });
  app.post("/login", async (c) => {
    const f = await signedOutForm(c);
    if (!f) return forbidden(c);
    const email = (f.email ?? "").slice(0, 320);
    const next = safeReturnPath(f.next);
    const result = await authenticate(c.env, "partner", email, f.password ?? "", clientAddress(c));
    if (!result.ok) {
      if (result.reason === "throttled") c.header("Retry-After", RETRY_AFTER_SECONDS);
      return c.html(<LoginPage csrf={f._csrf!} error={result.reason === "throttled" ? THROTTLED : LOGIN_FAILED} email={email} next={next} />, result.reason === "throttled" ? 429 : 401);
    }
    const row = await beginSession(c, result.user);
    if (row.awaitingSecondFactor) return c.redirect(next ? `/login/2fa?${new URLSearchParams({ next })}` : "/login/2fa", 303);
    return c.redirect(next ?? "/dashboard", 303);
  });
}
