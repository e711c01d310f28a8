/** @jsxImportSource hono/jsx */
// The Goodwill refund panel of an account's page, one per mode (its form is answered by
// goodwill.ts): an order id, a reason the partner sees, and an optional note kept in the audit
// log. A role without refunds.manage sees the sentence saying who may, never the form.
import type { Mode } from "../../../http/context";
import { REFUND_REASONS } from "../../../domain/refunds";
import { Csrf, Notice } from "../../layout";
import { mayDo, roleSentence, type OperatorMe } from "../door";
import type { FormFailure } from "../money/account-money";
import { REFUNDS } from "./refunds";
import { consoleWords } from "../words";

const REASON_WORDS: Record<(typeof REFUND_REASONS)[number], string> = {
  trip_cancelled: "Trip cancelled",
  device_incompatible: "Device incompatible",
  installation_failed: "Installation failed",
  duplicate: "Duplicate purchase",
  other: "Other",
};

export function GoodwillRefundPanel(props: { me: OperatorMe; accountId: string; mode: Mode; failed?: FormFailure | undefined }) {
  const { me, accountId, mode } = props;
  const form = `goodwill-${mode}`;
  const failed = props.failed?.form === form ? props.failed : undefined;
  const id = (name: string) => `${form}-${name}`;
  return (
    <div data-goodwill={mode}>
      <h4>Goodwill refund</h4>
      {mayDo(me, REFUNDS) ? (
        <form method="post" action={`/admin/accounts/${accountId}/refunds`} aria-label={`Goodwill refund in ${mode} mode`}>
          <Csrf me={me} />
          <input type="hidden" name="mode" value={mode} />
          <p class="muted" id={id("hint")}>
            Refunds any fulfilled {mode} order of this account, top-ups included, at once: its price back to the wallet and its
            commission taken back. Recorded in the audit log with your name.
          </p>
          {failed && <Notice error>{consoleWords(failed.failure).message}</Notice>}
          <fieldset class="grid">
            <label>
              Order
              <input name="order_id" required maxlength={100} value={failed?.fields.order_id ?? ""} aria-describedby={id("order-hint")} />
            </label>
            <label>
              Reason
              <select name="reason" required aria-describedby={id("reason-hint")}>
                {REFUND_REASONS.map((r) => <option value={r} selected={(failed?.fields.reason ?? "other") === r}>{REASON_WORDS[r]}</option>)}
              </select>
            </label>
          </fieldset>
          <small id={id("order-hint")}>The order's id, such as ord_01JH8W3KQ5ZV7Y9B1D3F5H7K9M.</small>
          <small id={id("reason-hint")}>The partner sees this reason on the refund.</small>
          <label>
            Note
            <textarea name="note" maxlength={1000} rows={2} aria-describedby={id("note-hint")}>{failed?.fields.note ?? ""}</textarea>
          </label>
          <small id={id("note-hint")}>Optional: why, in your words. Kept in the audit log only.</small>
          <button type="submit" aria-describedby={id("hint")}>Refund the order</button>
        </form>
      ) : (
        <p class="muted" data-role-sentence={REFUNDS}>{roleSentence(me, REFUNDS)}</p>
      )}
    </div>
  );
}
