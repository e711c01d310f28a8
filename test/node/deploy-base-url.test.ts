// Deploying an environment whose PUBLIC_BASE_URL is not its https:// origin is refused before
// anything runs (mailed links are built on it and nothing else); a dry run warns instead.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
type Problem = (name: string, config: { vars?: Record<string, string> }) => string | null;

describe("deploy and PUBLIC_BASE_URL", () => {
  it("names what is wrong with an environment's PUBLIC_BASE_URL, and nothing for an https origin", async () => {
    const { publicBaseUrlProblem } = (await import(join(root, "scripts", "deploy.mjs"))) as { publicBaseUrlProblem: Problem };
    expect(publicBaseUrlProblem("production", { vars: { PUBLIC_BASE_URL: "" } })).toMatch(/env\.production has no PUBLIC_BASE_URL/);
    expect(publicBaseUrlProblem("production", {})).toMatch(/no PUBLIC_BASE_URL/);
    expect(publicBaseUrlProblem("staging", { vars: { PUBLIC_BASE_URL: "partners.example.com" } })).toMatch(/not a URL/);
    expect(publicBaseUrlProblem("staging", { vars: { PUBLIC_BASE_URL: "http://partners.example.com" } })).toMatch(/not https/);
    expect(publicBaseUrlProblem("staging", { vars: { PUBLIC_BASE_URL: "https://partners.example.com/app" } })).toMatch(/more than an origin/);
    expect(publicBaseUrlProblem("staging", { vars: { PUBLIC_BASE_URL: "https://partners.example.com" } })).toBeNull();
    expect(publicBaseUrlProblem("staging", { vars: { PUBLIC_BASE_URL: "https://partners.example.com/" } })).toBeNull();
  });

  it("a dry run warns loudly, before its steps, when the environment's PUBLIC_BASE_URL would stop a real deploy", async () => {
    const { publicBaseUrlProblem } = (await import(join(root, "scripts", "deploy.mjs"))) as { publicBaseUrlProblem: Problem };
    const { environmentConfig } = (await import(join(root, "scripts", "lib", "wrangler-config.mjs"))) as { environmentConfig: (root: string, name: string) => { vars?: Record<string, string> } };
    const problem = publicBaseUrlProblem("production", environmentConfig(root, "production"));
    const res = spawnSync(process.execPath, [join(root, "scripts", "deploy.mjs"), "--env", "production", "--dry-run"], {
      cwd: root,
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, CI: "true" },
    });
    expect(res.status, res.stderr).toBe(0);
    const warning = res.stdout.indexOf("WARNING: a real deploy would stop here: ");
    if (problem === null) {
      expect(warning, res.stdout).toBe(-1);
      return;
    }
    expect(res.stdout).toContain(problem);
    expect(warning, res.stdout).toBeGreaterThanOrEqual(0);
    expect(warning).toBeLessThan(res.stdout.indexOf("would run bash scripts/test.sh"));
  }, 60_000);
});
