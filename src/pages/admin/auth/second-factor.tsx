/** @jsxImportSource hono/jsx */
// GET and POST /admin/login/2fa: after the right password every operator gives a code from the
// authenticator app or a recovery code (the dashboard's check, checkSecondFactor). Wrong codes
// count as failed log-ins. A right code ends the half-signed-in session and starts a new one, so
// the token that only knew the password never becomes a signed-in one.
import type { App } from "../../../http/context";
import { checkSecondFactor } from "../../../identity/second-factor";
import { loginBlocked, recordLoginFailure } from "../../../identity/throttle";
import { Csrf, Notice } from "../../layout";
import { beginSession, checkedForm, clientAddress, forbidden, halfSignedIn, OPERATOR_DOOR, type Signed } from "../../session";
import { THROTTLED } from "../../auth/login";
import { ConsoleLayout } from "../layout";

function ConsoleSecondFactorPage(props: { half: Signed; error?: string }) {
  return (
    <ConsoleLayout title="Two-factor check">
      <article class="narrow">
        <h1>Two-factor check</h1>
        {props.error && <Notice error>{props.error}</Notice>}
        <form method="post" action="/admin/login/2fa">
          <Csrf me={props.half} />
          <label>
            Code from your authenticator app, or a recovery code
            <input name="code" required autocomplete="one-time-code" inputmode="text" />
          </label>
          <button type="submit">Continue</button>
        </form>
      </article>
    </ConsoleLayout>
  );
}

/** The half-signed-in operator session of a log-in (a set-up in progress has no enrolled factor yet). */
async function loginHalf(c: Parameters<typeof halfSignedIn>[0]): Promise<Signed | null> {
  const half = await halfSignedIn(c, OPERATOR_DOOR);
  return half && half.user.totpEnabledAt !== null ? half : null;
}

export function registerConsoleSecondFactor(app: App): void {
  app.get("/admin/login/2fa", async (c) => {
    const half = await loginHalf(c);
    return half ? c.html(<ConsoleSecondFactorPage half={half} />) : c.redirect("/admin/login", 303);
  });
  app.post("/admin/login/2fa", async (c) => {
    const half = await loginHalf(c);
    if (!half) return c.redirect("/admin/login", 303);
    const f = await checkedForm(c, half.session);
    if (!f) return forbidden(c);
    const address = clientAddress(c);
    if (await loginBlocked(c.env, half.user.email, address)) return c.html(<ConsoleSecondFactorPage half={half} error={THROTTLED} />, 429);
    if (!(await checkSecondFactor(c.env, half.user, f.code ?? ""))) {
      await recordLoginFailure(c.env, half.user.email, address);
      return c.html(<ConsoleSecondFactorPage half={half} error="That code is not valid. Try the current code from your app." />, 401);
    }
    await beginSession(c, half.user, { secondFactorAt: Date.now() }, OPERATOR_DOOR);
    return c.redirect("/admin", 303);
  });
}
