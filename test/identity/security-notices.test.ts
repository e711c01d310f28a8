// A signed-in user is told by mail when their password changes on the security page and when
// two-factor is turned on: what happened, when (UTC), and what to do if it was not them. The
// mails carry no link.
import { describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { Browser, lastMail, signUp, uniqueEmail, PASSWORD } from "./browser";

const codeFor = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
const UTC_MINUTE = /\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/;

describe("security notices by mail", () => {
  it("a password change is mailed to the user, with its time and what to do if it was not them", async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    const changed = await b.post("/dashboard/security/password", { _csrf: await b.csrf("/dashboard/security"), current_password: PASSWORD, new_password: "another long passphrase" });
    expect(changed.status).toBe(200);
    const mail = await lastMail(email);
    expect(mail.subject).toBe("Your Partner Commerce password was changed");
    expect(mail.text).toMatch(UTC_MINUTE);
    expect(mail.text).toContain("reset your password");
    expect(mail.text).toContain("contact support");
    expect(mail.link).toBe("");
    expect(mail.text).not.toContain("another long passphrase");
  });

  it("a refused password change mails nothing", async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    const before = await lastMail(email);
    const wrong = await b.post("/dashboard/security/password", { _csrf: await b.csrf("/dashboard/security"), current_password: "not the password", new_password: "another long passphrase" });
    expect(wrong.status).toBe(400);
    expect((await lastMail(email)).subject).toBe(before.subject);
  });

  it("turning two-factor on is mailed to the user", async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    const start = await b.post("/dashboard/security/2fa", { _csrf: await b.csrf("/dashboard/security") });
    const secret = /id="totp-secret">([A-Z2-7]+)</.exec(start.html)![1]!;
    // set-up alone turns nothing on, so it mails nothing
    expect((await lastMail(email)).subject).not.toContain("Two-factor");
    expect((await b.post("/dashboard/security/2fa/confirm", { _csrf: await b.csrf("/dashboard/security"), code: codeFor(secret) })).status).toBe(200);
    const mail = await lastMail(email);
    expect(mail.subject).toBe("Two-factor authentication was turned on for your Partner Commerce log-in");
    expect(mail.text).toMatch(UTC_MINUTE);
    expect(mail.text).toContain("reset your password");
    expect(mail.text).toContain("contact support");
    expect(mail.link).toBe("");
  });
});
