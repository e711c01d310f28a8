// Versioned schema of an account's own SQLite. Each entry runs once, in order, the first
// time an object of an older version wakes up. Append; never edit a released entry.
/**
 * The rule of the running volume totals (revenue.ts): a fulfilled order's volume_to is the sum of
 * what the fulfilled orders resolved up to it (itself included) count, in (resolved_at, id) order.
 * `counted` is what an order counts (SQL over its row); `from`, when given, recomputes only the
 * orders resolved at or after a time (its `?`), on top of `from.base` (SQL: the total before
 * them). Migration 18 wrote every order's total with it; revenue.ts refills the totals an order
 * fulfilled without one left missing.
 */
export function runningVolumeTotals(counted: string, from?: { base: string }): string {
  const total = from ? `${from.base} + SUM(${counted}) OVER (ORDER BY resolved_at, id)` : `SUM(${counted}) OVER (ORDER BY resolved_at, id)`;
  return `UPDATE orders SET volume_to = w.total
    FROM (SELECT id, ${total} AS total FROM orders WHERE status = 'fulfilled'${from ? " AND resolved_at >= ?" : ""}) AS w
    WHERE orders.id = w.id;`;
}

/**
 * Every fulfilled order's volume_to from scratch, each counting its price (no order had been
 * refunded when migration 18 ran). Written by migration 18 and by tests.
 */
export const VOLUME_BACKFILL = runningVolumeTotals("price");

