// The webhook URL rule as this deployment applies it, at registration and again before every
// attempt (so switching ALLOW_PRIVATE_WEBHOOK_URLS off stops loopback deliveries at once, and a
// name re-pointed at a private address is not called). First the URL itself, then where its
// host name resolves (DNS over HTTPS to DOH_RESOLVER_URL).
import { ApiError } from "../http/errors";
import { checkResolvedHost } from "../lib/doh";
import { checkWebhookUrl, type WebhookUrlCheck } from "../lib/public-host";

type PolicyEnv = Pick<Env, "ALLOW_PRIVATE_WEBHOOK_URLS" | "DOH_RESOLVER_URL">;

export function urlPolicy(env: Pick<Env, "ALLOW_PRIVATE_WEBHOOK_URLS">): { allowLoopback: boolean } {
  return { allowLoopback: env.ALLOW_PRIVATE_WEBHOOK_URLS === "true" };
}

export async function checkDeliveryUrl(env: PolicyEnv, url: string): Promise<WebhookUrlCheck> {
  const policy = urlPolicy(env);
  const check = checkWebhookUrl(url, policy);
  if (!check.ok) return check;
  const host = check.url.hostname;
  // the loopback names and literals that pass only in local development have nothing to resolve
  if (host === "localhost" || host.startsWith("[") || /^[0-9.]+$/.test(host)) return check;
  const resolved = await checkResolvedHost(host, { resolverUrl: env.DOH_RESOLVER_URL, ...policy });
  return resolved.ok ? check : resolved;
}

/** The normalised URL to store, or 400 invalid_webhook_url naming `url`. */
export async function registrableUrl(env: PolicyEnv, url: string): Promise<string> {
  const check = await checkDeliveryUrl(env, url);
  if (!check.ok) throw new ApiError("invalid_webhook_url", `url is not a usable webhook URL: ${check.reason}`, "url");
  return check.url.href;
}
