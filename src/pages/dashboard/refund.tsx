/** @jsxImportSource hono/jsx */
// The order page's refund: **Request refund** for a fulfilled eSIM order without a refund, and the
// refund's state in words once the order has one. The form is a money form: its key, minted when
// the page is rendered, becomes the IdempotencyKey of POST /v1/refunds and the request runs that
// route's own step (`createRefund`) with the API's body, so a double click makes one refund and
// every refusal (an expired eSIM, one in use, past the refund window, a refund already there) is
// the step's own, in its words and status. The page decides only whether to offer the form; it
// never decides whether a refund is allowed. Asking needs `refunds.request` (owners, finance): a
// role without it sees no form, and its post is refused before anything is read or written.
import type { z } from "@hono/zod-openapi";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validation";
import { can } from "../../domain/roles";
import { REFUND_REASONS, type RefundFailureReason, type RefundOrigin, type RefundReason } from "../../domain/refunds";
import { createRefund } from "../../routes/refunds/create";
import { CreateRefundBody, type RefundSchema } from "../../routes/refunds/schemas";
import type { OrderSchema } from "../../routes/orders/schemas";
import { money, utc } from "../format";
import { Csrf } from "../layout";
import { IdCopy } from "../names";
import { formIdempotency, MoneyFormFields } from "../money-form";
import { storedValue, type PageFailure } from "../own";
import type { Current } from "../session";
import type { FormWords } from "../form-words";
import { SimulateSupplier } from "./refund-simulate";

export type Refund = z.infer<typeof RefundSchema>;
type Order = z.infer<typeof OrderSchema>;

/** The API path the form stands for (its idempotency fingerprint is that route's). */
const API_PATH = "/v1/refunds";
/** The confirmation checkbox: sent only when ticked. */
const CONFIRM_FIELD = "confirm";
export const CONFIRM_WORDS = "I understand the eSIM stops working once refunded";

export const refundPath = (orderId: string) => `/dashboard/orders/${orderId}/refund`;

export const mayRequestRefund = (me: Pick<Current, "account">) => can(me.account.role, "refunds.request");

export const REASON_WORDS: Record<RefundReason, string> = {
  trip_cancelled: "Trip cancelled",
  device_incompatible: "Device incompatible",
  installation_failed: "Installation failed",
  duplicate: "Duplicate order",
  other: "Other",
};

const FAILURE_WORDS: Record<RefundFailureReason, string> = {
  esim_in_use: "the eSIM is in use",
  esim_expired: "the eSIM's validity had ended",
  supplier_refused: "the supplier refused it",
  rejected_by_operator: "our operators declined it",
};

const ORIGIN_WORDS: Record<RefundOrigin, string> = {
  partner: "Requested by you (here or through the API)",
  supplier: "Reported by the supplier (a reversal)",
  operator: "Made by our operators",
};

/** The Request refund form's fields (and the simulation's) in words (form-words.ts). */
export const REFUND_WORDS: FormWords = {
  reason: { label: "Reason", fix: "choose why the refund is asked for." },
  [CONFIRM_FIELD]: { label: "Confirmation", fix: `tick "${CONFIRM_WORDS}" to request the refund. Nothing was done.` },
  refund_id: { label: "Refund", fix: "reload the order's page and try again." },
  outcome: { label: "Answer", fix: "press Approve the refund or Reject the refund." },
};

/** A refund's state in a few words, as the Orders list shows it; an order without one reads "None". */
export const REFUND_STATE_WORDS: Record<Refund["status"] | "none", string> = {
  none: "None",
  pending: "Pending",
  succeeded: "Refunded",
  rejected: "Rejected",
};

/** The refund's state in a sentence: what happened, or what it waits for. */
function stateSentence(r: Refund): string {
  if (r.status === "pending") return "Pending: waiting on the supplier or an operator";
  if (r.status === "succeeded") return `Refunded on ${utc(r.resolved_at ?? r.created_at)}`;
  return `Rejected: ${r.failure_reason ? FAILURE_WORDS[r.failure_reason] : "no reason given"}`;
}

/**
 * Whether the page offers the form: a fulfilled eSIM order (its deliverable is an eSIM profile,
 * so not a top-up of any kind) without a refund. Whether the eSIM may still be refunded is the
 * step's to answer when the form is sent.
 */
export function offersRefundForm(order: Order): boolean {
  return order.status === "fulfilled" && order.refund === null && order.deliverable?.type === "esim_profile";
}

