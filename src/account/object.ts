// One AccountDO per account and mode. Every change to an account's money and records is a
// synchronous SQLite transaction here, so no other request can interleave with it. Outside
// calls (D1, providers, queues) happen before a step (and are re-checked in it) or after it
// (through the outbox).
import { DurableObject } from "cloudflare:workers";
import { ApiError, serialize, unwrap, type Outcome } from "../http/errors";
import type { IdempotencyKey, StoredResponse } from "../http/idempotency";
import type { Mode } from "../http/context";
import * as idempotency from "./idempotency-store";
import { migrate } from "./migrations";
import { notifyOverdue, overdue, setTerms, terms, walletView } from "./credit";
import { applyProviderEvent, assertConfirmable, getDepositRow, type ProviderEvent, type ProviderEventResult } from "./deposits";
import {
  assertPayable, getInvoiceRow, invoicesDueForPoll, markCancelledOnNode, nextInvoicePoll, recordInvoice, rescheduleInvoicePoll,
  type NewInvoice, type NodeSeen,
} from "./invoices";
import { lightningSettlement, LND_PROVIDER } from "../funding/ingest";
import { providersFor } from "../providers";
import { type LedgerRow } from "./ledger";
import { completeOrder, getOrderRow, redispatchPendingOrders, resolveOrder, type SupplierOutcome } from "./orders";
import { cancelQuote, createQuote, expireDueQuotes, getRow as getQuoteRow, type NewQuote } from "./quotes";
import { all, one, page, type Tx } from "./tx";
import {
  accountLedgerEntryView, depositView, invoiceView, ledgerEntryView, orderView, quoteView,
  type DepositRow, type OrderRow, type QuoteRow,
} from "./views";
import { notFound } from "../http/errors";
import { emit } from "./events";
import { revenueEntryView, revenueView, setNegotiatedRate, setPayoutAddress, transferToWallet } from "./revenue";
import {
  claimSend, getPayoutRow, payoutView, recordPayoutInvoice, redispatchPendingPayouts, releaseSend, requestPayout, settlePayout,
  type PayoutInvoice, type PayoutOutcome, type PayoutRow,
} from "./payouts";
import { renderAccount, type AccountRow } from "../accounts/store";
import { sandboxOutcome } from "../providers/sandbox/supplier";
import {
  attemptView, claimAttempt, createEndpoint, deleteEndpoint, deliveriesPage, deliveryView, endpointsPage, endpointView,
  fanOut, finishAttempt, getEndpointRow, ping, replaceSecret, replay, requeueStalled, updateEndpoint,
  WEBHOOK_LEASE_MARGIN_MS, type EndpointPatch, type WebhookTicket,
} from "./webhooks";
import { newId } from "../lib/ids";
import { newSigningSecret, openSecret, sealSecret, secretContext } from "../webhooks/secret-box";
import { signatureHeader } from "../webhooks/signature";
import { parseRetrySchedule, queueDelaySeconds } from "../webhooks/schedule";
import type { AttemptOutcome } from "../webhooks/post";

export interface AccountRef {
  accountId: string;
  mode: Mode;
}

export interface CreditTerms {
  overdraftLimit: number;
  netTermsDays: number;
  status: "active" | "frozen";
}


export interface PageArgs {
  after?: string;
  limit: number;
}

const QUEUE_BINDINGS = {
  events: "EVENTS_QUEUE",
  fulfilment: "FULFILMENT_QUEUE",
  payouts: "PAYOUT_QUEUE",
  webhooks: "WEBHOOK_QUEUE",
} as const;

const OUTBOX_LEASE_MS = 30_000;
/** How long pending work may sit after its last hand-over before the sweep hands it over again. */
export const REDISPATCH_AFTER_MS = 10 * 60_000;
/** Longer than a payout send may take: two LNURL calls (10 s each) and a payment stream (90 s), twice. */
const PAYOUT_SEND_LEASE_MS = 5 * 60_000;
/** Invoices looked up on the node per alarm run. */
const POLL_BATCH = 25;
/** Longer than any supplier call may take (they time out before this). */
const SUPPLIER_LEASE_MS = 60_000;

