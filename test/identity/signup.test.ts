// Signing up in a browser: the account is made as an operator would make it, its first test key
// is shown once and works on the API, and the owner's email must be verified before KYB.
import { describe, expect, it } from "vitest";
import { call, type ErrorBody } from "../support/api";
import { Browser, lastMail, PASSWORD, signUp, uniqueEmail } from "./browser";
import type { CreateAccountResponse } from "../../src/routes/admin/accounts/create";

const KYB = { legal_name: "Acme Travel Ltd", registration_number: "12345678", country: "GB", address: "1 High Street, London" };

describe("sign-up", () => {
  it("shows the form with its labels and button", async () => {
    const page = await new Browser().get("/signup");
    expect(page.status).toBe(200);
    for (const text of ["Business name", "Email", "Password", "Create account"]) expect(page.html).toContain(text);
    expect(page.html).not.toMatch(/(src|href)="https?:\/\//);
  });

  it("creates the account and its owner, lands on /dashboard with the test key shown once", async () => {
    const b = new Browser();
    const { key, home } = await signUp(b, uniqueEmail(), "Globetrotter Ltd");
    expect(home.status).toBe(200);
    expect(home.html).toContain("Globetrotter Ltd");
    expect(home.html).toContain("Test mode");
    expect(key).toMatch(/^svc_test_/);
    const account = await call("/v1/account", { key: key! });
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({ name: "Globetrotter Ltd", livemode: false, live_access: false, kyb_state: "none" });
    // shown once: the next visit does not show it
    expect((await b.get("/dashboard")).html).not.toContain(key!);
  });

  it("refuses a short password and an email already taken, leaving no account behind", async () => {
    const email = uniqueEmail();
    const short = await new Browser().post("/signup", { business_name: "X", email, password: "short" });
    expect(short.status).toBe(400);
    expect(short.html).toContain("at least 12 characters");
    await signUp(new Browser(), email);
    const again = await new Browser().post("/signup", { business_name: "Y", email, password: PASSWORD });
    expect(again.status).toBe(409);
  });

  it("holds KYB until the owner's email is verified by its single-use link; operator-made accounts are not held", async () => {
    const b = new Browser();
    const { email, key } = await signUp(b);
    const held = await call<ErrorBody>("/v1/account/kyb", { key: key!, body: KYB });
    expect(held.status).toBe(409);
    expect(held.body.error.code).toBe("invalid_state");

    const mail = await lastMail(email);
    expect(mail.subject).toMatch(/Verify your email/);
    expect((await b.get(mail.link)).status).toBe(200);
    const token = new URL(mail.link, "http://x").searchParams.get("token")!;
    expect((await b.post("/verify-email", { token })).status).toBe(200);
    expect((await b.post("/verify-email", { token })).status).toBe(400); // single use
    expect((await call("/v1/account/kyb", { key: key!, body: KYB })).status).toBe(200);

    const made = await call<CreateAccountResponse>("/admin/v1/accounts", { key: "test-admin-token", body: { name: "Operator Made" } });
    expect((await call("/v1/account/kyb", { key: made.body.api_key.secret, body: KYB })).status).toBe(200);
  });

  it("the security page sends a new verification link; the older one still works once", async () => {
    const b = new Browser();
    const { email } = await signUp(b);
    const first = await lastMail(email);
    const res = await b.post("/dashboard/security/verify-email", { _csrf: await b.csrf("/dashboard/security") });
    expect(res.status).toBe(200);
    expect(res.html).toContain(`A new link is on its way to ${email}`);
    const second = await lastMail(email);
    expect(second.link).not.toBe(first.link);
    expect((await b.post("/verify-email", { token: new URL(second.link, "http://x").searchParams.get("token")! })).status).toBe(200);
    expect((await b.get("/dashboard/security")).html).toContain(`${email}: verified`);
  });

  it("the outbox is an operator list", async () => {
    expect((await call("/admin/v1/outbox")).status).toBe(401);
    const res = await call("/admin/v1/outbox", { key: "test-admin-token" });
    expect(res.body).toMatchObject({ object: "list", has_more: expect.any(Boolean) });
  });
});
