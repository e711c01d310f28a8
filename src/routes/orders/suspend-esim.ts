// POST /v1/orders/{order_id}/esim/suspend: pause an eSIM (a lost phone, a dispute): its data
// stops, no usage event fires, a top-up answers esim_suspended, a refund may still be asked for.
// Only a ready or active eSIM whose supplier offers it; anything else answers
// esim_action_unavailable with nothing changed and no supplier called (esim-control.ts).
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { idParam } from "../schemas";
import { controlEsim, ESIM_CONTROL_ERRORS } from "./esim-control";
import { EsimControlBody, EsimSchema } from "./schemas";

export type SuspendEsimRequest = z.input<typeof EsimControlBody>;
export type SuspendEsimResponse = z.infer<typeof EsimSchema>;

export function registerSuspendEsim(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/orders/{order_id}/esim/suspend",
    tag: "Orders",
    summary: "Suspend an eSIM: its data stops until it is resumed (the eSIM object after the supplier agreed)",
    security: "api_key",
    idempotent: true,
    params: idParam("order_id"),
    body: EsimControlBody,
    bodyExample: { reason: "phone reported lost" },
    response: EsimSchema,
    errors: [...ESIM_CONTROL_ERRORS],
    handler: (c, { params, body, idem }) => controlEsim(c.env, c.get("caller"), idem, params.order_id!, "suspend", body.reason ?? null),
  });
}
