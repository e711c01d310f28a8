// API keys from the dashboard are the API's keys: a rolled or revoked key stops at once. A
// password reset link works once, within the hour. Production mail goes to Resend's API.
import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { ResendMailer, RESEND_URL, mailerFor } from "../../src/identity/mail";
import { Browser, lastMail, PASSWORD, signUp, uniqueEmail } from "./browser";

describe("API keys page", () => {
  it("creates, rolls and revokes keys; the old key stops working on the API at once", async () => {
    const b = new Browser();
    const { key } = await signUp(b);
    const page = await b.get("/dashboard/api-keys");
    const first = /<code>(key_[A-Z0-9]+)<\/code>/.exec(page.html)![1]!;
    const rolled = await b.post(`/dashboard/api-keys/${first}/roll`, { _csrf: await b.csrf("/dashboard/api-keys") });
    expect(rolled.status).toBe(200);
    const fresh = /id="new-key"[^>]*>([^<]+)</.exec(rolled.html)![1]!;
    expect((await call("/v1/account", { key: key! })).status).toBe(401);
    expect((await call("/v1/account", { key: fresh })).status).toBe(200);

    const second = [...rolled.html.matchAll(/<code>(key_[A-Z0-9]+)<\/code>/g)].map((m) => m[1]!).find((id) => id !== first)!;
    expect((await b.post(`/dashboard/api-keys/${second}/revoke`, { _csrf: await b.csrf("/dashboard/api-keys") })).status).toBe(200);
    expect((await call("/v1/account", { key: fresh })).status).toBe(401);
  });

  it("another account's key cannot be touched", async () => {
    const mine = new Browser();
    await signUp(mine);
    const theirs = new Browser();
    const { key } = await signUp(theirs);
    const id = /<code>(key_[A-Z0-9]+)<\/code>/.exec((await theirs.get("/dashboard/api-keys")).html)![1]!;
    expect((await mine.post(`/dashboard/api-keys/${id}/revoke`, { _csrf: await mine.csrf("/dashboard/api-keys") })).status).toBe(404);
    expect((await call("/v1/account", { key: key! })).status).toBe(200);
  });
});

describe("password reset", () => {
  it("answers the same for any email; the link sets a new password once and ends every session", async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    const unknown = await new Browser().post("/forgot-password", { email: uniqueEmail("nobody") });
    const known = await new Browser().post("/forgot-password", { email });
    expect(known.status).toBe(unknown.status);
    expect(known.html).toBe(unknown.html);
    const mail = await lastMail(email);
    expect(mail.subject).toMatch(/Reset your/);
    const token = new URL(mail.link, "http://x").searchParams.get("token")!;
    expect((await new Browser().get(`/reset-password?token=${token}`)).status).toBe(200);
    expect((await new Browser().post("/reset-password", { token, password: "a brand new passphrase" })).location).toBe("/login?reset=1");
    expect((await new Browser().post("/reset-password", { token, password: "yet another passphrase" })).status).toBe(400);
    expect((await b.get("/dashboard")).location).toBe("/login");
    expect((await new Browser().post("/login", { email, password: PASSWORD })).status).toBe(401);
    expect((await new Browser().post("/login", { email, password: "a brand new passphrase" })).location).toBe("/dashboard");
  });
});

describe("mail", () => {
  afterEach(() => vi.restoreAllMocks());

  it("the outbox is used unless MAIL_PROVIDER says resend", () => {
    expect(mailerFor(env).constructor.name).toBe("OutboxMailer");
    expect(() => mailerFor({ ...env, MAIL_PROVIDER: "resend" })).toThrow(/RESEND_API_KEY/);
    expect(mailerFor({ ...env, MAIL_PROVIDER: "resend", RESEND_API_KEY: "re_test" } as Env)).toBeInstanceOf(ResendMailer);
  });

  it("Resend receives the message with the API key, and a refusal is an error", async () => {
    const seen: { url: string; auth: string | null; body: any }[] = [];
    let status = 200;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const req = new Request(input as RequestInfo, init);
      seen.push({ url: req.url, auth: req.headers.get("authorization"), body: await req.json() });
      return new Response(status === 200 ? JSON.stringify({ id: "4ef9a417" }) : '{"message":"invalid from"}', { status });
    });
    const mailer = new ResendMailer("re_test_key", "Partner Commerce <no-reply@example.com>");
    await mailer.send({ to: "ada@example.com", subject: "Hello", text: "Body" });
    expect(seen[0]).toEqual({
      url: RESEND_URL,
      auth: "Bearer re_test_key",
      body: { from: "Partner Commerce <no-reply@example.com>", to: ["ada@example.com"], subject: "Hello", text: "Body" },
    });
    status = 422;
    await expect(mailer.send({ to: "ada@example.com", subject: "Hello", text: "Body" })).rejects.toThrow(/422/);
  });
});