/** The order's refund section: its refund's state, or the form, or (for a role without the right) why there is none. */
export function RefundSection(props: { me: Current; order: Order; refund: { ok: true; value: Refund } | { ok: false; failure: PageFailure } | null }) {
  const { me, order, refund } = props;
  if (!refund && !offersRefundForm(order)) return null;
  return (
    <section aria-labelledby="refund">
      <h2 id="refund">Refund</h2>
      {refund && !refund.ok && <p>The refund <code>{order.refund?.id}</code> could not be read: {refund.failure.message}</p>}
      {refund?.ok && <RefundState refund={refund.value} />}
      {refund?.ok && <SimulateSupplier me={me} refund={refund.value} />}
      {!refund && (mayRequestRefund(me) ? <RefundForm me={me} order={order} /> : <p>Your role ({me.account.role}) can see the order but not request a refund.</p>)}
    </section>
  );
}

function RefundState(props: { refund: Refund }) {
  const r = props.refund;
  return (
    <>
      <p data-refund={r.status}>
        <strong>{stateSentence(r)}</strong>
      </p>
      <dl class="figures">
        <div><dt>Refund</dt><dd><IdCopy id={r.id} what="refund" /></dd></div>
        <div><dt>Amount</dt><dd class="num">{money(r.amount)}</dd></div>
        {r.status === "succeeded" && (
          <>
            <div><dt>Wallet credit</dt><dd class="num" data-refund-figure="wallet_credit">{money(r.wallet_credit)}</dd></div>
            <div><dt>Commission reversed</dt><dd class="num" data-refund-figure="commission_reversed">{money(r.commission_reversed)}</dd></div>
          </>
        )}
        <div><dt>Reason</dt><dd>{REASON_WORDS[r.reason]}</dd></div>
        <div><dt>Origin</dt><dd>{ORIGIN_WORDS[r.origin]}</dd></div>
        <div><dt>Requested</dt><dd>{utc(r.created_at)}</dd></div>
      </dl>
      {r.status === "succeeded" && (
        <p>
          The price came back to the wallet and the commission this order earned was taken back (from the Revenue Centre, and from the wallet for any part
          already moved or paid out). The eSIM is cancelled.
        </p>
      )}
    </>
  );
}

function RefundForm(props: { me: Current; order: Order }) {
  const { me, order } = props;
  return (
    <>
      <p id="refund-help">
        Ask for the whole price of this order back to the wallet. Once the supplier (or an operator) agrees, the wallet is credited {money(order.price)}, the
        commission this order earned is taken back, and the eSIM stops working.
      </p>
      <form method="post" action={refundPath(order.id)} class="refund">
        <Csrf me={me} />
        <MoneyFormFields me={me} />
        <label>
          Reason
          <select name="reason" required>
            <option value="">Choose a reason</option>
            {REFUND_REASONS.map((r) => <option value={r}>{REASON_WORDS[r]}</option>)}
          </select>
        </label>
        <label>
          <input type="checkbox" name={CONFIRM_FIELD} value="yes" required />
          {CONFIRM_WORDS}
        </label>
        <button type="submit" class="secondary" aria-describedby="refund-help">Request refund</button>
      </form>
    </>
  );
}

/**
 * Runs a sent Request refund form: the role and the confirmation first (nothing is read or
 * written without them), then the API's body validated by the API's schema, the form's key bound
 * to POST /v1/refunds and that body, and the route's own step. A replayed refusal is the API's
 * error again. Throws the API's error on any refusal.
 */
export async function requestRefund(env: Env, me: Current, orderId: string, fields: Record<string, string>): Promise<Refund> {
  if (!mayRequestRefund(me)) throw new ApiError("forbidden_for_role", `Your role (${me.account.role}) cannot request refunds.`);
  if (fields[CONFIRM_FIELD] !== "yes") {
    throw new ApiError("parameter_missing", `Tick "${CONFIRM_WORDS}" to request the refund. Nothing was done.`, CONFIRM_FIELD);
  }
  const input = { order_id: orderId, ...(fields.reason ? { reason: fields.reason } : {}) };
  const body = validate(CreateRefundBody, input);
  const idem = await formIdempotency(fields, me, API_PATH, input);
  return storedValue<Refund>(await createRefund(env, { accountId: me.account.id, mode: me.mode }, idem, body));
}
