// POST /v1/test_helpers/orders/{order_id}/usage: sets the share of a sandbox eSIM's data used,
// from now on the account's clock (usage then grows from there at the sandbox model's rate).
// Thresholds it reaches (75 %, 90 %) fire esim.low_data in the same step, each once per plan.
// Only a fulfilled eSIM order has usage: any other order answers invalid_state.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { idParam } from "../schemas";
import { EsimUsageSchema } from "../orders/schemas";
import { SetUsageBody } from "./schemas";

export type SetSandboxUsageRequest = z.input<typeof SetUsageBody>;
export type SetSandboxUsageResponse = z.infer<typeof EsimUsageSchema>;

export function registerSetSandboxUsage(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/orders/{order_id}/usage",
    tag: "Test helpers",
    summary: "Set how much of a sandbox eSIM's data is used; low-data thresholds it reaches fire at once",
    security: "api_key",
    idempotent: true,
    params: idParam("order_id"),
    body: SetUsageBody,
    bodyExample: { data_used_percent: 80 },
    response: EsimUsageSchema,
    errors: ["test_mode_only", "resource_not_found", "invalid_state", "parameter_missing", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { params, body, idem }) => own(c, (stub, ref) => stub.setSandboxUsage(ref, idem, params.order_id!, body.data_used_percent)),
  });
}
