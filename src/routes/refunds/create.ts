// POST /v1/refunds: a partner asks for an order's money back, once per idempotency key. The whole
// step is `createRefund`, which the API route and the dashboard's Request refund both run: the
// account's object opens the refund pending (one per order; every refusal before anything is
// written). An eSIM never installed (its `installed_at` null and its profile `released`) at a
// supplier that cancels an unused profile at once (its capabilities say so: the sandbox, and live
// suppliers that do) is cancelled there right after, and the refund succeeds before the answer
// leaves (`cancelUnusedAtOnce`, one path for every mode and supplier; the request's key then
// answers the succeeded refund). Live, the eSIM's status in its supplier's own words is read
// first and kept on the refund for the operator; a refund committed pending is then handed to the
// eSIM's supplier where it takes refund requests (queued, sent by its job), never before the
// object committed it. Nothing here names a supplier: the eSIM's route says which one is asked.
import type { z } from "@hono/zod-openapi";
import type { App, Mode } from "../../http/context";
import { defineRoute } from "../../http/route";
import { unwrap, type Outcome } from "../../http/errors";
import type { IdempotencyKey, StoredResponse } from "../../http/idempotency";
import { callerAccount, type accountObject } from "../../account-object/stub";
import type { RefundReason } from "../../domain/refunds";
import { alert } from "../../lib/log";
import { providersFor } from "../../providers";
import type { SupplierEsim } from "../../providers/types";
import { CreateRefundBody, RefundSchema } from "./schemas";

type AccountStub = ReturnType<typeof accountObject>;

export type CreateRefundRequest = z.input<typeof CreateRefundBody>;
export type CreateRefundResponse = z.infer<typeof RefundSchema>;

export function registerCreateRefund(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/refunds",
    tag: "Refunds",
    summary: "Refund an order: the price back to the wallet and its commission taken back, once the supplier or an operator agrees",
    security: "api_key",
    idempotent: true,
    body: CreateRefundBody,
    bodyExample: { order_id: "ord_01JH8W3KQ5ZV7Y9B1D3F5H7K9M", reason: "trip_cancelled", metadata: { booking: "trip-4821" } },
    response: RefundSchema,
    errors: [
      "parameter_missing", "parameter_invalid", "parameter_unknown", "invalid_json", "resource_not_found",
      "order_not_refundable", "refund_exists", "esim_expired", "esim_in_use", "outside_refund_window",
    ],
    handler: (c, { body, idem }) => createRefund(c.env, c.get("caller"), idem, body),
  });
}

/** The refund request of one account and mode: the stored answer (the refund's JSON) or a thrown API error. */
export async function createRefund(
  env: Env,
  caller: { accountId: string; mode: Mode },
  idem: IdempotencyKey,
  body: z.output<typeof CreateRefundBody>,
): Promise<StoredResponse> {
  const { stub, ref } = callerAccount(env, caller);
  const input = { orderId: body.order_id, reason: body.reason, metadata: body.metadata ?? {} };
  if (ref.mode !== "live") return cancelUnusedAtOnce(env, stub, ref, idem, unwrap(await stub.createRefund(ref, idem, input)));
  // live: the eSIM's status is read fresh from its supplier first, for the operator (null when it cannot be read)
  const esim = await esimToRefund(stub, ref, body.order_id);
  const esimStatus = esim ? await readEsimStatus(env, esim) : null;
  const stored = await cancelUnusedAtOnce(env, stub, ref, idem, unwrap(await stub.createRefund(ref, idem, esim ? { ...input, esimStatus } : input)));
  if (esim && stored.status === 200) await requestOfSupplier(env, ref, esim, stored);
  return stored;
}

/**
 * A refund answered pending whose eSIM was never installed, at a supplier that cancels such a
 * profile at once: cancelled there, and the refund succeeded in a step of its own, whose answer
 * the request's key keeps from then on. A supplier that refuses or cannot be reached leaves the
 * refund pending (an operator decides, as for any other), so a retry with the same key asks again.
 */
async function cancelUnusedAtOnce(
  env: Env, stub: AccountStub, ref: { accountId: string; mode: Mode }, idem: IdempotencyKey, stored: StoredResponse,
): Promise<StoredResponse> {
  if (stored.status !== 200) return stored;
  const refund = JSON.parse(stored.body) as CreateRefundResponse;
  if (refund.status !== "pending" || refund.origin !== "partner") return stored;
  const target = unwrap(await stub.unusedEsimToCancel(ref, refund.id));
  if (!target) return stored;
  try {
    const answer = await providersFor(env, ref.mode).supplier.cancelUnusedEsim(target);
    if (answer.status !== "done") {
      console.error(`the supplier refused to cancel the unused eSIM of refund ${refund.id}; it waits for an operator`, answer.reason);
      return stored;
    }
  } catch (e) {
    console.error(`cancelling the unused eSIM of refund ${refund.id} failed; it waits, and a retry asks again`, e);
    return stored;
  }
  return unwrap(await stub.succeedUnusedRefund(ref, idem, refund.id));
}

/** How long the eSIM status read may hold up a refund request: past it, the refund goes on without it. */
const ESIM_STATUS_DEADLINE_MS = 5_000;

/** The eSIM of a live, fulfilled, not yet refunded eSIM order, as its supplier is asked about it (the route that served it); null for any other order. */
async function esimToRefund(stub: AccountStub, ref: { accountId: string; mode: Mode }, orderId: string): Promise<SupplierEsim | null> {
  // the order's view, as far as this reads it (the RPC type of its deliverable is too open to narrow)
  const out = (await stub.order(ref, orderId)) as unknown as Outcome<{
    status: string; offer_id: string; refund: unknown; deliverable: { type?: unknown; iccid?: unknown } | null;
  }>;
  if (!out.ok) return null;
  const order = out.value;
  const iccid = order.deliverable?.type === "esim_profile" ? order.deliverable.iccid : undefined;
  if (order.status !== "fulfilled" || order.refund !== null || typeof iccid !== "string") return null;
  // the route that served the order, not the offer's cheapest: an offer may have several suppliers
  const supply = unwrap(await stub.orderSupply(ref, [orderId]))[0];
  return supply ? { orderId, iccid, sku: supply.sku, supplierRef: supply.supplier_ref } : null;
}

async function readEsimStatus(env: Env, esim: SupplierEsim): Promise<string | null> {
  try {
    return (await providersFor(env, "live").supplier.esimStatusNote?.(esim, Date.now() + ESIM_STATUS_DEADLINE_MS)) ?? null;
  } catch (e) {
    console.error("eSIM status read before a refund failed; the refund goes on without it", e);
    return null;
  }
}

/**
 * Hands the refund to the eSIM's supplier once the object committed it pending, where that
 * supplier takes refund requests (a replayed answer hands it again, which keeps the first). A lost
 * write leaves the refund pending in the operators' queue without a request: the partner's retry
 * with the same key, or an operator, covers it.
 */
async function requestOfSupplier(env: Env, ref: { accountId: string; mode: Mode }, esim: SupplierEsim, stored: StoredResponse): Promise<void> {
  const refund = JSON.parse(stored.body) as CreateRefundResponse;
  if (refund.status !== "pending" || refund.origin !== "partner") return;
  try {
    await providersFor(env, ref.mode).supplier.requestRefund?.({ refundId: refund.id, accountId: ref.accountId, mode: ref.mode, esim, reason: refund.reason as RefundReason });
  } catch (e) {
    alert({ msg: "supplier refund request not queued", refund_id: refund.id, account_id: ref.accountId, mode: ref.mode, error: e instanceof Error ? e.message : String(e) });
  }
}
