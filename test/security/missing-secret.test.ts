// A deployment (or a fresh `wrangler dev` without .dev.vars) missing a required secret must say
// which one, in the log and in the answer, before any work starts, instead of a bare fault
// somewhere inside the first call that needs it.
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { expectError, newAccount, type ErrorBody, type Reply } from "../support/api";
import { REQUIRED_SECRETS } from "../../src/http/secrets";

async function send(path: string, e: Env, key?: string): Promise<Reply<ErrorBody>> {
  const headers = new Headers(key ? { authorization: `Bearer ${key}` } : {});
  const res = await worker.fetch(new Request(`http://svc.test${path}`, { headers }), e, createExecutionContext());
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers, text };
}

describe("required secrets", () => {
  afterEach(() => vi.restoreAllMocks());

  it("names every secret wrangler.jsonc requires", () => {
    expect([...REQUIRED_SECRETS].sort()).toEqual(
      ["ADMIN_API_TOKEN", "CURSOR_SECRET", "KYC_ENCRYPTION_KEY", "LIVE_WEBHOOK_SECRET", "SANDBOX_WEBHOOK_SECRET", "WEBHOOK_ENCRYPTION_KEY"],
    );
  });

  for (const name of ["WEBHOOK_ENCRYPTION_KEY", "CURSOR_SECRET", "KYC_ENCRYPTION_KEY"]) {
    it(`answers 500 internal_error naming ${name} when it is missing or empty, and logs it`, async () => {
      const { key } = await newAccount();
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      for (const value of [undefined, ""]) {
        const res = await send("/v1/account", { ...env, [name]: value } as Env, key);
        expectError(res, 500, "internal_error");
        expect(res.body.error.message).toContain(name);
        expect(res.body.error.request_id).toMatch(/^req_/);
      }
      expect(logged.mock.calls.some((args) => args.join(" ").includes(name))).toBe(true);
    });
  }

  it("answers as usual when every secret is set, and /health stays a pure liveness check", async () => {
    const { key } = await newAccount();
    expect((await send("/v1/account", env, key)).status).toBe(200);
    expect((await send("/health", { ...env, CURSOR_SECRET: undefined } as unknown as Env)).status).toBe(200);
  });
});
