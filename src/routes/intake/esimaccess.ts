// POST /intake/esimaccess: eSIM Access's notifications (esimaccess-notices.ts). Unsigned, so only
// the senders' addresses in ESIMACCESS_WEBHOOK_IPS get in (by CF-Connecting-IP; any other: 403
// ip_not_allowed, before the body is read, and nothing is kept). Answered 200 at once; a repeat
// is answered the same and does nothing more; what a new notice names is read back from eSIM
// Access and acted on after the answer (waitUntil).
import { z } from "@hono/zod-openapi";
import { addressAllowed, compileAllowedIps, parseAddressRange } from "../../domain/key-permissions";
import type { App } from "../../http/context";
import { ApiError } from "../../http/errors";
import { readRawBody } from "../../http/body";
import { defineRoute } from "../../http/route";
import { esimAccessConfig, esimAccessWebhookIps, supplierEnv } from "../../providers/live/suppliers/config";
import { actOnNotice, parseNotice, takeNotice } from "./esimaccess-notices";

export function registerEsimAccessIntake(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/intake/esimaccess",
    tag: "Provider webhooks",
    summary: "eSIM Access notifications (ORDER_STATUS, SMDP_EVENT, ESIM_STATUS, DATA_USAGE, VALIDITY_USAGE, CHECK_HEALTH): taken only from ESIMACCESS_WEBHOOK_IPS, once each, and read back from eSIM Access before anything is recorded",
    security: "none",
    body: z.object({}).passthrough(),
    bodyExample: { notifyType: "ORDER_STATUS", content: { orderNo: "B26000000000001", transactionId: "ord_01JGZEPQG0SANDBXCATA000019-1", orderStatus: "GOT_RESOURCE" } },
    response: z.object({ received: z.literal(true), ignored: z.string().optional() }),
    responseExample: { received: true },
    errors: ["ip_not_allowed", "resource_not_found", "invalid_json", "parameter_invalid"],
    raw: true,
    handler: async (c) => {
      const e = supplierEnv(c.env);
      const client = c.req.header("cf-connecting-ip")?.trim();
      const allowed = compileAllowedIps(esimAccessWebhookIps(e).filter((ip) => parseAddressRange(ip) !== null));
      if (!addressAllowed(allowed ?? [], client)) {
        throw new ApiError("ip_not_allowed", `Notifications are taken only from eSIM Access's addresses, not from ${client ?? "an unknown address"}.`);
      }
      if (!esimAccessConfig(e)) throw new ApiError("resource_not_found", "eSIM Access is not configured.", "provider");
      const notice = parseNotice(await readRawBody(c.req.raw));
      if (!notice) throw new ApiError("parameter_invalid", "The notification is not JSON with a notifyType.");
      if (!(await takeNotice(c.env, notice))) return { received: true as const, ignored: "already taken" };
      c.executionCtx.waitUntil(
        // a hint not acted on costs nothing: the order's own runs ask eSIM Access anyway
        actOnNotice(c.env, notice).catch((err) => {
          console.error(JSON.stringify({ level: "warn", msg: "esimaccess notification not acted on", notify_type: notice.notifyType, error: err instanceof Error ? err.message : String(err) }));
        }),
      );
      return { received: true as const };
    },
  });
}
