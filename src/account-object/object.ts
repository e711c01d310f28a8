// One AccountDO per account and mode. Every change to an account's money and records is a
// synchronous SQLite transaction here, so no other request can interleave with it. Outside
// calls (D1, providers, queues) happen before a step (and are re-checked in it) or after it:
// queue messages through the outbox, a new order's supplier call by the object itself, under
// the order's lease, with the answer recorded in a step of its own. Only a supplier that needs
// nothing outside (the sandbox) is answered inside the step that opens the order.
import { DurableObject } from "cloudflare:workers";
import { ApiError, serialize, unwrap, type Outcome } from "../http/errors";
import type { IdempotencyKey, StoredResponse } from "../http/idempotency";
import type { Mode } from "../http/context";
import * as idempotency from "./idempotency-store";
import { migrate } from "./migrations";
import { creditView, DEBIT_NEWLY_OVERDUE, notifyOverdue, overdue, setTerms, terms, walletView, type CreditTerms, type CreditView } from "./credit";
import {
  applyProviderEvent, assertConfirmable, getDepositRow, lightningSettlement, LND_PROVIDER, type ProviderEvent, type ProviderEventResult,
} from "./deposits";
import {
  assertPayable, getInvoiceRow, invoicesDueForPoll, markCancelledOnNode, nextInvoicePoll, recordInvoice, rescheduleInvoicePoll,
  type NewInvoice, type NodeSeen,
} from "./invoices";
import { providersFor } from "../providers";
import { balanceOf, ledgerPage, type LedgerRow } from "./ledger";
import {
  claimFulfilment, finishFollowUp, finishFulfilment, forceOutcome, getOrderRow, resolveOrder, supplierCallsUntil,
} from "./orders";
import { supplierOf } from "../domain/routing";
import { advanceOrder, supplyOfOrders } from "./route-attempts";
import { driveOrder, followUpAttempts, readCircuits, type RunDeps } from "./fulfilment-run";
import { pastPendingLimit, pendingLimitMsFrom } from "../providers/pending-limit";
import { recordLateSuccess } from "../providers/live/suppliers/late-successes";
import { cancelAwaitingQuote, openQuote, expireDueQuotes, shiftQuoteTimes, getRow as getQuoteRow, QUOTE_LAPSED, type NewQuote } from "./quotes";
import { all, one, page, type Kept, type OpenedOrder, type Tx } from "./tx";
import {
  accountLedgerEntryView, depositView, invoiceView, ledgerEntryView, orderView, quoteView, refundView,
  type DepositRow, type OrderRow, type QuoteRow, type RefundRow,
} from "./views";
import { notFound } from "../http/errors";
import { emit, eventById, eventsPage, writeEvents } from "./events";
import { EventStreams } from "./event-stream";
import { revenueEntryView, revenueStatementLines, revenueView, setNegotiatedRate, setPayoutAddress, transferToWallet } from "./revenue";
import {
  claimSend, getPayoutRow, payoutView, recordPayoutInvoice, releaseSend, openPayout, settlePayout,
  type PayoutInvoice, type PayoutOutcome, type PayoutRow,
} from "./payouts";
import { sandboxOutcome } from "../providers/sandbox/supplier";
import { batchOrdersForExport, batchOrdersPage, getBatchRow, openOrderBatch, orderBatchesPage, type NewOrderBatch } from "./order-batches";
import { countBatches, orderBatchView } from "./batch-progress";
import { getRefundRow, openRefund, recordSupplierReversal, rejectRefund, succeedRefund, type NewRefund } from "./refunds";
import { capabilitiesOf, esimOf, esimView, getEsim, NAMED_BY_SUPPLIERS, statesOf, supplierEsimOf, topupRefusalOf, type EsimView } from "./esim-state";
import { applyControl, controlTarget, esimsToRecheck, moveSandboxProfile, readNeedsCheck, recordEsimReading, type ControlTarget } from "./esim-controls";
import { isFinal, neverInstalled, type EsimControl, type EsimReading, type ProfileState } from "../domain/esim-state";
import { DEFAULT_REFUND_WINDOW_DAYS, type RefundFailureReason } from "../domain/refunds";
import {
  attemptView, createEndpoint, deleteEndpoint, deliveriesPage, deliveryView, endpointsPage, endpointView,
  fanOutLegacyOutbox, getEndpointRow, ping, replaceSecret, replay, updateEndpoint,
  WEBHOOK_LEASE_MARGIN_MS, type EndpointPatch, type WebhookDeliveryView,
} from "./webhook-endpoints";
import { WebhookSender, type AttemptRequest } from "./webhook-sender";
import { stuckWork } from "./stuck-work";
import { pruneUnpaidQuotes, pruneWebhookAttempts } from "./retention";
import { appendRequestLogs, pruneRequestLogs, requestLogsPage, type RequestLogEntry, type RequestLogFilter } from "./request-log";
import { handBackOverdue, nextDueAt } from "./background";
import {
  claimDelivery, esimDeliveriesPage, deliveryOfRequest, deliverableOrder, esimDeliveryView, finishDelivery, getDeliveryRow, openDelivery,
  type DeliveryOutcome, type EsimDeliveryView,
} from "./deliveries";
import type { Language } from "../i18n";
import { readBrand, writeBrand, type Brand, type BrandPatch } from "./brand";
import { carryMachinery, clockView, nextUpkeepAt, storedOffsetMs, storeOffsetMs } from "./clock";
import { fireDueUsageAlerts, nextUsageAlertAt, recordSupplierThreshold, sandboxOrderUsage, setSandboxUsage, writeRecordedPlans, type UsageObject } from "./esim-usage";
import type { Threshold } from "../domain/esim-usage";
import { settleArrivals } from "./settlement";
import { checkLowBalance, setLowBalance } from "./alerts";
import { handoverMsFrom } from "./due";
import { readTravellerBrand, readTravellerPage, type TravellerBrand, type TravellerPageRead } from "./traveller-page";
import { enqueue, keepAuditEntry } from "./outbox";
import { changedFields } from "../domain/audit";
import { recordAudit, type AuditRow } from "../audit/log";
import type { Supplier, SupplierOrder, SupplierOutcome } from "../providers/types";
import { timeoutMs } from "../webhooks/post";
import { recordFulfilment } from "../lib/metrics";
import { alert, logJob } from "../lib/log";
import { newId } from "../lib/ids";
import { installUrlPrefix } from "../lib/install-links";
import { indexReference, pointReference } from "../db/reference-index";
import { followPendingRefunds } from "./refund-queue";
import { indexNewOrders } from "./order-index";
import { countAlarm, metered, meteredSql, meterOn } from "../bench/meter";
import { newSigningSecret, sealSecret, secretContext } from "../webhooks/secret-box";
import { queueDelaySeconds } from "../webhooks/schedule";
import {
  claimReportRun, expiredReportFiles, finishReportRun, forgetReportFiles, getReportRunRow, handOverReportRuns, openReportRun, readReportPage,
  releaseReportRun, reportFileOf, reportRunView, REPORT_PAGE_ROWS, type NewReportRun, type ReportRunRow,
} from "./report-runs";

export interface AccountRef {
  accountId: string;
  mode: Mode;
  /**
   * request log lines the calling isolate held for this account, carried on this call
   * (request-log-batches.ts): appended by the step (tx), kept even when the step is refused
   */
  requestLog?: readonly RequestLogEntry[];
}


export interface PageArgs {
  after?: string;
  limit: number;
}

const QUEUE_BINDINGS = {
  fulfilment: "FULFILMENT_QUEUE",
  payouts: "PAYOUT_QUEUE",
  webhooks: "WEBHOOK_QUEUE",
  reports: "REPORT_QUEUE",
} as const;

const OUTBOX_LEASE_MS = 30_000;

// total_changes(): rows this object's database has written since it opened, so a step run
// without a savepoint can tell whether it wrote anything before it failed (runChecked)
const UPKEEP_DUE = `SELECT EXISTS (SELECT 1 FROM quotes WHERE ${QUOTE_LAPSED}) AS quotes,
  EXISTS (SELECT 1 FROM overdraft_debits WHERE ${DEBIT_NEWLY_OVERDUE}) AS debits,
  EXISTS (SELECT 1 FROM esim_plans WHERE next_alert_at IS NOT NULL AND next_alert_at <= ?) AS usage, total_changes() AS changes`;
const CHANGES = "SELECT total_changes() AS changes";

/** The dashboard's Orders filter by eSIM state: the eSIM orders in each (their state rows, esim-state.ts). */
export type EsimStateFilter = "not_installed" | "installed" | "suspended";
const ESIM_STATE_FILTERS: Record<EsimStateFilter, string> = {
  not_installed: "SELECT order_id FROM esim_plans WHERE profile_state IS NOT NULL AND installed_at IS NULL AND service_state NOT IN ('revoked', 'cancelled')",
  installed: "SELECT order_id FROM esim_plans WHERE profile_state IS NOT NULL AND installed_at IS NOT NULL",
  suspended: "SELECT order_id FROM esim_plans WHERE service_state = 'suspended'",
};

/** How long after fulfilment a partner may ask for a refund (REFUND_WINDOW_DAYS, default 30). */
function refundWindowDays(env: { REFUND_WINDOW_DAYS?: string }): number {
  const days = Number(env.REFUND_WINDOW_DAYS ?? DEFAULT_REFUND_WINDOW_DAYS);
  return Number.isFinite(days) && days >= 0 ? days : DEFAULT_REFUND_WINDOW_DAYS;
}

/** One webhook attempt a queue message asks for. */
export type { AttemptRequest };

/** A supplier that answers from the order alone (Supplier.answerAtOnce). */
type AnswersAtOnce = Supplier & Required<Pick<Supplier, "answerAtOnce">>;

