// Whether a URL or host name points somewhere public: webhook endpoints we deliver to and the
// domains of Lightning addresses we call. Without DNS we judge the name itself, so the rules are
// deliberately narrow: https, a registrable-looking public DNS name, never an IP address literal.

export type WebhookUrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

const MAX_URL_LENGTH = 2048;
const MAX_HOST_LENGTH = 253;

/**
 * Top-level and second-level names that never lead to the public internet: special-use names
 * (RFC 6761, 6762, 7686, 8375, 9476), names ICANN will not delegate because private networks use
 * them, and the reverse-DNS tree.
 */
const PRIVATE_SUFFIXES = [
  "localhost", "local", "internal", "test", "invalid", "example", "onion", "alt", "arpa",
  "lan", "intranet", "corp", "private", "home", "localdomain",
];

/** Public wildcard-DNS services whose names resolve to loopback or to whatever address they embed. */
const LOOPBACK_DNS_SERVICES = ["localtest.me", "lvh.me", "localho.st", "vcap.me", "nip.io", "sslip.io", "xip.io", "traefik.me"];

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const DOTTED_IPV4 = /^[0-9]+(?:\.[0-9]+){3}$/;

/**
 * Checks a webhook URL. The returned `url` is the parsed, normalised form: store and deliver to
 * `url.href`, never the raw input, so what was checked is what gets called.
 *
 * `allowLoopback` (local development only) lets `localhost`, 127.0.0.0/8 and `[::1]` through, over
 * http or https; every other private, reserved or literal address is still refused.
 */
export function checkWebhookUrl(input: string, opts: { allowLoopback: boolean }): WebhookUrlCheck {
  if (typeof input !== "string" || input.length === 0) return fail("URL is required");
  if (input.length > MAX_URL_LENGTH) return fail(`URL is longer than ${MAX_URL_LENGTH} characters`);
  // URL parsing silently drops tabs and newlines and trims spaces; refuse them instead of guessing
  if (/[\u0000-\u0020\u007f-\u009f]/.test(input)) return fail("URL contains whitespace or control characters");
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return fail("not a valid absolute URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return fail("URL must use https");
  if (url.username !== "" || url.password !== "") return fail("URL must not contain a user name or password");
  if (url.port === "0") return fail("port 0 is not reachable");

  // Parsing has already turned every spelling of an address (2130706433, 0x7f.1, 127.1, %31...,
  // [::ffff:127.0.0.1]) into dotted IPv4 or canonical bracketed IPv6, so the host is judged as parsed.
  const host = url.hostname;
  const loopback = isLoopbackHost(host);
  if (loopback) {
    if (!opts.allowLoopback) return fail("localhost and loopback addresses are not allowed");
    return { ok: true, url };
  }
  if (host.startsWith("[") || DOTTED_IPV4.test(host)) return fail("IP addresses are not allowed; use a public host name");
  const problem = hostNameProblem(host);
  if (problem) return fail(problem);
  if (url.protocol !== "https:") return fail("URL must use https");
  return { ok: true, url };
}

/** A DNS name that could be public: valid labels, at least two of them, not special-use or private. */
export function isPublicDomainName(host: string): boolean {
  return hostNameProblem(host) === null;
}

/** Why a host name cannot be public, or null when it can. Case-insensitive; IP literals never pass. */
export function hostNameProblem(host: string): string | null {
  if (typeof host !== "string" || host.length === 0) return "host name is empty";
  if (host.length > MAX_HOST_LENGTH) return `host name is longer than ${MAX_HOST_LENGTH} characters`;
  const name = host.toLowerCase();
  if (name === "localhost") return "localhost and loopback addresses are not allowed";
  const labels = name.split(".");
  if (labels.length < 2) return "host name must have at least two labels (a single-label name is not public)";
  for (const label of labels) {
    if (label.length === 0) return "host name has an empty label";
    if (label.length > 63) return "host name has a label longer than 63 characters";
    if (!LABEL.test(label)) return "host name may only contain letters, digits and inner hyphens";
    // "ab--" is reserved for encodings; only punycode (xn--) is in use
    if (label.slice(2, 4) === "--" && !label.startsWith("xn--")) return "host name has a reserved label form (two hyphens in positions 3 and 4)";
  }
  const tld = labels[labels.length - 1]!;
  if (!TLD.test(tld)) {
    return /^[0-9]+$/.test(tld) || /^0x/.test(tld) ? "IP addresses are not allowed; use a public host name" : "host name must end in an alphabetic top-level domain";
  }
  if (PRIVATE_SUFFIXES.includes(tld)) return `.${tld} names are reserved for private or special use`;
  for (const service of LOOPBACK_DNS_SERVICES) {
    if (name === service || name.endsWith("." + service)) return `${service} names resolve to private addresses`;
  }
  return null;
}

/** Loopback in the only forms URL parsing leaves: the name localhost, dotted 127.x.y.z, [::1]. */
function isLoopbackHost(host: string): boolean {
  if (host === "localhost" || host === "[::1]") return true;
  if (!DOTTED_IPV4.test(host)) return false;
  const octets = host.split(".").map(Number);
  return octets[0] === 127 && octets.every((o) => o <= 255);
}

function fail(reason: string): WebhookUrlCheck {
  return { ok: false, reason };
}
