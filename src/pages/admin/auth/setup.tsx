/** @jsxImportSource hono/jsx */
// The operator set-up link (/admin/setup?token=…, 72 h, works once): the operator chooses a
// password (the partners' password rules), then enrols an authenticator app (QR code and the
// secret as text), confirms it with a code, sees ten recovery codes once, and is signed in.
// Using the link ends every earlier session of the operator and replaces any earlier second
// factor, so it is also how an admin resets a lost password or authenticator. Between the
// password and the confirming code the session waits for its second factor like a log-in's, and
// no log-in opens the console until an authenticator is enrolled (login.tsx). The link's use and
// every wrong enrolment code are recorded in the audit trail.
import type { Context } from "hono";
import { raw } from "hono/html";
import type { App, AppEnv } from "../../../http/context";
import { qrSvg } from "../../../lib/qr";
import { peekLink, useLink } from "../../../identity/links";
import { passwordProblem } from "../../../identity/password";
import { checkTotp, newRecoveryCodes, newTotpSecret, openTotpSecret, sealTotpSecret, totpUri } from "../../../identity/second-factor";
import { changePassword, enableTotp, getUser, markEmailVerified, startTotp } from "../../../identity/users";
import { operatorOfUser } from "../../../operators/operators";
import { recordFailedSignIn, recordSetupLinkUsed } from "../../../operators/sign-in-audit";
import { requestPlace } from "../door";
import { Csrf, FormToken, NewPasswordField, Notice } from "../../layout";
import { beginSession, checkedForm, forbidden, formToken, halfSignedIn, OPERATOR_DOOR, signedOutForm, type Signed } from "../../session";
import { THROTTLED } from "../../auth/login";
import { checkAsLogIn } from "../../auth/second-factor";
import { ConsoleLayout } from "../layout";

/** The scope of the session between the set-up link's password and its confirming code. */
const SETUP_SCOPE = "operator_setup";

const LinkExpired = () => (
  <ConsoleLayout title="Link expired">
    <article class="narrow">
      <h1>Link expired</h1>
      <p>This set-up link was used or has expired. Ask an admin to send you a new one.</p>
    </article>
  </ConsoleLayout>
);

function PasswordStep(props: { token: string; csrf: string; email: string; error?: string }) {
  return (
    <ConsoleLayout title="Set up your operator account">
      <article class="narrow">
        <h1>Set up your operator account</h1>
        <p>Step 1 of 2: choose a password for <strong>{props.email}</strong>. Step 2 sets up your authenticator app.</p>
        {props.error && <Notice error>{props.error}</Notice>}
        <form method="post" action="/admin/setup">
          <FormToken token={props.csrf} />
          <input type="hidden" name="token" value={props.token} />
          <NewPasswordField id="setup-password" name="password" label="New password" note="Using this link logs out every earlier session and replaces any earlier authenticator." />
          <button type="submit">Set password</button>
        </form>
      </article>
    </ConsoleLayout>
  );
}

function EnrolStep(props: { half: Signed; secret: string; error?: string }) {
  return (
    <ConsoleLayout title="Set up your authenticator">
      <article class="narrow">
        <h1>Set up your authenticator</h1>
        <p>Step 2 of 2: the console always asks for a code from an authenticator app after your password.</p>
        {props.error && <Notice error>{props.error}</Notice>}
        <p>Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
        <div class="qr" role="img" aria-label="QR code for your authenticator app">{raw(qrSvg(totpUri(props.secret, props.half.user.email)))}</div>
        <p>Or enter this key by hand: <code id="totp-secret">{props.secret}</code></p>
        <form method="post" action="/admin/setup/2fa">
          <Csrf me={props.half} />
          <label>Code from the app<input name="code" required inputmode="numeric" autocomplete="one-time-code" /></label>
          <button type="submit">Turn on two-factor and sign in</button>
        </form>
      </article>
    </ConsoleLayout>
  );
}

