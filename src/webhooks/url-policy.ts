// The webhook URL rule as this deployment applies it, at registration and again before every
// attempt (so switching ALLOW_PRIVATE_WEBHOOK_URLS off stops loopback deliveries at once).
import { ApiError } from "../http/errors";
import { checkWebhookUrl, type WebhookUrlCheck } from "../lib/public-host";

export function urlPolicy(env: Pick<Env, "ALLOW_PRIVATE_WEBHOOK_URLS">): { allowLoopback: boolean } {
  return { allowLoopback: env.ALLOW_PRIVATE_WEBHOOK_URLS === "true" };
}

export function checkDeliveryUrl(env: Pick<Env, "ALLOW_PRIVATE_WEBHOOK_URLS">, url: string): WebhookUrlCheck {
  return checkWebhookUrl(url, urlPolicy(env));
}

/** The normalised URL to store, or 400 invalid_webhook_url naming `url`. */
export function registrableUrl(env: Pick<Env, "ALLOW_PRIVATE_WEBHOOK_URLS">, url: string): string {
  const check = checkDeliveryUrl(env, url);
  if (!check.ok) throw new ApiError("invalid_webhook_url", `url is not a usable webhook URL: ${check.reason}`, "url");
  return check.url.href;
}
