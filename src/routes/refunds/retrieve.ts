// GET /v1/refunds/{refund_id}: one refund of the key's account and mode.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { idParam } from "../schemas";
import { RefundSchema } from "./schemas";

export type RetrieveRefundResponse = z.infer<typeof RefundSchema>;

export function registerRetrieveRefund(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/refunds/{refund_id}",
    tag: "Refunds",
    summary: "Retrieve a refund",
    security: "api_key",
    params: idParam("refund_id"),
    response: RefundSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => own(c, (stub, ref) => stub.refund(ref, params.refund_id!)),
  });
}
