import { describe, expect, it } from "vitest";
import { checkWebhookUrl, isPublicDomainName } from "../../src/lib/public-host";

const strict = { allowLoopback: false };
const local = { allowLoopback: true };

const REJECTED: string[] = [
  // scheme, shape, credentials
  "",
  "example.com/hook",
  "//example.com/hook",
  "http://example.com/hook",
  "ftp://example.com/hook",
  "ws://example.com/hook",
  "javascript:alert(1)",
  "data:text/plain,hello",
  "https://user:secret@example.com/hook",
  "https://user@example.com/hook",
  "https://:secret@example.com/hook",
  "https://example.com:0/hook",
  " https://example.com/hook",
  "https://example.com/hook ",
  "https://exa\tmple.com/hook",
  "https://example.com/ho\nok",
  `https://example.com/${"a".repeat(2048)}`,
  // IPv4 in every spelling URL parsing accepts
  "https://127.0.0.1/hook",
  "https://127.1/hook",
  "https://2130706433/hook",
  "https://0177.0.0.1/hook",
  "https://0x7f.0.0.1/hook",
  "https://0x7f000001/hook",
  "https://%31%32%37.0.0.1/hook",
  "https://１２７.0.0.1/hook",
  "https://10.0.0.1/hook",
  "https://10.255.255.255/hook",
  "https://172.16.0.1/hook",
  "https://172.31.255.255/hook",
  "https://192.168.1.1/hook",
  "https://169.254.169.254/latest/meta-data",
  "https://100.64.0.1/hook",
  "https://100.127.255.254/hook",
  "https://0.0.0.0/hook",
  "https://0/hook",
  "https://255.255.255.255/hook",
  "https://224.0.0.1/hook",
  "https://240.0.0.1/hook",
  "https://198.18.0.1/hook",
  "https://192.0.2.1/hook",
  "https://8.8.8.8/hook",
  // IPv6 literals
  "https://[::1]/hook",
  "https://[0:0:0:0:0:0:0:1]/hook",
  "https://[::]/hook",
  "https://[::ffff:127.0.0.1]/hook",
  "https://[::ffff:7f00:1]/hook",
  "https://[::ffff:10.0.0.1]/hook",
  "https://[::127.0.0.1]/hook",
  "https://[64:ff9b::7f00:1]/hook",
  "https://[64:ff9b::10.0.0.1]/hook",
  "https://[fe80::1]/hook",
  "https://[febf::1]/hook",
  "https://[fe80::1%25eth0]/hook",
  "https://[fc00::1]/hook",
  "https://[fd12:3456:789a::1]/hook",
  "https://[ff02::1]/hook",
  "https://[2001:db8::1]/hook",
  "https://[2001:4860:4860::8888]/hook",
  // loopback and private names
  "https://localhost/hook",
  "https://LOCALHOST/hook",
  "https://localhost./hook",
  "https://localhost:8443/hook",
  "https://api.localhost/hook",
  "https://intranet/hook",
  "https://printer.local/hook",
  "https://db.internal/hook",
  "https://app.test/hook",
  "https://foo.invalid/hook",
  "https://www.example/hook",
  "https://duckduckgogg42xjoc72x3sjasowoarfbgcmvfimaftt6twagswzczad.onion/hook",
  "https://router.home.arpa/hook",
  "https://1.0.0.127.in-addr.arpa/hook",
  "https://nas.lan/hook",
  "https://wiki.intranet/hook",
  "https://mail.corp/hook",
  "https://box.private/hook",
  "https://server.home/hook",
  "https://server.localdomain/hook",
  "https://thing.alt/hook",
  "https://127.0.0.1.nip.io/hook",
  "https://10-0-0-1.sslip.io/hook",
  "https://app.localtest.me/hook",
  "https://lvh.me/hook",
  // malformed names
  "https://-bad.example.com/hook",
  "https://bad-.example.com/hook",
  "https://under_score.example.com/hook",
  "https://ab--cd.example.com/hook",
  `https://${"a".repeat(64)}.com/hook`,
  `https://${Array.from({ length: 51 }, () => "abcd").join(".")}.com/hook`,
  "https://example.com./hook",
  "https://example.c0m/hook",
  "https://example.123/hook",
  "https://example.x/hook",
];

const ACCEPTED: Array<[string, string]> = [
  ["https://example.com/webhooks", "https://example.com/webhooks"],
  ["https://hooks.partner.co.uk:8443/lightning?source=pc", "https://hooks.partner.co.uk:8443/lightning?source=pc"],
  ["https://EXAMPLE.com/Path", "https://example.com/Path"],
  ["https://example.com:443/x", "https://example.com/x"],
  ["https://xn--bcher-kva.de/hook", "https://xn--bcher-kva.de/hook"],
  ["https://bücher.de/hook", "https://xn--bcher-kva.de/hook"],
  ["https://example.xn--p1ai/hook", "https://example.xn--p1ai/hook"],
  ["https://a.b.c.d.example.io/", "https://a.b.c.d.example.io/"],
  ["https://1password.com/hook", "https://1password.com/hook"],
  ["https://my-app.herokuapp.com/hook#ignored", "https://my-app.herokuapp.com/hook#ignored"],
  ["https://xn--80ak6aa92e.com/", "https://xn--80ak6aa92e.com/"],
  // 253 characters, the longest a DNS name can be
  [`https://${Array.from({ length: 50 }, () => "abcd").join(".")}.com/`, `https://${Array.from({ length: 50 }, () => "abcd").join(".")}.com/`],
];

