// Lightning addresses (LUD-16): `name@domain`, resolved at https://<domain>/.well-known/lnurlp/<name>.
// An address is usable when its shape is right and its domain resolves (DNS over HTTPS) to
// public addresses only, the same rule webhook hosts follow. In local development only
// (ALLOW_PRIVATE_WEBHOOK_URLS=true, which production keeps off) the domain may also be a
// loopback server, `localhost` or 127.x.y.z with an optional port, reached over http://, so
// a payout can be paid end to end against an LNURL server on the developer's machine.
import { checkResolvedHost } from "./doh";
import { hostNameProblem } from "./public-host";

export type LightningAddressCheck =
  | { ok: true; name: string; domain: string; address: string }
  | { ok: false; reason: string };

/** RFC 5321's limit for the local part of a mailbox, which these addresses imitate. */
const MAX_NAME_LENGTH = 64;
/** LUD-16 allows a-z 0-9 - _ . and `+` (for services that support tags), lower case only. */
const NAME = /^[a-z0-9\-_.+]+$/;
/** A loopback LNURL server: localhost or 127.0.0.0/8, with an optional port. */
const LOOPBACK_DOMAIN = /^(?:localhost|127(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})(?::(?:[1-9][0-9]{0,4}))?$/;

/** Whether a parsed domain is a loopback server (only ever parsed with `allowLoopback`). */
export function isLoopbackDomain(domain: string): boolean {
  return LOOPBACK_DOMAIN.test(domain) && Number(domain.split(":")[1] ?? "1") <= 65_535;
}

/**
 * Parses a LUD-16 address. The domain is lower-cased (DNS ignores case) and must be a public DNS
 * name; the name must already be lower case, as the spec allows no capitals there and services
 * are free to treat `Alice` and `alice` as different users.
 */
export function parseLightningAddress(input: string, opts: { allowLoopback?: boolean } = {}): LightningAddressCheck {
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
  if (opts.allowLoopback && isLoopbackDomain(rawDomain.toLowerCase())) {
    const domain = rawDomain.toLowerCase();
    return { ok: true, name, domain, address: `${name}@${domain}` };
  }
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
  const parsed = parseLightningAddress(input, { allowLoopback: policy.allowLoopback });
  if (!parsed.ok) return parsed;
  // a loopback literal passed only because local development allows it; there is nothing to resolve
  if (isLoopbackDomain(parsed.domain)) return parsed;
  const resolved = await checkResolvedHost(parsed.domain, { resolverUrl: policy.resolverUrl, allowLoopback: policy.allowLoopback, fetcher: policy.fetcher });
  if (resolved.ok) return parsed;
  return resolved.fault ? { ok: false, reason: `domain: ${resolved.reason}`, fault: true } : fail(`domain: ${resolved.reason}`);
}

/** Where a wallet asks for the address's LNURL-pay parameters (LUD-16: https; a local-development loopback server: http). */
export function lnurlpUrl(name: string, domain: string): string {
  return `${isLoopbackDomain(domain) ? "http" : "https"}://${domain}/.well-known/lnurlp/${name}`;
}

function fail(reason: string): LightningAddressCheck {
  return { ok: false, reason };
}
