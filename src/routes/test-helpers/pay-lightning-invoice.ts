// POST /v1/test_helpers/lightning_invoices/{invoice_id}/pay: a pending sandbox invoice paid
// through the normal ingestion path; the wallet is credited and the quote it was minted for settled.
// Only the call whose event paid the invoice answers 200; a concurrent one (under another key) is
// refused as no longer pending.
import { z } from "@hono/zod-openapi";
import { ApiError, unwrap } from "../../http/errors";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { underClaimedKey } from "../../account-object/stub";
import { deliverSandboxEvent, invoicePaidEvent } from "../../funding/sandbox/provider-events";
import { ownAccount } from "../own";
import { DepositSchema } from "../wallet/schemas";

export type PayLightningInvoiceResponse = z.infer<typeof DepositSchema>;

export function registerPayLightningInvoice(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/lightning_invoices/{invoice_id}/pay",
    tag: "Test helpers",
    summary: "Pay a pending Lightning invoice: the wallet is credited and the quote it was minted for is settled",
    security: "api_key",
    idempotent: true,
    params: { invoice_id: z.string().regex(/^lni_[0-9A-HJKMNP-TV-Z]{26}$/, "invoice_id must look like lni_ followed by 26 characters") },
    response: DepositSchema,
    errors: ["test_mode_only", "parameter_invalid", "resource_not_found", "invoice_not_pending"],
    handler: async (c, { params, idem }) => {
      const { stub, ref } = ownAccount(c);
      return underClaimedKey(stub, ref, idem, async () => {
        const inv = unwrap(await stub.checkPayable(ref, params.invoice_id));
        const result = await deliverSandboxEvent(c.env, await invoicePaidEvent(c.env, inv.payment_hash, inv.amount_sats));
        // concurrent pays all pass the check; only the one whose event paid the invoice answers 200
        if (!result.deposit || result.ignored || result.repeat) throw new ApiError("invoice_not_pending", `Invoice ${inv.id} can no longer be paid.`);
        return result.deposit;
      });
    },
  });
}
