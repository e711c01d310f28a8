// POST /v1/orders/{order_id}/esim/suspend: pause an eSIM (a lost phone, a dispute): its data
// stops, no usage event fires, a top-up answers esim_suspended, a refund may still be asked for.
// Only a ready or active eSIM whose supplier offers it; anything else answers
// esim_action_unavailable with nothing changed and no supplier called (esim-control.ts).
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineEsimControl } from "./esim-control";
import { EsimControlBody, type EsimSchema } from "./schemas";

export type SuspendEsimRequest = z.input<typeof EsimControlBody>;
export type SuspendEsimResponse = z.infer<typeof EsimSchema>;

export function registerSuspendEsim(app: App): void {
  defineEsimControl(app, "suspend", {
    summary: "Suspend an eSIM: its data stops until it is resumed (the eSIM object after the supplier agreed)",
    body: EsimControlBody,
    bodyExample: { reason: "phone reported lost" },
  });
}
