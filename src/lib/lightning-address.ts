// Lightning addresses (LUD-16): `name@domain`, resolved at https://<domain>/.well-known/lnurlp/<name>.
// An address is usable when its shape is right and its domain resolves (DNS over HTTPS) to
// public addresses only, the same rule webhook hosts follow.
import { checkResolvedHost } from "./doh";
import { hostNameProblem } from "./public-host";

export type LightningAddressCheck =
  | { ok: true; name: string; domain: string; address: string }
  | { ok: false; reason: string };

/** RFC 5321's limit for the local part of a mailbox, which these addresses imitate. */
const MAX_NAME_LENGTH = 64;
/** LUD-16 allows a-z 0-9 - _ . and `+` (for services that support tags), lower case only. */
const NAME = /^[a-z0-9\-_.+]+$/;

/**
 * Parses a LUD-16 address. The domain is lower-cased (DNS ignores case) and must be a public DNS
 * name; the name must already be lower case, as the spec allows no capitals there and services
 * are free to treat `Alice` and `alice` as different users.
 */
export function parseLightningAddress(input: string): LightningAddressCheck {
  if (typeof input !== "string" || input.length === 0) return fail("address is required");
  const at = input.indexOf("@");
  if (at < 0 || at !== input.lastIndexOf("@")) return fail("address must have the form name@domain");
  const name = input.slice(0, at);
  const rawDomain = input.slice(at + 1);
  if (name.length === 0) return fail("name before @ is empty");
  if (name.length > MAX_NAME_LENGTH) return fail(`name before @ is longer than ${MAX_NAME_LENGTH} characters`);
  if (!NAME.test(name)) {
    return /^[a-zA-Z0-9\-_.+]+$/.test(name)
      ? fail("name before @ must be lower case")
      : fail("name before @ may only contain a-z, 0-9, '-', '_', '.' and '+'");
  }
  // the name becomes a path segment: "." and ".." would climb out of /.well-known/lnurlp/
  if (name === "." || name === "..") return fail("name before @ cannot be '.' or '..'");
  const problem = hostNameProblem(rawDomain);
  if (problem) return fail(`domain: ${problem}`);
  const domain = rawDomain.toLowerCase();
  return { ok: true, name, domain, address: `${name}@${domain}` };
}

export interface AddressPolicy {
  /** the DNS-over-HTTPS resolver (DOH_RESOLVER_URL) */
  resolverUrl: string;
  /** local development only (ALLOW_PRIVATE_WEBHOOK_URLS=true) */
  allowLoopback: boolean;
  fetcher?: typeof fetch;
}

/** The address policy of this deployment. */
export function addressPolicy(env: Pick<Env, "DOH_RESOLVER_URL" | "ALLOW_PRIVATE_WEBHOOK_URLS">): AddressPolicy {
  return { resolverUrl: env.DOH_RESOLVER_URL, allowLoopback: env.ALLOW_PRIVATE_WEBHOOK_URLS === "true" };
}

/**
 * Parses an address and resolves its domain: usable only when every address the name answers
 * is public. `fault` marks a resolver that could not answer (nothing is known about the name).
 */
export async function checkLightningAddress(input: string, policy: AddressPolicy): Promise<LightningAddressCheck | { ok: false; reason: string; fault: true }> {
  const parsed = parseLightningAddress(input);
  if (!parsed.ok) return parsed;
  const resolved = await checkResolvedHost(parsed.domain, { resolverUrl: policy.resolverUrl, allowLoopback: policy.allowLoopback, fetcher: policy.fetcher });
  if (resolved.ok) return parsed;
  return resolved.fault ? { ok: false, reason: `domain: ${resolved.reason}`, fault: true } : fail(`domain: ${resolved.reason}`);
}

/** Where a wallet asks for the address's LNURL-pay parameters (LUD-16 over https). */
export function lnurlpUrl(name: string, domain: string): string {
  return `https://${domain}/.well-known/lnurlp/${name}`;
}

function fail(reason: string): LightningAddressCheck {
  return { ok: false, reason };
}
