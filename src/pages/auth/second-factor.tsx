/** @jsxImportSource hono/jsx */
// GET and POST /login/2fa: after the right password, a user with two-factor on gives a code from
// the authenticator app or a recovery code. The half-signed-in session's form carries its CSRF
// token; a right code ends that session and starts a new one, so the token that only knew the
// password never becomes a signed-in one. The operator console's check (pages/admin/auth) uses the
// same form and step at its own door.
// Every secret a person gives at a page for an email they name or are signed in as (this code,
// and on the security page the step-up code, the code that turns two-factor on, the current
// password) is checked by checkAsLogIn: its failures are the log-in's failures of that email and
// client address (identity/throttle.ts), and while either is blocked every attempt is refused
// unchecked with 429, the log-in's words and Retry-After, a right secret too.
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import { checkSecondFactor } from "../../identity/second-factor";
import { loginBlocked, recordLoginFailure } from "../../identity/throttle";
import { Csrf, Layout, Notice } from "../layout";
import { beginSession, checkedForm, clientAddress, forbidden, halfSignedIn, PARTNER_DOOR, type Door, type Signed } from "../session";
import { RETRY_AFTER_SECONDS, THROTTLED } from "./login";
import { safeReturnPath } from "../return-path";

/** The code form both doors show after the right password; it posts to `action`. */
export function SecondFactorForm(props: { half: Signed; action: string; error?: string; next?: string | null }) {
  return (
    <article class="narrow">
      <h1>Two-factor check</h1>
      {props.error && <Notice error>{props.error}</Notice>}
      <form method="post" action={props.action}>
        <Csrf me={props.half} />
        {props.next && <input type="hidden" name="next" value={props.next} />}
        <label>
          Code from your authenticator app, or a recovery code
          <input name="code" required autocomplete="one-time-code" inputmode="text" />
        </label>
        <button type="submit">Continue</button>
      </form>
    </article>
  );
}

export const WRONG_CODE = "That code is not valid. Try the current code from your app.";

/**
 * Checks a secret given for `email` (a password, a code from the app, a recovery code) as a
 * log-in checks one: refused unchecked while log-ins of that email or of this client address are
 * blocked (the answer then carries Retry-After), and a wrong one counted as a failed log-in of both.
 */
export async function checkAsLogIn(c: Context<AppEnv>, email: string, check: () => Promise<boolean>): Promise<"ok" | "throttled" | "invalid"> {
  const address = clientAddress(c);
  if (await loginBlocked(c.env, email, address)) {
    c.header("Retry-After", RETRY_AFTER_SECONDS);
    return "throttled";
  }
  if (await check()) return "ok";
  await recordLoginFailure(c.env, email, address);
  return "invalid";
}

/**
 * The second-factor step of a log-in, at either door: the code checked by checkAsLogIn, a right
 * one ending the half-signed-in session for a new one (so the token that only knew the password
 * never becomes a signed-in one).
 */
export async function passSecondFactor(
  c: Context<AppEnv>,
  half: Signed,
  code: string,
  door: Door,
  scope: string | null = null,
): Promise<"ok" | "throttled" | "invalid"> {
  const checked = await checkAsLogIn(c, half.user.email, () => checkSecondFactor(c.env, half.user, code));
  if (checked !== "ok") return checked;
  await beginSession(c, half.user, { scope, secondFactorAt: Date.now() }, door);
  return "ok";
}

function SecondFactorPage(props: { half: Signed; error?: string; next?: string | null }) {
  return (
    <Layout title="Two-factor check">
      <SecondFactorForm half={props.half} action="/login/2fa" error={props.error} next={props.next} />
    </Layout>
  );
}

export function registerSecondFactorPage(app: App): void {
  app.get("/login/2fa", async (c) => {
    const half = await halfSignedIn(c);
    return half ? c.html(<SecondFactorPage half={half} next={safeReturnPath(c.req.query("next"))} />) : c.redirect("/login", 303);
  });
  app.post("/login/2fa", async (c) => {
    const half = await halfSignedIn(c);
    if (!half) return c.redirect("/login", 303);
    const f = await checkedForm(c, half.session);
    if (!f) return forbidden(c);
    const next = safeReturnPath(f.next);
    const passed = await passSecondFactor(c, half, f.code ?? "", PARTNER_DOOR, half.session.scope);
    if (passed === "throttled") return c.html(<SecondFactorPage half={half} error={THROTTLED} next={next} />, 429);
    if (passed === "invalid") return c.html(<SecondFactorPage half={half} error={WRONG_CODE} next={next} />, 401);
    return c.redirect(next ?? "/dashboard", 303);
  });
}
