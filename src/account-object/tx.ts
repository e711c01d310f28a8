// What every money step inside the account's object works with: its SQLite, the time the
// step happens at, and the mode. Functions taking a Tx run inside one synchronous transaction.
import type { EsimCapabilities, SupplierOutcome } from "../providers/types";

export interface Tx {
  sql: SqlStorage;
  now: number;
  livemode: boolean;
  /** how long background work may go unfinished before the alarm hands it over again (default 60 s) */
  handoverMs?: number;
  /** where this object's install links start (lib/install-links.ts installUrlPrefix); an order's token completes one */
  installBase?: string;
  /** a live order still pending this long after it was opened is refunded (SUPPLIER_PENDING_LIMIT_HOURS) */
  pendingLimitMs?: number;
  /** what this mode's supplier offers for an eSIM sold with a SKU (providers/types.ts); absent: nothing */
  esimCapabilities?: (sku: string) => EsimCapabilities;
  /** how long after fulfilment a partner may ask for a refund (REFUND_WINDOW_DAYS) */
  refundWindowDays?: number;
  /** operator alerts this step raised, logged once it has committed */
  alerts?: ({ msg: string } & Record<string, unknown>)[];
  /** the earliest due time of background work this step created: the alarm must ring by then */
  due?: number;
  /**
   * the supplier of this mode answers from the order alone (the sandbox's), and this step ends
   * by asking it (the object's endStep): an order opened in it is written with its answer
   */
  answersAtOnce?: boolean;
  /** orders this step opened, leased to their first run, which the object starts once the step has committed */
  opened?: OpenedOrder[];
  /** live eSIMs this step delivered: their ICCIDs go into the D1 reference index once it has committed, for the supplier's notices */
  iccids?: string[];
  /** this step wrote to the outbox: the object drains it once the step has committed */
  queued?: boolean;
  /** first runs this step recorded at once (a supplier that answers from the order alone), for their metrics and logs */
  answered?: { order: OpenedOrder; outcome: SupplierOutcome; result: "resolved" | "pending"; started: number }[];
  /**
   * events recorded in this step, written together when it ends (events.ts writeEvents); absent
   * in a Tx that writes each event at once
   */
  unwrittenEvents?: EventRow[];
  /** whether this step credited and/or debited the wallet: the low balance alert's rule runs on it at the end of the step (alerts.ts) */
  walletMoved?: { credit: boolean; debit: boolean };
  /** money this step credited to the wallet, whose settlement (settlement.ts) ends the step */
  arrived?: Arrival[];
  /** what the object keeps in memory between its transactions (absent: nothing is kept) */
  kept?: Kept;
  /**
   * orders of a batch this step resolved, counted per batch and written once as the step ends
   * (batch-progress.ts countBatches); absent in a Tx that writes each count at once
   */
  batchProgress?: Map<string, { fulfilled: number; failed: number }>;
  /** this step opened, changed or resolved a refund: the operators' queue is told after it commits (refund-queue.ts) */
  refundsTouched?: boolean;
}

/** An event's row as a step collects it (events.ts): key, id, type, body, created_at. */
export type EventRow = [number, string, string, string, number];

/** A wallet credit awaiting settlement: what it pays for is decided at the end of the step. */
export interface Arrival {
  amount: number;
  /** the quote this credit was minted for (a Lightning invoice): paid first, whatever the balance */
  forQuoteId: string | null;
}

/**
 * Reads the object keeps between transactions because every step needs them and they rarely
 * change. Whatever writes the rows they come from forgets them (see fan-out.ts).
 */
export interface Kept {
  /** the active webhook endpoints, as fan-out needs them */
  subscribers?: Subscriber[];
  /** the key of the last event written or handed out (events.ts): the next one's is after it */
  lastEventKey?: number;
  /** the last order id handed out (orders.ts newOrderId): the next one sorts after it */
  lastOrderId?: string;
  /** the low balance alert's threshold and whether it is armed (alerts.ts) */
  lowBalance?: { low_balance: number | null; low_balance_armed: number };
  /**
   * the pending refunds as the operators' queue in D1 was last told of them, by id (refund-queue.ts);
   * absent: not known in this isolate, so the next committed step tells it again
   */
  pendingRefunds?: Map<string, string>;
}

/** What fan-out needs of an active endpoint. */
export interface Subscriber {
  id: string;
  created_at: number;
  events: string[];
}

export type Row = Record<string, SqlStorageValue>;

/** A just-opened order as its first fulfilment run needs it, with the owner token of its lease. */
export interface OpenedOrder {
  id: string;
  quote_id: string;
  offer_name: string;
  supplier_sku: string;
  category: string;
  offer_id: string;
  cost: number;
  price: number;
  destination: string | null;
  /** the eSIM order a top-up adds data to, and that eSIM (null for any other order) */
  esim_order_id: string | null;
  topup_iccid: string | null;
  /** a top-up: the supplier's own id of the eSIM it adds data to (that order's supplier_ref); null for any other order */
  supplier_ref: string | null;
  created_at: number;
  /** when the order is handed over if its first run never finishes */
  due_at: number;
  /** its quote's traveller (quotes.customer, JSON), to send the eSIM to once fulfilled (deliveries.ts) */
  customer?: string | null;
  /** the order batch it was bought in (order-batches.ts), null for a single purchase */
  batch_id: string | null;
  /** the offer's routes when it was quoted (JSON; null: the one route supplier_sku at cost) */
  routes: string | null;
  owner: string;
  /** the end of the first run's lease */
  supplier_lease_until: number;
  /**
   * not written yet: its supplier answers before the step ends (Tx.answersAtOnce), and the row
   * is written then, settled if the answer is final (orders.ts)
   */
  unwritten?: boolean;
}

export function one<T extends Row>(sql: SqlStorage, query: string, ...params: SqlStorageValue[]): T | undefined {
  return sql.exec<T>(query, ...params).toArray()[0];
}

export function all<T extends Row>(sql: SqlStorage, query: string, ...params: SqlStorageValue[]): T[] {
  return sql.exec<T>(query, ...params).toArray();
}

/** Newest-first keyset page over a table whose ids are ULIDs (they sort by creation). */
export function page<T extends Row>(
  sql: SqlStorage,
  table: string,
  filters: Record<string, SqlStorageValue | undefined>,
  after: string | undefined,
  limit: number,
): T[] {
  const where: string[] = [];
  const params: SqlStorageValue[] = [];
  for (const [column, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    where.push(`${column} = ?`);
    params.push(value);
  }
  if (after !== undefined) {
    where.push("id < ?");
    params.push(after);
  }
  const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
  return all<T>(sql, `SELECT * FROM ${table} ${clause} ORDER BY id DESC LIMIT ?`, ...params, limit + 1);
}
