// Rate limits on the Workers Rate Limiting bindings named in wrangler.jsonc: partner calls per
// API key (reads and writes apart, by mode); every /v1 call, the operator API (and /health with
// credentials) and provider webhooks per client address before any credential is checked, so a
// flood of wrong keys or tokens is cut off before it costs a lookup; and the calls that make us send requests out (ping, replay) on a tight budget of their
// own. The bindings answer only yes or no, so Retry-After is the binding's whole period: a client
// that waits that long always finds a fresh window.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { ApiError } from "./errors";

type ClientBinding = "ADMIN_LIMIT" | "HOOKS_LIMIT" | "API_CLIENT_LIMIT" | "PAGES_LIMIT" | "INSTALL_LIMIT";
type LimitBinding = "LIVE_READS_LIMIT" | "LIVE_WRITES_LIMIT" | "TEST_READS_LIMIT" | "TEST_WRITES_LIMIT" | "WEBHOOK_SENDS_LIMIT" | ClientBinding;

/** Each binding's period in seconds, as configured in wrangler.jsonc. */
const PERIOD_SECONDS: Record<LimitBinding, number> = {
  LIVE_READS_LIMIT: 10,
  LIVE_WRITES_LIMIT: 10,
  TEST_READS_LIMIT: 10,
  TEST_WRITES_LIMIT: 10,
  WEBHOOK_SENDS_LIMIT: 60,
  ADMIN_LIMIT: 10,
  HOOKS_LIMIT: 10,
  API_CLIENT_LIMIT: 10,
  PAGES_LIMIT: 60,
  INSTALL_LIMIT: 60,
};

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Calls that make us POST to a partner's URL right away. */
const SENDS_OUT = /^\/v1\/(?:webhook_endpoints\/[^/]+\/ping|events\/[^/]+\/replay)$/;

async function enforce(c: Context<AppEnv>, binding: LimitBinding, key: string): Promise<void> {
  if (c.env.RATE_LIMITS === "off") return;
  const { success } = await c.env[binding].limit({ key });
  if (success) return;
  const wait = PERIOD_SECONDS[binding];
  c.header("Retry-After", String(wait));
  throw new ApiError("rate_limited", `Too many requests; retry after ${wait} seconds.`);
}

/** After API key authentication: the caller's key, by mode and by read or write. */
export const apiKeyRateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { keyId, mode } = c.get("caller");
  const read = READ_METHODS.has(c.req.method);
  await enforce(c, `${mode === "live" ? "LIVE" : "TEST"}_${read ? "READS" : "WRITES"}_LIMIT`, keyId);
  if (!read && SENDS_OUT.test(c.req.path)) await enforce(c, "WEBHOOK_SENDS_LIMIT", keyId);
  await next();
};

/**
 * The sign-in pages' forms, per client address: whether this one may go on. The page answers a
 * refusal itself (in HTML), with Retry-After set here.
 */
export async function pageFormAllowed(c: Context<AppEnv>): Promise<boolean> {
  if (c.env.RATE_LIMITS === "off") return true;
  const { success } = await c.env.PAGES_LIMIT.limit({ key: c.req.header("cf-connecting-ip") ?? "unknown" });
  if (!success) c.header("Retry-After", String(PERIOD_SECONDS.PAGES_LIMIT));
  return success;
}

/**
 * The public eSIM install pages, per client address, before the token is looked up (so guessing
 * tokens costs the same budget as opening real ones). The page answers a refusal itself.
 */
export async function installPageAllowed(c: Context<AppEnv>): Promise<boolean> {
  if (c.env.RATE_LIMITS === "off") return true;
  const { success } = await c.env.INSTALL_LIMIT.limit({ key: c.req.header("cf-connecting-ip") ?? "unknown" });
  if (!success) c.header("Retry-After", String(PERIOD_SECONDS.INSTALL_LIMIT));
  return success;
}

/** Before any authentication: the client address Cloudflare saw, so failed attempts count too. */
export function clientRateLimit(binding: ClientBinding): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforce(c, binding, c.req.header("cf-connecting-ip") ?? "unknown");
    await next();
  };
}
