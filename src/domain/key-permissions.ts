// Restricted API keys, the pure rules: which resources a key may read or write, which addresses
// it may be used from, and how both are read from what a partner or operator sends. A key's
// permissions are null (full access) or an object resource → "none" | "read" | "write", where
// write includes read and a resource left out has none. Its allowed addresses are null
// (anywhere) or up to ALLOWED_IPS_MAX IPv4/IPv6 addresses or CIDR ranges.
import ipaddr from "ipaddr.js";

export type AccessLevel = "read" | "write";
export type PermissionLevel = "none" | AccessLevel;

/** Each resource and the levels a key may hold on it ("none" always). */
export const RESOURCE_LEVELS = {
  offers: ["read"],
  quotes: ["read", "write"],
  orders: ["read", "write"],
  refunds: ["read", "write"],
  wallet: ["read", "write"],
  revenue: ["read", "write"],
  payouts: ["write"],
  webhooks: ["read", "write"],
  events: ["read"],
  request_logs: ["read"],
  reporting: ["read", "write"],
  brand: ["read", "write"],
  account: ["read"],
  test_helpers: ["write"],
} as const satisfies Record<string, readonly AccessLevel[]>;

export type Resource = keyof typeof RESOURCE_LEVELS;
export const RESOURCES = Object.keys(RESOURCE_LEVELS) as Resource[];

/** What a route needs of a key. A level the resource cannot be granted is needed only by routes a full-access key alone may call. */
export interface Access {
  resource: Resource;
  level: AccessLevel;
}

/** Only the levels granted: a resource absent has none. */
export type Permissions = Partial<Record<Resource, AccessLevel>>;

export const ALLOWED_IPS_MAX = 20;

/** A refusal of the input, naming the field (`permissions.payouts`, `allowed_ips[2]`). */
export class KeyRuleError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}

/** Whether a key holding `permissions` may do what `access` names (null: full access). */
export function permits(permissions: Permissions | null, access: Access): boolean {
  if (permissions === null) return true;
  const held = permissions[access.resource];
  if (held === undefined) return false;
  return access.level === "read" || held === "write";
}

/**
 * What a route needs of a key: one access, or several when what it answers reveals more than one
 * resource (the account ledger holds wallet lines and Revenue Centre entries).
 */
export type RouteAccess = Access | readonly Access[];

/** The first access of `needs` the key lacks (null: it holds them all). */
export function firstMissing(permissions: Permissions | null, needs: RouteAccess): Access | null {
  for (const access of ([] as Access[]).concat(needs)) if (!permits(permissions, access)) return access;
  return null;
}

/** The refusal's sentence: "This key has no write access to payouts." */
export function missingAccessMessage(access: Access): string {
  return `This key has no ${access.level} access to ${access.resource}.`;
}

/**
 * Reads a permissions object as sent (null or absent: full access). Unknown resources, unknown
 * levels and a level the resource cannot be granted are refused naming the field; "none" is
 * dropped, so what is stored holds only what is granted.
 */
export function parsePermissions(input: unknown, mode: "test" | "live"): Permissions | null {
  if (input === null || input === undefined) return null;
  if (typeof input !== "object" || Array.isArray(input)) throw new KeyRuleError("permissions must be null or an object of resource → \"none\", \"read\" or \"write\".", "permissions");
  const out: Permissions = {};
  for (const [resource, level] of Object.entries(input as Record<string, unknown>)) {
    const param = `permissions.${resource}`;
    if (!(resource in RESOURCE_LEVELS)) throw new KeyRuleError(`Unknown resource '${resource}'; use one of: ${RESOURCES.join(", ")}.`, param);
    if (level !== "none" && level !== "read" && level !== "write") throw new KeyRuleError(`The level of ${resource} must be "none", "read" or "write".`, param);
    if (level === "none") continue;
    const allowed = RESOURCE_LEVELS[resource as Resource] as readonly AccessLevel[];
    if (!allowed.includes(level)) throw new KeyRuleError(`${resource} can be "none" or ${allowed.map((l) => `"${l}"`).join(" or ")}, not "${level}".`, param);
    if (resource === "test_helpers" && mode === "live") throw new KeyRuleError("test_helpers can be granted to test keys only.", param);
    out[resource as Resource] = level;
  }
  return out;
}

