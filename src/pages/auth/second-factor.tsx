/** @jsxImportSource hono/jsx */
// GET and POST /login/2fa: after the right password, a user with two-factor on gives a code from
// the authenticator app or a recovery code. Wrong codes count as failed log-ins. The half-signed-in
// session's form carries its CSRF token; a right code ends that session and starts a new one, so
// the token that only knew the password never becomes a signed-in one. The operator console's
// check (pages/admin/auth) uses the same form and step at its own door.
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import { checkSecondFactor } from "../../identity/second-factor";
import { loginBlocked, recordLoginFailure } from "../../identity/throttle";
import { Csrf, Layout, Notice } from "../layout";
import { beginSession, checkedForm, clientAddress, forbidden, halfSignedIn, PARTNER_DOOR, type Door, type Signed } from "../session";
import { THROTTLED } from "./login";

/** The code form both doors show after the right password; it posts to `action`. */
export function SecondFactorForm(props: { half: Signed; action: string; error?: string }) {
  return (
    <article class="narrow">
      <h1>Two-factor check</h1>
      {props.error && <Notice error>{props.error}</Notice>}
      <form method="post" action={props.action}>
        <Csrf me={props.half} />
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
 * The second-factor step of a log-in, at either door: refused while log-ins are throttled, a
 * wrong code counted as a failed log-in, a right one ending the half-signed-in session for a new
 * one (so the token that only knew the password never becomes a signed-in one).
 */
export async function passSecondFactor(
  c: Context<AppEnv>,
  half: Signed,
  code: string,
  door: Door,
  scope: string | null = null,
): Promise<"ok" | "throttled" | "invalid"> {
  const address = clientAddress(c);
  if (await loginBlocked(c.env, half.user.email, address)) return "throttled";
  if (!(await checkSecondFactor(c.env, half.user, code))) {
    await recordLoginFailure(c.env, half.user.email, address);
    return "invalid";
  }
  await beginSession(c, half.user, { scope, secondFactorAt: Date.now() }, door);
  return "ok";
}

function SecondFactorPage(props: { half: Signed; error?: string }) {
  return (
    <Layout title="Two-factor check">
      <SecondFactorForm half={props.half} action="/login/2fa" error={props.error} />
    </Layout>
  );
}

export function registerSecondFactorPage(app: App): void {
  app.get("/login/2fa", async (c) => {
    const half = await halfSignedIn(c);
    return half ? c.html(<SecondFactorPage half={half} />) : c.redirect("/login", 303);
  });
  app.post("/login/2fa", async (c) => {
    const half = await halfSignedIn(c);
    if (!half) return c.redirect("/login", 303);
    const f = await checkedForm(c, half.session);
    if (!f) return forbidden(c);
    const passed = await passSecondFactor(c, half, f.code ?? "", PARTNER_DOOR, half.session.scope);
    if (passed === "throttled") return c.html(<SecondFactorPage half={half} error={THROTTLED} />, 429);
    if (passed === "invalid") return c.html(<SecondFactorPage half={half} error={WRONG_CODE} />, 401);
    return c.redirect("/dashboard", 303);
  });
}
