// Structured logs: one JSON line per request and per queue job, with the fields operators
// filter on, and never a credential or a person's KYC data, whatever path was exercised.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TOKEN, admin, call, newAccount, type ErrorBody } from "../support/api";
import { bankTransfer, buy, catalog, eventually } from "../support/money";
import { ID_NUMBER, KYB, KYC } from "../accounts/support";
import { createEndpoint, fireEvent, logUntil, receiver } from "../webhooks/support";
import { REDACTED, redact } from "../../src/lib/log";
import type { RetrieveAccountResponse } from "../../src/routes/account/retrieve";
import type { SubmitKybResponse } from "../../src/routes/account/submit-kyb";
import type { SubmitKycResponse } from "../../src/routes/account/submit-kyc";
import type { ApproveKybResponse } from "../../src/routes/admin/onboarding/approve-kyb";
import type { ApproveKycResponse } from "../../src/routes/admin/onboarding/approve-kyc";

let lines: string[] = [];
const spies: { mockRestore(): void }[] = [];

beforeEach(() => {
  lines = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    spies.push(
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((a) => (typeof a === "string" ? a : a instanceof Error ? `${a.message}\n${a.stack}` : JSON.stringify(a))).join(" "));
      }),
    );
  }
});
afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
});

const parsed = () => lines.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, any>);

describe("structured logs", () => {
  it("write one line per request with request id, account, mode, route, status and duration", async () => {
    const acct = await newAccount();
    const res = await call<ErrorBody>("/v1/orders/ord_missing", { key: acct.key });
    expect(res.status).toBe(404);
    const line = parsed().find((l) => l.type === "request" && l.request_id === res.headers.get("request-id"));
    expect(line).toEqual({
      type: "request",
      request_id: res.headers.get("request-id"),
      method: "GET",
      route: "/v1/orders/:order_id",
      status: 404,
      duration_ms: expect.any(Number),
      account: acct.id,
      mode: "test",
    });
    // one line per request, not one per middleware
    expect(parsed().filter((l) => l.request_id === line!.request_id)).toHaveLength(1);
  });

  it("log a request that matched no route, and one that was refused before reaching it", async () => {
    const unknown = await call<ErrorBody>("/v1/nothing-here", { key: "svc_test_not_a_real_key_000000000000" });
    const none = await call<ErrorBody>("/nowhere");
    const byId = (r: typeof none) => parsed().find((l) => l.request_id === r.headers.get("request-id"));
    expect(byId(unknown)).toMatchObject({ status: 401, account: null, mode: null });
    expect(byId(none)).toMatchObject({ status: 404, route: "(no route)" });
  });

  it("write one line per background job with its kind, ids, outcome and attempt", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 10_000);
    const q = (await buy(acct.key, esim.id)).body;
    // the order's fulfilment starts in its account object, not from a queue message
    await eventually(async () => parsed().find((l) => l.type === "job" && l.kind === "fulfilment" && l.ids.order_id === q.order_id), Boolean);
    const job = parsed().find((l) => l.type === "job" && l.kind === "fulfilment" && l.ids.order_id === q.order_id)!;
    expect(job).toEqual({
      type: "job",
      kind: "fulfilment",
      ids: { order_id: q.order_id, account_id: acct.id, mode: "test" },
      outcome: "ok",
      result: "resolved",
      attempt: 1,
      duration_ms: expect.any(Number),
    });
  });

  it("never contain an API key, the admin token, a webhook signing secret or KYC data", async () => {
    const acct = await newAccount();
    const r = receiver();
    const endpoint = await createEndpoint(acct.key, { url: r.url, enabled_events: ["*"] });
    expect(endpoint.secret).toMatch(/^whsec_/);
    await fireEvent(acct.key);
    await logUntil(acct.key, endpoint.id, (items) => items.some((d) => d.status === "succeeded"));
    // a webhook job ran and was logged
    expect(parsed().some((l) => l.type === "job" && l.kind === "pc-webhooks" && l.outcome === "ok")).toBe(true);

    for (const step of [
      await call<SubmitKybResponse>("/v1/account/kyb", { key: acct.key, body: KYB }),
      await admin<ApproveKybResponse>(`/admin/v1/accounts/${acct.id}/kyb/approve`, { method: "POST" }),
      await call<SubmitKycResponse>("/v1/account/kyc", { key: acct.key, body: KYC }),
    ]) expect(step.status, step.text).toBe(200);
    const live = await admin<ApproveKycResponse>(`/admin/v1/accounts/${acct.id}/kyc/approve`, { method: "POST" });
    expect(live.status, live.text).toBe(200);
    const liveKey = live.body.api_key!.secret as string;
    await call<RetrieveAccountResponse>("/v1/account", { key: liveKey });
    // refused credentials are not echoed either
    await call<ErrorBody>("/v1/account", { key: `${acct.key}x` });
    await call<ErrorBody>("/admin/v1/accounts", { key: `${ADMIN_TOKEN}-wrong` });
    await call<ErrorBody>("/v1/webhook_endpoints", { key: acct.key, body: { url: "not a url", secret: "whsec_from_the_partner" } });

    const all = lines.join("\n");
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [acct.key, liveKey, ADMIN_TOKEN, endpoint.secret, ID_NUMBER, KYC.date_of_birth, "whsec_from_the_partner"]) {
      expect(all.includes(secret), `logs contain ${secret.slice(0, 12)}…`).toBe(false);
    }
  });
});

describe("redaction", () => {
  it("drops values under secret-looking names at any depth and masks credential shapes anywhere", () => {
    const out = redact({
      api_key: "anything",
      nested: { webhook: { secret: "s", signing_secret: "s2" }, list: [{ id_document_number: "C01X00T47" }] },
      authorization: "Bearer abc",
      note: "called with svc_live_0123456789abcdefghijKLMN and whsec_abc/def+=",
      account_id: "acct_1",
    });
    expect(out).toEqual({
      api_key: REDACTED,
      nested: { webhook: { secret: REDACTED, signing_secret: REDACTED }, list: [{ id_document_number: REDACTED }] },
      authorization: REDACTED,
      note: `called with ${REDACTED} and ${REDACTED}`,
      account_id: "acct_1",
    });
  });
});
