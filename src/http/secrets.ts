// The secrets every request may need, checked once at the start of each request: a deployment
// (or a fresh `wrangler dev` without .dev.vars) missing one answers 500 internal_error naming
// it, and logs it, instead of failing somewhere inside the first call that needs it. Keep the
// list in step with `secrets.required` in wrangler.jsonc.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { ApiError } from "./errors";

export const REQUIRED_SECRETS = [
  "ADMIN_API_TOKEN",
  "CURSOR_SECRET",
  "SANDBOX_WEBHOOK_SECRET",
  "LIVE_WEBHOOK_SECRET",
  "WEBHOOK_ENCRYPTION_KEY",
  "KYC_ENCRYPTION_KEY",
] as const satisfies readonly (keyof Env)[];

export function missingSecrets(env: Env): string[] {
  return REQUIRED_SECRETS.filter((name) => typeof env[name] !== "string" || env[name] === "");
}

export const requireSecrets: MiddlewareHandler<AppEnv> = async (c, next) => {
  const missing = missingSecrets(c.env);
  if (missing.length) {
    // names only: the values are never logged
    console.error(`configuration error: required secret(s) not set: ${missing.join(", ")}. Set them with \`wrangler secret put NAME\`, or in .dev.vars locally (npm run dev creates it).`);
    const what = missing.length === 1 ? `the secret ${missing[0]} is` : `the secrets ${missing.join(", ")} are`;
    throw new ApiError("internal_error", `The service is misconfigured: ${what} not set. Nothing was changed.`);
  }
  await next();
};
