// Links in mail start with PUBLIC_BASE_URL whatever Host a request came in on; while it is not
// set, a mail with a link is refused with a clear error rather than built on the Host.
import { describe, expect, it } from "vitest";
import { env, createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../src/index";
import { admin, ADMIN_TOKEN } from "../support/api";
import { signedInOperator } from "../console/helpers";
import { Browser, signUp, uniqueEmail } from "./browser";

const EVIL = "http://evil.test";
const BASE = env.PUBLIC_BASE_URL;

/** The newest mail to `to`, straight from the outbox. */
const mailTo = async (to: string) => (await env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1').bind(to).first<{ subject: string; text: string }>())!;
const mailsTo = async (to: string) => (await env.DB.prepare('SELECT count(*) AS n FROM mail_outbox WHERE "to" = ?').bind(to).first<{ n: number }>())!.n;

function expectOurLink(text: string, path: string) {
  expect(text).toContain(`${BASE}${path}?token=`);
  expect(text).not.toContain("evil.test");
}

describe("links in mail", () => {
  it("the test pool's PUBLIC_BASE_URL is wrangler.jsonc's local one", () => {
    expect(BASE).toBe("http://localhost:8787");
  });

  it("sign-up, a new verification link, a reset link and an invitation asked for on another Host all link to PUBLIC_BASE_URL", async () => {
    const b = new Browser();
    const email = uniqueEmail();
    expect((await b.request("/signup", { form: { business_name: "Host Co", email, password: "a long enough passphrase" }, base: EVIL })).status).toBe(303);
    expectOurLink((await mailTo(email)).text, "/verify-email");

    const resent = await b.request("/dashboard/security/verify-email", { form: { _csrf: await b.csrf("/dashboard/security") }, base: EVIL });
    expect(resent.status).toBe(200);
    expectOurLink((await mailTo(email)).text, "/verify-email");

    expect((await new Browser().request("/forgot-password", { form: { email }, base: EVIL })).status).toBe(200);
    expectOurLink((await mailTo(email)).text, "/reset-password");

    const owner = new Browser();
    await signUp(owner, uniqueEmail(), "Inviting Co", { verified: true });
    const invitee = uniqueEmail("invitee");
    const invited = await owner.request("/dashboard/team/invite", { form: { _csrf: await owner.csrf("/dashboard/team"), email: invitee, role: "viewer" }, base: EVIL });
    expect(invited.status).toBe(200);
    expectOurLink((await mailTo(invitee)).text, "/invite");
  });

  it("an operator's set-up link, from the API and from the console, links to PUBLIC_BASE_URL", async () => {
    const email = uniqueEmail("op");
    const res = await worker.fetch(
      new Request(`${EVIL}/admin/v1/operators`, {
        method: "POST",
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ email, name: "Dana\nReyes", role: "support" }),
      }),
      env,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    const mail = await mailTo(email);
    expectOurLink(mail.text, "/admin/setup");
    expect(mail.text).toContain('under the name "Dana Reyes" (the name an administrator gave you)');
    expect(mail.subject).not.toContain("Dana");

    const me = await signedInOperator("admin");
    const csrf = /name="_csrf" value="([^"]+)"/.exec((await me.b.get("/admin/operators")).html)![1]!;
    const second = uniqueEmail("op");
    expect((await me.b.request("/admin/operators", { form: { _csrf: csrf, email: second, name: "Lee", role: "finance" }, base: EVIL })).status).toBe(200);
    expectOurLink((await mailTo(second)).text, "/admin/setup");
  });

  it("without PUBLIC_BASE_URL, no mail with a link is sent and the answer says why; nothing is built on the Host", async () => {
    const unset = { ...env, PUBLIC_BASE_URL: "" } as Env;
    const send = async (req: Request<unknown, IncomingRequestCfProperties>) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(req, unset, ctx);
      await waitOnExecutionContext(ctx);
      return { status: res.status, text: await res.text() };
    };
    // the operator API: refused before the operator is made
    const email = uniqueEmail("op");
    const made = await send(
      new Request(`${EVIL}/admin/v1/operators`, {
        method: "POST",
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ email, name: "Nobody", role: "support" }),
      }),
    );
    expect(made.status).toBe(500);
    expect(JSON.parse(made.text).error.message).toMatch(/PUBLIC_BASE_URL is not set/);
    expect(await mailsTo(email)).toBe(0);
    expect((await admin<{ data: { email: string }[] }>("/admin/v1/operators")).body.data.some((o) => o.email === email)).toBe(false);

    // forgot password: the same answer for every email, and no mail
    const known = (await signUp(new Browser())).email;
    const before = await mailsTo(known);
    const holder = new Browser();
    const csrf = await holder.formToken();
    const cookie = [...holder.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const forgot = (who: string) =>
      send(
        new Request(`${EVIL}/forgot-password`, {
          method: "POST",
          headers: { origin: EVIL, "content-type": "application/x-www-form-urlencoded", cookie },
          body: new URLSearchParams({ email: who, _csrf: csrf }).toString(),
        }),
      );
    const a = await forgot(known);
    const b = await forgot(uniqueEmail("nobody"));
    expect(a).toEqual(b);
    expect(a.status).toBe(503);
    expect(a.text).toContain("Mail with links cannot be sent from this service right now");
    expect(await mailsTo(known)).toBe(before);
  });
});
