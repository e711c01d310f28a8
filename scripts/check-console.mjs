// The operator console checked in a real browser (Debian's chromium driven by playwright-core)
// against `wrangler dev`. Operators are made with the bootstrap token and signed in the real way:
// the set-up link from the outbox, a password, the authenticator's secret read from the page and
// a code computed here with the same library, the recovery codes seen. A compliance operator logs
// out and in again through the second factor, approves a KYB form, reveals the ID number of the
// KYC form the partner then submits (once: one audit entry) and approves it; a support operator
// sees the same queue without controls and a forged approval answers 403 and changes nothing; an
// admin sees the operators page. Every page is screenshotted at 375 px and 1280 px into
// artifacts/console/, may not scroll sideways, and names every control; no page loads anything
// from another host. Further console pages are walked by lib/console-pages-walk.mjs when present.
// CI=true installs chromium with apt-get when it is missing (as the other browser checks do).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./lib/chromium.mjs";
import { check, openWalk } from "./lib/browser-walk.mjs";
import { Secret, TOTP } from "otpauth";
import { freePort, freshSecrets, startWrangler } from "./lib/wrangler-dev.mjs";
import { startFakeSuppliers } from "./lib/fake-suppliers.mjs";
import { runCheck } from "./lib/run-check.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const DEADLINE_MS = 300_000;
const SHOTS = join(root, "artifacts", "console");
const PASSWORD = "correct horse battery staple";
const ID_NUMBER = "C01X00T47";
const say = (line) => console.log(`[console-check] ${line}`);
const codeAt = (secret, at) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });


