// Restricted keys' pure rules: what a permission covers, reading permissions and allowed
// addresses as sent (each refusal naming its field), and whether a client address lies in a range.
import { describe, expect, it } from "vitest";
import {
  addressAllowed,
  compileAllowedIps,
  describePermissions,
  KeyRuleError,
  missingAccessMessage,
  parseAllowedIps,
  parsePermissions,
  permits,
  splitAddressLines,
} from "../../src/domain/key-permissions";

const refusal = (f: () => unknown): { param: string; message: string } => {
  try {
    f();
  } catch (e) {
    if (e instanceof KeyRuleError) return { param: e.param, message: e.message };
    throw e;
  }
  throw new Error("not refused");
};

describe("permissions", () => {
  it("null is full access; write includes read; a resource left out is none", () => {
    expect(permits(null, { resource: "payouts", level: "write" })).toBe(true);
    const p = parsePermissions({ orders: "read", quotes: "write", refunds: "none" }, "test")!;
    expect(p).toEqual({ orders: "read", quotes: "write" });
    expect(permits(p, { resource: "orders", level: "read" })).toBe(true);
    expect(permits(p, { resource: "orders", level: "write" })).toBe(false);
    expect(permits(p, { resource: "quotes", level: "read" })).toBe(true);
    expect(permits(p, { resource: "quotes", level: "write" })).toBe(true);
    expect(permits(p, { resource: "refunds", level: "read" })).toBe(false);
    expect(permits({}, { resource: "account", level: "read" })).toBe(false);
    // a level no resource can be granted is a full-access key's alone
    expect(permits({ account: "read" }, { resource: "account", level: "write" })).toBe(false);
  });

  it("names what is missing", () => {
    expect(missingAccessMessage({ resource: "payouts", level: "write" })).toBe("This key has no write access to payouts.");
  });

  it("refuses unknown resources and levels, and levels a resource cannot hold, naming the field", () => {
    expect(refusal(() => parsePermissions({ orders: "read", nope: "read" }, "test")).param).toBe("permissions.nope");
    expect(refusal(() => parsePermissions({ orders: "admin" }, "test")).param).toBe("permissions.orders");
    expect(refusal(() => parsePermissions({ payouts: "read" }, "test")).param).toBe("permissions.payouts");
    expect(refusal(() => parsePermissions({ offers: "write" }, "test")).param).toBe("permissions.offers");
    expect(refusal(() => parsePermissions({ account: "write" }, "test")).param).toBe("permissions.account");
    expect(refusal(() => parsePermissions({ test_helpers: "write" }, "live")).param).toBe("permissions.test_helpers");
    expect(refusal(() => parsePermissions(["orders"], "test")).param).toBe("permissions");
    expect(refusal(() => parsePermissions("all", "test")).param).toBe("permissions");
    expect(parsePermissions(undefined, "live")).toBeNull();
    expect(parsePermissions({ test_helpers: "write", payouts: "write" }, "test")).toEqual({ test_helpers: "write", payouts: "write" });
  });

  it("says a key's access in words, in the table's order", () => {
    expect(describePermissions(null)).toBe("Full access");
    expect(describePermissions({ quotes: "write", orders: "read" })).toBe("Restricted: quotes write, orders read");
    expect(describePermissions({})).toBe("Restricted: no access");
  });
});