describe("checkWebhookUrl", () => {
  it(`rejects all ${REJECTED.length} non-public or malformed URLs, each with a reason`, () => {
    expect(REJECTED.length).toBeGreaterThanOrEqual(40);
    for (const url of REJECTED) {
      const result = checkWebhookUrl(url, strict);
      expect(result.ok, JSON.stringify(url)).toBe(false);
      if (!result.ok) expect(result.reason.length, url).toBeGreaterThan(0);
    }
  });

  for (const [input, href] of ACCEPTED) {
    it(`accepts ${input}`, () => {
      const result = checkWebhookUrl(input, strict);
      expect(result).toMatchObject({ ok: true });
      if (result.ok) expect(result.url.href).toBe(href);
    });
  }

  it("gives reasons that say what is wrong", () => {
    const reason = (url: string) => {
      const r = checkWebhookUrl(url, strict);
      return r.ok ? null : r.reason;
    };
    expect(reason("http://example.com/")).toMatch(/https/);
    expect(reason("https://u:p@example.com/")).toMatch(/user name or password/);
    expect(reason("https://10.0.0.1/")).toMatch(/IP address/);
    expect(reason("https://[fd00::1]/")).toMatch(/IP address/);
    expect(reason("https://localhost/")).toMatch(/loopback/);
    expect(reason("https://127.0.0.1/")).toMatch(/loopback/);
    expect(reason("https://printer.local/")).toMatch(/\.local/);
    expect(reason("https://intranet/")).toMatch(/two labels/);
    expect(reason("not-a-url")).toMatch(/valid/);
    expect(reason("https://exa mple.com/")).toMatch(/whitespace/);
  });

  it("judges the host as URL parsing reads it, which is what a request would reach", () => {
    // a backslash ends the authority in http(s) URLs: this is evil.example.com, not example.com
    const tricky = checkWebhookUrl("https://evil.example.com\\@example.com/", strict);
    expect(tricky.ok && tricky.url.hostname).toBe("evil.example.com");
    // and the same trick cannot hide a private host behind a public-looking one
    expect(checkWebhookUrl("https://10.0.0.1\\@example.com/", strict).ok).toBe(false);
    expect(checkWebhookUrl("https://example.com@10.0.0.1/", strict).ok).toBe(false);
  });
});

describe("checkWebhookUrl with allowLoopback (local development)", () => {
  const LOOPBACK: Array<[string, string]> = [
    ["http://localhost/hook", "localhost"],
    ["http://localhost:8787/hook", "localhost"],
    ["https://localhost/hook", "localhost"],
    ["http://LOCALHOST:3000/", "localhost"],
    ["http://127.0.0.1:3000/hook", "127.0.0.1"],
    ["https://127.0.0.1/hook", "127.0.0.1"],
    ["http://127.255.255.254/", "127.255.255.254"],
    ["http://127.1/", "127.0.0.1"],
    ["http://2130706433/", "127.0.0.1"],
    ["http://[::1]:8080/hook", "[::1]"],
    ["https://[::1]/hook", "[::1]"],
    ["http://[0:0:0:0:0:0:0:1]/", "[::1]"],
  ];
  for (const [url, hostname] of LOOPBACK) {
    it(`accepts ${url}`, () => {
      const result = checkWebhookUrl(url, local);
      expect(result.ok && result.url.hostname).toBe(hostname);
      // the same URL never passes outside local development
      expect(checkWebhookUrl(url, strict).ok).toBe(false);
    });
  }

  it("still rejects every other private, reserved or literal address", () => {
    const stillRejected = [
      "http://10.0.0.1/", "http://172.16.0.1/", "http://192.168.0.1/", "http://169.254.169.254/",
      "http://100.64.0.1/", "http://0.0.0.0/", "http://255.255.255.255/", "http://8.8.8.8/",
      "http://[::]/", "http://[::ffff:127.0.0.1]/", "http://[::ffff:7f00:1]/", "http://[64:ff9b::7f00:1]/",
      "http://[fe80::1]/", "http://[fd00::1]/", "http://foo.localhost/", "http://localhost./",
      "http://printer.local/", "http://user:pw@localhost/", "http://intranet/", "http://127.0.0.1.nip.io/",
      "ftp://localhost/",
    ];
    for (const url of stillRejected) expect(checkWebhookUrl(url, local).ok, url).toBe(false);
  });

  it("keeps https for public hosts", () => {
    expect(checkWebhookUrl("https://example.com/hook", local).ok).toBe(true);
    expect(checkWebhookUrl("http://example.com/hook", local).ok).toBe(false);
  });
});

describe("isPublicDomainName", () => {
  it("accepts public-looking DNS names in any case", () => {
    for (const name of ["example.com", "EXAMPLE.COM", "pay.wallet.example.org", "xn--bcher-kva.de", "a.io", "1.example.com", "x-y.z9.example.co.uk"]) {
      expect(isPublicDomainName(name), name).toBe(true);
    }
  });

  it("rejects addresses, private names and anything that is not a plain DNS name", () => {
    const rejected = [
      "", "com", "localhost", "LOCALHOST", "sub.localhost", "127.0.0.1", "10.0.0.1", "0x7f.0.0.1", "127.1", "2130706433",
      "[::1]", "::1", "example.com.", ".example.com", "a..example.com", "exa mple.com", "bücher.de", "_dmarc.example.com",
      "example.com:443", "user@example.com", "example.com/path", "example.local", "example.internal", "example.onion",
      "router.home.arpa", "example.c0m", `${"a".repeat(64)}.com`, `${"abc.".repeat(64)}com`, "app.nip.io",
    ];
    for (const name of rejected) expect(isPublicDomainName(name), name).toBe(false);
  });
});
