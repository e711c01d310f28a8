import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN, call, expectError, newAccount } from "../support/api";
import type { ListAccountsResponse } from "../../src/routes/admin/accounts/list";

// one of each kind of operator route
const ROUTES: [string, string, unknown?][] = [
  ["GET", "/admin/v1/accounts"],
  ["POST", "/admin/v1/accounts", { name: "x" }],
  ["GET", "/admin/v1/accounts/acct_01JC0000000000000000000000"],
  ["POST", "/admin/v1/accounts/acct_01JC0000000000000000000000/kyb/approve"],
  ["POST", "/admin/v1/accounts/acct_01JC0000000000000000000000/kyc/reject", { reason: "x" }],
  ["POST", "/admin/v1/accounts/acct_01JC0000000000000000000000/api_keys", { mode: "test" }],
  ["DELETE", "/admin/v1/api_keys/key_01JC0000000000000000000000"],
  ["POST", "/admin/v1/accounts/acct_01JC0000000000000000000000/commission", { commission_bps: 100 }],
  ["POST", "/admin/v1/payouts/pause"],
  ["POST", "/admin/v1/payouts/resume"],
];

describe("operator token", () => {
  for (const [method, path, body] of ROUTES) {
    it(`${method} ${path.replace(/acct_\w+|key_\w+/, "{id}")}: 401 api_key_required without a token, invalid_api_key with a wrong one`, async () => {
      expectError(await call(path, { method, body }), 401, "api_key_required");
      expectError(await call(path, { method, body, key: ADMIN_TOKEN + "x" }), 401, "invalid_api_key");
      expectError(await call(path, { method, body, key: ADMIN_TOKEN.slice(0, -1) }), 401, "invalid_api_key");
      expectError(await call(path, { method, body, headers: { authorization: `Basic ${ADMIN_TOKEN}` } }), 401, "api_key_required");
    });
  }

  it("refuses a partner's API key, test or otherwise, on operator routes", async () => {
    const { key } = await newAccount();
    expectError(await call("/admin/v1/accounts", { key }), 401, "invalid_api_key");
    expectError(await call("/admin/v1/payouts/pause", { key, method: "POST" }), 401, "invalid_api_key");
  });

  it("refuses the operator token on partner routes", async () => {
    expectError(await call("/v1/account", { key: ADMIN_TOKEN }), 401, "invalid_api_key");
  });

  it("accepts the right token", async () => {
    expect((await call<ListAccountsResponse>("/admin/v1/accounts", { key: ADMIN_TOKEN })).status).toBe(200);
  });
});