describe("allowed addresses", () => {
  it("reads addresses and ranges, trimmed and without duplicates", () => {
    expect(parseAllowedIps(null)).toBeNull();
    expect(parseAllowedIps([" 203.0.113.7 ", "203.0.113.7", "2001:db8::/32", "0.0.0.0/0", "::/0"])).toEqual(["203.0.113.7", "2001:db8::/32", "0.0.0.0/0", "::/0"]);
    expect(splitAddressLines("203.0.113.7\r\n 10.0.0.0/8,2001:db8::1\n")).toEqual(["203.0.113.7", "10.0.0.0/8", "2001:db8::1"]);
    expect(splitAddressLines("  \n")).toBeNull();
  });

  it.each([
    [["1.2.3.4", "1.2.3"], "allowed_ips[1]"],
    [["1.2.3.4/33"], "allowed_ips[0]"],
    [["2001:db8::/129"], "allowed_ips[0]"],
    [["10.0.0.0/"], "allowed_ips[0]"],
    [["10.0.0.0/-1"], "allowed_ips[0]"],
    [["0x7f.0.0.1"], "allowed_ips[0]"],
    [["127.1"], "allowed_ips[0]"],
    [["256.0.0.1"], "allowed_ips[0]"],
    [["fe80::1%eth0"], "allowed_ips[0]"],
    [["example.com"], "allowed_ips[0]"],
    [[""], "allowed_ips[0]"],
    [["1.2.3.4", "5.6.7.8", 9], "allowed_ips[2]"],
    [Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`), "allowed_ips"],
    ["10.0.0.1", "allowed_ips"],
  ])("refuses %j naming %s", (input, param) => {
    expect(refusal(() => parseAllowedIps(input)).param).toBe(param);
  });

  it("takes 20 entries", () => {
    expect(parseAllowedIps(Array.from({ length: 20 }, (_, i) => `10.0.0.${i}`))).toHaveLength(20);
  });

  const allowed = (entries: string[] | null, client: string | undefined) => addressAllowed(compileAllowedIps(entries), client);

  it("matches single IPv4 and IPv6 addresses exactly (/32, /128)", () => {
    expect(allowed(["203.0.113.7"], "203.0.113.7")).toBe(true);
    expect(allowed(["203.0.113.7"], "203.0.113.8")).toBe(false);
    expect(allowed(["203.0.113.7/32"], "203.0.113.7")).toBe(true);
    expect(allowed(["2001:db8::1"], "2001:db8:0:0::1")).toBe(true);
    expect(allowed(["2001:db8::1/128"], "2001:db8::2")).toBe(false);
  });

  it("matches a range's first and last address and not the ones beside it", () => {
    expect(allowed(["198.51.100.0/24"], "198.51.100.0")).toBe(true);
    expect(allowed(["198.51.100.0/24"], "198.51.100.255")).toBe(true);
    expect(allowed(["198.51.100.0/24"], "198.51.99.255")).toBe(false);
    expect(allowed(["198.51.100.0/24"], "198.51.101.0")).toBe(false);
    expect(allowed(["2001:db8::/32"], "2001:db8:ffff:ffff:ffff:ffff:ffff:ffff")).toBe(true);
    expect(allowed(["2001:db8::/32"], "2001:db9::")).toBe(false);
    expect(allowed(["2001:db8::/32"], "2001:db7:ffff:ffff:ffff:ffff:ffff:ffff")).toBe(false);
  });

  it("/0 is every address of its family only", () => {
    expect(allowed(["0.0.0.0/0"], "255.255.255.255")).toBe(true);
    expect(allowed(["0.0.0.0/0"], "2001:db8::1")).toBe(false);
    expect(allowed(["::/0"], "2001:db8::1")).toBe(true);
    expect(allowed(["::/0"], "203.0.113.7")).toBe(false);
  });

  it("an IPv4-mapped IPv6 address is its IPv4 address, as client and as entry", () => {
    expect(allowed(["203.0.113.0/24"], "::ffff:203.0.113.9")).toBe(true);
    expect(allowed(["::ffff:203.0.113.9"], "203.0.113.9")).toBe(true);
    expect(allowed(["::ffff:203.0.113.0/120"], "203.0.113.200")).toBe(true);
    expect(allowed(["::ffff:203.0.113.0/120"], "203.0.114.1")).toBe(false);
  });

  it("null allows anywhere; a missing or unreadable client address is allowed nowhere else", () => {
    expect(allowed(null, undefined)).toBe(true);
    expect(allowed(["0.0.0.0/0"], undefined)).toBe(false);
    expect(allowed(["0.0.0.0/0"], "not-an-address")).toBe(false);
    expect(allowed(["0.0.0.0/0"], "10.0.0.0/8")).toBe(false);
    expect(allowed([], "203.0.113.7")).toBe(false);
  });
});
