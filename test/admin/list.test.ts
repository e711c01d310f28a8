// Its own file, in a runtime of its own (the "pristine" project): the list sees every account the
// file creates, so nothing else runs here.
import { describe, expect, it } from "vitest";
import { admin, call, expectError, newAccount } from "../support/api";
import { KYB } from "../accounts/support";
import type { SubmitKybResponse } from "../../src/routes/account/submit-kyb";
import type { ListAccountsResponse } from "../../src/routes/admin/accounts/list";

describe("operator: GET /admin/v1/accounts", () => {
  it("pages through every account newest first, then narrows by kyb_state", async () => {
    const made: { id: string; key: string }[] = [];
    for (let i = 0; i < 5; i++) made.push(await newAccount(`List ${i}`));
    const newestFirst = made.map((a) => a.id).reverse();

    const first = await admin<ListAccountsResponse>("/admin/v1/accounts?limit=2");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ object: "list", has_more: true });
    expect(first.body.next_cursor).toMatch(/^crs_/);
    const seen: string[] = first.body.data.map((a: { id: string }) => a.id);
    let cursor: string | null = first.body.next_cursor;
    while (cursor) {
      const page = await admin<ListAccountsResponse>(`/admin/v1/accounts?limit=2&cursor=${encodeURIComponent(cursor)}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((a: { id: string }) => a.id));
      cursor = page.body.next_cursor;
      if (cursor) expect(page.body.has_more).toBe(true);
    }
    expect(seen).toEqual(newestFirst);
    expect(first.body.data[0]).toMatchObject({ object: "account", name: "List 4", kyb_state: "none", commission_bps: null });

    await call<SubmitKybResponse>("/v1/account/kyb", { key: made[1]!.key, body: KYB });
    await call<SubmitKybResponse>("/v1/account/kyb", { key: made[3]!.key, body: KYB });
    const submitted = await admin<ListAccountsResponse>("/admin/v1/accounts?kyb_state=kyb_submitted&limit=1");
    expect(submitted.body.data.map((a: { id: string }) => a.id)).toEqual([made[3]!.id]);
    expect(submitted.body.has_more).toBe(true);
    const rest = await admin<ListAccountsResponse>(`/admin/v1/accounts?kyb_state=kyb_submitted&limit=1&cursor=${submitted.body.next_cursor}`);
    expect(rest.body.data.map((a: { id: string }) => a.id)).toEqual([made[1]!.id]);
    expect(rest.body).toMatchObject({ has_more: false, next_cursor: null });
    // a cursor from a filtered walk does not fit another filter
    expectError(await admin(`/admin/v1/accounts?cursor=${submitted.body.next_cursor}`), 400, "parameter_invalid", "cursor");
  });

  it("validates limit, kyb_state and unknown parameters", async () => {
    expectError(await admin("/admin/v1/accounts?limit=0"), 400, "parameter_invalid", "limit");
    expectError(await admin("/admin/v1/accounts?limit=101"), 400, "parameter_invalid", "limit");
    expectError(await admin("/admin/v1/accounts?kyb_state=pending"), 400, "parameter_invalid", "kyb_state");
    expectError(await admin("/admin/v1/accounts?status=active"), 400, "parameter_unknown", "status");
    expectError(await admin("/admin/v1/accounts?cursor=crs_forged"), 400, "parameter_invalid", "cursor");
  });
});
