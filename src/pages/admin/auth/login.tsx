/** @jsxImportSource hono/jsx */
// GET and POST /admin/login: an operator's email and password (the partner log-in's rules at the
// operator door: an unknown email and a wrong password get the same status and words, failures
// are throttled per email and per client address). The second factor is required of every
// operator, so a right password only ever starts a session waiting for it; an operator who has
// not finished set-up (no password chosen, or no authenticator enrolled) is not let in. Each
// failed attempt that was checked is recorded in the audit trail with the email tried.
import type { App } from "../../../http/context";
import { authenticate } from "../../../identity/users";
import { recordFailedSignIn } from "../../../operators/sign-in-audit";
import { FormToken, Notice } from "../../layout";
import { beginSession, clientAddress, forbidden, formToken, OPERATOR_DOOR, signedOutForm } from "../../session";
import { RETRY_AFTER_SECONDS, THROTTLED } from "../../auth/login";
import { ConsoleLayout } from "../layout";
import { requestPlace } from "../door";

const LOGIN_FAILED = "Email or password is incorrect.";
export const SETUP_UNFINISHED = "Your operator account is not set up yet. Open the set-up link from your email, or ask an admin to send a new one.";

function ConsoleLoginPage(props: { csrf: string; error?: string; info?: string; email?: string }) {
  return (
    <ConsoleLayout title="Log in">
      <article class="narrow">
        <h1>Operator log-in</h1>
        {props.info && <Notice>{props.info}</Notice>}
        {props.error && <Notice error>{props.error}</Notice>}
        <form method="post" action="/admin/login">
          <FormToken token={props.csrf} />
          <label>Email<input name="email" type="email" required autocomplete="email" value={props.email ?? ""} /></label>
          <label>Password<input name="password" type="password" required autocomplete="current-password" /></label>
          <button type="submit">Log in</button>
        </form>
        <p class="muted">Lost your password or authenticator? Ask an admin to send you a new set-up link.</p>
      </article>
    </ConsoleLayout>
  );
}

export function registerConsoleLogin(app: App): void {
  app.get("/admin/login", async (c) =>
    c.html(<ConsoleLoginPage csrf={await formToken(c)} info={c.req.query("out") ? "You are logged out." : undefined} />),
  );
  app.post("/admin/login", async (c) => {
    const f = await signedOutForm(c);
    if (!f) return forbidden(c);
    const email = (f.email ?? "").slice(0, 320);
    const result = await authenticate(c.env, "operator", email, f.password ?? "", clientAddress(c));
    if (!result.ok) {
      const throttled = result.reason === "throttled";
      if (throttled) c.header("Retry-After", RETRY_AFTER_SECONDS);
      else await recordFailedSignIn(c.env, "password", email, requestPlace(c));
      return c.html(<ConsoleLoginPage csrf={f._csrf!} error={throttled ? THROTTLED : LOGIN_FAILED} email={email} />, throttled ? 429 : 401);
    }
    // the password was right: saying set-up is unfinished tells nothing to someone without it
    if (result.user.totpEnabledAt === null) return c.html(<ConsoleLoginPage csrf={f._csrf!} error={SETUP_UNFINISHED} email={email} />, 403);
    const row = await beginSession(c, result.user, {}, OPERATOR_DOOR);
    // with an authenticator enrolled, a session without a second-factor time always waits for it
    if (!row.awaitingSecondFactor) throw new Error("an operator session began without waiting for its second factor");
    return c.redirect("/admin/login/2fa", 303);
  });
}
