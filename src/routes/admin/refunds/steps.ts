// The operator's refund steps, which the /admin/v1 routes and the console's Refunds forms both
// call: the queue of pending refunds across accounts, an approval or rejection of one, and a
// goodwill refund of any fulfilled order. A refund lives in its account's object, so a refund id
// is found through the D1 reference index (written when it first waited, or when an operator
// made it) or its queue row; a goodwill refund names its account and mode, since order ids are
// not indexed. The money moves in the object's one step, which keeps the audit entry
// (refund.approve, refund.reject, refund.create) in the same transaction; it is written to D1 here
// too (twice is once). A refused step keeps no entry and changes nothing.
import { ApiError, notFound, unwrap } from "../../../http/errors";
import type { Mode } from "../../../http/context";
import { sealCursor, type ListEnvelope, type PageRequest } from "../../../http/pagination";
import { accountObject } from "../../../account-object/stub";
import { auditRow, recordAudit } from "../../../audit/log";
import type { AuditContext } from "../../../audit/actor";
import { getAccount } from "../../../accounts/store";
import { findReference, pointReference } from "../../../db/reference-index";
import { queuedRefund, queuedRefunds, unqueueRefund, type QueuedRefundRow } from "../../../db/refund-queue";
import type { RefundReason } from "../../../domain/refunds";
import type { refundView } from "../../../account-object/views";

type Refund = ReturnType<typeof refundView>;
/** OperatorRefundSchema's shape: the partner's Refund, its account, and what the queue shows. */
export type OperatorRefund = Refund & { account_id: string; esim_status: string | null; supplier_refund_id: string | null };

/** The page scope of the queue's cursors. */
export const QUEUE_SCOPE = "refund_queue:pending";

const withQueueFields = (refund: Refund, accountId: string, row: QueuedRefundRow | null): OperatorRefund => ({
  ...refund,
  account_id: accountId,
  esim_status: row?.esim_status ?? null,
  supplier_refund_id: row?.supplier_refund_id ?? null,
});

/** Where a refund lives: its account and mode, with its queue row when it has one; 404 when unknown. */
async function refundHome(env: Env, refundId: string): Promise<{ accountId: string; mode: Mode; queued: QueuedRefundRow | null }> {
  const [indexed, queued] = await Promise.all([findReference(env, "refund", refundId), queuedRefund(env, refundId)]);
  const home = indexed ?? (queued ? { accountId: queued.account_id, mode: queued.mode } : null);
  if (!home) throw notFound("refund", refundId, "refund_id");
  return { ...home, queued };
}

export type RefundDecision = { approve: true } | { approve: false; reason: string };

/**
 * An operator approves (the money moves, once) or rejects (rejected_by_operator, no money) a
 * pending refund. A refund no longer pending answers refund_already_resolved and leaves the
 * queue; nothing else changes.
 */
export async function recordRefundDecision(env: Env, refundId: string, decision: RefundDecision, ctx: AuditContext): Promise<OperatorRefund> {
  const home = await refundHome(env, refundId);
  const ref = { accountId: home.accountId, mode: home.mode };
  const entry = auditRow(ctx, {
    action: decision.approve ? "refund.approve" : "refund.reject",
    target: refundId,
    accountId: home.accountId,
    before: { status: "pending" },
    after: decision.approve
      ? { status: "succeeded", mode: home.mode }
      : { status: "rejected", failure_reason: "rejected_by_operator", reason: decision.reason, mode: home.mode },
  });
  let refund: Refund;
  try {
    refund = unwrap(
      await accountObject(env, ref.accountId, ref.mode).decideRefund(
        ref, refundId, decision.approve ? { approve: true } : { approve: false, failureReason: "rejected_by_operator" }, entry,
      ),
    );
  } catch (e) {
    if (e instanceof ApiError && e.code === "refund_already_resolved") await unqueueRefund(env, refundId);
    throw e;
  }
  await recordAudit(env, entry);
  await unqueueRefund(env, refundId);
  return withQueueFields(refund, home.accountId, home.queued);
}

