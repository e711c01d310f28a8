/** @jsxImportSource hono/jsx */
// GET and POST /signup: a business makes its own account (test access, one test key) and its
// owner user, is signed in, and lands on /dashboard where the first test key is shown once. An
// email that already has a user gets a clear answer, but asking costs what a log-in attempt costs:
// the same per-address form limit, one password hash spent before the email is looked at, and a
// failure counted against the client address, so past the log-in limit sign-ups from that address
// are refused with the log-in's own words.
import type { App } from "../../http/context";
import { passwordProblem } from "../../identity/password";
import { addressBlocked, recordAddressFailure } from "../../identity/throttle";
import { EMAIL_SHAPE, normalEmail } from "../../identity/users";
import { signUp } from "../../team/signup";
import { businessName } from "../../accounts/profile";
import { FormToken, Layout, NewPasswordField, Notice } from "../layout";
import { flashNewKey } from "../new-key";
import { beginSession, clientAddress, forbidden, formToken, signedOutForm } from "../session";
import { RETRY_AFTER_SECONDS, THROTTLED } from "./login";

function SignupPage(props: { csrf: string; error?: string; name?: string; email?: string }) {
  return (
    <Layout title="Create account">
      <article class="narrow">
        <h1>Create account</h1>
        <p>Start in test mode at once; live access follows your business and identity checks.</p>
        {props.error && <Notice error>{props.error}</Notice>}
        <form method="post" action="/signup">
          <FormToken token={props.csrf} />
          <label>Business name<input name="business_name" required maxlength={200} autocomplete="organization" value={props.name ?? ""} /></label>
          <label>Email<input name="email" type="email" required autocomplete="email" value={props.email ?? ""} /></label>
          <NewPasswordField id="signup-password" name="password" label="Password" />
          <button type="submit">Create account</button>
        </form>
        <p>Already have an account? <a href="/login">Log in</a></p>
      </article>
    </Layout>
  );
}

export function registerSignupPage(app: App): void {
  app.get("/signup", async (c) => c.html(<SignupPage csrf={await formToken(c)} />));
  app.post("/signup", async (c) => {
    const f = await signedOutForm(c);
    if (!f) return forbidden(c);
    const csrf = f._csrf!;
    const name = businessName(f.business_name);
    const email = normalEmail(f.email ?? "");
    const password = f.password ?? "";
    const problem = name === null ? "Enter your business name." : !EMAIL_SHAPE.test(email) ? "Enter a valid email." : passwordProblem(password);
    if (problem || name === null) return c.html(<SignupPage csrf={csrf} error={problem ?? ""} name={f.business_name?.trim()} email={email} />, 400);
    const address = clientAddress(c);
    if (await addressBlocked(c.env, address)) {
      c.header("Retry-After", RETRY_AFTER_SECONDS);
      return c.html(<SignupPage csrf={csrf} error={THROTTLED} name={name} email={email} />, 429);
    }
    const done = await signUp(c.env, { businessName: name, email, password });
    if (!done.ok) {
      await recordAddressFailure(c.env, address);
      return c.html(<SignupPage csrf={csrf} error="This email already has a user. Log in instead, or reset your password." name={name} email={email} />, 409);
    }
    const row = await beginSession(c, done.user, { scope: done.account.id });
    await flashNewKey(c, row.id, done.apiKey.secret!);
    return c.redirect("/dashboard", 303);
  });
}
