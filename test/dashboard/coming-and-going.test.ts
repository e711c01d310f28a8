// Coming and going: a signed-out visit to a dashboard page leads to /login naming that page, and
// the log-in (through its two-factor step too) returns there; only a dashboard path of this site
// is ever returned to; log-out says so; the site has its icon; a page that fails answers a page,
// never the API's JSON with its request id; the Developers menu links the API reference.
import { describe, expect, it } from "vitest";
import { Browser, codeFor, PASSWORD, signUp, turnOnTwoFactor, uniqueEmail } from "../identity/browser";
import { loginFor, safeReturnPath } from "../../src/pages/return-path";

describe("the log-in's return path", () => {
  it("takes a dashboard path of this site only", () => {
    expect(safeReturnPath("/dashboard/orders?status=fulfilled")).toBe("/dashboard/orders?status=fulfilled");
    expect(safeReturnPath("/dashboard")).toBe("/dashboard");
    for (const bad of [
      "//evil.example/dashboard",
      "https://evil.example/dashboard",
      "/\\evil.example",
      "/dashboard\\..\\..\\evil",
      "/dashboard/../admin",
      "/dashboardx",
      "/login",
      "/admin/accounts",
      "javascript:alert(1)",
      "/dashboard/\r\nLocation: https://evil.example",
      "",
      42,
      undefined,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
    expect(loginFor("/dashboard")).toBe("/login");
    expect(loginFor("/dashboard/catalog?country=JP")).toBe("/login?next=%2Fdashboard%2Fcatalog%3Fcountry%3DJP");
  });

  it("a signed-out visit names the page, and the log-in returns to it", async () => {
    const email = uniqueEmail();
    await signUp(new Browser(), email);
    const b = new Browser();
    const asked = await b.get("/dashboard/orders?status=fulfilled");
    expect(asked.status).toBe(303);
    expect(asked.location).toBe("/login?next=%2Fdashboard%2Forders%3Fstatus%3Dfulfilled");
    const login = await b.get(asked.location!);
    expect(login.html).toContain('<input type="hidden" name="next" value="/dashboard/orders?status=fulfilled"/>');
    const done = await b.post("/login", { email, password: PASSWORD, next: "/dashboard/orders?status=fulfilled" });
    expect(done.location).toBe("/dashboard/orders?status=fulfilled");
    expect((await b.get(done.location!)).status).toBe(200);
    // Home needs no return path; a form's post never becomes one
    expect((await new Browser().get("/dashboard")).location).toBe("/login");
  });

  it("goes elsewhere only to the dashboard's home", async () => {
    const email = uniqueEmail();
    await signUp(new Browser(), email);
    for (const next of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "/dashboard/../admin"]) {
      const b = new Browser();
      const page = await b.get(`/login?next=${encodeURIComponent(next)}`);
      expect(page.html).not.toContain('name="next"');
      expect((await b.post("/login", { email, password: PASSWORD, next })).location, next).toBe("/dashboard");
    }
  });

  it("with two-factor on, the code's step carries the page on", async () => {
    const email = uniqueEmail();
    const owner = new Browser();
    await signUp(owner, email);
    const secret = await turnOnTwoFactor(owner);

    const b = new Browser();
    const first = await b.post("/login", { email, password: PASSWORD, next: "/dashboard/wallet" });
    expect(first.location).toBe("/login/2fa?next=%2Fdashboard%2Fwallet");
    const step = await b.get(first.location!);
    expect(step.html).toContain('<input type="hidden" name="next" value="/dashboard/wallet"/>');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(step.html)![1]!;
    const done = await b.post("/login/2fa", { _csrf: csrf, code: codeFor(secret, Date.now() + 30_000), next: "/dashboard/wallet" });
    expect(done.location).toBe("/dashboard/wallet");
  });
});

describe("the site's frame", () => {
  it("answers /favicon.ico with an icon every page links", async () => {
    const b = new Browser();
    const icon = await b.get("/favicon.ico");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/x-icon");
    const { home } = await signUp(b);
    expect(home.html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
    expect((await new Browser().get("/login")).html).toContain('href="/favicon.ico"');
  });

  it("the Developers menu links the API reference, and the menu folds behind a button", async () => {
    const b = new Browser();
    const { home } = await signUp(b);
    expect(home.html).toMatch(/<summary>Developers<\/summary><ul>.*<li><a href="\/docs">API reference<\/a><\/li><\/ul>/s);
    expect(home.html).toContain('aria-controls="site-menu" hidden="">Menu</button>');
    expect(home.html).toContain('<ul id="site-menu" class="site-menu">');
  });

  it("a dashboard path with no page answers a page, not the API's JSON", async () => {
    const b = new Browser();
    await signUp(b);
    const res = await b.get("/dashboard/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.html).toContain("Page not found");
    expect(res.html).not.toMatch(/req_|route_not_found|"error"/);
    // the API keeps its JSON
    const api = await b.get("/v1/no-such-route");
    expect(api.headers.get("content-type")).toMatch(/^application\/json/);
  });
});
