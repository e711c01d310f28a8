/** @jsxImportSource hono/jsx */
// GET /admin/money: the service-wide payout switch (pause and resume, as POST /admin/v1/payouts/
// pause and …/resume) and the supplier successes reported after their order was refunded at the
// pending limit, awaiting reconciliation with the supplier (as GET /admin/v1/late_supplier_successes,
// each with its reconcile button). Credit terms, the negotiated commission and work in flight are
// per account, on the account's page. Every role reads; the switch shows for payouts.manage,
// the reconcile buttons for supply.manage (forms.ts answers them).
import type { Context } from "hono";
import type { App, AppEnv } from "../../../http/context";
import { payoutsPaused } from "../../../accounts/settings";
import { lateSuccesses } from "../../../providers/live/suppliers/late-successes";
import { money, utc } from "../../format";
import { Csrf, Notice } from "../../layout";
import { mayDo, requireOperatorPage, roleSentence, type OperatorMe } from "../door";
import { ConsoleLayout } from "../layout";

/** What a successful money form says when the page comes back (never text from the request). */
export const MONEY_DONE = {
  paused: "Payouts paused: payout requests are refused until resumed.",
  resumed: "Payouts resumed.",
  reconciled: "Late supplier success marked reconciled.",
} as const;
export type MoneyDone = keyof typeof MONEY_DONE;

export async function moneyPage(c: Context<AppEnv>, me: OperatorMe, failure?: { message: string; status: number }): Promise<Response> {
  const [paused, late] = await Promise.all([payoutsPaused(c.env), lateSuccesses(c.env, false)]);
  const done = c.req.query("done") as MoneyDone | undefined;
  c.header("cache-control", "no-store");
  return c.html(
    <ConsoleLayout title="Money" me={me}>
      <h1>Money operations</h1>
      {done && done in MONEY_DONE && !failure && <Notice>{MONEY_DONE[done]}</Notice>}
      {failure && <Notice error>Not changed: {failure.message}</Notice>}
      <p>Credit terms, negotiated commission, and pending orders and payouts are set and seen on each account's page (<a href="/admin/accounts">find the account</a>).</p>
      <section aria-labelledby="payouts">
        <h2 id="payouts">Payouts</h2>
        <p data-payouts={paused ? "paused" : "running"}>
          <strong>{paused ? "Paused: payout requests answer payouts_unavailable and earnings stay untouched." : "Running: partners can request payouts."}</strong>
        </p>
        {mayDo(me, "payouts.manage") ? (
          <form method="post" action="/admin/money/payouts" aria-label={paused ? "Resume payouts" : "Pause payouts"}>
            <Csrf me={me} />
            <input type="hidden" name="paused" value={paused ? "false" : "true"} />
            <button type="submit" class={paused ? "" : "secondary"}>{paused ? "Resume payouts" : "Pause payouts"}</button>
          </form>
        ) : <p class="muted" data-role-sentence="payouts.manage">{roleSentence(me, "payouts.manage")}</p>}
      </section>
      <section aria-labelledby="late-successes">
        <h2 id="late-successes">Late supplier successes to reconcile</h2>
        <p class="muted">The supplier delivered after the order was refunded to the partner: settle it with the supplier, then mark it reconciled. No partner money moves here.</p>
        {late.data.length === 0 ? <p>None awaiting reconciliation.</p> : (
          <div class="overflow-auto">
            <table class="stack">
              <thead>
                <tr><th scope="col">Order</th><th scope="col">Account</th><th scope="col">Supplier</th><th scope="col" class="num">Refunded</th><th scope="col">Refunded at</th><th scope="col">Found at</th><th scope="col">Reconcile</th></tr>
              </thead>
              <tbody>
                {late.data.map((l) => (
                  <tr data-late={l.order_id}>
                    <td data-label="Order"><code>{l.order_id}</code> ({l.mode})</td>
                    <td data-label="Account"><a href={`/admin/accounts/${l.account_id}`}><code>{l.account_id}</code></a></td>
                    <td data-label="Supplier">{l.supplier}{l.supplier_reference ? ` (${l.supplier_reference})` : ""}</td>
                    <td data-label="Refunded" class="num">{money(l.refunded)}</td>
                    <td data-label="Refunded at">{utc(l.refunded_at)}</td>
                    <td data-label="Found at">{utc(l.found_at)}</td>
                    <td data-label="Reconcile">
                      {mayDo(me, "supply.manage") ? (
                        <form method="post" action={`/admin/money/late-successes/${encodeURIComponent(l.order_id)}/reconcile`} class="inline">
                          <Csrf me={me} />
                          <button type="submit" aria-label={`Mark order ${l.order_id} reconciled`}>Mark reconciled</button>
                        </form>
                      ) : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {late.has_more && <p>More are waiting: the oldest {late.data.length} are shown.</p>}
        {!mayDo(me, "supply.manage") && late.data.length > 0 && <p class="muted" data-role-sentence="supply.manage">{roleSentence(me, "supply.manage")}</p>}
      </section>
    </ConsoleLayout>,
    (failure?.status ?? 200) as 200,
  );
}

export function registerMoneyPage(app: App): void {
  app.get("/admin/money", async (c) => {
    const me = await requireOperatorPage(c);
    if (me instanceof Response) return me;
    return moneyPage(c, me);
  });
}
