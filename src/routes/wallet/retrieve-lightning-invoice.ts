// GET /v1/wallet/lightning_invoices/{invoice_id}: a Lightning invoice minted for a top-up or a quote.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { idParam } from "../schemas";
import { LightningInvoiceSchema } from "./schemas";

export type RetrieveLightningInvoiceResponse = z.infer<typeof LightningInvoiceSchema>;

export function registerRetrieveLightningInvoice(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/wallet/lightning_invoices/{invoice_id}",
    tag: "Wallet",
    summary: "Retrieve a Lightning invoice",
    security: "api_key",
    params: idParam("invoice_id"),
    response: LightningInvoiceSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => own(c, (stub, ref) => stub.invoice(ref, params.invoice_id!)),
  });
}
