// POST /v1/test_helpers/orders/{order_id}/esim: moves a sandbox eSIM's device state to any value
// but `unknown`, as a traveller's phone would, firing what live would fire (`esim.updated`). The
// service state is left as it is, except that a first `installed` or `enabled` makes a `ready`
// eSIM `active` (and starts its usage). An eSIM revoked or cancelled keeps its profile
// (invalid_state); any order without an eSIM is not found.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { idParam } from "../schemas";
import { EsimSchema } from "../orders/schemas";
import { SetEsimProfileBody } from "./schemas";

export type SetSandboxEsimRequest = z.input<typeof SetEsimProfileBody>;
export type SetSandboxEsimResponse = z.infer<typeof EsimSchema>;

export function registerSetSandboxEsim(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/orders/{order_id}/esim",
    tag: "Test helpers",
    summary: "Move a sandbox eSIM's state on the phone (installed, deleted…), firing esim.updated as live would",
    security: "api_key",
    idempotent: true,
    params: idParam("order_id"),
    body: SetEsimProfileBody,
    bodyExample: { profile_state: "installed" },
    response: EsimSchema,
    errors: ["test_mode_only", "resource_not_found", "invalid_state", "parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json"],
    handler: async (c, { params, body, idem }) => own(c, (stub, ref) => stub.moveSandboxEsim(ref, idem, params.order_id!, body.profile_state)),
  });
}