async function main() {
  ensureChromium(say);
  // mailed links (the operators' set-up links) start with PUBLIC_BASE_URL, so it names the port
  // this run serves on ("localhost", where browsers accept the __Host- cookie with Secure over plain http)
  const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
  const base = `http://localhost:${port}`;
  // the fake eSIM suppliers, so the Supply page shows two suppliers, their circuits and routes
  const suppliers = await startFakeSuppliers(root);
  const vars = { ...freshSecrets(root), ...suppliers.vars, PUBLIC_BASE_URL: base };
  const server = await startWrangler({ root, persistTo: join(root, ".wrangler", "check-console"), vars, port });
  suppliers.notifyTo(server.base);
  const adminToken = vars.ADMIN_API_TOKEN;
  const api = async (path, { key = adminToken, body, method } = {}) => {
    const res = await fetch(`${server.base}${path}`, {
      method: method ?? (body === undefined ? "GET" : "POST"),
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const setupLink = async (to) => {
    const res = await api("/admin/v1/outbox?limit=100");
    const mail = res.body.data.find((m) => m.to === to);
    check(mail, `no mail to ${to} in the outbox`);
    return /https?:\/\/\S+/.exec(mail.text)[0];
  };
  const { browser, newPage, shot, checkClean, close } = await openWalk({ base, shotsDir: SHOTS });

  let n = 0;
  const made = new Map();
  /** A new operator of `role` (bootstrap token), set up through the link's pages, signed in on a new page. */
  const signIn = async (role, { shots = false } = {}) => {
    const email = `${role}-${Date.now()}-${++n}@example.com`;
    const created = await api("/admin/v1/operators", { body: { email, name: `${role[0].toUpperCase()}${role.slice(1)} Operator ${n}`, role } });
    check(created.status === 200, `POST /admin/v1/operators answered ${created.status}`);
    const page = await newPage();
    await page.goto(await setupLink(email));
    if (shots) await shot(page, "01-setup-password");
    await page.getByLabel("New password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set password" }).click();
    await page.waitForURL(`${base}/admin/setup/2fa`);
    check((await page.locator(".qr svg").count()) === 1, "the set-up page shows no QR code");
    if (shots) await shot(page, "02-setup-authenticator");
    const secret = (await page.locator("#totp-secret").innerText()).trim();
    const enrolledAt = Date.now();
    await page.getByLabel("Code from the app").fill(codeAt(secret, enrolledAt));
    await page.getByRole("button", { name: "Turn on two-factor and sign in" }).click();
    await page.locator("#recovery-codes").waitFor();
    check((await page.locator("#recovery-codes li").count()) === 10, "the set-up did not show ten recovery codes");
    if (shots) await shot(page, "03-setup-recovery-codes");
    await page.getByRole("link", { name: "Open the console" }).click();
    await page.waitForURL(`${base}/admin`);
    made.set(page, { id: created.body.id, email, secret, enrolledAt });
    return page;
  };

  try {
    say(`wrangler dev answers at ${base}`);

    // two partner accounts (made by the bootstrap token), both submitting KYB through the API
    const partners = [];
    for (const name of ["Roam Partners", "Wander Co"]) {
      const res = await api("/admin/v1/accounts", { body: { name } });
      check(res.status === 200, `POST /admin/v1/accounts answered ${res.status}`);
      const acct = { id: res.body.account.id, key: res.body.api_key.secret, name };
      const kyb = await api("/v1/account/kyb", {
        key: acct.key,
        body: { legal_name: `${name} GmbH`, registration_number: "HRB 123456", country: "DE", address: "Friedrichstrasse 1\n10117 Berlin", website: "https://roam.example.com" },
      });
      check(kyb.status === 200, `POST /v1/account/kyb answered ${kyb.status}`);
      partners.push(acct);
    }
    const [roam, wander] = partners;
    const stateOf = async (id) => (await api(`/admin/v1/accounts/${id}`)).body.kyb_state;

    // compliance: set up, then log out and in through the second factor
    const compliance = await signIn("compliance", { shots: true });
    const me = made.get(compliance);
    await compliance.getByRole("button", { name: "Log out" }).click();
    await compliance.waitForURL(`${base}/admin/login?out=1`);
    await shot(compliance, "04-login");
    await compliance.getByLabel("Email").fill(me.email);
    await compliance.getByLabel("Password").fill(PASSWORD);
    await compliance.getByRole("button", { name: "Log in" }).click();
    await compliance.waitForURL(`${base}/admin/login/2fa`);
    await shot(compliance, "05-login-2fa");
    // the step after the enrolment's (that one is spent)
    await compliance.getByLabel("Code from your authenticator app, or a recovery code").fill(codeAt(me.secret, me.enrolledAt + 30_000));
    await compliance.getByRole("button", { name: "Continue" }).click();
    await compliance.waitForURL(`${base}/admin`);
    check((await compliance.locator("#queue-counts").innerText()).includes("2 accounts wait for KYB review"), "home does not count the two KYB forms");
    await shot(compliance, "06-home");
    say("a compliance operator set up with the link, logged out and back in through the second factor");

    // approve Roam's KYB
    await compliance.getByRole("link", { name: "Open the review queue" }).click();
    await compliance.waitForURL(`${base}/admin/review`);
    await shot(compliance, "07-review-kyb");
    await compliance.getByRole("button", { name: `Approve KYB of ${roam.name}` }).click();
    await compliance.getByText(`KYB of ${roam.name} approved`).waitFor();
    check((await stateOf(roam.id)) === "kyc_pending", "the approved KYB did not move the account to kyc_pending");

    // the partner submits KYC; the reviewer sees it masked, reveals it once, approves it
    const kyc = await api("/v1/account/kyc", { key: roam.key, body: { full_name: "Erika Mustermann", date_of_birth: "1985-04-12", nationality: "DE", id_document_number: ID_NUMBER } });
    check(kyc.status === 200, `POST /v1/account/kyc answered ${kyc.status}`);
    await compliance.goto(`${base}/admin/review`);
    const masked = await compliance.content();
    check(masked.includes(`•••••${ID_NUMBER.slice(-4)}`) && !masked.includes(ID_NUMBER), "the queue does not show the ID number masked");
    await shot(compliance, "08-review-kyc-masked");
    await compliance.getByRole("button", { name: `Reveal the ID number of ${roam.name}` }).click();
    await compliance.locator("#revealed-id-number").waitFor();
    check((await compliance.locator("#revealed-id-number code").innerText()).trim() === ID_NUMBER, "the revealed ID number is not the submitted one");
    await shot(compliance, "09-review-kyc-revealed");
    const reveals = await api(`/admin/v1/audit_log?action=kyc.reveal_id_number&target=${roam.id}`);
    check(reveals.status === 200 && reveals.body.data.length === 1 && reveals.body.data[0].actor === me.id, `the reveal is not one audit entry naming ${me.id}: ${JSON.stringify(reveals.body)}`);
    await compliance.getByRole("button", { name: `Approve KYC of ${roam.name}` }).click();
    await compliance.getByText(`KYC of ${roam.name} approved`).waitFor();
    check((await stateOf(roam.id)) === "approved", "the approved KYC did not approve the account");
    await shot(compliance, "10-review-approved");
    const decisions = await api(`/admin/v1/audit_log?actor=${me.id}`);
    // their set-up link's use comes first, then the review's three decisions
    check(decisions.body.data.map((e) => e.action).sort().join(",") === "kyb.approve,kyc.approve,kyc.reveal_id_number,operator.setup_link_use", `the compliance operator's audit entries: ${decisions.body.data.map((e) => e.action)}`);
    say("KYB approved, the KYC's ID number revealed once (one audit entry), KYC approved");

    // support: the same queue, no controls; a forged approval is 403 and changes nothing
    const support = await signIn("support");
    await support.goto(`${base}/admin/review`);
    check((await support.getByText(wander.name).count()) > 0, "support does not see the queue");
    check((await support.getByRole("button", { name: /Approve|Reject|Reveal/ }).count()) === 0, "support is offered review buttons");
    check((await support.locator("#role-sentence").innerText()).includes("cannot do this"), "support is not told why there are no controls");
    await shot(support, "11-review-support");
    const forged = await support.evaluate(async (id) => {
      const csrf = document.querySelector('input[name="_csrf"]').value;
      const res = await fetch(`/admin/review/${id}/kyb/approve`, { method: "POST", body: new URLSearchParams({ _csrf: csrf }) });
      return res.status;
    }, wander.id);
    check(forged === 403, `a forged approval by support answered ${forged}`);
    check((await stateOf(wander.id)) === "kyb_submitted", "a forged approval by support moved the account");
    const supportEntries = await api(`/admin/v1/audit_log?actor=${made.get(support).id}`);
    // only their set-up link's use: the refused approval wrote nothing
    check(supportEntries.body.data.map((e) => e.action).join(",") === "operator.setup_link_use", `support's refused approval wrote an audit entry: ${supportEntries.body.data.map((e) => e.action)}`);
    say("support sees the queue without controls; a forged approval answered 403 and changed nothing");

    // admin: the operators page, a token shown once
    const adminPage = await signIn("admin");
    await adminPage.getByRole("link", { name: "Operators", exact: true }).first().click();
    await adminPage.waitForURL(`${base}/admin/operators`);
    await shot(adminPage, "12-operators");
    await adminPage.getByLabel("Token name").fill("reporting script");
    await adminPage.getByRole("button", { name: "Create token" }).click();
    await adminPage.locator("#new-operator-token").waitFor();
    const token = (await adminPage.locator("#new-operator-token").innerText()).trim();
    check(token.startsWith("pco_") && (await api("/admin/v1/operators", { key: token })).status === 200, "the token shown once does not work on /admin/v1");
    await shot(adminPage, "13-operators-token");
    await support.goto(`${base}/admin/operators`);
    check((await support.getByRole("button", { name: /Create token|Add operator|Revoke|set-up link/ }).count()) === 0, "support is offered operator controls");
    await shot(support, "14-operators-support");
    say("an admin made a token shown once that works on /admin/v1; support sees operators without controls");

    // [console walk: accounts, money, supply, audit]
    const extra = join(dirname(fileURLToPath(import.meta.url)), "lib/console-pages-walk.mjs");
    if (existsSync(extra)) await (await import(extra)).walkConsolePages({ browser, base, signIn, shot, check, adminToken });

    checkClean();
    say(`passed; screenshots in ${SHOTS.slice(root.length + 1)}/`);
  } finally {
    await close();
    await server.stop();
    await suppliers.stop();
  }
}

runCheck("console-check", main, DEADLINE_MS);
