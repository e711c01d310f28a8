// Log-out ends the session the cookie names whether it is signed in or still waiting for its
// second factor: after the right password, a log-out leaves nothing on the server that a right
// code could later complete.
import { describe, expect, it } from "vitest";
import { Browser, codeFor, PASSWORD, signUp, turnOnTwoFactor, uniqueEmail } from "./browser";

describe("log-out of a half-signed-in session", () => {
  it("ends it on the server: the old cookie cannot finish the log-in with a right code", async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    const secret = await turnOnTwoFactor(b);

    const half = new Browser();
    expect((await half.post("/login", { email, password: PASSWORD })).location).toBe("/login/2fa");
    const csrf = await half.csrf("/login/2fa");
    const kept = new Map(half.cookies);
    const out = await half.post("/logout", { _csrf: csrf });
    expect(out.status).toBe(303);
    expect(out.location).toBe("/login?logged_out=1");

    half.cookies = kept;
    const late = await half.post("/login/2fa", { _csrf: csrf, code: codeFor(secret, Date.now() + 30_000) });
    expect(late.status).toBe(303);
    expect(late.location).toBe("/login");
    expect((await half.get("/dashboard")).location).toBe("/login");
  });

  it("needs the half session's CSRF token, like any form of that session", async () => {
    const email = uniqueEmail();
    const b = new Browser();
    await signUp(b, email);
    const secret = await turnOnTwoFactor(b);

    const half = new Browser();
    await half.post("/login", { email, password: PASSWORD });
    const csrf = await half.csrf("/login/2fa");
    expect((await half.post("/logout", { _csrf: "wrong" })).status).toBe(403);
    // the session lives on: the right code still finishes the log-in
    expect((await half.post("/login/2fa", { _csrf: csrf, code: codeFor(secret, Date.now() + 30_000) })).location).toBe("/dashboard");
  });
});
