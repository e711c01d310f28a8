// POST /hooks/{provider}/{mode}: where payment providers report money arriving, and where the
// eSIM supplier (airalo, live) sends its low-data and expiry notices. No API key: the
// provider's signature over the raw body authenticates it.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { ApiError } from "../../http/errors";
import { readRawBody } from "../../http/body";
import { defineRoute } from "../../http/route";
import { ingestProviderWebhook, SIGNATURE_HEADER } from "../../funding/ingest";
import { INCREASE_PROVIDER, ingestIncreaseWebhook } from "../../funding/bank/increase-ingest";
import { INCREASE_SIGNATURE_HEADER } from "../../funding/bank/increase";
import { AIRALO_PROVIDER, AIRALO_SIGNATURE_HEADER, ingestAiraloNotice } from "./airalo-notices";
import { registerEsimAccessIntake } from "./esimaccess";

const PROVIDERS: Record<string, readonly ("test" | "live")[]> = { sandbox: ["test"], [INCREASE_PROVIDER]: ["live"], [AIRALO_PROVIDER]: ["live"] };

export function registerProviderHookRoutes(app: App): void {
  // eSIM Access signs nothing: its notifications have a door of their own, by sender address
  registerEsimAccessIntake(app);
  // Airalo checks a notification URL with a HEAD request that must answer 200 before it opts it
  // in (the router answers HEAD with the GET route, without its body)
  app.get(`/hooks/${AIRALO_PROVIDER}/live`, (c) => c.body(null, 200));
  defineRoute(app, {
    method: "post",
    path: "/hooks/{provider}/{mode}",
    tag: "Provider webhooks",
    summary: "Provider event intake (sandbox: Provider-Signature: t=…,v1=…; increase: Increase-Webhook-Signature; airalo: airalo-signature)",
    security: "none",
    params: { provider: z.string(), mode: z.enum(["test", "live"]) },
    body: z.object({}).passthrough(),
    bodyExample: { id: "evt_bank_0001", type: "bank.transfer.received", data: { reference: "PCK7QQZVAK9F", transfer_id: "trf_0001", amount_cents: 2500, currency: "USD" } },
    response: z.object({ received: z.literal(true), ignored: z.string().optional() }),
    responseExample: { received: true },
    errors: ["invalid_api_key", "resource_not_found", "invalid_json", "parameter_invalid"],
    raw: true,
    handler: async (c, { params }) => {
      if (!PROVIDERS[params.provider]?.includes(params.mode)) {
        throw new ApiError("resource_not_found", `No provider '${params.provider}' in ${params.mode} mode.`, "provider");
      }
      const raw = await readRawBody(c.req.raw);
      if (params.provider === AIRALO_PROVIDER) {
        const notice = await ingestAiraloNotice(c.env, params.mode, raw, c.req.header(AIRALO_SIGNATURE_HEADER) ?? null);
        return { received: true as const, ...(notice.ignored ? { ignored: notice.ignored } : {}) };
      }
      const result =
        params.provider === INCREASE_PROVIDER
          ? await ingestIncreaseWebhook(c.env, params.mode, raw, c.req.header(INCREASE_SIGNATURE_HEADER) ?? null)
          : await ingestProviderWebhook(c.env, params.provider, params.mode, raw, c.req.header(SIGNATURE_HEADER) ?? null);
      return { received: true as const, ...(result.ignored ? { ignored: result.ignored } : {}) };
    },
  });
}
