// POST /v1/test_helpers/lightning_invoices/{invoice_id}/pay: a pending sandbox invoice paid
// through the normal ingestion path; the wallet is credited and the quote it was minted for settled.
// Only the call whose event paid the invoice answers 200; a concurrent one (under another key) is
// refused as no longer pending.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { ownAccount } from "../own";
import { simulateLightningPayment } from "./sandbox-transfer";
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
    handler: async (c, { params, idem }) => simulateLightningPayment(c.env, ownAccount(c), idem, params.invoice_id!),
  });
}
