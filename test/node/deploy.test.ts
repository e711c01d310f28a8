// The deploy path without a Cloudflare account: the setup and deploy scripts' dry runs, and
// the pure steps they take (database id written into wrangler.jsonc, queues listed).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const script = (name: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(root, "scripts", name), ...args], { cwd: root, encoding: "utf8", timeout: 60_000, env: { ...process.env, CI: "true" } });

describe("deploy path", () => {
  it("setup plans the environment's database, its queues, its R2 bucket and the secrets to set", () => {
    const res = script("setup-cloudflare.mjs", "--env", "staging", "--dry-run");
    expect(res.status, res.stderr).toBe(0);
    const out = res.stdout;
    expect(out).toContain("npx wrangler d1 create partner-commerce-staging");
    for (const q of ["pc-fulfilment", "pc-webhooks", "pc-payouts", "pc-sweeps", "pc-reports", "pc-dead-letters"]) expect(out).toContain(`npx wrangler queues create ${q}-staging`);
    expect(out).toContain("npx wrangler r2 bucket create partner-commerce-brand-assets-staging");
    expect(out).toContain("npx wrangler r2 bucket create partner-commerce-reports-staging");
    for (const s of ["ADMIN_API_TOKEN", "CURSOR_SECRET", "SANDBOX_WEBHOOK_SECRET", "LIVE_WEBHOOK_SECRET", "WEBHOOK_ENCRYPTION_KEY"]) {
      expect(out).toContain(`npx wrangler secret put ${s} --env staging`);
    }
  });

  it("setup without a Cloudflare login says the API token or `wrangler login` is missing, before it tries to create anything", () => {
    // no token and a wrangler state folder with no login in it
    const home = mkdtempSync(join(tmpdir(), "no-login-"));
    try {
      const env = { ...process.env, CI: "true", XDG_CONFIG_HOME: home, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } as NodeJS.ProcessEnv;
      delete env.CLOUDFLARE_API_TOKEN;
      delete env.CLOUDFLARE_API_KEY;
      const res = spawnSync(process.execPath, [join(root, "scripts", "setup-cloudflare.mjs"), "--env", "staging"], { cwd: root, encoding: "utf8", timeout: 60_000, env });
      expect(res.status).toBe(1);
      const last = res.stderr.trim().split("\n").pop()!;
      expect(last).toContain("CLOUDFLARE_API_TOKEN");
      expect(last).toContain("npx wrangler login");
      expect(res.stderr + res.stdout).not.toContain("could not create D1 database");
      expect(res.stdout).not.toContain("d1 create");
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  }, 60_000);

  it("setup recognises wrangler's own ways of saying it has no login", async () => {
    const { loginMissing } = (await import(join(root, "scripts", "setup-cloudflare.mjs"))) as { loginMissing: (s: string) => boolean };
    expect(loginMissing("You are not authenticated. Please run `wrangler login`.")).toBe(true);
    expect(loginMissing("In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work.")).toBe(true);
    expect(loginMissing("👋 You are logged in with an API Token, associated with the email ops@example.com.")).toBe(false);
    expect(loginMissing("A database with that name already exists")).toBe(false);
  });

  it("setup passes wrangler's own flags through to every wrangler command", () => {
    const res = script("setup-cloudflare.mjs", "--env", "staging", "--dry-run", "--config", "wrangler.jsonc", "--experimental-provision=false");
    expect(res.status, res.stderr).toBe(0);
    const commands = res.stdout.split("\n").filter((l) => l.includes("would run npx wrangler"));
    expect(commands.length).toBeGreaterThan(5);
    for (const line of commands) expect(line, line).toMatch(/ --config wrangler\.jsonc --experimental-provision=false$/);
    expect(res.stdout).toContain("npx wrangler d1 create partner-commerce-staging --config wrangler.jsonc");
  });

  it("deploy runs the checks, then the remote migrations, then the deploy; its dry run bundles the worker", () => {
    const res = script("deploy.mjs", "--env", "production", "--dry-run");
    expect(res.status, res.stderr).toBe(0);
    const steps = ["would run bash scripts/test.sh", "would run npx wrangler d1 migrations apply DB --remote --env production", "dry run complete"];
    const at = steps.map((s) => res.stdout.indexOf(s));
    expect(at.every((i) => i >= 0), res.stdout).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(res.stdout).toContain("pc-fulfilment-production");
  }, 60_000);

  it("refuse an unknown or missing environment", () => {
    for (const args of [[], ["--env", "nope"]]) {
      const res = script("deploy.mjs", ...args, "--dry-run");
      expect(res.status).toBe(1);
      expect(res.stderr).toMatch(/--env staging\|production/);
    }
  });

  it("refuses to deploy an environment with a local-development switch on (private hosts, cheap password hashing)", async () => {
    const { refuseDevelopmentSwitches } = (await import(join(root, "scripts", "lib", "wrangler-config.mjs"))) as {
      refuseDevelopmentSwitches: (name: string, config: { vars?: Record<string, string> }) => void;
    };
    expect(() => refuseDevelopmentSwitches("production", { vars: { ALLOW_PRIVATE_WEBHOOK_URLS: "true" } })).toThrow(/ALLOW_PRIVATE_WEBHOOK_URLS/);
    expect(() => refuseDevelopmentSwitches("production", { vars: { ALLOW_PRIVATE_WEBHOOK_URLS: "false" } })).not.toThrow();
    expect(() => refuseDevelopmentSwitches("staging", {})).not.toThrow();
    // the tests' cheap password hashing never reaches a deployed environment
    expect(() => refuseDevelopmentSwitches("production", { vars: { PASSWORD_SCRYPT_LOG_N: "6" } })).toThrow(/PASSWORD_SCRYPT_LOG_N/);
    expect(() => refuseDevelopmentSwitches("production", { vars: { PASSWORD_SCRYPT_LOG_N: "fifteen" } })).toThrow(/PASSWORD_SCRYPT_LOG_N/);
    expect(() => refuseDevelopmentSwitches("production", { vars: { PASSWORD_SCRYPT_LOG_N: "15" } })).not.toThrow();
  });

  it("writes a created database's id into that environment's entry only", async () => {
    const path = join(root, "scripts", "setup-cloudflare.mjs");
    const { writeDatabaseId } = (await import(path)) as { writeDatabaseId: (s: string, name: string, id: string) => string };
    const source = readFileSync(join(root, "wrangler.jsonc"), "utf8");
    const id = "6f1c0a2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
    const written = writeDatabaseId(source, "partner-commerce-staging", id);
    const ids = [...written.matchAll(/"database_id": "([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(["00000000-0000-0000-0000-000000000000", id, "00000000-0000-0000-0000-000000000000"]);
  });
});
