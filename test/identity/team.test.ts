// Teams: an owner invites by email with a role; a new user accepts by choosing a password, an
// existing one by logging in; roles decide what each may do; a user in several accounts
// switches between them.
import { describe, expect, it } from "vitest";
import { call } from "../support/api";
import { Browser, lastMail, PASSWORD, signUp, uniqueEmail } from "./browser";

const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;

async function inviteAs(owner: Browser, email: string, role: string) {
  const res = await owner.post("/dashboard/team/invite", { _csrf: await owner.csrf("/dashboard/team"), email, role });
  expect(res.status).toBe(200);
  return tokenOf((await lastMail(email)).link);
}

describe("team", () => {
  it("a viewer invited by email sets a password, joins, sees the keys but cannot create one", async () => {
    const owner = new Browser();
    const { key } = await signUp(owner, uniqueEmail(), "Team Co", { verified: true });
    const viewerEmail = uniqueEmail("viewer");
    const token = await inviteAs(owner, viewerEmail, "viewer");
    const viewer = new Browser();
    const page = await viewer.get(`/invite?token=${token}`);
    expect(page.html).toContain("Choose a password");
    expect((await viewer.post("/invite", { token, password: "short" })).status).toBe(400);
    expect((await viewer.post("/invite", { token, password: PASSWORD })).location).toBe("/dashboard");
    expect((await viewer.get("/dashboard")).html).toContain("Team Co");
    const keys = await viewer.get("/dashboard/api-keys");
    expect(keys.html).toContain("can see keys but not create them");
    const before = (await owner.get("/dashboard/api-keys")).html.match(/<tr>/g)!.length;
    const refused = await viewer.post("/dashboard/api-keys", { _csrf: await viewer.csrf("/dashboard/api-keys"), mode: "test" });
    expect(refused.status).toBe(403);
    expect((await owner.get("/dashboard/api-keys")).html.match(/<tr>/g)!.length).toBe(before);
    // nor invite anyone
    expect((await viewer.post("/dashboard/team/invite", { _csrf: await viewer.csrf("/dashboard/team"), email: uniqueEmail(), role: "owner" })).status).toBe(403);
    // the link works once
    expect((await new Browser().post("/invite", { token, password: PASSWORD })).status).toBe(400);
    expect((await call("/v1/account", { key: key! })).status).toBe(200);
  });

  it("an existing user logs in, accepts, and switches between accounts", async () => {
    const a = new Browser();
    await signUp(a, uniqueEmail(), "First Co", { verified: true });
    const memberEmail = uniqueEmail("dev");
    const member = new Browser();
    await signUp(member, memberEmail, "Own Co");
    const token = await inviteAs(a, memberEmail, "developer");

    const stranger = new Browser();
    expect((await stranger.get(`/invite?token=${token}`)).html).toContain("Log in as");
    expect((await stranger.post("/invite", { token })).status).toBe(401);

    expect((await member.get(`/invite?token=${token}`)).html).toContain("Accept invitation");
    expect((await member.post("/invite", { token, _csrf: await member.csrf(`/invite?token=${token}`) })).location).toBe("/dashboard");
    const home = await member.get("/dashboard");
    expect(home.html).toContain("<h1>First Co</h1>");
    expect(home.html).toContain("Switch account");
    const own = /<option value="(acct_[A-Z0-9]+)"[^>]*>Own Co/.exec(home.html)![1]!;
    expect((await member.post("/dashboard/switch", { _csrf: await member.csrf(), account_id: own })).location).toBe("/dashboard");
    expect((await member.get("/dashboard")).html).toContain("<h1>Own Co</h1>");
    // an account the user is not in cannot be switched to
    const other = new Browser();
    await signUp(other, uniqueEmail(), "Not Yours");
    const foreign = /<option value="(acct_[A-Z0-9]+)"/.exec((await other.get("/dashboard")).html)?.[1];
    expect(foreign).toBeUndefined(); // a single-account user sees no switch
    // the developer may create test keys in First Co
    const first = /<option value="(acct_[A-Z0-9]+)"[^>]*>First Co/.exec((await member.get("/dashboard")).html)![1]!;
    await member.post("/dashboard/switch", { _csrf: await member.csrf(), account_id: first });
    expect((await member.post("/dashboard/api-keys", { _csrf: await member.csrf("/dashboard/api-keys"), mode: "test" })).status).toBe(201);
  });
});
