/** @jsxImportSource hono/jsx */
// GET /admin/refunds: the refunds waiting for a decision in every account and mode, oldest first,
// as GET /admin/v1/refunds answers them (the same step: each checked against its account's object
// as the page is read). Each shows its account, order, amount, reason, origin, the eSIM's status
// read when the refund was asked for, and the supplier's refund id. Operators holding
// refunds.manage get Approve and Reject (a reason required), which run the same audited step as
// the /admin/v1 routes (decide.tsx); every other role sees the same list without controls and the
// sentence saying who may.
import type { Context } from "hono";
import type { App, AppEnv } from "../../../http/context";
import { pendingRefundQueue, type OperatorRefund } from "../../../routes/admin/refunds/steps";
import { money, utc } from "../../format";
import { Csrf, Notice } from "../../layout";
import { mayDo, requireOperatorPage, roleSentence, type OperatorMe } from "../door";
import { ConsoleLayout } from "../layout";

export const REFUNDS = "refunds.manage" as const;
/** How many the page lists (the queue is worked from the oldest). */
const SHOWN = 100;

/** What a successful decision says when the page comes back (never text from the request). */
export const REFUNDS_DONE = {
  approved: "Refund approved: the order's price is back in the partner's wallet and the commission taken back.",
  rejected: "Refund rejected: no money moved.",
} as const;
export type RefundsDone = keyof typeof REFUNDS_DONE;

const words = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, " ");

function Decision(props: { me: OperatorMe; r: OperatorRefund }) {
  const { me, r } = props;
  const hint = `reject-${r.id}-hint`;
  return (
    <div class="grid-forms">
      <form method="post" action={`/admin/refunds/${r.id}/approve`}>
        <Csrf me={me} />
        <button type="submit" aria-label={`Approve refund ${r.id}`}>Approve</button>
      </form>
      <form method="post" action={`/admin/refunds/${r.id}/reject`}>
        <Csrf me={me} />
        <label>
          Reason for rejecting
          <textarea name="reason" required maxlength={1000} rows={2} aria-describedby={hint}></textarea>
        </label>
        <small id={hint}>Kept in the audit log. The partner sees the refund rejected by an operator.</small>
        <button type="submit" class="secondary" aria-label={`Reject refund ${r.id}`}>Reject</button>
      </form>
    </div>
  );
}

function Waiting(props: { me: OperatorMe; r: OperatorRefund }) {
  const { me, r } = props;
  return (
    <article id={`refund-${r.id}`} data-refund={r.id} aria-labelledby={`h-${r.id}`}>
      <header>
        <h3 id={`h-${r.id}`}>{money(r.amount)} for order <code>{r.order_id}</code></h3>
        <p class="muted"><code>{r.id}</code> · {r.livemode ? "live" : "test"} mode · asked {utc(r.created_at)}</p>
      </header>
      <dl class="figures">
        <div><dt>Account</dt><dd><a href={`/admin/accounts/${encodeURIComponent(r.account_id)}`}><code>{r.account_id}</code></a></dd></div>
        <div><dt>Reason</dt><dd>{words(r.reason)}</dd></div>
        <div><dt>Origin</dt><dd>{words(r.origin)}</dd></div>
        <div><dt>eSIM status</dt><dd data-esim-status>{r.esim_status ?? "Not read"}</dd></div>
        <div><dt>Supplier's refund id</dt><dd data-supplier-refund>{r.supplier_refund_id ? <code>{r.supplier_refund_id}</code> : "None yet"}</dd></div>
      </dl>
      {mayDo(me, REFUNDS) && <Decision me={me} r={r} />}
    </article>
  );
}

/** The page, with a refused decision's message (then answered with the refusal's status). */
export async function refundsPage(c: Context<AppEnv>, me: OperatorMe, failure?: { message: string; status: number }): Promise<Response> {
  const queue = await pendingRefundQueue(c.env, { limit: SHOWN });
  const done = c.req.query("done") as RefundsDone | undefined;
  c.header("cache-control", "no-store");
  return c.html(
    <ConsoleLayout title="Refunds" me={me}>
      <h1>Refunds</h1>
      {done && done in REFUNDS_DONE && !failure && <Notice>{REFUNDS_DONE[done]}</Notice>}
      {failure && <Notice error>Not changed: {failure.message}</Notice>}
      <p>
        Refunds waiting for a decision: a live eSIM's refund waits while its supplier reviews it by hand. Approve once the
        supplier has agreed (the money moves at once, once); reject with a reason otherwise. A goodwill refund of any
        fulfilled order is made on its account's page.
      </p>
      {!mayDo(me, REFUNDS) && <p id="role-sentence" class="muted" data-role-sentence={REFUNDS}>{roleSentence(me, REFUNDS)}</p>}
      <section aria-labelledby="waiting">
        <h2 id="waiting">Waiting: {queue.data.length}{queue.has_more ? "+" : ""}</h2>
        {queue.data.length === 0 ? <p>No refund waits for a decision.</p> : queue.data.map((r) => <Waiting me={me} r={r} />)}
        {queue.has_more && <p>More are waiting: the oldest are shown.</p>}
      </section>
    </ConsoleLayout>,
    (failure?.status ?? 200) as 200,
  );
}

export function registerRefundsPage(app: App): void {
  app.get("/admin/refunds", async (c) => {
    const me = await requireOperatorPage(c);
    if (me instanceof Response) return me;
    return refundsPage(c, me);
  });
}
