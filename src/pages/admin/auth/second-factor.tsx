/** @jsxImportSource hono/jsx */
// GET and POST /admin/login/2fa: after the right password every operator gives a code from the
// authenticator app or a recovery code: the dashboard's form and step (passSecondFactor), at the
// operator door. Wrong codes count as failed log-ins and are recorded in the audit trail with the
// operator's email; a right code starts a new session.
import type { App } from "../../../http/context";
import { checkedForm, forbidden, halfSignedIn, OPERATOR_DOOR, type Signed } from "../../session";
import { THROTTLED } from "../../auth/login";
import { passSecondFactor, SecondFactorForm, WRONG_CODE } from "../../auth/second-factor";
import { ConsoleLayout } from "../layout";
import { recordFailedSignIn } from "../../../operators/sign-in-audit";
import { requestPlace } from "../door";

function ConsoleSecondFactorPage(props: { half: Signed; error?: string }) {
  return (
    <ConsoleLayout title="Two-factor check">
      <SecondFactorForm half={props.half} action="/admin/login/2fa" error={props.error} />
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
    const passed = await passSecondFactor(c, half, f.code ?? "", OPERATOR_DOOR);
    if (passed === "throttled") return c.html(<ConsoleSecondFactorPage half={half} error={THROTTLED} />, 429);
    if (passed === "invalid") {
      await recordFailedSignIn(c.env, "second_factor", half.user.email, requestPlace(c));
      return c.html(<ConsoleSecondFactorPage half={half} error={WRONG_CODE} />, 401);
    }
    return c.redirect("/admin", 303);
  });
}