/** A key's access in words: "Full access", "Restricted: orders read, quotes write" or "Restricted: no access". */
export function describePermissions(permissions: Permissions | null): string {
  if (permissions === null) return "Full access";
  const granted = RESOURCES.filter((r) => permissions[r] !== undefined).map((r) => `${r} ${permissions[r]}`);
  return granted.length ? `Restricted: ${granted.join(", ")}` : "Restricted: no access";
}

// -- addresses ---------------------------------------------------------------------------

type Addr = ipaddr.IPv4 | ipaddr.IPv6;
export type AddressRange = [Addr, number];

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) stands for its IPv4 address. */
function unmap(addr: Addr, bits: number): AddressRange {
  if (addr.kind() === "ipv6" && (addr as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) return [(addr as ipaddr.IPv6).toIPv4Address(), bits - 96];
  return [addr, bits];
}

/** One address or CIDR range in its strict forms (dotted quad for IPv4, no zone id), or null. */
export function parseAddressRange(text: string): AddressRange | null {
  const s = text.trim();
  if (s === "" || s.includes("%")) return null;
  const slash = s.indexOf("/");
  const host = slash < 0 ? s : s.slice(0, slash);
  if (slash >= 0 && !/^\d{1,3}$/.test(s.slice(slash + 1))) return null;
  try {
    if (ipaddr.IPv4.isValidFourPartDecimal(host)) {
      if (slash < 0) return [ipaddr.IPv4.parse(host), 32];
      return ipaddr.IPv4.isValidCIDRFourPartDecimal(s) ? ipaddr.IPv4.parseCIDR(s) : null;
    }
    if (ipaddr.IPv6.isValid(host)) {
      if (slash < 0) return unmap(ipaddr.IPv6.parse(host), 128);
      if (!ipaddr.IPv6.isValidCIDR(s)) return null;
      const [addr, bits] = ipaddr.IPv6.parseCIDR(s);
      return unmap(addr, bits);
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * Reads allowed addresses as sent (null or absent: anywhere): an array of at most ALLOWED_IPS_MAX
 * strings, each an address or range, refused naming the first bad one (`allowed_ips[2]`).
 * Answers the entries trimmed, duplicates dropped.
 */
export function parseAllowedIps(input: unknown): string[] | null {
  if (input === null || input === undefined) return null;
  if (!Array.isArray(input)) throw new KeyRuleError("allowed_ips must be null or an array of IPv4/IPv6 addresses or CIDR ranges.", "allowed_ips");
  if (input.length > ALLOWED_IPS_MAX) throw new KeyRuleError(`At most ${ALLOWED_IPS_MAX} allowed addresses or ranges; ${input.length} were given.`, "allowed_ips");
  const out: string[] = [];
  input.forEach((entry, i) => {
    if (typeof entry !== "string" || parseAddressRange(entry) === null) {
      throw new KeyRuleError(`'${String(entry).slice(0, 60)}' is not an IPv4 or IPv6 address or CIDR range (like 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32).`, `allowed_ips[${i}]`);
    }
    const s = entry.trim();
    if (!out.includes(s)) out.push(s);
  });
  return out;
}

/** Allowed addresses typed one a line (or separated by commas or spaces), as the dashboard's textarea sends them; empty: anywhere. */
export function splitAddressLines(text: string): string[] | null {
  const entries = text.split(/[\s,]+/).filter((s) => s !== "");
  return entries.length ? entries : null;
}

/** The stored entries, parsed once (a key's cached lookup keeps these). */
export function compileAllowedIps(entries: readonly string[] | null): AddressRange[] | null {
  if (entries === null) return null;
  return entries.map(parseAddressRange).filter((r): r is AddressRange => r !== null);
}

/** Whether the client address (CF-Connecting-IP) lies in one of the ranges; null ranges allow anywhere, an unreadable or missing address nowhere else. */
export function addressAllowed(ranges: readonly AddressRange[] | null, client: string | undefined): boolean {
  if (ranges === null) return true;
  if (client === undefined || client.includes("/")) return false;
  const parsed = parseAddressRange(client);
  if (parsed === null) return false;
  const addr = parsed[0];
  return ranges.some(([net, bits]) => net.kind() === addr.kind() && addr.match(net, bits));
}
