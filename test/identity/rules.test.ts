// The identity rules on their own: password hashing and its parameter upgrade, the TOTP window,
// link and session expiry, the role matrix.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TOTP, Secret } from "otpauth";
import { hashPassword, needsRehash, parseHash, passwordProblem, SCRYPT_DEFAULT, verifyPassword, currentParams } from "../../src/identity/password";
import { matchTotp, newTotpSecret } from "../../src/identity/second-factor";
import { linkUsable, LINK_TTL_MS, createLink, useLink } from "../../src/identity/links";
import { ABSOLUTE_MS, IDLE_MS, secondFactorFresh, sessionAlive } from "../../src/identity/sessions";
import { can, keepsAnOwner, ROLES, PERMISSIONS } from "../../src/domain/roles";

const LOW = { ln: 6, r: 8, p: 3 };

describe("passwords", () => {
  it("hashes with scrypt and stores the algorithm and parameters with the hash", async () => {
    const stored = await hashPassword("correct horse battery", LOW);
    expect(stored).toMatch(/^\$scrypt\$ln=6,r=8,p=3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(await verifyPassword("correct horse battery", "plain text")).toBe(false);
    // two hashes of one password differ (random salt)
    expect(await hashPassword("correct horse battery", LOW)).not.toBe(stored);
  });

  it("production uses OWASP's scrypt setting N=2^15, r=8, p=3 unless told otherwise", () => {
    expect(SCRYPT_DEFAULT).toEqual({ ln: 15, r: 8, p: 3 });
    expect(currentParams({})).toEqual(SCRYPT_DEFAULT);
    expect(currentParams({ PASSWORD_SCRYPT_LOG_N: "nonsense" })).toEqual(SCRYPT_DEFAULT);
    expect(currentParams({ PASSWORD_SCRYPT_LOG_N: "16" })).toEqual({ ln: 16, r: 8, p: 3 });
  });

  it("asks for a re-hash when a hash was made with weaker parameters", async () => {
    const weak = await hashPassword("correct horse battery", LOW);
    expect(parseHash(weak)?.params).toEqual(LOW);
    expect(needsRehash(weak, { ln: 7, r: 8, p: 3 })).toBe(true);
    expect(needsRehash(weak, LOW)).toBe(false);
  });

  it("needs at least 12 characters", () => {
    expect(passwordProblem("elevenchars")).toMatch(/12/);
    expect(passwordProblem("twelve chars")).toBeNull();
  });
});

describe("TOTP", () => {
  const secret = newTotpSecret();
  const app = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  const now = 1_700_000_000_000;
  const step = Math.floor(now / 30_000);

  it("accepts the current step and one either side, nothing further", () => {
    expect(matchTotp(secret, app.generate({ timestamp: now }), now, null)).toBe(step);
    expect(matchTotp(secret, app.generate({ timestamp: now - 30_000 }), now, null)).toBe(step - 1);
    expect(matchTotp(secret, app.generate({ timestamp: now + 30_000 }), now, null)).toBe(step + 1);
    expect(matchTotp(secret, app.generate({ timestamp: now - 60_000 }), now, null)).toBeNull();
    expect(matchTotp(secret, app.generate({ timestamp: now + 60_000 }), now, null)).toBeNull();
    expect(matchTotp(secret, "abcdef", now, null)).toBeNull();
  });

  it("never accepts a step already used", () => {
    const code = app.generate({ timestamp: now });
    expect(matchTotp(secret, code, now, step)).toBeNull();
    expect(matchTotp(secret, code, now, step - 1)).toBe(step);
  });
});

describe("single-use links", () => {
  it("verification lasts 24 hours, reset 1 hour", () => {
    expect(LINK_TTL_MS.verify_email).toBe(24 * 3_600_000);
    expect(LINK_TTL_MS.reset_password).toBe(3_600_000);
    const row = { usedAt: null, expiresAt: 1000 };
    expect(linkUsable(row, 999)).toBe(true);
    expect(linkUsable(row, 1000)).toBe(false);
    expect(linkUsable({ usedAt: 5, expiresAt: 1000 }, 10)).toBe(false);
  });

  it("a link works once, for its purpose, before it expires", async () => {
    const now = Date.now();
    const token = await createLink(env, "reset_password", { email: "a@example.com", userId: "usr_x" }, now);
    expect(await useLink(env, "verify_email", token, now)).toBeNull();
    expect(await useLink(env, "reset_password", token, now + LINK_TTL_MS.reset_password)).toBeNull();
    expect((await useLink(env, "reset_password", token, now + 1000))?.userId).toBe("usr_x");
    expect(await useLink(env, "reset_password", token, now + 2000)).toBeNull();
  });
});

describe("sessions", () => {
  it("end 12 hours after the last use and 7 days after they began", () => {
    const t0 = 1_000_000;
    const s = { revokedAt: null, createdAt: t0, lastSeenAt: t0 };
    expect(sessionAlive(s, t0 + IDLE_MS - 1)).toBe(true);
    expect(sessionAlive(s, t0 + IDLE_MS)).toBe(false);
    expect(sessionAlive({ ...s, lastSeenAt: t0 + ABSOLUTE_MS - 1000 }, t0 + ABSOLUTE_MS)).toBe(false);
    expect(sessionAlive({ ...s, revokedAt: t0 }, t0 + 1)).toBe(false);
  });

  it("a second-factor check is fresh for 10 minutes", () => {
    expect(secondFactorFresh({ secondFactorAt: null }, 0)).toBe(false);
    expect(secondFactorFresh({ secondFactorAt: 0 }, 10 * 60_000 - 1)).toBe(true);
    expect(secondFactorFresh({ secondFactorAt: 0 }, 10 * 60_000)).toBe(false);
  });
});

describe("the role matrix", () => {
  it("owners may do everything; only owners manage members, the payout address and live keys", () => {
    for (const p of PERMISSIONS) expect(can("owner", p)).toBe(true);
    for (const role of ROLES.filter((r) => r !== "owner")) {
      for (const p of ["members.manage", "payout_address.manage", "keys.live"] as const) expect(can(role, p)).toBe(false);
      expect(can(role, "read")).toBe(true);
    }
  });

  it("developers handle keys and orders, finance the money, viewers only read", () => {
    expect(can("developer", "keys.manage")).toBe(true);
    expect(can("developer", "wallet.manage")).toBe(false);
    expect(can("finance", "revenue.manage")).toBe(true);
    expect(can("developer", "orders.buy")).toBe(true);
    expect(can("finance", "orders.buy")).toBe(false);
    expect(PERMISSIONS.filter((p) => can("viewer", p))).toEqual(["read", "reports.read"]);
  });

  it("an account always keeps an owner: the last one can be neither demoted nor removed", () => {
    for (const to of ["developer", "finance", "viewer", null] as const) {
      expect(keepsAnOwner(1, "owner", to)).toBe(false);
      expect(keepsAnOwner(2, "owner", to)).toBe(true);
    }
    expect(keepsAnOwner(1, "owner", "owner")).toBe(true);
    for (const from of ["developer", "finance", "viewer"] as const) {
      expect(keepsAnOwner(1, from, null)).toBe(true);
      expect(keepsAnOwner(1, from, "owner")).toBe(true);
    }
  });
});

describe("raising the hash cost", () => {
  it("a password hashed at weaker parameters is re-hashed at today's on its next successful log-in", async () => {
    const { authenticate, createUser } = await import("../../src/identity/users");
    const email = `upgrade-${Date.now()}@example.com`;
    const user = (await createUser(env, "partner", email, "correct horse battery"))!;
    expect(user.passwordHash).toMatch(/^\$scrypt\$ln=6,/);
    const stronger = { ...env, PASSWORD_SCRYPT_LOG_N: "7" } as Env;
    expect((await authenticate(stronger, "partner", email, "wrong password here", "192.0.2.1")).ok).toBe(false);
    const stored = () => env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(user.id).first<string>("password_hash");
    expect(await stored()).toMatch(/^\$scrypt\$ln=6,/);
    expect((await authenticate(stronger, "partner", email, "correct horse battery", "192.0.2.1")).ok).toBe(true);
    expect(await stored()).toMatch(/^\$scrypt\$ln=7,r=8,p=3\$/);
    expect((await authenticate(stronger, "partner", email, "correct horse battery", "192.0.2.1")).ok).toBe(true);
  });
});