export interface GoodwillInput {
  /** the order's account and mode as the operator gave them; both absent: the order index finds them */
  accountId?: string | undefined;
  mode?: Mode | undefined;
  orderId: string;
  reason: RefundReason;
  note?: string | undefined;
}

/**
 * An operator's goodwill refund: any fulfilled order of either mode (top-ups included), origin
 * `operator`, succeeded at once. An account without live access has no live orders, so its live
 * object is never made for it.
 */
export async function makeGoodwillRefund(env: Env, input: GoodwillInput, ctx: AuditContext): Promise<OperatorRefund> {
  const home = await orderHome(env, input);
  const account = await getAccount(env, home.accountId).catch((e: unknown) => {
    throw e instanceof ApiError && e.code === "resource_not_found" ? notFound("account", home.accountId, "account_id") : e;
  });
  if (home.mode === "live" && !account.liveAccess) throw notFound("order", input.orderId, "order_id");
  const ref = { accountId: account.id, mode: home.mode };
  const draft = auditRow(ctx, {
    action: "refund.create",
    // the object names the refund it made as the entry's target
    target: null,
    accountId: account.id,
    after: { order_id: input.orderId, reason: input.reason, note: input.note ?? null, origin: "operator", status: "succeeded", mode: home.mode },
  });
  const refund = unwrap(await accountObject(env, ref.accountId, ref.mode).goodwillRefund(ref, input.orderId, input.reason, {}, draft));
  await recordAudit(env, { ...draft, target: refund.id });
  // a later decision on it finds it (and answers refund_already_resolved)
  await pointReference(env, "refund", refund.id, account.id, home.mode);
  return withQueueFields(refund, account.id, null);
}

/**
 * The order's account and mode: as given (both, or neither), else from the order index the
 * account objects' minute sweep writes (account-object/order-index.ts), so an order made in the
 * last minute is found only with them.
 */
async function orderHome(env: Env, input: GoodwillInput): Promise<{ accountId: string; mode: Mode }> {
  if (input.accountId !== undefined && input.mode !== undefined) return { accountId: input.accountId, mode: input.mode };
  if (input.accountId !== undefined) throw new ApiError("parameter_missing", "mode is required with account_id: the account's test or live orders.", "mode");
  if (input.mode !== undefined) throw new ApiError("parameter_missing", "account_id is required with mode.", "account_id");
  const found = await findReference(env, "order", input.orderId);
  if (!found) {
    throw new ApiError(
      "resource_not_found",
      `No such order: '${input.orderId}'. An order is found by its id alone about a minute after it was made; for one made just now, give account_id and mode.`,
      "order_id",
    );
  }
  return found;
}

/**
 * The pending refunds across accounts, oldest first: the queue's rows, each checked against its
 * account's object now, so a refund resolved meanwhile is left out (and leaves the queue). The
 * cursor walks the queue's rows, so a page may hold fewer than `limit`.
 */
export async function pendingRefundQueue(env: Env, page: PageRequest): Promise<ListEnvelope<OperatorRefund>> {
  const rows = await queuedRefunds(env, page);
  const shown = rows.slice(0, page.limit);
  const checked = await Promise.all(
    shown.map(async (row) => {
      const ref = { accountId: row.account_id, mode: row.mode };
      let refund: Refund | null;
      try {
        refund = unwrap(await accountObject(env, row.account_id, row.mode).refund(ref, row.refund_id));
      } catch (e) {
        if (!(e instanceof ApiError && e.code === "resource_not_found")) throw e;
        refund = null;
      }
      if (refund?.status === "pending") return withQueueFields(refund, row.account_id, row);
      await unqueueRefund(env, row.refund_id);
      return null;
    }),
  );
  const hasMore = rows.length > page.limit;
  const last = shown[shown.length - 1];
  return {
    object: "list",
    data: checked.filter((r): r is OperatorRefund => r !== null),
    has_more: hasMore,
    next_cursor: hasMore && last ? await sealCursor(env.CURSOR_SECRET, QUEUE_SCOPE, last.refund_id) : null,
  };
}
