// POST /admin/v1/accounts/{id}/kyc/reveal_id_number: the submitted KYC form's ID document number
// in clear, for a reviewer who needs it. Every reveal is an audit entry (kyc.reveal_id_number)
// written before the number is answered; lists and the account's record only ever show it masked.
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { auditContextOf } from "../../../http/operator-auth";
import { revealIdNumber } from "../../../accounts/kyc-document";
import { accountIdParams } from "../accounts/schemas";

const RevealedIdNumberSchema = z
  .object({ object: z.literal("kyc_id_number"), account_id: z.string(), id_number: z.string() })
  .openapi("RevealedIdNumber", { example: { object: "kyc_id_number", account_id: "acct_01JH8W3K60ABCDEFGHJKMNPQRS", id_number: "X1234567" } });

export type RevealIdNumberResponse = z.infer<typeof RevealedIdNumberSchema>;

export function registerRevealIdNumber(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/admin/v1/accounts/{id}/kyc/reveal_id_number",
    tag: "Operator",
    summary: "Reveal a submitted KYC form's ID document number (recorded in the audit trail)",
    security: "admin",
    permission: "review",
    params: accountIdParams,
    response: RevealedIdNumberSchema,
    errors: ["resource_not_found", "invalid_state", "parameter_unknown", "invalid_json"],
    handler: async (c, { params }) => ({
      object: "kyc_id_number" as const,
      account_id: params.id,
      id_number: await revealIdNumber(c.env, params.id, auditContextOf(c)),
    }),
  });
}
