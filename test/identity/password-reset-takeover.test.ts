// Someone signs up with another person's email and, before its owner ever proves it, lets an
// accomplice in. When the mailbox's owner resets the password (the first proof of the email),
// every other member, every pending invitation and every API key made until then is gone from the
// accounts they own, and a mail says what and why. A reset of an owner whose email was already
// verified removes nobody; every reset is told to the user by mail.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { createLink } from "../../src/identity/links";
import { Browser, lastMail, PASSWORD, signUp, uniqueEmail } from "./browser";

const NEW_PASSWORD = "the mailbox owner's new passphrase";
const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;
const accountOf = async (email: string) =>
  (await env.DB.prepare("SELECT m.account_id AS id, a.name FROM memberships m JOIN users u ON u.id = m.user_id JOIN accounts a ON a.id = m.account_id WHERE u.email = ? AND m.signed_up = 1").bind(email).first<{ id: string; name: string }>())!;
const userIdOf = async (email: string) => (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!.id;
const membersOf = async (accountId: string) =>
  (await env.DB.prepare("SELECT u.email, m.role FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.account_id = ? ORDER BY u.email").bind(accountId).all<{ email: string; role: string }>()).results;
const pendingInvitesOf = async (accountId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM user_links WHERE purpose = 'invite' AND used_at IS NULL AND json_extract(data, '$.accountId') = ?").bind(accountId).first<{ n: number }>())!.n;
const verifiedAt = async (email: string) => (await env.DB.prepare("SELECT email_verified_at AS v FROM users WHERE email = ?").bind(email).first<{ v: number | null }>())!.v;
const newKeyOf = (html: string) => /id="new-key"[^>]*>([^<]+)</.exec(html)![1]!;

async function resetPassword(email: string) {
  await new Browser().post("/forgot-password", { email });
  const token = tokenOf((await lastMail(email)).link);
  const res = await new Browser().post("/reset-password", { token, password: NEW_PASSWORD });
  expect(res.location).toBe("/login?reset=1");
}

describe("a password reset that first proves an owner's email", () => {
  it("ends every other member, pending invitation and earlier API key of the accounts the user owns, and says so by mail", async () => {
    // someone signs up with the victim's address; the email is never verified
    const planter = new Browser();
    const victim = uniqueEmail("victim");
    const { key: firstKey } = await signUp(planter, victim, "Victim Trading");
    const account = await accountOf(victim);
    // an accomplice, with an account of their own, made an owner of the victim's account
    const accomplice = new Browser();
    const accompliceEmail = uniqueEmail("accomplice");
    const { key: accompliceOwnKey } = await signUp(accomplice, accompliceEmail, "Accomplice Co");
    await env.DB.prepare("INSERT INTO memberships (account_id, user_id, role, signed_up, created_at) VALUES (?, ?, 'owner', 0, ?)").bind(account.id, await userIdOf(accompliceEmail), Date.now()).run();
    // who creates a key of their own in it
    expect((await accomplice.post("/dashboard/switch", { _csrf: await accomplice.csrf(), account_id: account.id })).location).toBe("/dashboard");
    const planted = await accomplice.post("/dashboard/api-keys", { _csrf: await accomplice.csrf("/dashboard/api-keys"), mode: "test", name: "sync\njob" });
    expect(planted.status).toBe(201);
    const plantedKey = newKeyOf(planted.html);
    // and a pending invitation
    const invitee = uniqueEmail("second-accomplice");
    const inviteToken = await createLink(env, "invite", { email: invitee, data: { accountId: account.id, accountName: account.name, role: "developer" } });
    expect(await pendingInvitesOf(account.id)).toBe(1);
    for (const key of [firstKey!, plantedKey]) expect((await call("/v1/account", { key })).status).toBe(200);

    // the mailbox's owner resets the password
    await resetPassword(victim);

    expect(await membersOf(account.id)).toEqual([{ email: victim, role: "owner" }]);
    expect(await pendingInvitesOf(account.id)).toBe(0);
    expect((await new Browser().get(`/invite?token=${inviteToken}`)).status).toBe(400);
    for (const key of [firstKey!, plantedKey]) expect((await call("/v1/account", { key })).status).toBe(401);
    expect(await verifiedAt(victim)).not.toBeNull();
    // the accomplice's own account is not the victim's business
    expect((await call("/v1/account", { key: accompliceOwnKey! })).status).toBe(200);
    expect((await accomplice.get("/dashboard")).html).toContain("<h1>Accomplice Co</h1>");
    expect((await accomplice.get("/dashboard")).html).not.toContain("Victim Trading");

    const mail = await lastMail(victim);
    expect(mail.subject).toBe("Your Partner Commerce password was reset");
    expect(mail.text).toMatch(/was reset on \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(mail.text).toContain("first time this email address was proven to be yours");
    expect(mail.text).toContain('The account named "Victim Trading"');
    expect(mail.text).toContain(`members removed: "${accompliceEmail}" (owner)`);
    expect(mail.text).toContain(`pending invitations withdrawn: "${invitee}" (developer)`);
    const keyIds = (await env.DB.prepare("SELECT id FROM api_keys WHERE account_id = ? ORDER BY id").bind(account.id).all<{ id: string }>()).results.map((r) => r.id);
    expect(keyIds).toHaveLength(2);
    for (const id of keyIds) expect(mail.text).toContain(id);
    expect(mail.text).toContain('(test, "sync job")');
    expect(mail.text).toContain("If you did not reset your password");
    expect(mail.text).not.toMatch(/https?:\/\//);

    // the owner signs in with the new password (every earlier session ended) and starts afresh
    expect((await planter.get("/dashboard")).location).toBe("/login");
    const owner = new Browser();
    expect((await owner.post("/login", { email: victim, password: NEW_PASSWORD })).location).toBe("/dashboard");
    const fresh = await owner.post("/dashboard/api-keys", { _csrf: await owner.csrf("/dashboard/api-keys"), mode: "test" });
    expect((await call("/v1/account", { key: newKeyOf(fresh.html) })).status).toBe(200);

    // a second reset proves nothing new: it removes nothing more, and is told by mail all the same
    const invited = uniqueEmail("colleague");
    expect((await owner.post("/dashboard/team/invite", { _csrf: await owner.csrf("/dashboard/team"), email: invited, role: "viewer" })).status).toBe(200);
    await resetPassword(victim);
    expect(await pendingInvitesOf(account.id)).toBe(1);
    expect((await call("/v1/account", { key: newKeyOf(fresh.html) })).status).toBe(200);
    const again = await lastMail(victim);
    expect(again.subject).toBe("Your Partner Commerce password was reset");
    expect(again.text).not.toContain("first time");
  });

  it("a reset of an owner whose email was already verified removes nobody, and is told by mail", async () => {
    const owner = new Browser();
    const ownerEmail = uniqueEmail("owner");
    const { key } = await signUp(owner, ownerEmail, "Verified Co", { verified: true });
    const account = await accountOf(ownerEmail);
    const memberEmail = uniqueEmail("member");
    expect((await owner.post("/dashboard/team/invite", { _csrf: await owner.csrf("/dashboard/team"), email: memberEmail, role: "developer" })).status).toBe(200);
    expect((await new Browser().post("/invite", { token: tokenOf((await lastMail(memberEmail)).link), password: PASSWORD })).location).toBe("/dashboard");
    const pending = uniqueEmail("pending");
    expect((await owner.post("/dashboard/team/invite", { _csrf: await owner.csrf("/dashboard/team"), email: pending, role: "viewer" })).status).toBe(200);
    const verified = await verifiedAt(ownerEmail);

    await resetPassword(ownerEmail);

    expect(await membersOf(account.id)).toEqual([{ email: memberEmail, role: "developer" }, { email: ownerEmail, role: "owner" }].sort((a, b) => a.email.localeCompare(b.email)));
    expect(await pendingInvitesOf(account.id)).toBe(1);
    expect((await call("/v1/account", { key: key! })).status).toBe(200);
    expect(await verifiedAt(ownerEmail)).toBe(verified);
    const mail = await lastMail(ownerEmail);
    expect(mail.subject).toBe("Your Partner Commerce password was reset");
    expect(mail.text).toMatch(/was reset on \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(mail.text).toContain("If you did not reset your password, someone else can read your mail");
    expect(mail.text).not.toContain("removed");
  });
});
