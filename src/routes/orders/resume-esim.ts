// POST /v1/orders/{order_id}/esim/resume: a suspended eSIM goes back to the state it had before
// (active, ready, depleted). Only a suspended eSIM whose supplier offers it; anything else answers
// esim_action_unavailable with nothing changed and no supplier called (esim-control.ts).
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { idParam } from "../schemas";
import { controlEsim, ESIM_CONTROL_ERRORS } from "./esim-control";
import { EsimControlBody, EsimSchema } from "./schemas";

export type ResumeEsimRequest = z.input<typeof EsimControlBody>;
export type ResumeEsimResponse = z.infer<typeof EsimSchema>;

export function registerResumeEsim(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/orders/{order_id}/esim/resume",
    tag: "Orders",
    summary: "Resume a suspended eSIM: it goes back to the state it had (the eSIM object after the supplier agreed)",
    security: "api_key",
    idempotent: true,
    params: idParam("order_id"),
    body: EsimControlBody,
    bodyExample: { reason: "phone found" },
    response: EsimSchema,
    errors: [...ESIM_CONTROL_ERRORS],
    handler: (c, { params, body, idem }) => controlEsim(c.env, c.get("caller"), idem, params.order_id!, "resume", body.reason ?? null),
  });
}
