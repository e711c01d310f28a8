/** @jsxImportSource hono/jsx */
// GET and POST /login/2fa: after the right password, a user with two-factor on gives a code from
// the authenticator app or a recovery code. Wrong codes count as failed log-ins.
import type { App } from "../../http/context";
import { checkSecondFactor } from "../../identity/second-factor";
import { updateSession } from "../../identity/sessions";
import { loginBlocked, recordLoginFailure } from "../../identity/throttle";
import { Layout, Notice } from "../layout";
import { clientAddress, forbidden, halfSignedIn, originOk, plainForm } from "../session";
import { THROTTLED } from "./login";

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

export function registerSecondFactorPage(app: App): void {
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
}