export class AccountDO extends DurableObject<Env> {
  protected readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    ctx.blockConcurrencyWhile(async () => {
      migrate(this.sql);
    });
  }

  // ---- plumbing -------------------------------------------------------------------------

  private meta(key: string): string | undefined {
    return one<{ value: string }>(this.sql, "SELECT value FROM meta WHERE key = ?", key)?.value;
  }

  private tx(ref: AccountRef | undefined, now: number): Tx {
    if (ref) this.sql.exec("INSERT OR IGNORE INTO meta (key, value) VALUES ('account_id', ?), ('mode', ?)", ref.accountId, ref.mode);
    return { sql: this.sql, now, livemode: this.meta("mode") === "live" };
  }

  /** Upkeep that every request performs first: lapsed quotes expire, overdue debits are noticed. */
  private tick(tx: Tx): void {
    expireDueQuotes(tx);
    notifyOverdue(tx);
  }

  /** One transaction returning a value; an ApiError rolls it back and comes back as a value. */
  private run<T>(ref: AccountRef | undefined, now: number, op: (tx: Tx) => T): Outcome<T> {
    try {
      return {
        ok: true,
        value: this.ctx.storage.transactionSync(() => {
          const tx = this.tx(ref, now);
          this.tick(tx);
          return op(tx);
        }),
      };
    } catch (e) {
      if (e instanceof ApiError) return { ok: false, error: serialize(e) };
      throw e;
    }
  }

  /**
   * One idempotent operation: the key's check, the effect and the stored response commit
   * together. A replay returns the stored response; an error stores nothing.
   */
  private runIdempotent(
    ref: AccountRef,
    idem: IdempotencyKey,
    now: number,
    op: (tx: Tx) => unknown,
    claimed = false,
  ): Outcome<StoredResponse> {
    const out = this.run(ref, now, (tx) => {
      const replay = idempotency.lookup(this.sql, idem, now, claimed);
      if (replay) return replay;
      const body = JSON.stringify(op(tx));
      idempotency.record(this.sql, idem, now, 200, body);
      return { status: 200, body, replayed: false };
    });
    if (!out.ok && claimed) idempotency.release(this.sql, idem.key);
    return out;
  }

  private async settled<T>(out: Outcome<T>): Promise<Outcome<T>> {
    await this.drainOutbox();
    return out;
  }

  // ---- idempotency for operations that await outside calls --------------------------------

  async claimIdempotency(ref: AccountRef, idem: IdempotencyKey, now = Date.now()): Promise<Outcome<idempotency.Claim>> {
    return this.run(ref, now, () => idempotency.claim(this.sql, idem, now));
  }

  async releaseIdempotency(key: string): Promise<void> {
    idempotency.release(this.sql, key);
  }

  /** Stores the response of a claimed operation whose effect was applied by another step. */
  async completeIdempotency(ref: AccountRef, idem: IdempotencyKey, body: unknown, now = Date.now()): Promise<Outcome<StoredResponse>> {
    return this.runIdempotent(ref, idem, now, () => body, true);
  }

  // ---- account and credit ------------------------------------------------------------------

  async creditTerms(): Promise<CreditTerms> {
    const tx = this.tx(undefined, Date.now());
    const t = terms(tx);
    return { ...t, status: overdue(tx) ? "frozen" : "active" };
  }

  /** Sets overdraft limit and/or net terms; emits `credit.updated` with the account. */
  async setCredit(
    ref: AccountRef,
    next: { overdraftLimit?: number; netTermsDays?: number },
    account: AccountRow,
    now = Date.now(),
  ) {
    return this.settled(
      this.run(ref, now, (tx) => {
        setTerms(tx, next);
        notifyOverdue(tx);
        const t = terms(tx);
        const view = renderAccount(account, ref.mode, { ...t, status: overdue(tx) ? "frozen" : "active" });
        emit(tx, "credit.updated", view);
        return view;
      }),
    );
  }

  // ---- wallet ------------------------------------------------------------------------------

  async wallet(ref: AccountRef, now = Date.now()) {
    return this.settled(this.run(ref, now, (tx) => walletView(tx)));
  }

  /** Both balances' lines, newest first, each with the order it belongs to. */
  async accountLedger(ref: AccountRef, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) =>
      page<LedgerRow>(tx.sql, "ledger_entries", {}, args.after, args.limit).map((l) =>
        accountLedgerEntryView(l, l.order_id ? one<OrderRow>(tx.sql, "SELECT * FROM orders WHERE id = ?", l.order_id) : undefined),
      ),
    );
  }

  async walletLedger(ref: AccountRef, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) =>
      page<LedgerRow>(tx.sql, "ledger_entries", { balance: "wallet" }, args.after, args.limit).map(ledgerEntryView),
    );
  }

  async deposits(ref: AccountRef, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) => page<DepositRow>(tx.sql, "deposits", {}, args.after, args.limit).map(depositView));
  }

  async deposit(ref: AccountRef, depositId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => depositView(getDepositRow(tx, depositId)));
  }

  async checkConfirmable(ref: AccountRef, depositId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => depositView(assertConfirmable(tx, depositId)));
  }

  // ---- Lightning invoices -----------------------------------------------------------------

  async createInvoice(ref: AccountRef, idem: IdempotencyKey, inv: NewInvoice, now = Date.now()) {
    const out = this.runIdempotent(ref, idem, now, (tx) => invoiceView(recordInvoice(tx, inv), now), true);
    await this.armLightningPoll();
    return out;
  }

  async invoice(ref: AccountRef, invoiceId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => invoiceView(getInvoiceRow(tx, invoiceId), now));
  }

  async checkPayable(ref: AccountRef, invoiceId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => invoiceView(assertPayable(tx, invoiceId), now));
  }

  // ---- provider events (funding rails) -----------------------------------------------------

  async applyProviderEvent(
    ref: AccountRef,
    provider: string,
    eventId: string,
    ev: ProviderEvent,
    now = Date.now(),
  ): Promise<Outcome<ProviderEventResult>> {
    return this.settled(this.run(ref, now, (tx) => applyProviderEvent(tx, provider, eventId, ev)));
  }

  // ---- quotes ------------------------------------------------------------------------------

  async createQuote(ref: AccountRef, idem: IdempotencyKey, input: NewQuote, claimed: boolean, now = Date.now()) {
    const out = await this.settled(this.runIdempotent(ref, idem, now, (tx) => quoteView(createQuote(tx, input)), claimed));
    if (input.invoice) await this.armLightningPoll();
    return out;
  }

  async quote(ref: AccountRef, quoteId: string, now = Date.now()) {
    return this.settled(this.run(ref, now, (tx) => quoteView(getQuoteRow(tx, quoteId))));
  }

  async quotes(ref: AccountRef, filter: { status?: string }, args: PageArgs, now = Date.now()) {
    return this.settled(this.run(ref, now, (tx) => page<QuoteRow>(tx.sql, "quotes", filter, args.after, args.limit).map(quoteView)));
  }

  async cancelQuote(ref: AccountRef, quoteId: string, now = Date.now()) {
    return this.settled(this.run(ref, now, (tx) => quoteView(cancelQuote(tx, quoteId))));
  }

  // ---- orders ------------------------------------------------------------------------------

  async order(ref: AccountRef, orderId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => orderView(getOrderRow(tx, orderId)));
  }

  async orders(ref: AccountRef, filter: { status?: string; offer_id?: string }, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) => page<OrderRow>(tx.sql, "orders", filter, args.after, args.limit).map(orderView));
  }

  /**
   * What the fulfilment job needs to call the supplier, under a lease so that a duplicate
   * message cannot talk to the supplier about the same order at the same time. "resolved"
   * once the order is settled; "busy" while another job holds the lease.
   */
  async orderForFulfilment(orderId: string, now = Date.now()): Promise<OrderRow | "resolved" | "busy"> {
    return this.ctx.storage.transactionSync(() => {
      const o = one<OrderRow & { supplier_lease_until: number }>(this.sql, "SELECT * FROM orders WHERE id = ?", orderId);
      if (!o || o.status !== "pending") return "resolved";
      if (o.supplier_lease_until > now) return "busy";
      this.sql.exec("UPDATE orders SET supplier_lease_until = ? WHERE id = ?", now + SUPPLIER_LEASE_MS, orderId);
      return o;
    });
  }

  /** Ends a fulfilment job's lease early (its outcome is recorded, or it failed). */
  async releaseFulfilment(orderId: string): Promise<void> {
    this.sql.exec("UPDATE orders SET supplier_lease_until = 0 WHERE id = ?", orderId);
  }

  async settleOrder(ref: AccountRef, orderId: string, outcome: SupplierOutcome, now = Date.now()) {
    return this.settled(this.run(ref, now, (tx) => resolveOrder(tx, orderId, outcome).changed));
  }

  /** The sandbox complete helper: resolves a pending order as the sandbox supplier would. */
  async completeOrder(ref: AccountRef, idem: IdempotencyKey, orderId: string, outcome: "fulfilled" | "failed", now = Date.now()) {
    return this.settled(
      this.runIdempotent(ref, idem, now, (tx) =>
        orderView(completeOrder(tx, orderId, sandboxOutcome(getOrderRow(tx, orderId), outcome))),
      ),
    );
  }

  // ---- Revenue Centre ------------------------------------------------------------------------

  async revenue(ref: AccountRef, now = Date.now()) {
    return this.run(ref, now, (tx) => revenueView(tx));
  }

  async revenueEntries(ref: AccountRef, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) =>
      page<LedgerRow>(tx.sql, "ledger_entries", { balance: "revenue" }, args.after, args.limit).map((l) => ({ ...revenueEntryView(l), position: l.id })),
    );
  }

  async transferCommission(ref: AccountRef, idem: IdempotencyKey, amount: number | undefined, now = Date.now()) {
    return this.settled(this.runIdempotent(ref, idem, now, (tx) => transferToWallet(tx, amount)));
  }

  async setPayoutAddress(ref: AccountRef, address: string, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      setPayoutAddress(tx, address);
      return revenueView(tx);
    });
  }

  /** The operator's negotiated rate, mirrored here so accrual reads it inside the transaction. */
  async setNegotiatedRate(ref: AccountRef, bps: number | null, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      setNegotiatedRate(tx, bps);
      return revenueView(tx);
    });
  }

  async requestPayout(ref: AccountRef, idem: IdempotencyKey, amount: number | undefined, now = Date.now()) {
    return this.settled(this.runIdempotent(ref, idem, now, (tx) => payoutView(requestPayout(tx, amount), tx.livemode)));
  }

  async payout(ref: AccountRef, payoutId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => payoutView(getPayoutRow(tx, payoutId), tx.livemode));
  }

  async payouts(ref: AccountRef, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) => page<PayoutRow>(tx.sql, "payouts", {}, args.after, args.limit).map((p) => payoutView(p, tx.livemode)));
  }

  /** What the payout job needs, under the send lease of `owner`; see claimSend. */
  async claimPayoutSend(payoutId: string, owner: string, now = Date.now()): Promise<PayoutRow | "busy" | null> {
    return this.ctx.storage.transactionSync(() => claimSend(this.tx(undefined, now), payoutId, owner, now + PAYOUT_SEND_LEASE_MS));
  }

  async releasePayoutSend(payoutId: string, owner: string): Promise<void> {
    releaseSend({ sql: this.sql }, payoutId, owner);
  }

  async recordPayoutInvoice(ref: AccountRef, payoutId: string, owner: string, inv: PayoutInvoice, now = Date.now()) {
    return this.run(ref, now, (tx) => recordPayoutInvoice(tx, payoutId, owner, inv));
  }

  async settlePayout(ref: AccountRef, payoutId: string, owner: string, outcome: PayoutOutcome, now = Date.now()) {
    return this.settled(this.run(ref, now, (tx) => settlePayout(tx, payoutId, owner, outcome)));
  }

  // ---- live Lightning: looking for payments on the node -------------------------------------

  /**
   * Asks the node about every invoice whose poll is due (outside any transaction: the node is
   * an outside call), applies each settlement through the provider-event path every deposit
   * takes, has the node cancel the invoices of expired quotes (best-effort), and returns when
   * the next poll is due (null: nothing pending), for the alarm.
   */
  async pollLightningInvoices(now = Date.now()): Promise<number | null> {
    const mode = this.meta("mode") as Mode | undefined;
    if (!mode) return null;
    const node = providersFor(this.env, mode).lightning;
    const due = invoicesDueForPoll({ sql: this.sql }, now, POLL_BATCH);
    for (const inv of due) {
      let seen: NodeSeen = "error";
      let cancelled = false;
      try {
        if (!node.configured) throw new Error("live Lightning is not configured");
        if (inv.cancel_on_node) {
          // an invoice that settled in time refuses to cancel; the lookup below then finds it paid
          await node.cancelInvoice(inv.payment_hash).then(
            () => (cancelled = true),
            (e) => console.error(`cancelling invoice ${inv.id} on the node failed`, e),
          );
        }
        const found = await node.lookupInvoice(inv.payment_hash);
        if (found?.state === "settled") {
          const { eventId, event } = lightningSettlement(found);
          unwrap(this.run(undefined, now, (tx) => applyProviderEvent(tx, LND_PROVIDER, eventId, event)));
          cancelled = true;
        }
        seen = found?.state ?? "unknown";
      } catch (e) {
        console.error(`looking up invoice ${inv.id} on the node failed; backing off`, e);
      }
      this.run(undefined, now, (tx) => {
        if (cancelled) markCancelledOnNode(tx, inv.payment_hash);
        rescheduleInvoicePoll(tx, inv.payment_hash, seen);
      });
    }
    if (due.length > 0) await this.drainOutbox();
    return nextInvoicePoll({ sql: this.sql });
  }

  /** Sets the alarm no later than the next invoice poll. */
  private async armLightningPoll(next = nextInvoicePoll({ sql: this.sql })): Promise<void> {
    if (next === null) return;
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > next) await this.ctx.storage.setAlarm(next);
  }

  // ---- webhooks ----------------------------------------------------------------------------

  async createWebhookEndpoint(
    ref: AccountRef,
    input: { url: string; description: string | null; enabledEvents: string[] },
    now = Date.now(),
  ) {
    const id = newId("we");
    const secret = newSigningSecret();
    const sealedSecret = await sealSecret(this.env, secret, secretContext(ref.accountId, ref.mode, id));
    return this.settled(this.run(ref, now, (tx) => endpointView(createEndpoint(tx, { id, ...input, sealedSecret }), secret)));
  }

  async webhookEndpoints(ref: AccountRef, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) => endpointsPage(tx, args.after, args.limit));
  }

  async webhookEndpoint(ref: AccountRef, endpointId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => endpointView(getEndpointRow(tx, endpointId)));
  }

  async updateWebhookEndpoint(ref: AccountRef, endpointId: string, patch: EndpointPatch, now = Date.now()) {
    return this.settled(this.run(ref, now, (tx) => endpointView(updateEndpoint(tx, endpointId, patch))));
  }

  async deleteWebhookEndpoint(ref: AccountRef, endpointId: string, now = Date.now()) {
    return this.settled(
      this.run(ref, now, (tx) => {
        deleteEndpoint(tx, endpointId);
        return { id: endpointId, object: "webhook_endpoint" as const, deleted: true as const };
      }),
    );
  }

  /** A new secret in force at once; the old one signs nothing more. */
  async rotateWebhookSecret(ref: AccountRef, endpointId: string, now = Date.now()) {
    const secret = newSigningSecret();
    const sealedSecret = await sealSecret(this.env, secret, secretContext(ref.accountId, ref.mode, endpointId));
    return this.settled(this.run(ref, now, (tx) => endpointView(replaceSecret(tx, endpointId, sealedSecret), secret)));
  }

  async webhookDeliveries(ref: AccountRef, endpointId: string, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) => deliveriesPage(tx, endpointId, args.after, args.limit));
  }

  /** The events job: one delivery per subscribed active endpoint, queued. */
  async fanOutWebhookEvent(ref: AccountRef, eventId: string, now = Date.now()) {
    return this.settled(this.run(ref, now, (tx) => fanOut(tx, eventId)));
  }

  async replayEvent(ref: AccountRef, eventId: string, now = Date.now()) {
    return this.settled(this.run(ref, now, (tx) => replay(tx, eventId).map(deliveryView)));
  }

  /** Records a ping and its first attempt, for the caller to make at once. */
  async pingWebhookEndpoint(ref: AccountRef, endpointId: string, timeoutMs: number, now = Date.now()) {
    const fallbackAfterMs = timeoutMs + WEBHOOK_LEASE_MARGIN_MS + 5_000;
    return this.settled(
      this.run(ref, now, (tx) => {
        const first = ping(tx, endpointId, fallbackAfterMs);
        return { delivery_id: first.delivery_id, attempt: first.attempt };
      }),
    );
  }

  /**
   * Claims one attempt and signs it here, so the signing secret never leaves the object: the
   * caller gets the body and the header value, made with the secret in force now.
   */
  async claimWebhookAttempt(ref: AccountRef, deliveryId: string, attempt: number, timeoutMs: number, now = Date.now()): Promise<Outcome<WebhookTicket>> {
    const out = await this.settled(
      this.run(ref, now, (tx) => claimAttempt(tx, deliveryId, attempt, timeoutMs + WEBHOOK_LEASE_MARGIN_MS, Math.ceil(timeoutMs / 1000) + 1)),
    );
    if (!out.ok || out.value.kind !== "go") return out as Outcome<WebhookTicket>;
    const claim = out.value;
    const secret = await openSecret(this.env, claim.sealedSecret, secretContext(ref.accountId, ref.mode, claim.endpointId));
    const signature = await signatureHeader(secret, claim.body, Math.floor(Date.now() / 1000));
    return { ok: true, value: { kind: "go", item: claim.item, url: claim.url, body: claim.body, signature } };
  }

  async finishWebhookAttempt(ref: AccountRef, deliveryId: string, attempt: number, outcome: AttemptOutcome, now = Date.now()) {
    const schedule = parseRetrySchedule(this.env.WEBHOOK_RETRY_SCHEDULE);
    return this.settled(this.run(ref, now, (tx) => finishAttempt(tx, deliveryId, attempt, outcome, schedule)));
  }

  async webhookAttempt(ref: AccountRef, deliveryId: string, attempt: number, now = Date.now()) {
    return this.run(ref, now, (tx) => attemptView(tx, deliveryId, attempt));
  }

  // ---- events ------------------------------------------------------------------------------

  async events(ref: AccountRef, filter: { type?: string }, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) =>
      page<{ id: string; body: string }>(tx.sql, "events", filter, args.after, args.limit).map((e) => JSON.parse(e.body) as unknown),
    );
  }

  async event(ref: AccountRef, eventId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      const e = one<{ body: string }>(tx.sql, "SELECT body FROM events WHERE id = ?", eventId);
      if (!e) throw notFound("event", eventId);
      return JSON.parse(e.body) as unknown;
    });
  }

  // ---- outbox, sweeps, invariants ------------------------------------------------------------

  /**
   * Sends queued messages. Rows are leased before the send and deleted after it, so a
   * failed send leaves them for the alarm or the cron sweep; a crash after sending but
   * before deleting sends them again, which every consumer tolerates.
   */
  async drainOutbox(now = Date.now()): Promise<number> {
    const rows = this.ctx.storage.transactionSync(() => {
      const due = all<{ id: number; queue: keyof typeof QUEUE_BINDINGS; body: string; deliver_at: number }>(
        this.sql,
        "SELECT id, queue, body, deliver_at FROM outbox WHERE lease_until <= ? ORDER BY id LIMIT 100",
        now,
      );
      for (const r of due) this.sql.exec("UPDATE outbox SET lease_until = ? WHERE id = ?", now + OUTBOX_LEASE_MS, r.id);
      return due;
    });
    if (rows.length === 0) return 0;
    const accountId = this.meta("account_id");
    const mode = this.meta("mode");
    let sent = 0;
    for (const queue of Object.keys(QUEUE_BINDINGS) as (keyof typeof QUEUE_BINDINGS)[]) {
      const batch = rows.filter((r) => r.queue === queue);
      if (batch.length === 0) continue;
      try {
        await this.env[QUEUE_BINDINGS[queue]].sendBatch(
          batch.map((r) => ({
            body: { ...(JSON.parse(r.body) as object), account_id: accountId, mode },
            // a message meant for later (a webhook retry) waits in the queue, not here
            ...(r.deliver_at > now ? { delaySeconds: queueDelaySeconds(r.deliver_at, now) } : {}),
          })),
        );
        for (const r of batch) this.sql.exec("DELETE FROM outbox WHERE id = ?", r.id);
        sent += batch.length;
      } catch (e) {
        console.error(`outbox send to ${queue} failed; will retry`, e);
        await this.ctx.storage.setAlarm(now + OUTBOX_LEASE_MS + 1000);
      }
    }
    const more = one<{ n: number }>(this.sql, "SELECT COUNT(*) AS n FROM outbox WHERE lease_until <= ?", now)!.n;
    if (more > 0) return sent + (await this.drainOutbox(now));
    return sent;
  }

  override async alarm(): Promise<void> {
    await this.drainOutbox();
    await this.armLightningPoll(await this.pollLightningInvoices());
  }

  /**
   * Periodic upkeep driven by the cron: quote expiry, overdue notices, work whose queue
   * message went missing handed over again, and the outbox sent. Pruning of idempotency
   * records (older than 24 h) runs when `prune` is set (the hourly cron).
   */
  async sweep(now = Date.now(), opts: { prune?: boolean } = {}) {
    const r = this.ctx.storage.transactionSync(() => {
      const tx = this.tx(undefined, now);
      return {
        prunedIdempotencyKeys: opts.prune ? idempotency.prune(this.sql, now) : 0,
        expiredQuotes: expireDueQuotes(tx),
        overdueNotices: notifyOverdue(tx),
        redispatchedOrders: redispatchPendingOrders(tx, REDISPATCH_AFTER_MS),
        redispatchedPayouts: redispatchPendingPayouts(tx, REDISPATCH_AFTER_MS),
        requeuedDeliveries: requeueStalled(tx),
      };
    });
    return { ...r, sent: await this.drainOutbox(now) };
  }

  /** For tests and operators: the stored balances beside what the ledger says they are. */
  async audit(): Promise<{ balances: Record<string, number>; ledger: LedgerRow[] }> {
    const balances = Object.fromEntries(
      all<{ name: string; amount: number }>(this.sql, "SELECT name, amount FROM balances").map((b) => [b.name, b.amount]),
    );
    return { balances, ledger: all<LedgerRow>(this.sql, "SELECT * FROM ledger_entries ORDER BY rowid") };
  }
}
