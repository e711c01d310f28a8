import { describe, expect, it } from "vitest";
import { lnurlpUrl, parseLightningAddress } from "../../src/lib/lightning-address";
import { checkWebhookUrl } from "../../src/lib/public-host";

describe("parseLightningAddress", () => {
  const ACCEPTED: Array<[string, string, string]> = [
    ["alice@example.com", "alice", "example.com"],
    ["satoshi@bitcoin.org", "satoshi", "bitcoin.org"],
    ["a.b-c_d+tip@wallet.example.co.uk", "a.b-c_d+tip", "wallet.example.co.uk"],
    ["alice@Example.COM", "alice", "example.com"],
    ["0@x.io", "0", "x.io"],
    ["fail-first@example.com", "fail-first", "example.com"],
    ["alice@xn--bcher-kva.de", "alice", "xn--bcher-kva.de"],
    [`${"a".repeat(64)}@example.com`, "a".repeat(64), "example.com"],
  ];
  for (const [input, name, domain] of ACCEPTED) {
    it(`accepts ${input}`, () => {
      expect(parseLightningAddress(input)).toEqual({ ok: true, name, domain, address: `${name}@${domain}` });
    });
  }

  const REJECTED: Array<[string, RegExp]> = [
    ["", /required/],
    ["alice", /name@domain/],
    ["alice.example.com", /name@domain/],
    ["@example.com", /empty/],
    ["alice@", /domain/],
    ["alice@@example.com", /name@domain/],
    ["alice@bob@example.com", /name@domain/],
    ["Alice@example.com", /lower case/],
    ["ALICE@EXAMPLE.COM", /lower case/],
    ["al ice@example.com", /may only contain/],
    [" alice@example.com", /may only contain/],
    ["alice@example.com ", /domain/],
    ["alice!@example.com", /may only contain/],
    ["alice%40@example.com", /may only contain/],
    ["al/ice@example.com", /may only contain/],
    ["ålice@example.com", /may only contain/],
    [".@example.com", /'\.'/],
    ["..@example.com", /'\.'/],
    [`${"a".repeat(65)}@example.com`, /longer than 64/],
    ["alice@localhost", /domain/],
    ["alice@sub.localhost", /domain/],
    ["alice@127.0.0.1", /domain/],
    ["alice@[::1]", /domain/],
    ["alice@10.0.0.1", /domain/],
    ["alice@2130706433", /domain/],
    ["alice@host", /domain/],
    ["alice@example.local", /domain/],
    ["alice@example.internal", /domain/],
    ["alice@wallet.onion", /domain/],
    ["alice@printer.lan", /domain/],
    ["alice@127.0.0.1.nip.io", /domain/],
    ["alice@example.com.", /domain/],
    ["alice@example.com:443", /domain/],
    ["alice@example.com/path", /domain/],
    ["alice@bücher.de", /domain/],
    ["alice@exa_mple.com", /domain/],
    ["alice@-example.com", /domain/],
  ];
  for (const [input, reason] of REJECTED) {
    it(`rejects ${JSON.stringify(input)}`, () => {
      const result = parseLightningAddress(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(reason);
    });
  }
});

describe("lnurlpUrl", () => {
  it("points at the LUD-16 well-known path over https", () => {
    expect(lnurlpUrl("alice", "example.com")).toBe("https://example.com/.well-known/lnurlp/alice");
    expect(lnurlpUrl("alice+tip", "pay.example.org")).toBe("https://pay.example.org/.well-known/lnurlp/alice+tip");
  });

  it("gives a public https URL, with the name intact, for every address that parses", () => {
    for (const input of ["alice@example.com", "a.b-c_d+tip@wallet.example.co.uk", "...@example.com", "x..y@example.com"]) {
      const parsed = parseLightningAddress(input);
      if (!parsed.ok) throw new Error(`${input}: ${parsed.reason}`);
      const checked = checkWebhookUrl(lnurlpUrl(parsed.name, parsed.domain), { allowLoopback: false });
      expect(checked.ok, input).toBe(true);
      if (checked.ok) expect(checked.url.pathname).toBe(`/.well-known/lnurlp/${parsed.name}`);
    }
  });
});

describe("a loopback LNURL server (local development only)", () => {
  const LOOPBACK = ["alice@localhost", "alice@localhost:8789", "alice@127.0.0.1:3000", "alice@127.1.2.3"];
  it("is refused unless local development allows it", () => {
    for (const input of LOOPBACK) expect(parseLightningAddress(input).ok, input).toBe(false);
  });
  it("is accepted with allowLoopback and reached over http", () => {
    for (const input of LOOPBACK) {
      const parsed = parseLightningAddress(input, { allowLoopback: true });
      expect(parsed.ok, input).toBe(true);
      if (parsed.ok) expect(lnurlpUrl(parsed.name, parsed.domain)).toBe(`http://${input.slice(6)}/.well-known/lnurlp/alice`);
    }
    expect(lnurlpUrl("alice", "wallet.example.com")).toBe("https://wallet.example.com/.well-known/lnurlp/alice");
  });
  it("lets no other private address or port spelling through", () => {
    for (const input of ["alice@10.0.0.1", "alice@192.168.1.1:80", "alice@localhost:0", "alice@localhost:99999", "alice@127.0.0.256", "alice@localhost:80/x", "alice@[::1]", "alice@0x7f.1", "alice@wallet.example.com:8080"]) {
      expect(parseLightningAddress(input, { allowLoopback: true }).ok, input).toBe(false);
    }
  });
});
