// The test / live switch: every dashboard page says which mode it shows, live is refused until the
// account has live access, the choice is remembered by the session and needs the CSRF token.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { formFields, grantLiveAccess, partner } from "./helpers";

const banner = (html: string) => /class="mode-banner" data-mode="(test|live)"/.exec(html)?.[1];

describe("test / live switch", () => {
  it("starts in test mode on every page and refuses live without live access, changing nothing", async () => {
    const { b } = await partner();
    for (const path of ["/dashboard", "/dashboard/api-keys", "/dashboard/team", "/dashboard/security"]) {
      const page = await b.get(path);
      expect(banner(page.html), path).toBe("test");
      expect(page.html).toContain("Test mode");
      expect(page.html).toMatch(/<button[^>]*disabled[^>]*>Switch to live<\/button>/);
      expect(page.html).toContain("Live opens after business and identity verification.");
    }
    const refused = await b.post("/dashboard/mode", formFields((await b.get("/dashboard")).html, "/dashboard/mode"));
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("Live mode opens once the account has live access");
    expect(banner((await b.get("/dashboard")).html)).toBe("test");
  });

  it("switches to live once the account has live access, remembers it, and needs the CSRF token", async () => {
    const { b, accountId } = await partner();
    await grantLiveAccess(accountId);
    const fields = formFields((await b.get("/dashboard/api-keys")).html, "/dashboard/mode");
    expect(fields.mode).toBe("live");

    expect((await b.post("/dashboard/mode", { ...fields, _csrf: "wrong" })).status).toBe(403);
    expect((await b.post("/dashboard/mode", fields, "http://evil.test")).status).toBe(403);
    expect(banner((await b.get("/dashboard")).html)).toBe("test");

    const switched = await b.request("/dashboard/mode", { form: fields, headers: { referer: "http://svc.test/dashboard/api-keys" } });
    expect(switched.status).toBe(303);
    expect(switched.location).toBe("/dashboard/api-keys");
    const live = await b.get("/dashboard");
    expect(banner(live.html)).toBe("live");
    expect(live.html).toContain("Switch to test");

    // live access withdrawn: the pages show test again rather than a mode the account no longer has
    await env.DB.prepare("UPDATE accounts SET live_access = 0 WHERE id = ?").bind(accountId).run();
    expect(banner((await b.get("/dashboard")).html)).toBe("test");
  });
});

describe("navigation", () => {
  it("links the dashboard's areas from every signed-in page, with the keys, team and security pages reachable", async () => {
    const { b } = await partner();
    for (const path of ["/dashboard", "/dashboard/security"]) {
      const html = (await b.get(path)).html;
      const links = [...html.matchAll(/<a href="(\/dashboard[^"]*)"/g)].map((m) => m[1]);
      expect(links).toEqual(expect.arrayContaining(["/dashboard", "/dashboard/api-keys", "/dashboard/team", "/dashboard/security"]));
      expect(html).toContain("<summary>Developers</summary>");
      expect(html).toContain("<summary>Settings</summary>");
      for (const link of links) expect((await b.get(link!)).status, link).toBe(200);
    }
  });
});