export type FulfilmentResult = "resolved" | "pending" | "busy" | "skipped";
/** Longer than a payout send may take: two LNURL calls (10 s each) and a payment stream (90 s), twice. */
const PAYOUT_SEND_LEASE_MS = 5 * 60_000;
/** Invoices looked up on the node per alarm run. */
const POLL_BATCH = 25;

/** The order as its supplier is told about it (for a run holding its lease: the run's deadline). */
function supplierOrder(
  o: Pick<OpenedOrder, "id" | "supplier_sku" | "category" | "offer_id" | "price" | "destination" | "topup_iccid" | "supplier_ref" | "created_at"> & { supplier_lease_until?: number },
): SupplierOrder {
  return {
    orderId: o.id, sku: o.supplier_sku, category: o.category, offerId: o.offer_id, price: o.price, destination: o.destination, createdAt: o.created_at,
    topupIccid: o.topup_iccid, topupRef: o.topup_iccid ? o.supplier_ref : null,
    callsUntil: o.supplier_lease_until === undefined ? undefined : supplierCallsUntil(o.supplier_lease_until),
  };
}

export class AccountDO extends DurableObject<Env> {
  protected readonly sql: SqlStorage;
  /** which account and mode this object is, once known (it never changes) */
  private ref: AccountRef | undefined;
  /** when the alarm is set to ring, as last set or read (null: not set) */
  private alarmAt: number | null = null;
  /** the drain running now, and whether rows arrived since it started */
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  /** a step wrote to the outbox since the last drain started (rows left by a crash: the alarm sends them) */
  private outboxWritten = false;
  /** reads kept between transactions (tx.ts) */
  private readonly kept: Kept = {};
  /** how far this account's clock runs ahead of real time (clock.ts); always 0 in live mode */
  private offsetMs = 0;
  /** open GET /v1/events/stream listeners, fed after every committed step (event-stream.ts) */
  private readonly streams: EventStreams;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, metered(env));
    // the bench counts every statement and its rows (src/bench/meter.ts); never otherwise
    this.sql = meterOn(env) ? meteredSql(ctx.storage.sql) : ctx.storage.sql;
    this.streams = new EventStreams(this.sql);
    ctx.blockConcurrencyWhile(async () => {
      migrate(this.sql);
      const id = this.meta("account_id");
      const mode = this.meta("mode");
      if (id && (mode === "test" || mode === "live")) this.ref = { accountId: id, mode };
      this.offsetMs = mode === "test" ? storedOffsetMs(this.sql) : 0;
      this.alarmAt = await ctx.storage.getAlarm();
      const legacyDue = this.ctx.storage.transactionSync(() => {
        const tx = this.tx(undefined, Date.now());
        fanOutLegacyOutbox(tx);
        return tx.due;
      });
      if (legacyDue !== undefined) await this.ensureAlarm(legacyDue);
    });
  }

  // ---- plumbing -------------------------------------------------------------------------

  private meta(key: string): string | undefined {
    return one<{ value: string }>(this.sql, "SELECT value FROM meta WHERE key = ?", key)?.value;
  }

  /**
   * The account's now for a real time: the one place the test clock's offset is applied. Every
   * step's `tx.now` comes from here, so all the account's rules read the account's clock.
   */
  private clock(real: number): number {
    return real + this.offsetMs;
  }

  /**
   * `now` is real time; the step's time is the account's (clock). Request log lines the call
   * carried are appended here, at the start of every step that names the account.
   */
  private tx(ref: AccountRef | undefined, now: number): Tx {
    if (ref && !this.ref) {
      this.sql.exec("INSERT OR IGNORE INTO meta (key, value) VALUES ('account_id', ?), ('mode', ?)", ref.accountId, ref.mode);
      this.ref = { accountId: ref.accountId, mode: ref.mode };
    }
    if (ref?.requestLog?.length) this.appendLogLines(ref.requestLog, now);
    const mode = this.ref?.mode;
    return {
      sql: this.sql, now: this.clock(now), livemode: mode === "live", handoverMs: handoverMsFrom(this.env), pendingLimitMs: pendingLimitMsFrom(this.env), kept: this.kept,
      installBase: installUrlPrefix(this.env.PUBLIC_BASE_URL ?? "", this.ctx.id.toString()),
      // asked only by a step about an eSIM (no cost to any other step)
      esimCapabilities: mode ? (sku) => providersFor(this.env, mode).supplier.esimCapabilities(sku) : undefined,
      refundWindowDays: refundWindowDays(this.env),
    };
  }

  /**
   * tx() for a step that ends with endStep: it asks a supplier that answers at once
   * (answerAtOnce) and writes the step's events in one statement (writeEvents).
   */
  private stepTx(ref: AccountRef | undefined, now: number): Tx {
    const tx = this.tx(ref, now);
    if (this.supplierAnsweringAtOnce()) tx.answersAtOnce = true;
    tx.unwrittenEvents = [];
    tx.batchProgress = new Map();
    return tx;
  }

  /**
   * Upkeep that every request performs first: lapsed quotes expire, overdue debits are noticed,
   * sandbox eSIM usage thresholds that are due fire.
   * Answers how many rows the database has written once it is done.
   */
  private tick(tx: Tx): number {
    // one read says whether there is any (there nearly never is)
    const due = one<{ quotes: number; debits: number; usage: number; changes: number }>(this.sql, UPKEEP_DUE, tx.now, tx.now, tx.now)!;
    if (due.quotes) expireDueQuotes(tx);
    if (due.debits) notifyOverdue(tx);
    if (due.usage) fireDueUsageAlerts(tx);
    return due.quotes || due.debits || due.usage ? this.changes() : due.changes;
  }

  private changes(): number {
    return one<{ changes: number }>(this.sql, CHANGES)!.changes;
  }

  /**
   * One transaction returning a value; an ApiError rolls it back and comes back as a value.
   * Background work the step created makes sure the alarm rings by its due time.
   */
  private run<T>(ref: AccountRef | undefined, now: number, op: (tx: Tx) => T, upkeep = true): Outcome<T> {
    let done: Tx | undefined;
    let value: T;
    try {
      value = this.ctx.storage.transactionSync(() => {
        const tx = this.stepTx(ref, now);
        if (upkeep) this.tick(tx);
        const v = op(tx);
        this.endStep(tx);
        done = tx;
        return v;
      });
    } catch (e) {
      if (e instanceof ApiError) {
        // the refusal rolled the step back, carried request log lines with it: they stay
        if (ref?.requestLog?.length) this.appendLogLines(ref.requestLog, now);
        return { ok: false, error: serialize(e) };
      }
      throw e;
    }
    this.afterStep(done!);
    return { ok: true, value };
  }

  /**
   * run() for a step that makes all its checks before its first write (a purchase), without
   * the savepoint transactionSync costs. A SQLite-backed object commits all the writes of one
   * synchronous run of code as one transaction, after it, before any response or outgoing
   * message leaves; so this step is as atomic as a run() step as long as it does not fail
   * halfway. A check failing before any write answers its error like run(); what the upkeep
   * did first is kept and followed up after the commit like any step's (afterStep). Anything thrown
   * after a write resets the object (ctx.abort), which discards the uncommitted transaction,
   * so nothing of the step is kept, and the caller gets an internal error.
   */
  private runChecked<T>(ref: AccountRef, now: number, op: (tx: Tx) => T): Outcome<T> {
    const tx = this.stepTx(ref, now);
    let before: number | undefined;
    let out: Outcome<T>;
    let upkeepEvents = 0;
    try {
      before = this.tick(tx);
      upkeepEvents = tx.unwrittenEvents?.length ?? 0;
      out = { ok: true, value: op(tx) };
      this.endStep(tx);
    } catch (e) {
      if (!(e instanceof ApiError && before !== undefined && this.changes() === before)) {
        console.error("a step failed after writing; resetting the account object to discard its writes", e);
        this.ctx.abort("a step failed after writing; its writes are discarded");
        throw e;
      }
      // refused before its first write: the upkeep's writes stay (they commit with nothing of
      // the step), and so do its events; what they started is followed up like any step's
      tx.unwrittenEvents?.splice(upkeepEvents);
      writeEvents(tx);
      out = { ok: false, error: serialize(e) };
    }
    this.afterStep(tx);
    return out;
  }

  /**
   * The end of every step, inside its transaction: money that arrived pays what it can
   * (settlement.ts), and orders a supplier answers at once are settled; a refund among those
   * answers is money arriving again. Then the low balance alert judges where the wallet ended.
   */
  private endStep(tx: Tx): void {
    do {
      settleArrivals(tx);
      this.answerAtOnce(tx);
    } while (tx.arrived?.length);
    // every order the step opened has been answered and written, and every plan it recorded
    if (tx.opened?.some((o) => o.unwritten)) throw new Error("an order opened in this step was never written");
    writeRecordedPlans(tx);
    // the batches whose orders the step resolved, each written once
    countBatches(tx);
    // once the step's money has all moved: did it take the wallet below its low balance alert?
    if (tx.walletMoved) checkLowBalance(tx, tx.walletMoved);
    writeEvents(tx);
  }

  /** What a committed step leaves to do: metrics of answered orders, the alarm, the outbox, first runs, the refund queue. */
  private afterStep(done: Tx): void {
    this.streams.publish();
    for (const a of done.answered ?? []) this.afterAnswer(this.ref!, a.order, a.outcome, a.result, "first", a.started);
    for (const a of done.alerts ?? []) alert({ ...a, account_id: this.ref?.accountId, mode: this.ref?.mode });
    if (done.due !== undefined) void this.ensureAlarm(done.due);
    if (done.queued) {
      // the caller is answered first; what the step queued is sent right after, in the
      // background (safe: it is durable here, and a failed or lost send is retried by the alarm)
      this.outboxWritten = true;
      this.drainSoon();
    }
    if (done.opened?.length) this.fulfilSoon(done.opened);
    if (done.iccids?.length) {
      const { accountId, mode } = this.ref!;
      // best effort after the commit: a lost write only leaves that eSIM's supplier notices unmatched (logged)
      void Promise.all(done.iccids.map((iccid) => pointReference(this.env, "iccid", iccid, accountId, mode))).catch((e) =>
        console.error("ICCID reference index write failed", e),
      );
    }
    // the operators' refund queue in D1 follows the pending refunds (refund-queue.ts)
    if (this.ref && done.kept) followPendingRefunds(this.env, this.ref, this.sql, done.kept, done.refundsTouched === true);
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
    checkedFirst = false,
  ): Outcome<StoredResponse> {
    const step = (tx: Tx): StoredResponse => {
      const replay = idempotency.lookup(this.sql, idem, now, claimed);
      if (replay) return replay;
      const body = JSON.stringify(op(tx));
      idempotency.record(this.sql, idem, now, 200, body);
      return { status: 200, body, replayed: false };
    };
    const out = checkedFirst ? this.runChecked(ref, now, step) : this.run(ref, now, step);
    if (!out.ok && claimed) idempotency.release(this.sql, idem.key);
    return out;
  }

  /**
   * Moves the alarm earlier when work falls due before it would ring (never later). `at` is on
   * the account's clock; the alarm rings in real time.
   */
  private async ensureAlarm(at: number): Promise<void> {
    const real = at - this.offsetMs;
    if (this.alarmAt !== null && this.alarmAt <= real) return;
    this.alarmAt = real;
    await this.ctx.storage.setAlarm(real);
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

  /**
   * Sets overdraft limit and/or net terms; emits `credit.updated` with the account, whose view
   * (the D1 record's, without credit) the caller passes and this object completes.
   */
  /**
   * New credit terms. An operator's change brings its audit entry (`audit`, without before and
   * after): the step fills in the terms it changed and keeps the entry in its outbox, so the
   * entry exists exactly when the change does; the caller gets it back to write at once.
   */
  async setCredit<A extends { credit: CreditView | null }>(
    ref: AccountRef,
    next: { overdraftLimit?: number; netTermsDays?: number },
    account: A,
    now = Date.now(),
    audit?: AuditRow,
  ): Promise<Outcome<A & { credit: CreditView; audit?: AuditRow }>> {
    return this.run(ref, now, (tx) => {
      const was = terms(tx);
      setTerms(tx, next);
      notifyOverdue(tx);
      const t = terms(tx);
      const view = { ...account, credit: creditView({ ...t, status: overdue(tx) ? "frozen" : "active" }) };
      emit(tx, "credit.updated", view);
      if (!audit) return view;
      const fields = (x: typeof t) => ({ mode: ref.mode, overdraft_limit: x.overdraftLimit, net_terms_days: x.netTermsDays });
      const diff = changedFields(fields(was), fields(t));
      // the mode names whose terms these are, changed or not
      const entry = { ...audit, before: JSON.stringify({ mode: ref.mode, ...diff.before }), after: JSON.stringify({ mode: ref.mode, ...diff.after }) };
      keepAuditEntry(tx, entry);
      return { ...view, audit: entry };
    });
  }

  // ---- wallet ------------------------------------------------------------------------------

  async wallet(ref: AccountRef, now = Date.now()) {
    return this.run(ref, now, (tx) => walletView(tx));
  }

  /** Sets or clears the low balance alert of this mode (PUT /v1/wallet/alerts); answers the wallet. */
  async setWalletAlerts(ref: AccountRef, alerts: { lowBalance: number | null }, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      setLowBalance(tx, alerts.lowBalance);
      return walletView(tx);
    });
  }

  /** Both balances' lines, newest first, each with the order it belongs to. */
  async accountLedger(ref: AccountRef, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) =>
      ledgerPage(tx.sql, undefined, args.after, args.limit).map((l) =>
        accountLedgerEntryView(l, l.order_id ? one<OrderRow>(tx.sql, "SELECT * FROM orders WHERE id = ?", l.order_id) : undefined),
      ),
    );
  }

  async walletLedger(ref: AccountRef, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) =>
      ledgerPage(tx.sql, "wallet", args.after, args.limit).map(ledgerEntryView),
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
    // the expiry was reckoned from real time by the caller: it is put on the account's clock
    const out = this.runIdempotent(ref, idem, now, (tx) => invoiceView(recordInvoice(tx, { ...inv, expiresAt: this.clock(inv.expiresAt) }), tx.now), true);
    await this.armLightningPoll();
    return out;
  }

  async invoice(ref: AccountRef, invoiceId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => invoiceView(getInvoiceRow(tx, invoiceId), tx.now));
  }

  async checkPayable(ref: AccountRef, invoiceId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => invoiceView(assertPayable(tx, invoiceId), tx.now));
  }

  // ---- provider events (funding rails) -----------------------------------------------------

  async applyProviderEvent(
    ref: AccountRef,
    provider: string,
    eventId: string,
    ev: ProviderEvent,
    now = Date.now(),
  ): Promise<Outcome<ProviderEventResult>> {
    return this.run(ref, now, (tx) => applyProviderEvent(tx, provider, eventId, ev));
  }

  // ---- quotes ------------------------------------------------------------------------------

  async createQuote(ref: AccountRef, idem: IdempotencyKey, input: NewQuote, claimed: boolean, now = Date.now()) {
    // createQuote checks the funds and the key before it writes anything (runChecked)
    // its expiries were reckoned from real time by the caller: they are put on the account's clock
    const onClock = this.offsetMs ? shiftQuoteTimes(input, this.offsetMs) : input;
    const out = await this.runIdempotent(ref, idem, now, (tx) => quoteView(openQuote(tx, onClock)), claimed, true);
    if (input.invoice) await this.armLightningPoll();
    return out;
  }

  async quote(ref: AccountRef, quoteId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => quoteView(getQuoteRow(tx, quoteId)));
  }

  async quotes(ref: AccountRef, filter: { status?: string }, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) => page<QuoteRow>(tx.sql, "quotes", filter, args.after, args.limit).map(quoteView));
  }

  async cancelQuote(ref: AccountRef, quoteId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => quoteView(cancelAwaitingQuote(tx, quoteId)));
  }

  // ---- orders ------------------------------------------------------------------------------

  async order(ref: AccountRef, orderId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => orderView(getOrderRow(tx, orderId), tx.installBase ?? ""));
  }

  async orders(
    ref: AccountRef, filter: { status?: string; offer_id?: string; category?: string; refund_status?: string; esim_state?: EsimStateFilter }, args: PageArgs, now = Date.now(),
  ) {
    // refund_status "none": the orders without a refund, whose column is NULL (equality never matches it)
    const none = filter.refund_status === "none";
    const where = [none ? "refund_status IS NULL" : null, filter.esim_state ? `id IN (${ESIM_STATE_FILTERS[filter.esim_state]})` : null].filter(Boolean);
    const table = where.length ? `(SELECT * FROM orders WHERE ${where.join(" AND ")})` : "orders";
    const by = { ...filter, refund_status: none ? undefined : filter.refund_status, esim_state: undefined };
    return this.run(ref, now, (tx) => page<OrderRow>(tx.sql, table, by, args.after, args.limit).map((o) => orderView(o, tx.installBase ?? "")));
  }

  /**
   * Fulfilment of a batch of this account's orders, in one call (the queue consumer's, for work
   * the alarm handed over; a new order starts here by itself): each order's supplier
   * lease is taken in a transaction, the supplier is called outside it (other requests may run
   * meanwhile; the lease keeps a duplicate job away from the same order), and the answer is
   * recorded in another. Safe to run twice: a settled order is skipped, settlement is one-way.
   */
  async fulfilOrders(ref: AccountRef, orderIds: string[]): Promise<FulfilmentResult[]> {
    const supplier = providersFor(this.env, ref.mode).supplier;
    const results = await Promise.all([...new Set(orderIds)].map((id) => this.fulfilOne(ref, supplier, id, "handed_over")));
    this.drainSoon();
    return results;
  }

  /**
   * The first run of orders this step opened, when their supplier answers from the order alone
   * (the sandbox's): its answer is recorded in the step's own transaction, so the order and its
   * outcome commit together and no moment lies between them. Whatever fails here fails the
   * step: nothing of it is kept. Orders whose supplier is in the outside world stay in
   * `tx.opened` and are asked once the step has committed (fulfilSoon).
   */
  private answerAtOnce(tx: Tx): void {
    if (!tx.opened?.length) return;
    const supplier = this.supplierAnsweringAtOnce();
    if (!supplier) return;
    for (const o of tx.opened) {
      const started = Date.now();
      const outcome = supplier.answerAtOnce(supplierOrder(o));
      const result = finishFulfilment(tx, o.id, o.owner, outcome, o);
      (tx.answered ??= []).push({ order: o, outcome, result, started });
    }
    tx.opened = [];
  }

  /** This mode's supplier when it answers from the order alone (the sandbox's), else null. */
  private supplierAnsweringAtOnce(): AnswersAtOnce | null {
    if (!this.ref) return null;
    const supplier = providersFor(this.env, this.ref.mode).supplier;
    return supplier.answerAtOnce ? (supplier as AnswersAtOnce) : null;
  }

  /** Starts the fulfilment of just-opened orders without holding up the request that opened them. */
  private fulfilSoon(orders: OpenedOrder[]): void {
    const ref = this.ref;
    if (!ref) return;
    const supplier = providersFor(this.env, ref.mode).supplier;
    void Promise.all(orders.map((o) => this.fulfilOne(ref, supplier, o.id, "first", o)))
      .catch((e) => console.error("fulfilment start failed; the due time hands it over", e))
      .finally(() => this.drainSoon());
  }

  private async fulfilOne(
    ref: AccountRef, supplier: Supplier, orderId: string, run: "first" | "handed_over", opened?: OpenedOrder, only?: number,
  ): Promise<FulfilmentResult> {
    const started = Date.now();
    // a new order already holds its lease for this run; work handed over takes it here
    const owner = opened?.owner ?? crypto.randomUUID();
    const deps = this.runDeps(ref, supplier);
    const circuits = await readCircuits(supplier);
    // a job's own steps skip the per-request upkeep: requests and the alarm do it; the claim and the first move are one step
    const begun = deps.step((tx) => {
      const claim = opened ?? claimFulfilment(tx, orderId, owner, only !== undefined);
      if (claim === "resolved" || claim === "busy") return claim;
      if ("status" in claim && claim.status !== "pending") return { kind: "follow_up" as const, claim };
      const order: Pick<OrderRow, "id" | "created_at" | "category"> = claim;
      return { kind: "run" as const, leaseUntil: claim.supplier_lease_until, order, first: advanceOrder(tx, orderId, owner, { circuits, mayStart: true }) };
    });
    if (begun === "resolved") return "skipped";
    if (begun === "busy") return "busy";
    if (begun.kind === "follow_up") return this.followUp(ref, supplier, begun.claim, owner, only);
    const { result, outcome } = await driveOrder(deps, orderId, owner, begun.leaseUntil, begun.first);
    this.afterAnswer(ref, begun.order, outcome, result, run, started);
    return result;
  }

  /** What a fulfilment run needs of this object: its account, its supplier, and its steps. */
  private runDeps(ref: AccountRef, supplier: Supplier): RunDeps {
    return { env: this.env, account: { accountId: ref.accountId, mode: ref.mode }, supplier, step: (fn) => unwrap(this.run(ref, Date.now(), fn, false)) };
  }

  /**
   * A look-up of a settled order: one refunded at the pending limit, or one fulfilled while another
   * of its routes answered "not there" (route-attempts.ts). A purchase found at a route it left is
   * a duplicate, undone where its supplier allows; one found after the partner's refund is also
   * listed for the operator (in D1, before the step that ends the follow-up) and alerted. The
   * order stays as it is. An order older than route attempts is looked up by its own SKU.
   */
  private async followUp(ref: AccountRef, supplier: Supplier, claim: OrderRow & { supplier_lease_until: number }, owner: string, only?: number): Promise<FulfilmentResult> {
    const deps = this.runDeps(ref, supplier);
    const watched = await followUpAttempts(deps, claim, owner, only);
    if (watched !== null) return watched;
    let outcome: SupplierOutcome | null = null;
    try {
      outcome = await supplier.purchase({ ...supplierOrder(claim), lookupOnly: true });
      if (outcome.status === "fulfilled") {
        await recordLateSuccess(this.env, {
          orderId: claim.id, accountId: ref.accountId, mode: ref.mode, supplier: supplierOf(claim.supplier_sku),
          supplierReference: outcome.transactionId, price: claim.price, refundedAt: claim.resolved_at ?? Date.now(), foundAt: Date.now(),
          deliverable: outcome.deliverable,
        });
      }
    } catch (e) {
      outcome = null;
      console.error(`look-up of refunded order ${claim.id} failed; will retry`, e);
    }
    const found = outcome !== null && outcome.status !== "pending";
    const result = deps.step((tx) => finishFollowUp(tx, claim.id, owner, found));
    if (outcome?.status === "fulfilled") {
      alert({ msg: "late supplier success after a refund", order_id: claim.id, account_id: ref.accountId, mode: ref.mode, supplier_reference: outcome.transactionId });
    }
    return result;
  }

  /** How these orders were supplied (route, package, cost, the supplier's id of the eSIM, every attempt): operators only. */
  async orderSupply(ref: AccountRef, orderIds: string[], now = Date.now()) {
    return this.run(ref, now, (tx) => supplyOfOrders(tx, orderIds.slice(0, 100)));
  }

  /**
   * A supplier said something about one route attempt of an order (a notification, read back from
   * the supplier first by its door): a pending order's run is started now, and a settled order's
   * attempt is looked up now, whatever its follow-up window says. Both under the order's lease.
   */
  async supplierNotice(ref: AccountRef, orderId: string, attempt: number): Promise<FulfilmentResult> {
    const supplier = providersFor(this.env, ref.mode).supplier;
    const result = await this.fulfilOne(ref, supplier, orderId, "handed_over", undefined, attempt);
    this.drainSoon();
    return result;
  }

  /**
   * Metrics and, for a first run, the job's log line (work handed over is logged by its consumer);
   * a fulfilled live mobile top-up goes into the D1 reference index by its order id, for the
   * supplier's reversal report (jobs/supplier-reversals.ts).
   */
  private afterAnswer(
    ref: AccountRef, order: { id: string; created_at: number; category: string }, outcome: SupplierOutcome | null, result: FulfilmentResult,
    run: "first" | "handed_over", started: number,
  ): void {
    if (ref.mode === "live" && order.category === "mobile_topup" && result === "resolved" && outcome?.status === "fulfilled") {
      // best effort after the commit, like the ICCIDs: a lost write leaves a later reversal of this order unmatched (alerted)
      void indexReference(this.env, "topup_order", order.id, ref.accountId, ref.mode).catch((e) => console.error("top-up order reference index write failed", e));
    }
    if (result === "resolved" && outcome) {
      recordFulfilment(this.env, {
        account: ref.accountId, mode: ref.mode, result: outcome.status, latencyMs: this.clock(Date.now()) - order.created_at, attempt: run === "first" ? 1 : 2,
      });
    }
    if (run === "first") {
      logJob({ kind: "fulfilment", ids: { order_id: order.id, account_id: ref.accountId, mode: ref.mode }, outcome: "ok", result, attempt: 1, duration_ms: Date.now() - started });
    }
  }

  async settleOrder(ref: AccountRef, orderId: string, outcome: SupplierOutcome, now = Date.now()) {
    return this.run(ref, now, (tx) => resolveOrder(tx, orderId, outcome).changed);
  }

  /** The sandbox complete helper: resolves a pending order as the sandbox supplier would. */
  async completeOrder(ref: AccountRef, idem: IdempotencyKey, orderId: string, outcome: "fulfilled" | "failed", now = Date.now()) {
    return this.runIdempotent(ref, idem, now, (tx) =>
      orderView(forceOutcome(tx, orderId, sandboxOutcome(getOrderRow(tx, orderId), outcome)), tx.installBase ?? ""),
    );
  }

  // ---- order batches ----
  // Many wallet purchases in one step, all or nothing (order-batches.ts): POST /v1/order_batches
  // runs it, and so can a page, through createOrderBatch (routes/order-batches/create.ts).

  /**
   * The batch's funds and the key are checked before anything is written (runChecked); then every
   * purchase is made as a wallet quote makes it, and the sandbox's answers are recorded in this
   * same step before the answer is made, as they are for a single purchase (a live supplier is
   * asked once the step has committed, afterStep).
   */
  async createOrderBatch(ref: AccountRef, idem: IdempotencyKey, input: NewOrderBatch, now = Date.now()) {
    // expiries were reckoned from real time by the caller: they are put on the account's clock
    const onClock = this.offsetMs ? { ...input, items: input.items.map((i) => ({ ...i, quote: shiftQuoteTimes(i.quote, this.offsetMs) })) } : input;
    return this.runIdempotent(ref, idem, now, (tx) => {
      const batch = openOrderBatch(tx, onClock);
      this.answerAtOnce(tx);
      // the answer is the batch with what those answers resolved counted
      countBatches(tx);
      return orderBatchView(getBatchRow(tx, batch.id), tx.livemode);
    }, false, true);
  }

  async orderBatch(ref: AccountRef, batchId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => orderBatchView(getBatchRow(tx, batchId), tx.livemode));
  }

  async orderBatches(ref: AccountRef, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) => orderBatchesPage(tx, args.after, args.limit));
  }

  async orderBatchOrders(ref: AccountRef, batchId: string, filter: { status?: string }, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) => batchOrdersPage(tx, batchId, filter, args.after, args.limit));
  }

  /** The batch and all its orders, oldest first, for its CSV. */
  async orderBatchExport(ref: AccountRef, batchId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => batchOrdersForExport(tx, batchId));
  }

  // ---- refunds -------------------------------------------------------------------------------

  /**
   * A partner's refund request (POST /v1/refunds, the dashboard's Request refund), once per
   * idempotency key: the refund is opened pending; the sandbox supplier answers in the same step
   * (the never-installed fixture's refund succeeds at once, every other waits for the resolve
   * helper); live, it waits on the supplier or an operator.
   */
  async createRefund(ref: AccountRef, idem: IdempotencyKey, input: Pick<NewRefund, "orderId" | "reason" | "metadata" | "esimStatus">, now = Date.now()) {
    return this.runIdempotent(ref, idem, now, (tx) => refundView(openRefund(tx, { ...input, origin: "partner", windowDays: refundWindowDays(this.env) }), tx.livemode));
  }

  /**
   * The eSIM of an order whose refund its supplier cancels at once (esim-state.md): never installed
   * (domain/esim-state.ts neverInstalled) at a supplier whose capabilities say cancelsUnusedAtOnce.
   */
  private unusedEsimOf(tx: Tx, orderId: string): ControlTarget | null {
    const e = esimOf(tx, getOrderRow(tx, orderId));
    if (!e || isFinal(e.row.service_state) || !neverInstalled(statesOf(e.row)) || !capabilitiesOf(tx, e.order).cancelsUnusedAtOnce) return null;
    return supplierEsimOf(e);
  }

  /**
   * A partner's refund just opened pending whose eSIM its supplier cancels at once: the eSIM to
   * cancel there (null: none, or the refund is no longer pending).
   */
  async unusedEsimToCancel(ref: AccountRef, refundId: string, now = Date.now()): Promise<Outcome<ControlTarget | null>> {
    return this.run(ref, now, (tx) => {
      const r = getRefundRow(tx, refundId);
      return r.status === "pending" && r.origin === "partner" ? this.unusedEsimOf(tx, r.order_id) : null;
    }, false);
  }

  /**
   * The supplier cancelled the unused eSIM of a pending refund: it succeeds, and the request's
   * idempotency key answers with the succeeded refund from now on. Told twice, the second changes nothing.
   */
  async succeedUnusedRefund(ref: AccountRef, idem: IdempotencyKey, refundId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      const r = getRefundRow(tx, refundId);
      const body = JSON.stringify(refundView(r.status === "pending" ? succeedRefund(tx, r.id) : r, tx.livemode));
      idempotency.record(this.sql, idem, now, 200, body);
      return { status: 200, body, replayed: false } satisfies StoredResponse;
    });
  }

  async refund(ref: AccountRef, refundId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => refundView(getRefundRow(tx, refundId), tx.livemode));
  }

  async refunds(ref: AccountRef, filter: { order_id?: string; status?: string }, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) => page<RefundRow>(tx.sql, "refunds", filter, args.after, args.limit).map((r) => refundView(r, tx.livemode)));
  }

  /** The sandbox resolve helper: a pending refund succeeds or is rejected (esim_in_use), once. */
  async resolveSandboxRefund(ref: AccountRef, idem: IdempotencyKey, refundId: string, outcome: "succeeded" | "rejected", now = Date.now()) {
    if (ref.mode !== "test") return { ok: false as const, error: serialize(new ApiError("test_mode_only", "Only a sandbox refund can be resolved by the helper.")) };
    return this.runIdempotent(ref, idem, now, (tx) =>
      refundView(outcome === "succeeded" ? succeedRefund(tx, refundId) : rejectRefund(tx, refundId, "esim_in_use"), tx.livemode),
    );
  }

  /**
   * An operator's decision on a pending refund (the console's queue, /admin/v1/refunds/{id}/…),
   * with its audit entry kept in the same step; a refund no longer pending answers
   * refund_already_resolved and records nothing.
   */
  async decideRefund(ref: AccountRef, refundId: string, decision: { approve: true } | { approve: false; failureReason: RefundFailureReason }, audit: AuditRow, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      const done = decision.approve ? succeedRefund(tx, refundId) : rejectRefund(tx, refundId, decision.failureReason);
      keepAuditEntry(tx, audit);
      return refundView(done, tx.livemode);
    });
  }

  /** An operator's goodwill refund of any fulfilled order (top-ups included): it succeeds at once, audited in the same step. */
  async goodwillRefund(ref: AccountRef, orderId: string, reason: NewRefund["reason"], metadata: Record<string, string>, audit: AuditRow, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      const opened = openRefund(tx, { orderId, reason, metadata, origin: "operator", windowDays: 0 });
      const done = succeedRefund(tx, opened.id);
      keepAuditEntry(tx, { ...audit, target: done.id });
      return refundView(done, tx.livemode);
    });
  }

  /**
   * A supplier reported an order's money returned: its refund of origin `supplier` succeeds, once
   * per order however often the report is seen (null: the order cannot take one; the caller alerts).
   */
  async supplierReversal(ref: AccountRef, orderId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      const out = recordSupplierReversal(tx, orderId);
      return out ? { refund: refundView(out.refund, tx.livemode), changed: out.changed } : null;
    });
  }

  /**
   * The supplier took the refund's request for review under its own id: kept on the refund for
   * the operator (the refund stays pending until the operator records the supplier's decision).
   * Told twice, the same id is written again; nothing else changes.
   */
  async noteSupplierRefund(ref: AccountRef, refundId: string, supplierRefundId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      getRefundRow(tx, refundId);
      tx.sql.exec("UPDATE refunds SET supplier_refund_id = ? WHERE id = ?", supplierRefundId, refundId);
      tx.refundsTouched = true;
      return refundView(getRefundRow(tx, refundId), tx.livemode);
    });
  }

  /** The supplier refused the refund's request at once: a pending refund is rejected with supplier_refused; one already resolved stays as it is. */
  async supplierRefusedRefund(ref: AccountRef, refundId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      const r = getRefundRow(tx, refundId);
      return refundView(r.status === "pending" ? rejectRefund(tx, refundId, "supplier_refused") : r, tx.livemode);
    });
  }

  // ---- eSIM usage ----------------------------------------------------------------------------

  /** The sandbox's usage reading of an order, on the account's clock (esim-usage.ts). */
  async sandboxUsage(ref: AccountRef, orderId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => sandboxOrderUsage(tx, orderId));
  }

  /** The sandbox usage helper: sets the share of data used; thresholds reached fire now, once each. */
  async setSandboxUsage(ref: AccountRef, idem: IdempotencyKey, orderId: string, percent: number, now = Date.now()): Promise<Outcome<StoredResponse>> {
    if (ref.mode !== "test") return { ok: false, error: serialize(new ApiError("test_mode_only", "Only a sandbox order's usage can be set.")) };
    return this.runIdempotent(ref, idem, now, (tx) => setSandboxUsage(tx, orderId, percent));
  }

  /** Whether a threshold of this eSIM order was announced already (a repeated supplier notice needs no usage read). */
  async usageThresholdFired(orderId: string, iccid: string, threshold: Threshold): Promise<boolean> {
    return one(this.sql, "SELECT 1 AS one FROM esim_alerts WHERE iccid = ? AND order_id = ? AND threshold = ?", iccid, orderId, threshold) !== undefined;
  }

  /** A supplier's low-data or expiry notice for an eSIM order of this account, confirmed by `usage` (read by the caller). */
  async recordUsageThreshold(ref: AccountRef, orderId: string, iccid: string, threshold: Threshold, usage: UsageObject, now = Date.now()) {
    return this.run(ref, now, (tx) => recordSupplierThreshold(tx, orderId, iccid, threshold, usage));
  }

  /** The newest fulfilled eSIM order that delivered `iccid` (a supplier's notice names only the ICCID; no supplier names a sandbox eSIM); null: none here. */
  async esimOrderOfIccid(iccid: string): Promise<string | null> {
    return one<{ order_id: string }>(this.sql, `SELECT order_id FROM esim_plans WHERE iccid = ? AND ${NAMED_BY_SUPPLIERS} ORDER BY starts_at DESC LIMIT 1`, iccid)?.order_id ?? null;
  }

  // ---- the eSIM after the sale ---------------------------------------------------------------
  // (esim-state.ts, esim-controls.ts) GET /v1/orders/{id}/esim, the three controls, the sandbox's
  // helper, and the readings of a supplier that reports state

  /**
   * The eSIM of a fulfilled eSIM order (404 for any other). Live, at a supplier that reports state,
   * one not checked for 15 minutes is read from the supplier first (outside any step) and the
   * reading recorded; a supplier that cannot answer leaves the stored states, with their checked_at.
   */
  async esim(ref: AccountRef, orderId: string, now = Date.now()): Promise<Outcome<EsimView>> {
    const first = this.run(ref, now, (tx) => {
      const check = readNeedsCheck(tx, orderId);
      return check ? { check } : { view: esimView(tx, getEsim(tx, orderId)) };
    });
    if (!first.ok || "view" in first.value) return first.ok ? { ok: true, value: first.value.view! } : first;
    const read = await this.readSupplierState(ref, first.value.check);
    if (read) return this.recordEsimReading(ref, orderId, read.reading, read.checkedAt);
    return this.run(ref, Date.now(), (tx) => esimView(tx, getEsim(tx, orderId)));
  }

  /** A supplier's reading of an eSIM, or null (logged) when it could not give one. */
  private async readSupplierState(ref: AccountRef, target: ControlTarget): Promise<{ reading: EsimReading; checkedAt: number } | null> {
    try {
      const r = await providersFor(this.env, ref.mode).supplier.readEsimState(target);
      return { reading: { profileState: r.profileState, serviceState: r.serviceState }, checkedAt: r.checkedAt };
    } catch (e) {
      console.error(`reading the state of eSIM order ${target.orderId} failed; its stored states stand`, e);
      return null;
    }
  }

  /**
   * A supplier's reading of an eSIM order of this account, made at `checkedAt` (real time): its
   * states recorded, `esim.updated` for a change (a stale read, the sweep, and a supplier's
   * notification read back all come here). Answers the eSIM. `supplierRef`: a notification's
   * reading names the eSIM by the supplier's own id, and is recorded only on the order whose eSIM
   * that is (else 404, nothing changed).
   */
  async recordEsimReading(ref: AccountRef, orderId: string, reading: EsimReading, checkedAt: number, supplierRef?: string, now = Date.now()) {
    return this.run(ref, now, (tx) => recordEsimReading(tx, orderId, reading, this.clock(checkedAt), supplierRef));
  }

  /**
   * The eSIM of order `orderId` as its supplier is asked about it, when the supplier's own id of it
   * is `supplierRef` (a notification names the eSIM by that id); null for any other order.
   */
  async esimOfSupplierRef(ref: AccountRef, orderId: string, supplierRef: string, now = Date.now()): Promise<Outcome<ControlTarget | null>> {
    return this.run(ref, now, (tx) => {
      const e = esimOf(tx, getOrderRow(tx, orderId));
      return e && e.order.supplier_ref === supplierRef ? supplierEsimOf(e) : null;
    }, false);
  }

  /**
   * What the top-up doors (GET …/topup_offers, POST /v1/quotes with esim_order_id) read of an
   * order: its eSIM (null: it has none) and the rule's top-up entry (null: it may take one now).
   */
  async esimTopup(ref: AccountRef, orderId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      const order = getOrderRow(tx, orderId);
      const e = esimOf(tx, order);
      if (!e) return null;
      return { id: order.id, offer_id: order.offer_id, iccid: e.iccid, sku: order.supplier_sku, refusal: topupRefusalOf(tx, order.id) };
    });
  }

  /** The eSIM a control would act on, or the rule's refusal (nothing written, nothing asked of the supplier). */
  async esimControlTarget(ref: AccountRef, orderId: string, control: EsimControl, now = Date.now()) {
    return this.run(ref, now, (tx) => controlTarget(tx, orderId, control));
  }

  /** Records a control its supplier carried out (the rule asked again first); answers the eSIM. */
  async applyEsimControl(ref: AccountRef, orderId: string, control: EsimControl, reason: string | null, now = Date.now()) {
    return this.run(ref, now, (tx) => applyControl(tx, orderId, control, reason));
  }

  /** The sandbox's helper: the eSIM's device state moves to `to`, once per idempotency key. */
  async moveSandboxEsim(ref: AccountRef, idem: IdempotencyKey, orderId: string, to: Exclude<ProfileState, "unknown">, now = Date.now()): Promise<Outcome<StoredResponse>> {
    if (ref.mode !== "test") return { ok: false, error: serialize(new ApiError("test_mode_only", "Only a sandbox eSIM's device state can be moved.")) };
    return this.runIdempotent(ref, idem, now, (tx) => moveSandboxProfile(tx, orderId, to));
  }

  /**
   * The sweep's part for a live account: eSIMs at a supplier that reports state, neither final nor
   * expired and not checked for 6 hours, read again (a batch per run, oldest first). Answers how
   * many were read.
   */
  private async recheckEsims(now: number): Promise<number> {
    const ref = this.ref;
    if (ref?.mode !== "live") return 0;
    const due = unwrap(this.run(ref, now, (tx) => esimsToRecheck(tx), false));
    let read = 0;
    for (const target of due) {
      const r = await this.readSupplierState(ref, target);
      if (!r) continue;
      const out = this.run(ref, Date.now(), (tx) => recordEsimReading(tx, target.orderId, r.reading, this.clock(r.checkedAt)), false);
      if (out.ok) read += 1;
    }
    return read;
  }

  // ---- the traveller's page ------------------------------------------------------------------

  /**
   * Everything the traveller's eSIM page (GET /install/{key}) shows, in its one call: the profile
   * of the order whose install token is `token` (the page's URL named this object; the token is
   * looked up here, by its unique index), the brand and, in the sandbox, the usage on the account's
   * clock (traveller-page.ts); a read, no transaction. Null: no such link.
   */
  async travellerPage(token: string, now = Date.now()): Promise<TravellerPageRead | null> {
    return readTravellerPage(this.tx(undefined, now), token);
  }

  /** The brand the dashboard's preview of the traveller's page shows (the session's account and mode). */
  async travellerBrand(ref: AccountRef, now = Date.now()): Promise<Outcome<TravellerBrand>> {
    return this.run(ref, now, (tx) => readTravellerBrand(tx), false);
  }

  // ---- brand ----
  // The brand this account and mode shows its travellers (brand.ts): GET/PUT /v1/brand, the logo
  // routes and the dashboard's Settings → Brand read and write it through these two.

  async brand(ref: AccountRef, now = Date.now()): Promise<Outcome<Brand>> {
    return this.run(ref, now, (tx) => readBrand(tx.sql));
  }

  /** Sets the fields the patch names (null clears one), on the account's clock; answers the brand. */
  async updateBrand(ref: AccountRef, patch: BrandPatch, now = Date.now()): Promise<Outcome<Brand>> {
    return this.run(ref, now, (tx) => writeBrand(tx, patch));
  }

  // ---- the sandbox test clock -------------------------------------------------------------------

  async testClock(ref: AccountRef, now = Date.now()) {
    return this.run(ref, now, (tx) => clockView(tx.now, this.offsetMs));
  }

  /**
   * Moves a sandbox account's clock `seconds` forward, once per idempotency key. The machinery's
   * times move with it (clock.ts), then the upkeep every step runs first (tick) runs again at
   * each time work falls due on the way, in that order, so each expiry and overdue notice is
   * made, with its event, at its own time; the answer is the clock at its new time.
   */
  async advanceClock(ref: AccountRef, idem: IdempotencyKey, seconds: number, now = Date.now()): Promise<Outcome<StoredResponse>> {
    if (ref.mode !== "test") return { ok: false, error: serialize(new ApiError("test_mode_only", "Only a sandbox account's clock can be advanced.")) };
    try {
      return this.runIdempotent(ref, idem, now, (tx) => {
        const delta = seconds * 1000;
        const target = tx.now + delta;
        carryMachinery(this.sql, delta);
        for (let at = nextUpkeepAt(this.sql, target); at !== null; at = nextUpkeepAt(this.sql, target)) {
          tx.now = Math.max(tx.now, at);
          this.tick(tx);
        }
        tx.now = target;
        // in force for what this step leaves to do (its alarm, its outbox); read back below
        this.offsetMs += delta;
        storeOffsetMs(this.sql, this.offsetMs);
        return clockView(target, this.offsetMs);
      });
    } finally {
      // what committed (a step rolled back or a replay leaves the clock where it was)
      this.offsetMs = storedOffsetMs(this.sql);
    }
  }

  // ---- deliveries ----
  // eSIMs sent to travellers (deliveries.ts): POST/GET /v1/orders/{id}/deliveries and the
  // dashboard's Send to traveller open and list them; the sender (jobs/esim-deliveries.ts) claims
  // and finishes each one; a quote's own delivery is opened by the step that fulfils its order.

  /**
   * Before a requested delivery takes its place under the sending limits: the delivery this
   * request (`requestKey`: its Idempotency-Key and claim) already made, else null once the order
   * is one that can be sent (404, 409 order_not_deliverable otherwise). Writes nothing.
   */
  async checkEsimDelivery(ref: AccountRef, orderId: string, requestKey: string, now = Date.now()): Promise<Outcome<EsimDeliveryView | null>> {
    return this.run(ref, now, (tx) => {
      const made = deliveryOfRequest(tx, requestKey);
      if (made) return esimDeliveryView(made);
      deliverableOrder(tx, orderId);
      return null;
    }, false);
  }

  /** Opens a requested delivery, its message rendered and recorded (or answers the one this request already made). */
  async openEsimDelivery(ref: AccountRef, input: { orderId: string; email: string; language: Language | null; requestKey: string }, now = Date.now()) {
    return this.run(ref, now, (tx) => esimDeliveryView(deliveryOfRequest(tx, input.requestKey) ?? openDelivery(tx, { ...input, origin: "request", queue: false })));
  }

  async claimEsimDelivery(ref: AccountRef, deliveryId: string, owner: string, now = Date.now()) {
    return this.run(ref, now, (tx) => claimDelivery(tx, deliveryId, owner), false);
  }

  async finishEsimDelivery(ref: AccountRef, deliveryId: string, owner: string, outcome: DeliveryOutcome, now = Date.now()) {
    return this.run(ref, now, (tx) => finishDelivery(tx, deliveryId, owner, outcome), false);
  }

  async esimDeliveries(ref: AccountRef, orderId: string, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) => esimDeliveriesPage(tx, orderId, args.after, args.limit));
  }

  /** A delivery's message as recorded: its HTML and the inline images it names. */
  async esimDeliveryMessage(ref: AccountRef, orderId: string, deliveryId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      const r = getDeliveryRow(tx, orderId, deliveryId);
      return { delivery: esimDeliveryView(r), subject: r.subject, html: r.html, text: r.text, attachments: JSON.parse(r.attachments) as { content_id: string; content_type: string; content: string }[] };
    });
  }

  // ---- Revenue Centre ------------------------------------------------------------------------

  async revenue(ref: AccountRef, now = Date.now()) {
    return this.run(ref, now, (tx) => revenueView(tx));
  }

  /**
   * What the dashboard's Home shows, in one call: the reads behind GET /v1/wallet and
   * GET /v1/revenue, and whether any order and any webhook endpoint exist (the checklist).
   */
  async overview(ref: AccountRef, now = Date.now()) {
    return this.run(ref, now, (tx) => ({
      wallet: walletView(tx),
      revenue: revenueView(tx),
      hasOrder: one(tx.sql, "SELECT 1 AS x FROM orders LIMIT 1") !== undefined,
      hasEndpoint: one(tx.sql, "SELECT 1 AS x FROM webhook_endpoints LIMIT 1") !== undefined,
    }));
  }

  async revenueEntries(ref: AccountRef, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) =>
      ledgerPage(tx.sql, "revenue", args.after, args.limit).map((l) => ({ ...revenueEntryView(l), position: l.id })),
    );
  }

  /**
   * One month's revenue lines (oldest first) and the balance before them, for the monthly
   * statement, with the account's now (a month is over, or has started, on the account's clock).
   */
  async revenueStatement(ref: AccountRef, from: number, to: number, max: number, now = Date.now()) {
    return this.run(ref, now, (tx) => ({ ...revenueStatementLines(tx, from, to, max), now: tx.now }));
  }

  async transferCommission(ref: AccountRef, idem: IdempotencyKey, amount: number | undefined, now = Date.now()) {
    return this.runIdempotent(ref, idem, now, (tx) => transferToWallet(tx, amount));
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
    return this.runIdempotent(ref, idem, now, (tx) => payoutView(openPayout(tx, amount), tx.livemode));
  }

  async payout(ref: AccountRef, payoutId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => payoutView(getPayoutRow(tx, payoutId), tx.livemode));
  }

  async payouts(ref: AccountRef, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) => page<PayoutRow>(tx.sql, "payouts", {}, args.after, args.limit).map((p) => payoutView(p, tx.livemode)));
  }

  /** What the payout job needs, under the send lease of `owner`; see claimSend. */
  async claimPayoutSend(payoutId: string, owner: string, now = Date.now()): Promise<PayoutRow | "busy" | null> {
    return this.ctx.storage.transactionSync(() => {
      const tx = this.tx(undefined, now);
      return claimSend(tx, payoutId, owner, tx.now + PAYOUT_SEND_LEASE_MS);
    });
  }

  async releasePayoutSend(payoutId: string, owner: string): Promise<void> {
    releaseSend({ sql: this.sql }, payoutId, owner);
  }

  async recordPayoutInvoice(ref: AccountRef, payoutId: string, owner: string, inv: PayoutInvoice, now = Date.now()) {
    return this.run(ref, now, (tx) => recordPayoutInvoice(tx, payoutId, owner, inv));
  }

  async settlePayout(ref: AccountRef, payoutId: string, owner: string, outcome: PayoutOutcome, now = Date.now()) {
    return this.run(ref, now, (tx) => settlePayout(tx, payoutId, owner, outcome));
  }

  // ---- live Lightning: looking for payments on the node -------------------------------------

  /**
   * Asks the node about every invoice whose poll is due (outside any transaction: the node is
   * an outside call), applies each settlement through the provider-event path every deposit
   * takes, has the node cancel the invoices of expired quotes (best-effort), and returns when
   * the next poll is due (null: nothing pending), for the alarm.
   */
  async pollLightningInvoices(now = Date.now()): Promise<number | null> {
    const mode = this.ref?.mode;
    if (!mode) return null;
    const node = providersFor(this.env, mode).lightning;
    const due = invoicesDueForPoll({ sql: this.sql }, this.clock(now), POLL_BATCH);
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
    if (next !== null) await this.ensureAlarm(next);
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
    return this.run(ref, now, (tx) => endpointView(createEndpoint(tx, { id, ...input, sealedSecret }), secret));
  }

  async webhookEndpoints(ref: AccountRef, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) => endpointsPage(tx, args.after, args.limit));
  }

  async webhookEndpoint(ref: AccountRef, endpointId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => endpointView(getEndpointRow(tx, endpointId)));
  }

  async updateWebhookEndpoint(ref: AccountRef, endpointId: string, patch: EndpointPatch, now = Date.now()) {
    return this.run(ref, now, (tx) => endpointView(updateEndpoint(tx, endpointId, patch)));
  }

  async deleteWebhookEndpoint(ref: AccountRef, endpointId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      deleteEndpoint(tx, endpointId);
      return { id: endpointId, object: "webhook_endpoint" as const, deleted: true as const };
    });
  }

  /** A new secret in force at once; the old one signs nothing more. */
  async rotateWebhookSecret(ref: AccountRef, endpointId: string, now = Date.now()) {
    const secret = newSigningSecret();
    const sealedSecret = await sealSecret(this.env, secret, secretContext(ref.accountId, ref.mode, endpointId));
    return this.run(ref, now, (tx) => endpointView(replaceSecret(tx, endpointId, sealedSecret), secret));
  }

  async webhookDeliveries(ref: AccountRef, endpointId: string, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) => deliveriesPage(tx, endpointId, args.after, args.limit));
  }

  /**
   * An operator's replay: as replayEvent, with its audit entry (event.replay) kept in the same
   * step's outbox and answered, so the entry exists exactly when the deliveries do.
   */
  async replayEventForOperator(ref: AccountRef, eventId: string, audit: AuditRow, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      const deliveries = replay(tx, eventId).map(deliveryView);
      const entry = { ...audit, after: JSON.stringify({ mode: ref.mode, deliveries: deliveries.length }) };
      keepAuditEntry(tx, entry);
      return { deliveries, audit: entry };
    });
  }

  async replayEvent(ref: AccountRef, eventId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => replay(tx, eventId).map(deliveryView));
  }

  /**
   * Records a ping and makes its first attempt now, answering with that attempt's log item. Its
   * message is queued for after the attempt's lease too, so a crash mid-attempt loses nothing.
   */
  async pingWebhookEndpoint(ref: AccountRef, endpointId: string, now = Date.now()): Promise<Outcome<WebhookDeliveryView | null>> {
    const limitMs = timeoutMs(this.env);
    const fallbackAfterMs = limitMs + WEBHOOK_LEASE_MARGIN_MS + 5_000;
    const out = this.run(ref, now, (tx) => ping(tx, endpointId, fallbackAfterMs));
    if (!out.ok) return out;
    const [made] = await this.webhookSender(ref).deliver([{ delivery_id: out.value.delivery_id, attempt: out.value.attempt }]);
    return { ok: true, value: made ?? attemptView(this.tx(ref, Date.now()), out.value.delivery_id, out.value.attempt) };
  }

  /** The delivery job for a batch of this account's attempts, in one call (webhook-sender.ts). */
  async deliverWebhooks(ref: AccountRef, requests: AttemptRequest[]): Promise<(WebhookDeliveryView | null)[]> {
    const made = await this.webhookSender(ref).deliver(requests);
    this.drainSoon();
    return made;
  }

  private sender: WebhookSender | undefined;

  /** Claims, signs, posts and records attempts, many at a time; one per object. */
  private webhookSender(ref: AccountRef): WebhookSender {
    this.sender ??= new WebhookSender(this.env, ref, this.sql, (op) => unwrap(this.run(ref, Date.now(), op)));
    return this.sender;
  }

  async webhookAttempt(ref: AccountRef, deliveryId: string, attempt: number, now = Date.now()) {
    return this.run(ref, now, (tx) => attemptView(tx, deliveryId, attempt));
  }

  // ---- events ------------------------------------------------------------------------------

  async events(ref: AccountRef, filter: { type?: string }, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) =>
      eventsPage(tx.sql, filter.type, args.after, args.limit).map((e) => JSON.parse(e.body) as unknown),
    );
  }

  async event(ref: AccountRef, eventId: string, now = Date.now()) {
    return this.run(ref, now, (tx) => {
      const e = eventById(tx.sql, eventId);
      if (!e) throw notFound("event", eventId, "event_id");
      return JSON.parse(e.body) as unknown;
    });
  }

  /**
   * A live feed of this account's events as they are recorded (event-stream.ts): from now, or
   * after `lastEventId` when that event is at most an hour old on the account's clock.
   */
  async eventStream(ref: AccountRef, lastEventId?: string, now = Date.now()): Promise<ReadableStream<Uint8Array>> {
    const tx = this.tx(ref, now);
    return this.streams.open(tx.now, lastEventId);
  }

  // ---- request log (request-log.ts) -------------------------------------------------------------

  /** Lines the worker batched after answering; no step, no upkeep: a log line never waits for money. */
  async recordRequests(entries: RequestLogEntry[], now = Date.now()): Promise<number> {
    return this.appendLogLines(entries, now);
  }

  /**
   * The one way lines reach the log: a batch sent (recordRequests), lines a call carried
   * (AccountRef.requestLog) or a reader's pending ones. A line appended twice changes nothing.
   */
  private appendLogLines(entries: readonly RequestLogEntry[], now: number): number {
    return appendRequestLogs(this.sql, entries, this.offsetMs, this.clock(now));
  }

  /** A page of the log; `pending`: lines the reading isolate still holds, appended first. */
  async requestLogs(ref: AccountRef, filter: RequestLogFilter, args: PageArgs, pending: RequestLogEntry[] = [], now = Date.now()) {
    if (pending.length) this.appendLogLines(pending, now);
    return this.run(ref, now, (tx) => requestLogsPage(tx.sql, tx.now, filter, args.after, args.limit));
  }

  // ---- outbox, alarm, sweeps, invariants ------------------------------------------------------

  /**
   * Starts a drain when a step wrote to the outbox, unless one is running; a running one goes
   * round again for rows added meanwhile.
   */
  private drainSoon(): void {
    if (!this.outboxWritten) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = (async () => {
      do {
        this.drainAgain = false;
        this.outboxWritten = false;
        await this.drainOutbox().catch((e) => console.error("outbox drain failed; the alarm retries", e));
      } while (this.drainAgain);
    })().finally(() => {
      this.draining = null;
    });
  }

  /**
   * Sends queued messages. Rows are leased before the send and deleted after it, so a failed
   * send leaves them for the alarm or the cron sweep; a crash after sending but before deleting
   * sends them again, which every consumer tolerates.
   */
  async drainOutbox(realNow = Date.now()): Promise<number> {
    // due times and leases in the outbox are on the account's clock
    const now = this.clock(realNow);
    const rows = this.ctx.storage.transactionSync(() => {
      const due = all<{ id: number; queue: keyof typeof QUEUE_BINDINGS; body: string; deliver_at: number }>(
        this.sql,
        "SELECT id, queue, body, deliver_at FROM outbox WHERE lease_until <= ? ORDER BY id LIMIT 100",
        now,
      );
      if (due.length) this.sql.exec("UPDATE outbox SET lease_until = ? WHERE id >= ? AND id <= ? AND lease_until <= ?", now + OUTBOX_LEASE_MS, due[0]!.id, due[due.length - 1]!.id, now);
      return due;
    });
    if (rows.length === 0) return 0;
    const account = { account_id: this.ref?.accountId, mode: this.ref?.mode };
    let sent = 0;
    let failed = false;
    const audit = rows.filter((r) => r.queue === ("audit" as string));
    if (audit.length) {
      try {
        for (const r of audit) await recordAudit(this.env, JSON.parse(r.body) as AuditRow);
        for (const r of audit) this.sql.exec("DELETE FROM outbox WHERE id = ?", r.id);
        sent += audit.length;
      } catch (e) {
        console.error("audit entry forwarding to D1 failed; will retry", e);
        failed = true;
      }
    }
    for (const queue of Object.keys(QUEUE_BINDINGS) as (keyof typeof QUEUE_BINDINGS)[]) {
      const batch = rows.filter((r) => r.queue === queue);
      if (batch.length === 0) continue;
      try {
        await this.env[QUEUE_BINDINGS[queue]].sendBatch(
          batch.map((r) => ({
            body: { ...(JSON.parse(r.body) as object), ...account },
            // a message meant for later (a webhook retry) waits in the queue, not here
            ...(r.deliver_at > now ? { delaySeconds: queueDelaySeconds(r.deliver_at, now) } : {}),
          })),
        );
        for (const r of batch) this.sql.exec("DELETE FROM outbox WHERE id = ?", r.id);
        sent += batch.length;
      } catch (e) {
        console.error(`outbox send to ${queue} failed; will retry`, e);
        failed = true;
      }
    }
    if (failed) {
      await this.ensureAlarm(now + OUTBOX_LEASE_MS + 1000);
      return sent;
    }
    const more = one<{ n: number }>(this.sql, "SELECT COUNT(*) AS n FROM outbox WHERE lease_until <= ?", now)!.n;
    if (more > 0) return sent + (await this.drainOutbox(realNow));
    return sent;
  }

  /**
   * Rings by the due time of the earliest unfinished work: hands what is overdue to its queue
   * again, sends what the outbox holds, and sets itself for the next due time.
   */
  override async alarm(): Promise<void> {
    countAlarm(this.env);
    this.alarmAt = null;
    const now = Date.now();
    this.ctx.storage.transactionSync(() => {
      const tx = this.tx(undefined, now);
      handBackOverdue(tx);
      if (this.ref) fireDueUsageAlerts(tx);
    });
    this.streams.publish();
    await this.drainOutbox(now);
    await this.pollLightningInvoices(now);
    await this.scheduleNextAlarm(Date.now());
  }

  /** Sets the alarm for the earliest of: unfinished work falling due, an invoice poll, a sandbox usage threshold, an unsent outbox. */
  private async scheduleNextAlarm(realNow: number): Promise<void> {
    const left = one<{ n: number }>(this.sql, "SELECT COUNT(*) AS n FROM outbox")!.n;
    const tx = this.tx(undefined, realNow);
    const now = tx.now;
    const candidates = [nextDueAt(tx), nextInvoicePoll({ sql: this.sql }), nextUsageAlertAt(this.sql), left > 0 ? now + OUTBOX_LEASE_MS + 1000 : null]
      .filter((v): v is number => v !== null);
    if (candidates.length) await this.ensureAlarm(Math.max(Math.min(...candidates), now + 1000));
  }

  /**
   * Periodic upkeep driven by the cron: quote expiry, overdue notices, overdue work handed over
   * (should the alarm not have run), and the outbox sent. Pruning of idempotency records (older
   * than 24 h) and request log lines (older than 7 days) runs when `prune` is set (the hourly cron);
   * finished webhook attempts (30 days) and quotes that never took money (90 days) are pruned in
   * batches on every run (retention.ts).
   */
  async sweep(now = Date.now(), opts: { prune?: boolean } = {}) {
    const r = this.ctx.storage.transactionSync(() => {
      const tx = this.tx(undefined, now);
      const handed = handBackOverdue(tx);
      return {
        prunedIdempotencyKeys: opts.prune ? idempotency.prune(this.sql, now) : 0,
        prunedRequestLogs: opts.prune ? pruneRequestLogs(this.sql, tx.now, this.offsetMs) : 0,
        // retention.ts: a bounded batch every minute, so a long history is worked through steadily
        prunedWebhookAttempts: pruneWebhookAttempts(this.sql, now),
        prunedQuotes: pruneUnpaidQuotes(this.sql, now),
        expiredQuotes: expireDueQuotes(tx),
        overdueNotices: notifyOverdue(tx),
        usageAlerts: this.ref ? fireDueUsageAlerts(tx) : 0,
        redispatchedOrders: handed.orders,
        redispatchedPayouts: handed.payouts,
        requeuedDeliveries: handed.attempts,
        requeuedEsimDeliveries: handed.deliveries,
        requeuedReportRuns: handOverReportRuns(tx),
      };
    });
    this.streams.publish();
    const sent = await this.drainOutbox(now);
    await this.scheduleNextAlarm(now);
    // order-index.ts: a failed D1 write is logged here and made again by the next sweep
    const indexedOrders = this.ref
      ? await indexNewOrders(this.env, this.sql, this.ref, now).catch((e: unknown) => (console.error("order index write failed; the next sweep writes it", e), 0))
      : 0;
    const deletedReportFiles = await this.deleteExpiredReportFiles(now);
    // live eSIMs whose supplier reports state, read again at most every 6 hours (esim-controls.ts)
    const esimStatesRead = await this.recheckEsims(now).catch((e: unknown) => (console.error("eSIM state re-read failed; the next sweep tries again", e), 0));
    return { ...r, sent, indexedOrders, deletedReportFiles, esimStatesRead };
  }

  // ---- report runs ----
  // (report-runs.ts) a run is opened with its queue message; the generator (jobs/report-runs.ts)
  // claims it, reads it page by page under its lease and records its file once

  async createReportRun(ref: AccountRef, idem: IdempotencyKey, input: NewReportRun, now = Date.now()) {
    return this.runIdempotent(ref, idem, now, (tx) => openReportRun(tx, input));
  }

  async reportRun(ref: AccountRef, id: string, now = Date.now()) {
    return this.run(ref, now, (tx) => reportRunView(getReportRunRow(tx, id)));
  }

  async reportRuns(ref: AccountRef, args: PageArgs, now = Date.now()) {
    return this.run(ref, now, (tx) => page<ReportRunRow>(tx.sql, "report_runs", {}, args.after, args.limit).map(reportRunView));
  }

  async reportFile(ref: AccountRef, id: string, now = Date.now()) {
    return this.run(ref, now, (tx) => reportFileOf(tx, id), false);
  }

  async claimReportRun(ref: AccountRef, id: string, owner: string, now = Date.now()) {
    return this.run(ref, now, (tx) => claimReportRun(tx, id, owner), false);
  }

  async reportRunPage(ref: AccountRef, id: string, owner: string, after: string | null, now = Date.now(), limit = REPORT_PAGE_ROWS) {
    return this.run(ref, now, (tx) => readReportPage(tx, id, owner, after, limit, this.offsetMs), false);
  }

  async finishReportRun(ref: AccountRef, id: string, owner: string, file: { key: string; rows: number; bytes: number }, now = Date.now()) {
    return this.run(ref, now, (tx) => finishReportRun(tx, id, owner, file), false);
  }

  async releaseReportRun(ref: AccountRef, id: string, owner: string, now = Date.now()) {
    return this.run(ref, now, (tx) => releaseReportRun(tx, id, owner), false);
  }

  /** The sweep's part: files past their expiry deleted from the bucket (bounded), then forgotten by their runs. */
  private async deleteExpiredReportFiles(now: number): Promise<number> {
    const due = expiredReportFiles(this.tx(undefined, now));
    if (due.length === 0) return 0;
    // deleting a key already gone is no error, so a sweep repeated after a crash here does no harm
    await this.env.REPORTS.delete(due.map((d) => d.file_key));
    this.ctx.storage.transactionSync(() => forgetReportFiles({ sql: this.sql }, due.map((d) => d.id)));
    return due.length;
  }

  /** For tests and operators: the balances beside the lines that make them, each balance's in order. */
  async audit(): Promise<{ balances: Record<string, number>; ledger: LedgerRow[] }> {
    const balances = { wallet: balanceOf({ sql: this.sql }, "wallet"), revenue: balanceOf({ sql: this.sql }, "revenue") };
    return { balances, ledger: all<LedgerRow>(this.sql, "SELECT * FROM ledger_entries ORDER BY balance, id") };
  }

  // ---- load bench only (src/bench/history.ts; the worker serves it only with BENCH_METER=on) ----

  /**
   * Buys again, `count` times, what the wallet quote `quoteId` bought, each time through the
   * purchase step itself (createQuote's: a fresh Idempotency-Key, the debit, the quote, the
   * order, its sandbox fulfilment, the commission, the events and the stored answer), one
   * step after another, so an account reaches a long history in seconds instead of hours.
   */
  async benchRepeatPurchase(ref: AccountRef, quoteId: string, count: number): Promise<{ purchased: number; error: string | null }> {
    if (!meterOn(this.env)) throw new Error("bench seeding is off");
    const q = getQuoteRow(this.tx(ref, Date.now()), quoteId);
    if (q.payment_source !== "wallet") throw new Error("only a wallet purchase is repeated");
    const plan = one<{ data_total_mb: number | null; validity_days: number }>(this.sql, "SELECT data_total_mb, validity_days FROM esim_plans WHERE quote_id = ?", quoteId);
    const input: NewQuote = {
      offer: { id: q.offer_id, name: q.offer_name, category: q.category, supplierSku: q.supplier_sku, cost: q.cost, price: q.price, routes: q.routes },
      paymentSource: "wallet", destination: q.destination, metadata: JSON.parse(q.metadata) as Record<string, string>,
      expiresAt: 0, payment: JSON.parse(q.payment) as Record<string, unknown>,
      ...(plan ? { plan: { dataMb: plan.data_total_mb, validityDays: plan.validity_days } } : {}),
    };
    for (let i = 0; i < count; i++) {
      const now = Date.now();
      // the key and fingerprint a real request would store: a UUID and a SHA-256 in hex
      const fingerprint = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
      const idem = { key: crypto.randomUUID(), fingerprint };
      const out = await this.createQuote(ref, idem, { ...input, expiresAt: now + (q.expires_at - q.created_at) }, false, now);
      if (!out.ok) return { purchased: i, error: JSON.stringify(out.error) };
    }
    return { purchased: count, error: null };
  }

  /** The object's SQLite size in bytes (the figure its storage limit applies to). */
  async benchDatabaseSize(): Promise<number> {
    if (!meterOn(this.env)) throw new Error("bench figures are off");
    return this.ctx.storage.sql.databaseSize;
  }

  /** For operators: unfinished orders and payouts with the time each is next handed over (stuck-work.ts). */
  async stuckWork(ref: AccountRef, now = Date.now()) {
    return this.run(ref, now, (tx) => stuckWork(tx), false);
  }
}
