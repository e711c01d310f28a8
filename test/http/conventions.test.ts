import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN, admin, call, expectError, newAccount, type ErrorBody } from "../support/api";
import type { RetrieveWalletResponse } from "../../src/routes/wallet/retrieve";
import type { RetrieveHealthResponse } from "../../src/routes/system";

describe("HTTP conventions", () => {
  it("puts a req_ ULID Request-Id on every response, and repeats it in error bodies", async () => {
    const ok = await call<RetrieveHealthResponse>("/health");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("request-id")).toMatch(/^req_[0-9A-HJKMNP-TV-Z]{26}$/);
    const err = await call<ErrorBody>("/v1/nowhere");
    expect(err.headers.get("request-id")).toMatch(/^req_/);
    expect(err.body.error.request_id).toBe(err.headers.get("request-id"));
  });

  it("answers 404 route_not_found for unknown paths and 405 for a wrong method", async () => {
    const { key } = await newAccount();
    expectError(await call("/v1/nowhere", { key }), 404, "route_not_found");
    const res = await call<ErrorBody>("/health", { method: "DELETE" });
    expectError(res, 405, "method_not_allowed");
    expect(res.headers.get("allow")).toContain("GET");
  });

  it("answers 404 route_not_found for a path with a trailing slash, never a 405 naming the method used", async () => {
    const { key } = await newAccount();
    const withSlash: [string, string, string | null][] = [
      ["GET", "/v1/wallet/", key],
      ["GET", "/v1/account/", key],
      ["GET", "/v1/orders/", key],
      ["GET", "/v1/offers/off_test_stays_pending/", key],
      ["POST", "/v1/quotes/", key],
      ["GET", "/v1/quotes/qt_01JAAAAAAAAAAAAAAAAAAAAAAA/", key],
      ["GET", "/v1/webhook_endpoints/", key],
      ["DELETE", "/v1/wallet/", key],
      ["GET", "/health/", null],
      ["GET", "/admin/v1/accounts/", ADMIN_TOKEN],
    ];
    for (const [method, path, k] of withSlash) {
      const res = await call<ErrorBody>(path, { method, key: k, ...(method === "POST" ? { body: {}, idem: crypto.randomUUID() } : {}) });
      expectError(res, 404, "route_not_found");
      expect(res.body.error.message).toBe(`No route ${method} ${path}.`);
      expect(res.headers.get("allow")).toBeNull();
    }
    // without the slash the same paths answer as always
    expect((await call<RetrieveWalletResponse>("/v1/wallet", { key })).status).toBe(200);
    const wrong = await call<ErrorBody>("/v1/wallet", { method: "DELETE", key });
    expectError(wrong, 405, "method_not_allowed");
    expect(wrong.headers.get("allow")).toBe("GET");
  });

  it("maps body problems to invalid_json, parameter_missing, parameter_invalid, parameter_unknown, payload_too_large", async () => {
    expectError(await admin("/admin/v1/accounts", { rawBody: "{nope" }), 400, "invalid_json");
    expectError(await admin("/admin/v1/accounts", { rawBody: "[1,2]" }), 400, "invalid_json");
    expectError(await admin("/admin/v1/accounts", { body: {} }), 400, "parameter_missing", "name");
    expectError(await admin("/admin/v1/accounts", { body: { name: 42 } }), 400, "parameter_invalid", "name");
    expectError(await admin("/admin/v1/accounts", { body: { name: "x", nmae: "y" } }), 400, "parameter_unknown", "nmae");
    expectError(await admin("/admin/v1/accounts", { body: { name: "x".repeat(70 * 1024) } }), 413, "payload_too_large");
  });

  it("hides internals: error bodies carry code, message and request id only", async () => {
    const res = await call<ErrorBody>("/v1/nowhere", { key: (await newAccount()).key });
    expect(Object.keys(res.body.error).sort()).toEqual(["code", "message", "request_id"]);
  });
});
