/** @jsxImportSource hono/jsx */
// GET and POST /login/2fa: after the right password, a user with two-factor on gives a code from
// the authenticator app or a recovery code. Wrong codes count as failed log-ins. The half-signed-in
// session's form carries its CSRF token; a right code ends that session and starts a new one, so
// the token that only knew the password never becomes a signed-in one.
import type { App } from "../../http/context";
import { checkSecondFactor } from "../../identity/second-factor";
import { loginBlocked, recordLoginFailure } from "../../identity/throttle";
import { Csrf, Layout, Notice } from "../layout";
import { beginSession, checkedForm, clientAddress, forbidden, halfSignedIn, type Signed } from "../session";
import { THROTTLED } from "./login";

function SecondFactorPage(props: { half: Signed; error?: string }) {
  return (
    <Layout title="Two-factor check">
      <article class="narrow">
        <h1>Two-factor check</h1>
        {props.error && <Notice error>{props.error}</Notice>}
        <form method="post" action="/login/2fa">
          <Csrf me={props.half} />
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
    const address = clientAddress(c);
    if (await loginBlocked(c.env, half.user.email, address)) return c.html(<SecondFactorPage half={half} error={THROTTLED} />, 429);
    if (!(await checkSecondFactor(c.env, half.user, f.code ?? ""))) {
      await recordLoginFailure(c.env, half.user.email, address);
      return c.html(<SecondFactorPage half={half} error="That code is not valid. Try the current code from your app." />, 401);
    }
    await beginSession(c, half.user, { scope: half.session.scope, secondFactorAt: Date.now() });
    return c.redirect("/dashboard", 303);
  });
}
