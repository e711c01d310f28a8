// POST /v1/wallet/lightning_invoices: a Lightning invoice for any amount that credits the
// wallet its USD amount when paid. Minted under the claimed idempotency key, so a retry never
// mints a second invoice (the step is shared with the dashboard's Wallet page).
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { createLightningTopUp, MAX_INVOICE_CENTS } from "../../funding/lightning-top-up";
import { LightningInvoiceSchema } from "./schemas";

export const CreateLightningInvoiceBody = z.strictObject({
  amount: z.number().int().min(1).max(MAX_INVOICE_CENTS).openapi({ description: "USD cents" }),
});
export type CreateLightningInvoiceRequest = z.input<typeof CreateLightningInvoiceBody>;
export type CreateLightningInvoiceResponse = z.infer<typeof LightningInvoiceSchema>;

export function registerCreateLightningInvoice(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/wallet/lightning_invoices",
    tag: "Wallet",
    summary: "Mint a Lightning invoice that credits the wallet its USD amount when paid",
    security: "api_key",
    idempotent: true,
    body: CreateLightningInvoiceBody,
    bodyExample: { amount: 2000 },
    response: LightningInvoiceSchema,
    errors: ["parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json", "payment_source_unavailable", "rate_unavailable"],
    handler: async (c, { body, idem }) => createLightningTopUp(c.env, c.get("caller"), idem, body.amount),
  });
}
