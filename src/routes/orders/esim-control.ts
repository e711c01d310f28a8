// The one step behind POST /v1/orders/{order_id}/esim/suspend, /resume and /revoke and the
// dashboard's eSIM buttons (pages/dashboard/esim-actions.tsx): a control of the caller's eSIM,
// once per Idempotency-Key. The key is claimed first (the supplier is an outside call); the
// account's object answers what to ask of whom, or the rule's refusal (esim_action_unavailable,
// with nothing changed and no supplier called); the supplier carries it out; the object asks the
// rule again and records it (the states, `esim.updated` and the control's own event). A supplier
// that refuses answers esim_action_unavailable with its reason; one that cannot be reached,
// supplier_unavailable: either way nothing changed here and the key is free for a retry. Nothing
// here names a supplier: the eSIM's SKU says which one the mode's Supplier asks.
import type { z } from "@hono/zod-openapi";
import { callerAccount, underClaimedKey } from "../../account-object/stub";
import type { EsimControl } from "../../domain/esim-state";
import type { Mode } from "../../http/context";
import { ApiError, unwrap } from "../../http/errors";
import type { IdempotencyKey, StoredResponse } from "../../http/idempotency";
import { providersFor } from "../../providers";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { idParam } from "../schemas";
import { EsimSchema } from "./schemas";

/**
 * Declares one control's route (its own file names it and says what it does): POST
 * /v1/orders/{order_id}/esim/{control}, idempotent, answering the eSIM, with the errors every
 * control shares.
 */
export function defineEsimControl<B extends z.ZodType<{ reason?: string }>>(
  app: App, control: EsimControl, def: { summary: string; body: B; bodyExample: z.input<B> },
): void {
  defineRoute(app, {
    method: "post",
    path: `/v1/orders/{order_id}/esim/${control}`,
    tag: "Orders",
    summary: def.summary,
    security: "api_key",
    idempotent: true,
    params: idParam("order_id"),
    body: def.body,
    bodyExample: def.bodyExample,
    response: EsimSchema,
    errors: ["parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json", "resource_not_found", "esim_action_unavailable", "supplier_unavailable"],
    handler: (c, { params, body, idem }) => controlEsim(c.env, c.get("caller"), idem, params.order_id!, control, body.reason ?? null),
  });
}

export async function controlEsim(
  env: Env,
  caller: { accountId: string; mode: Mode },
  idem: IdempotencyKey,
  orderId: string,
  control: EsimControl,
  reason: string | null,
): Promise<StoredResponse> {
  const { stub, ref } = callerAccount(env, caller);
  return underClaimedKey(stub, ref, idem, async () => {
    const target = unwrap(await stub.esimControlTarget(ref, orderId, control));
    let answer;
    try {
      answer = await providersFor(env, caller.mode).supplier.controlEsim(target, control, reason);
    } catch (e) {
      console.error(`${control} of eSIM order ${orderId} did not reach its supplier`, e);
      throw new ApiError("supplier_unavailable", `The eSIM's supplier could not be reached to ${control} it; nothing changed. Try again shortly.`);
    }
    if (answer.status === "refused") {
      throw new ApiError("esim_action_unavailable", `The eSIM's supplier refused to ${control} it: ${answer.reason}. Nothing changed.`);
    }
    return unwrap(await stub.applyEsimControl(ref, orderId, control, reason));
  });
}