function Done(props: { codes: string[] }) {
  return (
    <ConsoleLayout title="Set-up done">
      <article class="narrow">
        <h1>You are set up</h1>
        <Notice>Two-factor is on and you are signed in.</Notice>
        <p>Recovery codes: each works once in place of a code from your app. They are shown only now; keep them safe.</p>
        <ul class="codes" id="recovery-codes">{props.codes.map((code) => <li>{code}</li>)}</ul>
        <button type="button" class="secondary" data-copy="recovery-codes">Copy recovery codes</button>
        <p><a href="/admin">Open the console</a></p>
      </article>
    </ConsoleLayout>
  );
}

/** The session between the password and the code: waiting for its factor, with one being enrolled. */
async function setupHalf(c: Context<AppEnv>): Promise<Signed | null> {
  const half = await halfSignedIn(c, OPERATOR_DOOR);
  return half && half.session.scope === SETUP_SCOPE && half.user.totpEnabledAt === null && half.user.totpSecret ? half : null;
}

export function registerConsoleSetup(app: App): void {
  app.get("/admin/setup", async (c) => {
    const link = await peekLink(c.env, "operator_setup", c.req.query("token") ?? "");
    if (!link) return c.html(<LinkExpired />, 400);
    return c.html(<PasswordStep token={c.req.query("token")!} csrf={await formToken(c)} email={link.email} />);
  });

  app.post("/admin/setup", async (c) => {
    const f = await signedOutForm(c);
    if (!f) return forbidden(c);
    const token = f.token ?? "";
    const problem = passwordProblem(f.password ?? "");
    if (problem) {
      // a refused password leaves the link as it was
      const link = await peekLink(c.env, "operator_setup", token);
      return link ? c.html(<PasswordStep token={token} csrf={f._csrf!} email={link.email} error={problem} />, 400) : c.html(<LinkExpired />, 400);
    }
    const link = await useLink(c.env, "operator_setup", token);
    const user = link?.userId ? await getUser(c.env, link.userId) : undefined;
    const op = link && user && user.realm === "operator" ? await operatorOfUser(c.env, user.id) : undefined;
    if (!link || !user || !op) return c.html(<LinkExpired />, 400);
    await recordSetupLinkUsed(c.env, op, requestPlace(c));
    // the new password ends every earlier session; the new secret replaces any earlier factor
    // (the factor first: from here no log-in opens the console until the new one is confirmed)
    await startTotp(c.env, user.id, await sealTotpSecret(c.env, user.id, newTotpSecret()));
    await changePassword(c.env, user.id, f.password!, null);
    await markEmailVerified(c.env, user.id, link.email);
    // an operator's session always waits for its second factor: this one until the code confirms
    // the authenticator being enrolled (begun as for an enrolled user, with no check done yet)
    await beginSession(c, { id: user.id, totpEnabledAt: Date.now() }, { scope: SETUP_SCOPE }, OPERATOR_DOOR);
    return c.redirect("/admin/setup/2fa", 303);
  });

  app.get("/admin/setup/2fa", async (c) => {
    const half = await setupHalf(c);
    if (!half) return c.redirect("/admin/login", 303);
    c.header("cache-control", "no-store");
    return c.html(<EnrolStep half={half} secret={await openTotpSecret(c.env, half.user.id, half.user.totpSecret!)} />);
  });

  app.post("/admin/setup/2fa", async (c) => {
    const half = await setupHalf(c);
    if (!half) return c.redirect("/admin/login", 303);
    const f = await checkedForm(c, half.session);
    if (!f) return forbidden(c);
    c.header("cache-control", "no-store");
    const secret = await openTotpSecret(c.env, half.user.id, half.user.totpSecret!);
    const checked = await checkAsLogIn(c, half.user.email, () => checkTotp(c.env, half.user, f.code ?? ""));
    if (checked === "throttled") return c.html(<EnrolStep half={half} secret={secret} error={THROTTLED} />, 429);
    if (checked === "invalid") {
      await recordFailedSignIn(c.env, "enrolment", half.user.email, requestPlace(c));
      return c.html(<EnrolStep half={half} secret={secret} error="That code is not valid. Check the time on your phone and try again." />, 400);
    }
    const now = Date.now();
    await enableTotp(c.env, half.user.id, now);
    const codes = await newRecoveryCodes(c.env, half.user.id);
    await beginSession(c, { id: half.user.id, totpEnabledAt: now }, { secondFactorAt: now }, OPERATOR_DOOR);
    return c.html(<Done codes={codes} />);
  });
}