export const ACCOUNT_MIGRATIONS: string[] = [
  // 1: identity and idempotency
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE idempotency_keys (
    key TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('in_progress', 'done')),
    lock_expires_at INTEGER,
    response_status INTEGER,
    response_body TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
  CREATE TABLE credit_terms (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    overdraft_limit INTEGER NOT NULL DEFAULT 0 CHECK (overdraft_limit >= 0),
    net_terms_days INTEGER NOT NULL DEFAULT 30 CHECK (net_terms_days BETWEEN 0 AND 365),
    updated_at INTEGER NOT NULL DEFAULT 0
  );
  INSERT INTO credit_terms (id) VALUES (1);
  `,
  // 2: money: wallet, ledger, quotes, orders, deposits, invoices, overdraft debits, events
  `
  CREATE TABLE balances (
    name TEXT PRIMARY KEY CHECK (name IN ('wallet', 'revenue')),
    amount INTEGER NOT NULL
  );
  INSERT INTO balances (name, amount) VALUES ('wallet', 0), ('revenue', 0);
  CREATE TABLE ledger_entries (
    id TEXT PRIMARY KEY,
    balance TEXT NOT NULL CHECK (balance IN ('wallet', 'revenue')),
    type TEXT NOT NULL CHECK (type IN ('credit', 'debit')),
    source TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    balance_after INTEGER NOT NULL,
    description TEXT NOT NULL,
    order_id TEXT,
    quote_id TEXT,
    deposit_id TEXT,
    payout_id TEXT,
    revenue_entry_id TEXT,
    rate_bps INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX ledger_entries_balance ON ledger_entries (balance, id);
  CREATE TABLE quotes (
    id TEXT PRIMARY KEY,
    status TEXT NOT NULL,
    offer_id TEXT NOT NULL,
    offer_name TEXT NOT NULL,
    category TEXT NOT NULL,
    supplier_sku TEXT NOT NULL,
    cost INTEGER NOT NULL,
    payment_source TEXT NOT NULL,
    price INTEGER NOT NULL,
    destination TEXT,
    metadata TEXT NOT NULL,
    payment TEXT NOT NULL,
    invoice_id TEXT,
    wallet_debited INTEGER,
    wallet_balance_after INTEGER,
    order_id TEXT,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    resolved_at INTEGER
  );
  CREATE INDEX quotes_waiting ON quotes (status, created_at);
  CREATE TABLE orders (
    id TEXT PRIMARY KEY,
    quote_id TEXT NOT NULL UNIQUE,
    offer_id TEXT NOT NULL,
    offer_name TEXT NOT NULL,
    category TEXT NOT NULL,
    supplier_sku TEXT NOT NULL,
    cost INTEGER NOT NULL,
    destination TEXT,
    status TEXT NOT NULL CHECK (status IN ('pending', 'fulfilled', 'failed')),
    price INTEGER NOT NULL,
    deliverable TEXT,
    failure_reason TEXT,
    upstream_transaction_id TEXT,
    earned INTEGER,
    commission_rate_bps INTEGER,
    created_at INTEGER NOT NULL,
    resolved_at INTEGER
  );
  CREATE TABLE deposits (
    id TEXT PRIMARY KEY,
    rail TEXT NOT NULL CHECK (rail IN ('crypto', 'bank_transfer', 'lightning')),
    status TEXT NOT NULL CHECK (status IN ('detected', 'credited')),
    amount INTEGER NOT NULL,
    asset TEXT,
    network TEXT,
    raw_amount TEXT,
    tx_hash TEXT,
    reference TEXT,
    received TEXT NOT NULL,
    invoice_id TEXT,
    created_at INTEGER NOT NULL,
    credited_at INTEGER
  );
  CREATE UNIQUE INDEX deposits_tx ON deposits (rail, tx_hash);
  CREATE TABLE lightning_invoices (
    id TEXT PRIMARY KEY,
    bolt11 TEXT NOT NULL,
    payment_hash TEXT NOT NULL UNIQUE,
    amount INTEGER NOT NULL,
    amount_sats INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'expired')),
    quote_id TEXT,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    paid_at INTEGER
  );
  CREATE TABLE overdraft_debits (
    id TEXT PRIMARY KEY,
    ledger_entry_id TEXT NOT NULL,
    amount INTEGER NOT NULL,
    open INTEGER NOT NULL CHECK (open >= 0),
    drawn_at INTEGER NOT NULL,
    due_at INTEGER NOT NULL,
    overdue_notified INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX overdraft_debits_open ON overdraft_debits (open, drawn_at);
  -- provider events already applied here: the authoritative de-duplication
  CREATE TABLE provider_events (
    provider TEXT NOT NULL,
    event_id TEXT NOT NULL,
    result TEXT NOT NULL,
    applied_at INTEGER NOT NULL,
    PRIMARY KEY (provider, event_id)
  );
  CREATE TABLE events (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX events_type ON events (type, id);
  -- messages to send to queues, written in the same transaction as the change they announce
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    queue TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    lease_until INTEGER NOT NULL DEFAULT 0
  );
  `,
  // 3: Lightning payouts of commission
  `
  CREATE TABLE payouts (
    id TEXT PRIMARY KEY,
    status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
    amount INTEGER NOT NULL CHECK (amount > 0),
    lightning_address TEXT NOT NULL,
    bolt11 TEXT,
    payment_hash TEXT,
    amount_sats INTEGER,
    failure_reason TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    resolved_at INTEGER
  );
  `,
  // 4: webhook endpoints, their delivery attempts, and outbox messages sent with a delay
  `
  ALTER TABLE outbox ADD COLUMN deliver_at INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE webhook_endpoints (
    id TEXT PRIMARY KEY,
    url TEXT NOT NULL UNIQUE,
    description TEXT,
    enabled_events TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('active', 'disabled')),
    disabled_reason TEXT,
    -- AES-GCM sealed; only signing opens it
    secret_sealed TEXT NOT NULL,
    last_success_at INTEGER,
    last_failure_at INTEGER,
    last_dead_letter_at INTEGER,
    enabled_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  -- events already fanned out to endpoints
  CREATE TABLE webhook_fanouts (
    event_id TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL
  );
  -- one row per attempt at delivering one event to one endpoint: the delivery log
  CREATE TABLE webhook_attempts (
    id TEXT PRIMARY KEY,
    delivery_id TEXT NOT NULL,
    endpoint_id TEXT NOT NULL,
    event_id TEXT NOT NULL,
    event_type TEXT NOT NULL,
    attempt INTEGER NOT NULL CHECK (attempt >= 1),
    status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
    response_status INTEGER,
    error TEXT,
    duration_ms INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER,
    lease_until INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    UNIQUE (delivery_id, attempt)
  );
  CREATE INDEX webhook_attempts_endpoint ON webhook_attempts (endpoint_id, id);
  CREATE INDEX webhook_attempts_pending ON webhook_attempts (status, next_attempt_at);
  `,
  // 5: when an order or payout was last handed to its queue, so the sweep can hand over again
  //    work whose message was lost (dead-lettered, or dropped with a failed send); and a lease
  //    so only one fulfilment job at a time talks to the supplier about an order
  `
  ALTER TABLE orders ADD COLUMN dispatched_at INTEGER;
  ALTER TABLE orders ADD COLUMN supplier_lease_until INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE payouts ADD COLUMN dispatched_at INTEGER;
  UPDATE orders SET dispatched_at = created_at;
  UPDATE payouts SET dispatched_at = created_at;
  `,
  // 6: every piece of background work has a durable due time that the object's alarm keeps:
  //    an order's next hand-over to fulfilment (while pending), and who holds its supplier lease
  //    (only the holder may release it). Webhook attempts already carry next_attempt_at.
  `
  ALTER TABLE orders ADD COLUMN due_at INTEGER;
  ALTER TABLE orders ADD COLUMN supplier_lease_owner TEXT;
  UPDATE orders SET due_at = dispatched_at + 600000 WHERE status = 'pending';
  CREATE INDEX orders_due ON orders (status, due_at);
  -- the 30-day volume that picks the commission tier, read at every fulfilment
  CREATE INDEX orders_resolved ON orders (status, resolved_at);
  CREATE INDEX payouts_due ON payouts (status, dispatched_at);
  `,
  // 7: a stablecoin transfer is one log of a transaction, so two transfers in one transaction
  //    are two deposits: identity becomes (rail, network, tx hash, log index); a transfer lost
  //    in a chain reorganisation before its confirmations is kept as 'failed'
  `
  CREATE TABLE deposits_v6 (
    id TEXT PRIMARY KEY,
    rail TEXT NOT NULL CHECK (rail IN ('crypto', 'bank_transfer', 'lightning')),
    status TEXT NOT NULL CHECK (status IN ('detected', 'credited', 'failed')),
    amount INTEGER NOT NULL,
    asset TEXT,
    network TEXT,
    raw_amount TEXT,
    tx_hash TEXT,
    log_index INTEGER NOT NULL DEFAULT 0,
    reference TEXT,
    received TEXT NOT NULL,
    invoice_id TEXT,
    created_at INTEGER NOT NULL,
    credited_at INTEGER
  );
  INSERT INTO deposits_v6 (id, rail, status, amount, asset, network, raw_amount, tx_hash, log_index, reference, received, invoice_id, created_at, credited_at)
    SELECT id, rail, status, amount, asset, network, raw_amount, tx_hash, 0, reference, received, invoice_id, created_at, credited_at FROM deposits;
  DROP TABLE deposits;
  ALTER TABLE deposits_v6 RENAME TO deposits;
  CREATE UNIQUE INDEX deposits_tx ON deposits (rail, COALESCE(network, ''), tx_hash, log_index);
  `,
  // 8: live Lightning. Invoices: when the node is next asked about a pending one (null: never,
  //    as for sandbox invoices), how often it was asked, the node's settle time, the rate used,
  //    and whether its quote expired so the node should cancel it. Payouts: one sender at a
  //    time (a lease with its owner's token), the rate used, the fee cap and the fee paid.
  `
  ALTER TABLE lightning_invoices ADD COLUMN next_poll_at INTEGER;
  ALTER TABLE lightning_invoices ADD COLUMN polls INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE lightning_invoices ADD COLUMN settled_at INTEGER;
  ALTER TABLE lightning_invoices ADD COLUMN btc_usd_rate TEXT;
  ALTER TABLE lightning_invoices ADD COLUMN cancel_on_node INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX lightning_invoices_poll ON lightning_invoices (next_poll_at);
  ALTER TABLE payouts ADD COLUMN send_owner TEXT;
  ALTER TABLE payouts ADD COLUMN send_lease_until INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE payouts ADD COLUMN btc_usd_rate TEXT;
  ALTER TABLE payouts ADD COLUMN fee_limit_sats INTEGER;
  ALTER TABLE payouts ADD COLUMN fee_sats INTEGER;
  `,
  // 9: fewer index writes per purchase. Orders get one index by status: the 30-day volume is
  //    summed from it alone (price in it), and the few pending orders the alarm reads sit
  //    together in it. Quotes awaiting funds are indexed only while they wait (a wallet quote
  //    never does), for the per-request expiry check.
  `
  DROP INDEX orders_resolved;
  DROP INDEX orders_due;
  CREATE INDEX orders_by_status ON orders (status, resolved_at, price);
  DROP INDEX quotes_waiting;
  CREATE INDEX quotes_awaiting ON quotes (expires_at) WHERE status = 'awaiting_funds';
  `,
  // 10: a ledger line sets its balance to the line's balance_after, inside the database: the
  //     balance cannot move without a line, and a posting is one statement (ledger.ts)
  `
  CREATE TRIGGER ledger_line_sets_balance AFTER INSERT ON ledger_entries
  BEGIN
    UPDATE balances SET amount = NEW.balance_after WHERE name = NEW.balance;
  END;
  `,
  // 11: a live order kept pending by its supplier: when order.delayed fired, and until when an
  //     order refunded at the pending limit is still looked up (a late success is listed)
  `
  ALTER TABLE orders ADD COLUMN delayed_at INTEGER;
  ALTER TABLE orders ADD COLUMN followup_until INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX orders_followup ON orders (due_at) WHERE followup_until > 0;
  `,
  // 12: the start of each webhook attempt's answer body (src/webhooks/post.ts), shown in the
  //     delivery log; attempts made before it have none
  `
  ALTER TABLE webhook_attempts ADD COLUMN response_body_excerpt TEXT;
  `,
  // 13: the wallet's low balance alert in this mode: its threshold (null: none) and whether it
  //     is armed (a debit crossing the threshold fires wallet.balance_low and disarms it; a credit
  //     lifting the available balance back to it arms it again)
  `
  CREATE TABLE wallet_alerts (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    low_balance INTEGER CHECK (low_balance IS NULL OR low_balance > 0),
    low_balance_armed INTEGER NOT NULL DEFAULT 1 CHECK (low_balance_armed IN (0, 1)),
    updated_at INTEGER NOT NULL DEFAULT 0
  );
  INSERT INTO wallet_alerts (id) VALUES (1);
  `,
  // 14: a fulfilled eSIM order's install page token (160 random bits, hex; the page's URL names
  //     this object and the token, lib/install-links.ts); eSIM orders fulfilled before get theirs here
  `
  ALTER TABLE orders ADD COLUMN install_token TEXT;
  UPDATE orders SET install_token = lower(hex(randomblob(20)))
    WHERE status = 'fulfilled' AND json_extract(deliverable, '$.type') = 'esim_profile'
      AND json_type(deliverable, '$.lpa') = 'text';
  CREATE UNIQUE INDEX orders_install_token ON orders (install_token) WHERE install_token IS NOT NULL;
  `,
  // 15: a top-up of an eSIM already sold: the fulfilled eSIM order it adds data to and that
  //     eSIM's ICCID, on its quote and then on its order (null on every other purchase)
  `
  ALTER TABLE quotes ADD COLUMN esim_order_id TEXT;
  ALTER TABLE quotes ADD COLUMN topup_iccid TEXT;
  ALTER TABLE orders ADD COLUMN esim_order_id TEXT;
  ALTER TABLE orders ADD COLUMN topup_iccid TEXT;
  `,
  // 16: eSIM usage alerts. The plan each eSIM purchase bought (data, validity), recorded with
  //     its quote and started when the order is fulfilled (ICCID, start and end of validity on
  //     the account's clock); in the sandbox, the usage helper's figure and the next time a
  //     threshold is reached (the per-step upkeep and the alarm fire it). Each threshold that
  //     fired, once per (ICCID, plan, threshold).
  `
  CREATE TABLE esim_plans (
    quote_id TEXT PRIMARY KEY,
    order_id TEXT UNIQUE,
    iccid TEXT,
    data_total_mb INTEGER,
    unlimited INTEGER NOT NULL CHECK (unlimited IN (0, 1)),
    validity_days INTEGER NOT NULL,
    starts_at INTEGER,
    expires_at INTEGER,
    base_percent INTEGER NOT NULL DEFAULT 0,
    base_at INTEGER,
    next_alert_at INTEGER
  );
  CREATE INDEX esim_plans_next_alert ON esim_plans (next_alert_at) WHERE next_alert_at IS NOT NULL;
  CREATE INDEX esim_plans_iccid ON esim_plans (iccid, starts_at) WHERE iccid IS NOT NULL;
  CREATE TABLE esim_alerts (
    iccid TEXT NOT NULL,
    order_id TEXT NOT NULL,
    threshold TEXT NOT NULL,
    event_id TEXT NOT NULL,
    fired_at INTEGER NOT NULL,
    PRIMARY KEY (iccid, order_id, threshold)
  );
  `,
  // 17: the request log (request-log.ts): a line per API request of this account and mode, its
  //     time on the account's clock, kept 7 days; no bodies
  `
  CREATE TABLE request_logs (
    id TEXT PRIMARY KEY,
    method TEXT NOT NULL,
    path TEXT NOT NULL,
    status INTEGER NOT NULL,
    error_code TEXT,
    idempotency_key TEXT,
    api_key_id TEXT NOT NULL,
    duration_ms INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX request_logs_created_at ON request_logs (created_at);
  `,
  // 18: a years-old account costs a purchase what a new one does. Each fulfilled order keeps the
  //     running total of fulfilled volume up to it, in resolution order (volume_to), so the 30-day
  //     volume is two index seeks (revenue.ts) instead of a sum over every order of the window;
  //     orders listed by status walk one index in id order instead of sorting every match.
  //     The index by status and id also serves the few pending orders the alarm reads.
  `
  ALTER TABLE orders ADD COLUMN volume_to INTEGER;
  ${VOLUME_BACKFILL}
  CREATE INDEX orders_volume ON orders (resolved_at, volume_to) WHERE status = 'fulfilled';
  DROP INDEX orders_by_status;
  CREATE INDEX orders_by_status_id ON orders (status, id);
  `,
  // 19: quotes that never took money (expired, cancelled), by id, for the sweep that prunes the
  //     old ones (retention.ts); a wallet purchase's quote never enters it
  `
  CREATE INDEX quotes_unpaid ON quotes (id) WHERE status IN ('expired', 'cancelled');
  `,
  // 20: refunds (refunds.ts). One per order at most (the UNIQUE order_id is what makes two
  //     requests at once make one refund); the order keeps its refund's id and status beside it,
  //     written in the same step, so an order reads and filters by refund state without a join;
  //     a refunded eSIM's plan is cancelled (no more usage alerts, its install page gone)
  `
  CREATE TABLE refunds (
    id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL UNIQUE,
    amount INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'rejected')),
    reason TEXT NOT NULL,
    origin TEXT NOT NULL CHECK (origin IN ('partner', 'supplier', 'operator')),
    failure_reason TEXT,
    commission_reversed INTEGER NOT NULL DEFAULT 0,
    wallet_credit INTEGER NOT NULL DEFAULT 0,
    metadata TEXT NOT NULL,
    esim_status TEXT,
    supplier_refund_id TEXT,
    created_at INTEGER NOT NULL,
    resolved_at INTEGER
  );
  CREATE INDEX refunds_by_status_id ON refunds (status, id);
  ALTER TABLE orders ADD COLUMN refund_id TEXT;
  ALTER TABLE orders ADD COLUMN refund_status TEXT;
  CREATE INDEX orders_by_refund_status ON orders (refund_status, id) WHERE refund_status IS NOT NULL;
  ALTER TABLE esim_plans ADD COLUMN cancelled_at INTEGER;
  `,
  // 21: the brand the account's travellers see (brand.ts): one row at most, each field null until
  //     set; the logo is the R2 key of its bytes (content hash and extension) and its pixel size
  `
  CREATE TABLE brand (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    display_name TEXT,
    logo_key TEXT,
    logo_width INTEGER,
    logo_height INTEGER,
    primary_color TEXT,
    support_email TEXT,
    support_url TEXT,
    support_phone TEXT,
    default_language TEXT,
    updated_at INTEGER NOT NULL
  );
  `,
  // 22: eSIMs sent to travellers (deliveries.ts): each message as it was sent (or, in test mode,
  //     recorded instead of sent), listed per order; a quote may name the traveller to send its
  //     eSIM to once the order is fulfilled (customer: JSON {email, language} or null). A
  //     delivery is 'sending' until a sender that holds its lease (lease_until, lease_owner) has
  //     handed it to the mail provider; due_at is when the alarm hands an unfinished one over
  //     again. from_name, reply_to and attachments (JSON: filename, content_type, content_id,
  //     base64 content) are recorded with the message, so what is sent is what is shown.
  //     request_key: the Idempotency-Key (and its claim's epoch) a requested delivery was made
  //     under, so a retry of that request finds it instead of making a second; counted: a live
  //     quote's delivery took its place under the sending limits (identity/mail-limits.ts).
  `
  CREATE TABLE esim_deliveries (
    id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL,
    email TEXT NOT NULL,
    language TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('sending', 'sent', 'failed')),
    failure_reason TEXT,
    origin TEXT NOT NULL CHECK (origin IN ('request', 'quote')),
    subject TEXT NOT NULL,
    html TEXT NOT NULL,
    text TEXT NOT NULL,
    from_name TEXT,
    reply_to TEXT,
    attachments TEXT NOT NULL DEFAULT '[]',
    request_key TEXT,
    lease_until INTEGER NOT NULL DEFAULT 0,
    lease_owner TEXT,
    due_at INTEGER,
    attempts INTEGER NOT NULL DEFAULT 0,
    counted INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    sent_at INTEGER
  );
  CREATE INDEX esim_deliveries_by_order ON esim_deliveries (order_id, id);
  CREATE UNIQUE INDEX esim_deliveries_one_per_quote ON esim_deliveries (order_id) WHERE origin = 'quote';
  CREATE UNIQUE INDEX esim_deliveries_by_request ON esim_deliveries (request_key) WHERE request_key IS NOT NULL;
  CREATE INDEX esim_deliveries_due ON esim_deliveries (due_at) WHERE status = 'sending';
  ALTER TABLE quotes ADD COLUMN customer TEXT;
  `,
  // 23: order batches (order-batches.ts): a batch's purchases are ordinary quotes and orders made
  //     in one step; each order names its batch, so a batch's orders are one index walk. fulfilled
  //     and failed count its resolved orders, moved by the step that resolves each one, so the
  //     batch knows when it is complete without reading its orders
  `
  CREATE TABLE order_batches (
    id TEXT PRIMARY KEY,
    status TEXT NOT NULL CHECK (status IN ('processing', 'completed')),
    total INTEGER NOT NULL,
    orders INTEGER NOT NULL,
    fulfilled INTEGER NOT NULL DEFAULT 0,
    failed INTEGER NOT NULL DEFAULT 0,
    metadata TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    completed_at INTEGER
  );
  ALTER TABLE orders ADD COLUMN batch_id TEXT;
  CREATE INDEX orders_by_batch ON orders (batch_id, id) WHERE batch_id IS NOT NULL;
  `,
  // 24: report runs (report-runs.ts): what was asked, its state, and the R2 key of its file;
  //     a pending run is generated under a lease (lease_owner, lease_until), handed to the queue
  //     again by the sweep once the lease and its due time have passed (due_at, attempts); a
  //     file past expires_at is deleted by the sweep, which then clears file_key
  `
  CREATE TABLE report_runs (
    id TEXT PRIMARY KEY,
    report_type TEXT NOT NULL,
    interval_start INTEGER NOT NULL,
    interval_end INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
    rows INTEGER,
    bytes INTEGER,
    file_key TEXT,
    expires_at INTEGER,
    error TEXT,
    created_at INTEGER NOT NULL,
    succeeded_at INTEGER,
    lease_owner TEXT,
    lease_until INTEGER NOT NULL DEFAULT 0,
    due_at INTEGER NOT NULL DEFAULT 0,
    attempts INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX report_runs_pending ON report_runs (due_at) WHERE status = 'pending';
  CREATE INDEX report_runs_files ON report_runs (expires_at) WHERE file_key IS NOT NULL;
  `,
  // 25: the eSIM after the sale (esim-state.ts). An eSIM's two states live on its own plan's row
  //     (the row a purchase already writes), set in the statement that starts the plan, so a
  //     purchase writes nothing more for them; every plan names the eSIM it belongs to
  //     (esim_order_id: its own order for the eSIM's plan, the topped-up eSIM for a top-up's). An
  //     eSIM sold before plans were recorded gets a row with its states only (no start, so its
  //     usage reads as before). Existing eSIMs start where the sandbox or the supplier would have
  //     put them: a sandbox eSIM installed and active from its fulfilment (the never-installed
  //     fixture released and ready), a live one `unknown` / `ready` and never checked, so its
  //     first read or the sweep asks its supplier; a refunded one cancelled. The last control's
//     reason (control_reason) is kept for the dashboard. A sandbox plan falls
  //     due by its end of validity at the latest, so the upkeep records what expired meanwhile.
  //     The brand gains its traveller notices switch (false until set); a delivery may be a
  //     notice (origin 'notice', once per order and notice: the table is rebuilt for the CHECK)
  `
  ALTER TABLE esim_plans ADD COLUMN esim_order_id TEXT;
  ALTER TABLE esim_plans ADD COLUMN profile_state TEXT;
  ALTER TABLE esim_plans ADD COLUMN service_state TEXT;
  ALTER TABLE esim_plans ADD COLUMN resume_state TEXT;
  ALTER TABLE esim_plans ADD COLUMN installed_at INTEGER;
  ALTER TABLE esim_plans ADD COLUMN state_updated_at INTEGER;
  ALTER TABLE esim_plans ADD COLUMN state_checked_at INTEGER;
  ALTER TABLE esim_plans ADD COLUMN control_reason TEXT;
  UPDATE esim_plans SET esim_order_id = COALESCE((SELECT o.esim_order_id FROM orders o WHERE o.id = esim_plans.order_id), order_id)
    WHERE order_id IS NOT NULL;
  INSERT OR IGNORE INTO esim_plans (quote_id, order_id, iccid, unlimited, validity_days, esim_order_id)
    SELECT o.quote_id, o.id, json_extract(o.deliverable, '$.iccid'), 0, 0, o.id FROM orders o
    WHERE o.status = 'fulfilled' AND json_extract(o.deliverable, '$.type') = 'esim_profile'
      AND NOT EXISTS (SELECT 1 FROM esim_plans p WHERE p.order_id = o.id);
  UPDATE esim_plans SET
    profile_state = CASE WHEN (SELECT value FROM meta WHERE key = 'mode') = 'live' THEN 'unknown'
      WHEN o.offer_id = 'off_test_never_installed' THEN 'released' ELSE 'installed' END,
    service_state = CASE WHEN o.refund_status = 'succeeded' THEN 'cancelled'
      WHEN (SELECT value FROM meta WHERE key = 'mode') = 'live' OR o.offer_id = 'off_test_never_installed' THEN 'ready' ELSE 'active' END,
    installed_at = CASE WHEN (SELECT value FROM meta WHERE key = 'mode') = 'live' OR o.offer_id = 'off_test_never_installed' THEN NULL ELSE o.resolved_at END,
    state_updated_at = o.resolved_at,
    state_checked_at = CASE WHEN (SELECT value FROM meta WHERE key = 'mode') = 'live' THEN 0 ELSE o.resolved_at END,
    next_alert_at = CASE WHEN (SELECT value FROM meta WHERE key = 'mode') = 'live' OR o.refund_status = 'succeeded' OR esim_plans.expires_at IS NULL
      THEN esim_plans.next_alert_at ELSE MIN(COALESCE(esim_plans.next_alert_at, esim_plans.expires_at), esim_plans.expires_at) END
  FROM orders o
  WHERE o.id = esim_plans.order_id AND esim_plans.esim_order_id = esim_plans.order_id
    AND o.status = 'fulfilled' AND json_extract(o.deliverable, '$.type') = 'esim_profile';
  CREATE INDEX esim_plans_by_esim ON esim_plans (esim_order_id) WHERE esim_order_id IS NOT NULL;
  CREATE INDEX esim_plans_recheck ON esim_plans (state_checked_at) WHERE service_state IN ('ready', 'active', 'suspended', 'depleted');
  ALTER TABLE brand ADD COLUMN notify_traveller INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE esim_deliveries_next (
    id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL,
    email TEXT NOT NULL,
    language TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('sending', 'sent', 'failed')),
    failure_reason TEXT,
    origin TEXT NOT NULL CHECK (origin IN ('request', 'quote', 'notice')),
    notice TEXT,
    subject TEXT NOT NULL,
    html TEXT NOT NULL,
    text TEXT NOT NULL,
    from_name TEXT,
    reply_to TEXT,
    attachments TEXT NOT NULL DEFAULT '[]',
    request_key TEXT,
    lease_until INTEGER NOT NULL DEFAULT 0,
    lease_owner TEXT,
    due_at INTEGER,
    attempts INTEGER NOT NULL DEFAULT 0,
    counted INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    sent_at INTEGER
  );
  INSERT INTO esim_deliveries_next (id, order_id, email, language, status, failure_reason, origin, subject, html, text, from_name, reply_to,
      attachments, request_key, lease_until, lease_owner, due_at, attempts, counted, created_at, sent_at)
    SELECT id, order_id, email, language, status, failure_reason, origin, subject, html, text, from_name, reply_to,
      attachments, request_key, lease_until, lease_owner, due_at, attempts, counted, created_at, sent_at FROM esim_deliveries;
  DROP TABLE esim_deliveries;
  ALTER TABLE esim_deliveries_next RENAME TO esim_deliveries;
  CREATE INDEX esim_deliveries_by_order ON esim_deliveries (order_id, id);
  CREATE UNIQUE INDEX esim_deliveries_one_per_quote ON esim_deliveries (order_id) WHERE origin = 'quote';
  CREATE UNIQUE INDEX esim_deliveries_one_per_notice ON esim_deliveries (order_id, notice) WHERE origin = 'notice';
  CREATE UNIQUE INDEX esim_deliveries_by_request ON esim_deliveries (request_key) WHERE request_key IS NOT NULL;
  CREATE INDEX esim_deliveries_due ON esim_deliveries (due_at) WHERE status = 'sending';
  `,
  // 26: several routes per order (route-attempts.ts). quotes.routes and orders.routes: the
  //     offer's routes when it was bought (JSON [{sku, cost, price?}] cheapest first; null: the one
  //     route supplier_sku at cost, as every earlier order). orders.supplier_sku and cost become
  //     the route that fulfilled it; orders.supplier_ref the supplier's own id of the eSIM.
  //     order_attempts: each route attempt of an order, written before its supplier is called, so
  //     a run that dies after the call is followed by one that asks the same supplier again under
  //     the same reference. An order older than this has no attempts; its first run opens one.
  `
  ALTER TABLE quotes ADD COLUMN routes TEXT;
  ALTER TABLE orders ADD COLUMN routes TEXT;
  ALTER TABLE orders ADD COLUMN supplier_ref TEXT;
  CREATE TABLE order_attempts (
    order_id TEXT NOT NULL,
    n INTEGER NOT NULL,
    sku TEXT NOT NULL,
    cost INTEGER NOT NULL,
    supplier_price INTEGER,
    state TEXT NOT NULL CHECK (state IN ('open', 'refused', 'absent', 'fulfilled', 'duplicate')),
    retry TEXT CHECK (retry IN ('balance', 'unreached')),
    reason TEXT,
    upstream_id TEXT,
    supplier_ref TEXT,
    deliverable TEXT,
    settlement TEXT CHECK (settlement IN ('pending', 'cancelled', 'refund_queued', 'listed')),
    settlement_detail TEXT,
    started_at INTEGER NOT NULL,
    sent_at INTEGER,
    resolved_at INTEGER,
    PRIMARY KEY (order_id, n)
  ) WITHOUT ROWID;
  `,
  // 27: a refund costs the same however many orders were fulfilled after it. The running totals
  //     (volume_to) count every fulfilled order's price and are never rewritten; a succeeded
  //     refund adds its order's price to the refunded volume of the day the order was resolved
  //     (refunded_volume), and refunded orders are indexed by that time (orders_refunded), so the
  //     30-day volume is the totals' difference less the refunded part (revenue.ts REFUNDED_IN).
  //     Carried over: the days' refunded volume from the refunded orders, and the totals from the
  //     first refunded order on counted again with every price, on top of the total before it
  //     (which no refund had touched; a missing one stays missing, for the next read to refill).
  //     The eSIM top-ups of an order are indexed too (a partner's refund asks whether its eSIM was
  //     topped up), so that check no longer reads every order either
  `
  CREATE INDEX orders_topups ON orders (esim_order_id) WHERE esim_order_id IS NOT NULL;
  CREATE TABLE refunded_volume (day INTEGER PRIMARY KEY, amount INTEGER NOT NULL);
  INSERT INTO refunded_volume (day, amount)
    SELECT resolved_at / 86400000, SUM(price) FROM orders
    WHERE status = 'fulfilled' AND refund_status = 'succeeded' AND resolved_at IS NOT NULL GROUP BY resolved_at / 86400000;
  CREATE INDEX orders_refunded ON orders (resolved_at, price) WHERE refund_status = 'succeeded';
  UPDATE orders SET volume_to = w.total
    FROM (SELECT id,
            (SELECT volume_to FROM (SELECT volume_to, 0 AS rank FROM (SELECT volume_to FROM orders AS b INDEXED BY orders_volume
                WHERE b.status = 'fulfilled' AND b.resolved_at < f.first ORDER BY b.resolved_at DESC, b.volume_to DESC LIMIT 1)
              UNION ALL SELECT 0, 1) ORDER BY rank LIMIT 1)
            + SUM(price) OVER (ORDER BY resolved_at, id) AS total
          FROM orders, (SELECT MIN(resolved_at) AS first FROM orders WHERE status = 'fulfilled' AND refund_status = 'succeeded') AS f
          WHERE status = 'fulfilled' AND resolved_at >= f.first) AS w
    WHERE orders.id = w.id;
  `,
  // 28: an event is its row and its type's index entry. The table is keyed by an integer its id
  //     carries (lib/ids.ts keyedId: the key is read back from the id), so no index holds the ids;
  //     the key is also the order events are written in (the stream's rowid). Carried over: every
  //     event under its rowid as key, found by its id through events_legacy_id, which only keys
  //     below 10^12 (the old rowids; a keyed id's key is a millisecond times 2048) enter
  `
  CREATE TABLE events_keyed (
    key INTEGER PRIMARY KEY,
    id TEXT NOT NULL,
    type TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  INSERT INTO events_keyed (key, id, type, body, created_at) SELECT rowid, id, type, body, created_at FROM events ORDER BY rowid;
  DROP TABLE events;
  ALTER TABLE events_keyed RENAME TO events;
  CREATE INDEX events_by_type ON events (type, key);
  CREATE UNIQUE INDEX events_legacy_id ON events (id) WHERE key < 1000000000000;
  `,
  // 29: an idempotency record is one row: the table is keyed by the key itself (WITHOUT ROWID),
  //     and no index holds when each was made; the hourly prune walks the keys a slice at a time
  //     from where it stopped (meta idempotency_prune_after), deleting the expired it meets
  `
  CREATE TABLE idempotency_keys_v29 (
    key TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('in_progress', 'done')),
    lock_expires_at INTEGER,
    response_status INTEGER,
    response_body TEXT,
    created_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  INSERT INTO idempotency_keys_v29 (key, fingerprint, state, lock_expires_at, response_status, response_body, created_at)
    SELECT key, fingerprint, state, lock_expires_at, response_status, response_body, created_at FROM idempotency_keys;
  DROP TABLE idempotency_keys;
  ALTER TABLE idempotency_keys_v29 RENAME TO idempotency_keys;
  `,
  // 30: a quote is one row: the table is keyed by its id (WITHOUT ROWID), which is how quotes are
  //     found and listed; its two partial indexes (awaiting funds, never paid) stay, and a wallet
  //     purchase's quote enters neither. Carried over: every quote, every column
  `
  CREATE TABLE quotes_v30 (
    id TEXT PRIMARY KEY,
    status TEXT NOT NULL,
    offer_id TEXT NOT NULL,
    offer_name TEXT NOT NULL,
    category TEXT NOT NULL,
    supplier_sku TEXT NOT NULL,
    cost INTEGER NOT NULL,
    payment_source TEXT NOT NULL,
    price INTEGER NOT NULL,
    destination TEXT,
    metadata TEXT NOT NULL,
    payment TEXT NOT NULL,
    invoice_id TEXT,
    wallet_debited INTEGER,
    wallet_balance_after INTEGER,
    order_id TEXT,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    resolved_at INTEGER,
    esim_order_id TEXT,
    topup_iccid TEXT,
    customer TEXT,
    routes TEXT
  ) WITHOUT ROWID;
  INSERT INTO quotes_v30 (id, status, offer_id, offer_name, category, supplier_sku, cost, payment_source, price, destination, metadata, payment,
      invoice_id, wallet_debited, wallet_balance_after, order_id, expires_at, created_at, resolved_at, esim_order_id, topup_iccid, customer, routes)
    SELECT id, status, offer_id, offer_name, category, supplier_sku, cost, payment_source, price, destination, metadata, payment,
      invoice_id, wallet_debited, wallet_balance_after, order_id, expires_at, created_at, resolved_at, esim_order_id, topup_iccid, customer, routes FROM quotes;
  DROP TABLE quotes;
  ALTER TABLE quotes_v30 RENAME TO quotes;
  CREATE INDEX quotes_awaiting ON quotes (expires_at) WHERE status = 'awaiting_funds';
  CREATE INDEX quotes_unpaid ON quotes (id) WHERE status IN ('expired', 'cancelled');
  `,
  // 31: a ledger line is one row. The ledger is keyed by (balance, id) (WITHOUT ROWID): a
  //     balance's lines are one range of the key, and a balance is its newest line's balance_after
  //     (ledger.ts), so no line updates a balance row. Carried over: every line; a stored balance
  //     equal to its newest line's (or 0 with no line) is dropped, one that is not (lines written
  //     out of id order) is kept in `balances`, where the trigger goes on moving it with each line
  `
  CREATE TABLE ledger_entries_v31 (
    id TEXT NOT NULL,
    balance TEXT NOT NULL CHECK (balance IN ('wallet', 'revenue')),
    type TEXT NOT NULL CHECK (type IN ('credit', 'debit')),
    source TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    balance_after INTEGER NOT NULL,
    description TEXT NOT NULL,
    order_id TEXT,
    quote_id TEXT,
    deposit_id TEXT,
    payout_id TEXT,
    revenue_entry_id TEXT,
    rate_bps INTEGER,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (balance, id)
  ) WITHOUT ROWID;
  INSERT INTO ledger_entries_v31 (id, balance, type, source, amount, balance_after, description, order_id, quote_id, deposit_id, payout_id,
      revenue_entry_id, rate_bps, created_at)
    SELECT id, balance, type, source, amount, balance_after, description, order_id, quote_id, deposit_id, payout_id,
      revenue_entry_id, rate_bps, created_at FROM ledger_entries;
  DROP TABLE ledger_entries;
  ALTER TABLE ledger_entries_v31 RENAME TO ledger_entries;
  DELETE FROM balances
    WHERE amount = COALESCE((SELECT balance_after FROM ledger_entries WHERE balance = balances.name ORDER BY id DESC LIMIT 1), 0);
  CREATE TRIGGER ledger_line_sets_balance AFTER INSERT ON ledger_entries
  BEGIN
    UPDATE balances SET amount = NEW.balance_after WHERE name = NEW.balance;
  END;
  `,
  // 32: the wallet's pending credit (GET /v1/wallet) sums the deposits still detected, which an
  //     index of those alone serves; it read every deposit the account ever had
  `
  CREATE INDEX deposits_detected ON deposits (amount) WHERE status = 'detected';
  `,
  // 33: an order is its row and the index entries its lists need. The table is keyed by the
  //     order's id (WITHOUT ROWID), which is how orders are found and listed and, new ids sorting
  //     after every earlier one (orders.ts newOrderId), how the minute sweep takes the orders made
  //     since it last ran (order-index.ts). quote_id is no longer a unique index: an order is made
  //     once per quote by the step that pays it. A batch's orders are the range of ids between its
  //     first and last order (made in one step), so no index entry per order names its batch.
  //     Carried over: every order and column; each batch's first and last order; the sweep's rowid
  //     cursor as an id at or before the first order it had not indexed yet
  `
  ALTER TABLE order_batches ADD COLUMN first_order_id TEXT;
  ALTER TABLE order_batches ADD COLUMN last_order_id TEXT;
  UPDATE order_batches SET first_order_id = (SELECT MIN(id) FROM orders WHERE batch_id = order_batches.id),
    last_order_id = (SELECT MAX(id) FROM orders WHERE batch_id = order_batches.id);
  INSERT INTO meta (key, value)
    SELECT 'orders_indexed_after', COALESCE(
      (SELECT substr(MIN(id), 1, length(MIN(id)) - 1) FROM orders WHERE rowid > CAST(m.value AS INTEGER)),
      (SELECT MAX(id) FROM orders), '')
    FROM meta AS m WHERE m.key = 'orders_indexed_rowid';
  DELETE FROM meta WHERE key = 'orders_indexed_rowid';
  CREATE TABLE orders_v33 (
    id TEXT PRIMARY KEY,
    quote_id TEXT NOT NULL,
    offer_id TEXT NOT NULL,
    offer_name TEXT NOT NULL,
    category TEXT NOT NULL,
    supplier_sku TEXT NOT NULL,
    cost INTEGER NOT NULL,
    destination TEXT,
    status TEXT NOT NULL CHECK (status IN ('pending', 'fulfilled', 'failed')),
    price INTEGER NOT NULL,
    deliverable TEXT,
    failure_reason TEXT,
    upstream_transaction_id TEXT,
    earned INTEGER,
    commission_rate_bps INTEGER,
    created_at INTEGER NOT NULL,
    resolved_at INTEGER,
    dispatched_at INTEGER,
    supplier_lease_until INTEGER NOT NULL DEFAULT 0,
    due_at INTEGER,
    supplier_lease_owner TEXT,
    delayed_at INTEGER,
    followup_until INTEGER NOT NULL DEFAULT 0,
    install_token TEXT,
    esim_order_id TEXT,
    topup_iccid TEXT,
    volume_to INTEGER,
    refund_id TEXT,
    refund_status TEXT,
    batch_id TEXT,
    routes TEXT,
    supplier_ref TEXT
  ) WITHOUT ROWID;
  INSERT INTO orders_v33 (id, quote_id, offer_id, offer_name, category, supplier_sku, cost, destination, status, price, deliverable, failure_reason, upstream_transaction_id, earned, commission_rate_bps, created_at, resolved_at, dispatched_at, supplier_lease_until, due_at, supplier_lease_owner, delayed_at, followup_until, install_token, esim_order_id, topup_iccid, volume_to, refund_id, refund_status, batch_id, routes, supplier_ref) SELECT id, quote_id, offer_id, offer_name, category, supplier_sku, cost, destination, status, price, deliverable, failure_reason, upstream_transaction_id, earned, commission_rate_bps, created_at, resolved_at, dispatched_at, supplier_lease_until, due_at, supplier_lease_owner, delayed_at, followup_until, install_token, esim_order_id, topup_iccid, volume_to, refund_id, refund_status, batch_id, routes, supplier_ref FROM orders;
  DROP TABLE orders;
  ALTER TABLE orders_v33 RENAME TO orders;
  CREATE INDEX orders_by_status_id ON orders (status, id);
  CREATE INDEX orders_volume ON orders (resolved_at, volume_to) WHERE status = 'fulfilled';
  CREATE UNIQUE INDEX orders_install_token ON orders (install_token) WHERE install_token IS NOT NULL;
  CREATE INDEX orders_followup ON orders (due_at) WHERE followup_until > 0;
  CREATE INDEX orders_by_refund_status ON orders (refund_status, id) WHERE refund_status IS NOT NULL;
  CREATE INDEX orders_refunded ON orders (resolved_at, price) WHERE refund_status = 'succeeded';
  CREATE INDEX orders_topups ON orders (esim_order_id) WHERE esim_order_id IS NOT NULL;
  `,
  // 34: a request log line is one row: the prune deletes a range of request ids by their real
  //     time (request-log.ts) instead of walking an index by the lines' times
  `
  DROP INDEX request_logs_created_at;
  `,
  // 35: an eSIM's plan is its row and the index entries the work on it needs. The table is keyed
  //     by the plan's quote (WITHOUT ROWID), and an order's plan is found through the order's quote
  //     (esim-state.ts PLAN_OF_ORDER), so no index holds order ids. Only a top-up's plan enters the
  //     index by eSIM (esim_plans_topups): an eSIM's own plan is its order's. Only a plan whose
  //     supplier was asked for its states enters the re-read sweep's index (esim_plans_recheck): a
  //     sandbox eSIM's states are the sandbox's own, never re-read, so its state_checked_at is null.
  //     For the same reason a sandbox eSIM's own plan stays out of the index by ICCID, which serves
  //     a supplier's notices and reversals (no supplier names a sandbox eSIM): a live eSIM's own
  //     plan and every top-up's plan enter it (esim-state.ts NAMED_BY_SUPPLIERS).
  //     Carried over: every plan and column (a sandbox plan's state_checked_at dropped)
  `
  CREATE TABLE esim_plans_v35 (
    quote_id TEXT PRIMARY KEY,
    order_id TEXT,
    iccid TEXT,
    data_total_mb INTEGER,
    unlimited INTEGER NOT NULL CHECK (unlimited IN (0, 1)),
    validity_days INTEGER NOT NULL,
    starts_at INTEGER,
    expires_at INTEGER,
    base_percent INTEGER NOT NULL DEFAULT 0,
    base_at INTEGER,
    next_alert_at INTEGER,
    cancelled_at INTEGER,
    esim_order_id TEXT,
    profile_state TEXT,
    service_state TEXT,
    resume_state TEXT,
    installed_at INTEGER,
    state_updated_at INTEGER,
    state_checked_at INTEGER,
    control_reason TEXT
  ) WITHOUT ROWID;
  INSERT INTO esim_plans_v35 (quote_id, order_id, iccid, data_total_mb, unlimited, validity_days, starts_at, expires_at, base_percent, base_at,
      next_alert_at, cancelled_at, esim_order_id, profile_state, service_state, resume_state, installed_at, state_updated_at, state_checked_at, control_reason)
    SELECT quote_id, order_id, iccid, data_total_mb, unlimited, validity_days, starts_at, expires_at, base_percent, base_at,
      next_alert_at, cancelled_at, esim_order_id, profile_state, service_state, resume_state, installed_at, state_updated_at,
      CASE WHEN (SELECT value FROM meta WHERE key = 'mode') = 'live' THEN state_checked_at END, control_reason
    FROM esim_plans;
  DROP TABLE esim_plans;
  ALTER TABLE esim_plans_v35 RENAME TO esim_plans;
  CREATE INDEX esim_plans_next_alert ON esim_plans (next_alert_at) WHERE next_alert_at IS NOT NULL;
  CREATE INDEX esim_plans_iccid ON esim_plans (iccid, starts_at) WHERE iccid IS NOT NULL AND (state_checked_at IS NOT NULL OR profile_state IS NULL);
  CREATE INDEX esim_plans_topups ON esim_plans (esim_order_id) WHERE profile_state IS NULL AND esim_order_id IS NOT NULL;
  CREATE INDEX esim_plans_recheck ON esim_plans (state_checked_at)
    WHERE service_state IN ('ready', 'active', 'suspended', 'depleted') AND state_checked_at IS NOT NULL;
  `,
];

export function migrate(sql: SqlStorage): number {
  sql.exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
  const row = sql.exec<{ version: number }>("SELECT version FROM schema_version").toArray()[0];
  let version = row?.version ?? 0;
  if (!row) sql.exec("INSERT INTO schema_version (version) VALUES (0)");
  while (version < ACCOUNT_MIGRATIONS.length) {
    sql.exec(ACCOUNT_MIGRATIONS[version]!);
    version += 1;
    sql.exec("UPDATE schema_version SET version = ?", version);
  }
  return version;
}
