// An integer field has one limit and one message: a number past it is refused naming the field's
// own bound, whether it is just past it or past the safe integers (where the integer type's
// ±2^53 bound would otherwise be reported instead).
import { describe, expect, it } from "vitest";
import { admin, call, expectError, newAccount, type ErrorBody } from "../support/api";

describe("integer fields past their bound", () => {
  it("report the field's own maximum and minimum for any number beyond them, however large", async () => {
    const { key, id } = await newAccount();
    const cases: { path: string; body: (n: number) => unknown; param: string; tooBig: string; tooSmall: string; asAdmin?: boolean }[] = [
      { path: "/v1/test_helpers/bank_transfers", body: (n) => ({ amount: n }), param: "amount", tooBig: "<=100000000", tooSmall: ">=1" },
      { path: "/v1/wallet/lightning_invoices", body: (n) => ({ amount: n }), param: "amount", tooBig: "<=10000000", tooSmall: ">=1" },
      {
        path: `/admin/v1/accounts/${id}/credit`,
        body: (n) => ({ mode: "test", overdraft_limit: { amount: n, currency: "USD" } }),
        param: "overdraft_limit.amount",
        tooBig: "<=1000000000",
        tooSmall: ">=0",
        asAdmin: true,
      },
    ];
    for (const c of cases) {
      const send = (n: number) =>
        c.asAdmin ? admin<ErrorBody>(c.path, { body: c.body(n) }) : call<ErrorBody>(c.path, { key, body: c.body(n), idem: crypto.randomUUID() });
      const messages = [];
      for (const n of [1e15, 1e30, Number.MAX_SAFE_INTEGER + 2]) {
        const res = await send(n);
        expectError(res, 400, "parameter_invalid", c.param);
        messages.push(res.body.error.message as string);
      }
      expect(new Set(messages).size).toBe(1);
      expect(messages[0]).toContain(c.tooBig);
      expect(messages[0]).not.toContain("9007199254740991");
      const small = [];
      for (const n of [-5, -1e30]) {
        const res = await send(n);
        expectError(res, 400, "parameter_invalid", c.param);
        small.push(res.body.error.message as string);
      }
      expect(new Set(small).size).toBe(1);
      expect(small[0]).toContain(c.tooSmall);
    }
  });
});
