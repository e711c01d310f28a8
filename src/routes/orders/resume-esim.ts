// POST /v1/orders/{order_id}/esim/resume: a suspended eSIM goes back to the state it had before
// (active, ready, depleted). Only a suspended eSIM whose supplier offers it; anything else answers
// esim_action_unavailable with nothing changed and no supplier called (esim-control.ts).
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineEsimControl } from "./esim-control";
import { EsimControlBody, type EsimSchema } from "./schemas";

export type ResumeEsimRequest = z.input<typeof EsimControlBody>;
export type ResumeEsimResponse = z.infer<typeof EsimSchema>;

export function registerResumeEsim(app: App): void {
  defineEsimControl(app, "resume", {
    summary: "Resume a suspended eSIM: it goes back to the state it had (the eSIM object after the supplier agreed)",
    body: EsimControlBody,
    bodyExample: { reason: "phone found" },
  });
}
