// POST /v1/orders/{order_id}/esim/revoke: stop an eSIM for good. No money comes back: a refund
// (POST /v1/refunds) is the way to get money back for an unused eSIM, and once revoked a refund
// answers order_not_refundable and the install page 410. A reason is required. Any state but a
// final one, while no refund is pending (that refund ends the eSIM with its money back), at a
// supplier that offers it; anything else answers esim_action_unavailable with nothing changed and
// no supplier called (esim-control.ts).
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineEsimControl } from "./esim-control";
import { EsimRevokeBody, type EsimSchema } from "./schemas";

export type RevokeEsimRequest = z.input<typeof EsimRevokeBody>;
export type RevokeEsimResponse = z.infer<typeof EsimSchema>;

export function registerRevokeEsim(app: App): void {
  defineEsimControl(app, "revoke", {
    summary: "Revoke an eSIM: it stops for good and no money comes back (a refund is the way back for an unused eSIM)",
    body: EsimRevokeBody,
    bodyExample: { reason: "abuse reported by the traveller's employer" },
  });
}
