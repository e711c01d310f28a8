// Where a host name really leads: its A and AAAA records, asked of a DNS-over-HTTPS resolver
// (the JSON API, application/dns-json), each answer cached in this isolate for its TTL. A name
// is usable only when it has at least one address and every address is public unicast: a
// public name that answers 10.0.0.1 or 169.254.169.254 would otherwise reach our own network.
import ipaddr from "ipaddr.js";

/** `fault`: the resolver itself failed (unreachable, SERVFAIL), so nothing is known about the name yet. */
export type HostCheck = { ok: true } | { ok: false; reason: string; fault?: true };

export interface ResolveOptions {
  resolverUrl: string;
  /** local development: loopback answers pass (ALLOW_PRIVATE_WEBHOOK_URLS=true) */
  allowLoopback: boolean;
  fetcher?: typeof fetch;
  now?: number;
}

const TYPES = { A: 1, AAAA: 28 } as const;
type RecordType = keyof typeof TYPES;
/** A failed lookup (NXDOMAIN, no records) is remembered briefly; a resolver fault never is. */
const NEGATIVE_TTL_SECONDS = 30;
const MAX_TTL_SECONDS = 3600;
const TIMEOUT_MS = 5000;

interface Lookup {
  addresses: string[];
  until: number;
}
const cache = new Map<string, Lookup>();

/** Clears this isolate's answers (tests). */
export function forgetResolved(): void {
  cache.clear();
}

interface DohJson {
  Status?: number;
  Answer?: { type?: number; TTL?: number; data?: string }[];
}

async function lookup(host: string, type: RecordType, opts: ResolveOptions, now: number): Promise<string[]> {
  const id = `${opts.resolverUrl} ${host} ${type}`;
  const hit = cache.get(id);
  if (hit && hit.until > now) return hit.addresses;
  const url = new URL(opts.resolverUrl);
  url.searchParams.set("name", host);
  url.searchParams.set("type", type);
  const res = await (opts.fetcher ?? fetch)(url.href, { headers: { accept: "application/dns-json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`the DNS resolver answered HTTP ${res.status}`);
  const body = (await res.json()) as DohJson;
  // 0 NOERROR, 3 NXDOMAIN: both are answers; anything else (SERVFAIL, REFUSED…) is a fault
  if (body.Status !== 0 && body.Status !== 3) throw new Error(`the DNS resolver answered status ${body.Status}`);
  // CNAME links come in the same Answer list; only the final address records matter
  const records = (body.Answer ?? []).filter((r) => r.type === TYPES[type] && typeof r.data === "string");
  const ttl = records.length ? Math.min(...records.map((r) => Math.max(0, Number(r.TTL) || 0)), MAX_TTL_SECONDS) : NEGATIVE_TTL_SECONDS;
  const addresses = records.map((r) => r.data!);
  cache.set(id, { addresses, until: now + ttl * 1000 });
  if (cache.size > 10_000) cache.clear();
  return addresses;
}

/** Why an address is not a public one we may call, or null when it is. */
export function addressProblem(address: string, allowLoopback: boolean): string | null {
  if (!ipaddr.isValid(address)) return `answered '${address}', which is not an IP address`;
  const ip = ipaddr.parse(address);
  const range = ip.range();
  if (range === "loopback" && allowLoopback) return null;
  // global unicast IPv6 lives in 2000::/3; anything outside it is unassigned or special
  const globalV6 = ip.kind() === "ipv6" && (ip as ipaddr.IPv6).match(ipaddr.IPv6.parse("2000::"), 3);
  if (range !== "unicast" || (ip.kind() === "ipv6" && !globalV6)) return `resolves to a private or reserved address (${address})`;
  return null;
}

/** Resolves `host` (a DNS name) and judges every address it answers. Fails closed. */
export async function checkResolvedHost(host: string, opts: ResolveOptions): Promise<HostCheck> {
  const now = opts.now ?? Date.now();
  let addresses: string[];
  try {
    const [a, aaaa] = await Promise.all([lookup(host, "A", opts, now), lookup(host, "AAAA", opts, now)]);
    addresses = [...a, ...aaaa];
  } catch (e) {
    return { ok: false, reason: `host name could not be resolved (${e instanceof Error ? e.message : "DNS error"})`, fault: true };
  }
  if (addresses.length === 0) return { ok: false, reason: "host name does not resolve to any address" };
  for (const address of addresses) {
    const problem = addressProblem(address, opts.allowLoopback);
    if (problem) return { ok: false, reason: `host name ${problem}` };
  }
  return { ok: true };
}
