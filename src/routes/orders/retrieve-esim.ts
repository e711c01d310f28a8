// GET /v1/orders/{order_id}/esim: the eSIM of a fulfilled eSIM order after the sale: its state on
// the traveller's phone and on the network, when it was first installed, and what the partner may
// do with it now (`actions`, from the one rule the refund, top-up and control routes also follow).
// Any other order (another account's or mode's, pending, failed, a top-up) is not found. Live, a
// supplier that reports state is asked again when the states are 15 minutes old (account object
// `esim`); the sandbox keeps its eSIMs' states itself, on the account's clock.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { idParam } from "../schemas";
import { EsimSchema } from "./schemas";

export type RetrieveEsimResponse = z.infer<typeof EsimSchema>;

export function registerRetrieveEsim(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/orders/{order_id}/esim",
    tag: "Orders",
    summary: "The eSIM of a fulfilled eSIM order: its state on the phone and the network, and what you may do with it now",
    security: "api_key",
    params: idParam("order_id"),
    response: EsimSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => own(c, (stub, ref) => stub.esim(ref, params.order_id!)),
  });
}
