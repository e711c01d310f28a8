// A stand-in DNS-over-HTTPS resolver answering as the JSON API does (application/dns-json:
// Status, Answer[{name, type, TTL, data}]). It serves the outbound network stub of the test
// runtime, so every webhook host name the tests use resolves without the internet. Names say
// what they resolve to:
//   ip4-10-0-0-1.<anything>          A 10.0.0.1, no AAAA
//   ip6-fd00-0-0-0-0-0-0-1.<…>       AAAA fd00::1, no A
//   nxdomain-….<…>                   NXDOMAIN (Status 3)
//   rebind-….<…>                     public on the first A query, then 10.0.0.1 (TTL 0)
//   anything else                    a public A and AAAA, TTL 300
export const FAKE_DOH_URL = "https://dns.resolver.example.net/dns-query";

const PUBLIC_A = "93.184.215.14";
const PUBLIC_AAAA = "2606:2800:21f:cb07:6820:80da:af6b:8b2c";
const TYPES: Record<string, number> = { A: 1, AAAA: 28 };
const asked = new Map<string, number>();

export function answerDoh(url: URL): Response {
  const name = (url.searchParams.get("name") ?? "").toLowerCase().replace(/\.$/, "");
  const type = (url.searchParams.get("type") ?? "A").toUpperCase();
  const code = TYPES[type];
  const question = [{ name: `${name}.`, type: code }];
  const first = name.split(".")[0] ?? "";
  const reply = (answers: { data: string; TTL?: number }[], status = 0) =>
    Response.json(
      { Status: status, TC: false, RD: true, RA: true, AD: false, CD: false, Question: question, ...(answers.length ? { Answer: answers.map((a) => ({ name: `${name}.`, type: code, TTL: a.TTL ?? 300, data: a.data })) } : {}) },
      { headers: { "content-type": "application/dns-json" } },
    );
  if (!code) return reply([], 4);
  if (first.startsWith("nxdomain-")) return reply([], 3);
  if (first.startsWith("ip4-")) return reply(type === "A" ? [{ data: first.slice(4).replaceAll("-", ".") }] : []);
  if (first.startsWith("ip6-")) return reply(type === "AAAA" ? [{ data: first.slice(4).replaceAll("-", ":") }] : []);
  if (first.startsWith("rebind-")) {
    if (type !== "A") return reply([]);
    const n = (asked.get(name) ?? 0) + 1;
    asked.set(name, n);
    return reply([{ data: n === 1 ? PUBLIC_A : "10.0.0.1", TTL: 0 }]);
  }
  return reply([{ data: type === "A" ? PUBLIC_A : PUBLIC_AAAA }]);
}
