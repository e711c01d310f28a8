// Every answer given over https carries Strict-Transport-Security (pages, the API, the pages'
// assets, redirects, refusals and errors); an answer over plain http does not, since a browser
// ignores it there and a local http:// service must stay reachable.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newAccount } from "../support/api";
import { STRICT_TRANSPORT } from "../../src/app";

const HSTS = "max-age=63072000; includeSubDomains";

async function get(url: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(new Request(url, { headers, redirect: "manual" }));
}

describe("Strict-Transport-Security", () => {
  it("is two years for the host and its subdomains, without preload", () => {
    expect(STRICT_TRANSPORT).toBe(HSTS);
  });

  it("is on every answer over https", async () => {
    const { key } = await newAccount();
    const answers: [string, Response][] = [
      ["a page", await get("https://svc.test/login")],
      ["a redirect", await get("https://svc.test/dashboard")],
      ["an asset", await get("https://svc.test/assets/app.css")],
      ["the API", await get("https://svc.test/v1/account", { authorization: `Bearer ${key}` })],
      ["an API refusal", await get("https://svc.test/v1/account", { authorization: "Bearer svc_test_not_a_key_at_all_000000" })],
      ["a route that does not exist", await get("https://svc.test/no/such/route")],
      ["the operator API", await get("https://svc.test/admin/v1/outbox", { authorization: "Bearer test-admin-token" })],
      ["the API reference", await get("https://svc.test/v1/openapi.json")],
    ];
    expect(answers.map(([what, res]) => [what, res.status])).toEqual([
      ["a page", 200],
      ["a redirect", 303],
      ["an asset", 200],
      ["the API", 200],
      ["an API refusal", 401],
      ["a route that does not exist", 404],
      ["the operator API", 200],
      ["the API reference", 200],
    ]);
    for (const [what, res] of answers) expect(res.headers.get("strict-transport-security"), what).toBe(HSTS);
  });

  it("is on an answer the error handler gives", async () => {
    // a body that is not JSON is refused by the error handler
    const { key } = await newAccount();
    const res = await exports.default.fetch(
      new Request("https://svc.test/v1/quotes", { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": "hsts-1" }, body: "{" }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("strict-transport-security")).toBe(HSTS);
  });

  it("is never on an answer over plain http", async () => {
    for (const path of ["/login", "/dashboard", "/v1/account", "/no/such/route"]) {
      expect((await get(`http://svc.test${path}`)).headers.get("strict-transport-security"), path).toBeNull();
    }
  });
});
