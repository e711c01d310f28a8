// POST /v1/wallet/lightning_invoices: a Lightning invoice for any amount that credits the
// wallet its USD amount when paid. Minted under the claimed idempotency key, so a retry never
// mints a second invoice.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { mintUnderClaim } from "../../funding/mint-invoice";
import { providersFor } from "../../providers";
import { newId } from "../../lib/ids";
import { ownAccount } from "../own";
import { LightningInvoiceSchema } from "./schemas";

/** Largest single top-up invoice: USD 100,000. */
export const MAX_INVOICE_CENTS = 10_000_000;

const CreateLightningInvoiceBody = z.strictObject({
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
    handler: async (c, { body, idem }) => {
      const caller = c.get("caller");
      const { stub, ref } = ownAccount(c);
      const now = Date.now();
      const request = { cents: body.amount, description: "Partner Commerce wallet top-up", expirySeconds: Number(c.env.LIGHTNING_INVOICE_TTL_SECONDS), now };
      return mintUnderClaim(c.env, caller, idem, providersFor(c.env, caller.mode), request, (minted) =>
        stub.createInvoice(ref, idem, {
          id: newId("lni"),
          bolt11: minted.bolt11,
          paymentHash: minted.paymentHash,
          amount: body.amount,
          amountSats: minted.amountSats,
          expiresAt: minted.expiresAt,
          quoteId: null,
          btcUsdRate: minted.btcUsdRate,
        }, now),
      );
    },
  });
}
