// D1: what is shared across accounts. Money never lives here (see the AccountDO).
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const accounts = sqliteTable("accounts", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  status: text("status").notNull().default("active"),
  kybState: text("kyb_state").notNull().default("none"),
  kybForm: text("kyb_form"), // JSON of the submitted KYB form
  kycForm: text("kyc_form"), // JSON of the submitted KYC form
  rejectionReason: text("rejection_reason"),
  liveAccess: integer("live_access", { mode: "boolean" }).notNull().default(false),
  // a negotiated commission rate that overrides the tier ladder; null means the ladder applies
  commissionBps: integer("commission_bps"),
  createdAt: integer("created_at").notNull(),
});

export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id),
    mode: text("mode", { enum: ["test", "live"] }).notNull(),
    // SHA-256 of the whole secret; the secret itself is never stored
    keyHash: text("key_hash").notNull(),
    // what the account calls the key (at most KEY_NAME_MAX characters), or null (0072)
    name: text("name"),
    createdAt: integer("created_at").notNull(),
    revokedAt: integer("revoked_at"),
    // restricted keys (0081): JSON of the key's permissions (null = full access) and of the
    // addresses it may be used from (null = anywhere); when it last authenticated, to the minute
    permissions: text("permissions"),
    allowedIps: text("allowed_ips"),
    lastUsedAt: integer("last_used_at"),
  },
  (t) => [uniqueIndex("api_keys_hash").on(t.keyHash), index("api_keys_account").on(t.accountId)],
);

export const offers = sqliteTable(
  "offers",
  {
    id: text("id").primaryKey(),
    // position in listings, newest first; fixtures and seeds get fixed values
    seq: integer("seq").notNull(),
    category: text("category", { enum: ["esim", "mobile_topup"] }).notNull(),
    name: text("name").notNull(),
    coverageType: text("coverage_type").notNull(),
    countries: text("countries").notNull(), // JSON array of upper-case alpha-2 codes
    dataAmount: integer("data_amount").notNull(),
    dataUnit: text("data_unit").notNull(),
    dataUnlimited: integer("data_unlimited", { mode: "boolean" }).notNull(),
    validityDays: integer("validity_days").notNull(),
    priceCents: integer("price_cents").notNull(),
    // what the supplier charges us; never leaves the service
    costCents: integer("cost_cents").notNull(),
    requiresDestination: integer("requires_destination", { mode: "boolean" }).notNull(),
    status: text("status", { enum: ["active", "withdrawn"] }).notNull().default("active"),
    // which modes may buy it: sandbox fixtures are test-only
    modes: text("modes", { enum: ["test", "live", "both"] }).notNull().default("both"),
    supplierSku: text("supplier_sku").notNull(),
    createdAt: integer("created_at").notNull(),
    // live offers: when a catalog sync last wrote the row (it writes only what changed; null for seeded offers)
    syncedAt: integer("synced_at"),
    // "operator" when an operator withdrew it: a catalog sync leaves it withdrawn
    withdrawnBy: text("withdrawn_by"),
    // "esim" for a top-up of an eSIM already sold (offered per eSIM, never listed); null otherwise
    topupFor: text("topup_for", { enum: ["esim"] }),
    // live eSIM offers: the supplier packages that can serve it, JSON [{sku, cost, price?}] cheapest
    // first (providers/live/suppliers/catalog-sync.ts); null: the one route supplier_sku at cost_cents
    routes: text("routes"),
  },
  (t) => [
    uniqueIndex("offers_seq").on(t.seq),
    // what a key of each mode may list, in listing order (partial: migrations/0075_catalog_indexes.sql)
    index("offers_listing_live").on(t.seq).where(sql`status = 'active' AND topup_for IS NULL AND modes IN ('both', 'live')`),
    index("offers_listing_test").on(t.seq).where(sql`status = 'active' AND topup_for IS NULL AND modes IN ('both', 'test')`),
    index("offers_supplier_sku").on(t.supplierSku),
    index("offers_withdrawn").on(t.seq).where(sql`status = 'withdrawn'`),
  ],
);

/**
 * The countries each offer covers, one row each, in listing order: ?country=XX reads only that
 * country's rows. Kept by triggers on offers (migrations/0075_catalog_indexes.sql); never written
 * directly.
 */
export const offerCountries = sqliteTable(
  "offer_countries",
  {
    country: text("country").notNull(),
    seq: integer("seq").notNull(),
    offerId: text("offer_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.seq] }), index("offer_countries_offer").on(t.offerId)],
);

export const displayRates = sqliteTable("display_rates", {
  currency: text("currency").primaryKey(),
  // units of the currency per 1 USD, as a decimal string: never a float
  rate: text("rate").notNull(),
  minorUnits: integer("minor_units").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/** Outside references (payment hash, deposit address, bank reference, provider order id) to their account. */
export const referenceIndex = sqliteTable(
  "reference_index",
  {
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    accountId: text("account_id").notNull(),
    mode: text("mode", { enum: ["test", "live"] }).notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/** Provider webhook events already applied, so a redelivery is a no-op. */
export const providerEvents = sqliteTable(
  "provider_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    mode: text("mode", { enum: ["test", "live"] }).notNull(),
    receivedAt: integer("received_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.mode, t.eventId] })],
);

/** Operator switches, such as pausing payouts. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: integer("updated_at").notNull().default(sql`0`),
});

// Live funding rails (migration 0020). A deposit address index is allocated once per
// account, mode, address family and watch-only key (0060) and never reused.
export const depositAddresses = sqliteTable(
  "deposit_addresses",
  {
    family: text("family", { enum: ["evm", "tron"] }).notNull(),
    mode: text("mode", { enum: ["test", "live"] }).notNull(),
    // migration 0060: the BIP32 fingerprint of the key the address was derived from ('' until matched)
    xpubFingerprint: text("xpub_fingerprint").notNull().default(""),
    idx: integer("idx").notNull(),
    accountId: text("account_id").notNull(),
    address: text("address"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.family, t.mode, t.xpubFingerprint, t.idx] }),
    uniqueIndex("deposit_addresses_account").on(t.accountId, t.mode, t.family, t.xpubFingerprint),
    index("deposit_addresses_address").on(t.family, t.mode, t.address),
  ],
);

export const chainCursors = sqliteTable("chain_cursors", {
  network: text("network").primaryKey(),
  nextBlock: integer("next_block").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

export const chainTransfers = sqliteTable(
  "chain_transfers",
  {
    network: text("network").notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    blockNumber: integer("block_number").notNull(),
    contract: text("contract").notNull(),
    toAddress: text("to_address").notNull(),
    rawValue: text("raw_value").notNull(),
    status: text("status", { enum: ["detected", "credited", "dropped", "ignored"] }).notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  // migration 0060: the receiving address is part of a transfer's identity (a TRC20 transfer's
  // index is its position among its transaction's transfers to that address)
  (t) => [primaryKey({ columns: [t.network, t.txHash, t.toAddress, t.logIndex] }), index("chain_transfers_pending").on(t.network, t.status)],
);

export const tokenDecimals = sqliteTable(
  "token_decimals",
  {
    network: text("network").notNull(),
    contract: text("contract").notNull(),
    decimals: integer("decimals").notNull(),
    readAt: integer("read_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.network, t.contract] })],
);

export const bankAccountNumbers = sqliteTable(
  "bank_account_numbers",
  {
    accountId: text("account_id").notNull(),
    mode: text("mode", { enum: ["test", "live"] }).notNull(),
    providerId: text("provider_id").notNull(),
    accountNumber: text("account_number").notNull(),
    routingNumber: text("routing_number").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.mode] }), uniqueIndex("bank_account_numbers_provider").on(t.providerId)],
);

// ECB reference rates as units per 1 USD, refreshed hourly; used by live mode only.
export const liveDisplayRates = sqliteTable("live_display_rates", {
  currency: text("currency").primaryKey(),
  rate: text("rate").notNull(),
  minorUnits: integer("minor_units").notNull(),
  publishedOn: text("published_on").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/** The last spot price fetched per pair (BTC-USD), shared by every isolate. */
export const spotRates = sqliteTable("spot_rates", {
  pair: text("pair").primaryKey(),
  rate: text("rate").notNull(),
  fetchedAt: integer("fetched_at").notNull(),
});

/** A supplier's OAuth token, shared by every isolate; one refresh at a time under the lease. */
export const supplierTokens = sqliteTable("supplier_tokens", {
  supplier: text("supplier").primaryKey(),
  token: text("token"),
  expiresAt: integer("expires_at").notNull().default(0),
  refreshLeaseUntil: integer("refresh_lease_until").notNull().default(0),
});

/** What the operator's supplier view shows: the last catalog sync and our prepaid balance. */
export const supplierState = sqliteTable("supplier_state", {
  supplier: text("supplier").primaryKey(),
  lastSyncAt: integer("last_sync_at"),
  lastSyncError: text("last_sync_error"),
  published: integer("published").notNull().default(0),
  heldBack: integer("held_back").notNull().default(0),
  withdrawn: integer("withdrawn").notNull().default(0),
  balanceCents: integer("balance_cents"),
  balanceCurrency: text("balance_currency"),
  balanceCheckedAt: integer("balance_checked_at"),
  packagesRead: integer("packages_read").notNull().default(0),
  routesAdded: integer("routes_added").notNull().default(0),
  routesWithdrawn: integer("routes_withdrawn").notNull().default(0),
});

/** Each supplier's circuit, shared by every isolate (providers/live/suppliers/circuit.ts). */
export const supplierCircuits = sqliteTable("supplier_circuits", {
  supplier: text("supplier").primaryKey(),
  state: text("state", { enum: ["closed", "open"] }).notNull().default("closed"),
  failures: text("failures").notNull().default("[]"),
  openedAt: integer("opened_at").notNull().default(0),
  probeUntil: integer("probe_until").notNull().default(0),
  lastError: text("last_error"),
  lastErrorAt: integer("last_error_at"),
  changedAt: integer("changed_at").notNull().default(0),
  version: integer("version").notNull().default(0),
});

/** Calls made to each supplier, and how many failed, per minute. */
export const supplierCalls = sqliteTable(
  "supplier_calls",
  {
    supplier: text("supplier").notNull(),
    minute: integer("minute").notNull(),
    calls: integer("calls").notNull().default(0),
    failures: integer("failures").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplier, t.minute] })],
);

/** A supplier's service-wide request pace: when the next request may go (rate-gate.ts). */
export const supplierPace = sqliteTable("supplier_pace", {
  supplier: text("supplier").primaryKey(),
  nextAt: integer("next_at").notNull().default(0),
});

/** Orders that moved on from a route, for the operator. */
export const supplierFailovers = sqliteTable(
  "supplier_failovers",
  {
    orderId: text("order_id").notNull(),
    attempt: integer("attempt").notNull(),
    accountId: text("account_id").notNull(),
    mode: text("mode").notNull(),
    fromSku: text("from_sku").notNull(),
    reason: text("reason").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.attempt] }), index("supplier_failovers_at").on(t.at)],
);

/** Purchases made at a supplier an order had already left, and what became of each. */
export const supplierDuplicates = sqliteTable(
  "supplier_duplicates",
  {
    orderId: text("order_id").notNull(),
    attempt: integer("attempt").notNull(),
    accountId: text("account_id").notNull(),
    mode: text("mode").notNull(),
    sku: text("sku").notNull(),
    cost: integer("cost").notNull(),
    supplierReference: text("supplier_reference"),
    iccid: text("iccid"),
    foundAt: integer("found_at").notNull(),
    outcome: text("outcome").notNull(),
    outcomeAt: integer("outcome_at").notNull(),
    detail: text("detail"),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.attempt] }), index("supplier_duplicates_found").on(t.foundAt)],
);

/** Supplier notifications taken, by their key (each is taken once). */
export const supplierNotifications = sqliteTable(
  "supplier_notifications",
  {
    supplier: text("supplier").notNull(),
    notifyKey: text("notify_key").notNull(),
    receivedAt: integer("received_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplier, t.notifyKey] }), index("supplier_notifications_received").on(t.receivedAt)],
);

/** eSIM usage as last read from the supplier, per ICCID (read at most every 15 minutes). */
export const esimUsageCache = sqliteTable("esim_usage_cache", {
  iccid: text("iccid").primaryKey(),
  usage: text("usage").notNull(),
  checkedAt: integer("checked_at").notNull(),
});

/**
 * A supplier success reported after its order was refunded at the pending limit: listed for the
 * operator to reconcile; the partner keeps the refund (migrations/0061).
 */
export const lateSupplierSuccesses = sqliteTable(
  "late_supplier_successes",
  {
    orderId: text("order_id").primaryKey(),
    accountId: text("account_id").notNull(),
    mode: text("mode").notNull(),
    supplier: text("supplier").notNull(),
    supplierReference: text("supplier_reference"),
    price: integer("price").notNull(),
    refundedAt: integer("refunded_at").notNull(),
    foundAt: integer("found_at").notNull(),
    deliverable: text("deliverable").notNull(),
    reconciledAt: integer("reconciled_at"),
  },
  (t) => [index("late_supplier_successes_open").on(t.reconciledAt, t.foundAt)],
);

// People who sign in with a password (migrations/0070_identity.sql). A user belongs to a realm
// ("partner" today; operators are another realm), so the same email may be both.
export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    realm: text("realm").notNull().default("partner"),
    email: text("email").notNull(), // lower-cased
    passwordHash: text("password_hash").notNull(), // PHC-style: algorithm and parameters with the hash
    emailVerifiedAt: integer("email_verified_at"),
    totpSecret: text("totp_secret"), // sealed; set while enrolling, active once totpEnabledAt is set
    totpEnabledAt: integer("totp_enabled_at"),
    totpLastCounter: integer("totp_last_counter"), // the last time step accepted, so a code works once
    passwordChangedAt: integer("password_changed_at").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("users_realm_email").on(t.realm, t.email)],
);

/** A signed-in browser: only the token's SHA-256 is stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: text("user_id").notNull().references(() => users.id),
    csrfToken: text("csrf_token").notNull(),
    scope: text("scope"), // what the session is looking at (for partners: the chosen account)
    userAgent: text("user_agent"),
    createdAt: integer("created_at").notNull(),
    lastSeenAt: integer("last_seen_at").notNull(),
    secondFactorAt: integer("second_factor_at"),
    // signed in with the password, the second factor not yet given: nothing but that check is open
    awaitingSecondFactor: integer("awaiting_second_factor", { mode: "boolean" }).notNull().default(false),
    revokedAt: integer("revoked_at"),
  },
  (t) => [uniqueIndex("sessions_token_hash").on(t.tokenHash), index("sessions_user").on(t.userId)],
);

/** Single-use links sent by mail (verify an email, reset a password, join a team), stored hashed. */
export const userLinks = sqliteTable(
  "user_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    // names the link on a page (a pending invitation) without anything derived from its token (0071)
    id: text("id"),
    purpose: text("purpose").notNull(),
    userId: text("user_id"),
    email: text("email").notNull(),
    data: text("data"),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("user_links_id").on(t.id)],
);

export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    userId: text("user_id").notNull().references(() => users.id),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** One row per failed log-in, keyed "email:…" and "ip:…"; counted over a sliding window. */
export const loginFailures = sqliteTable("login_failures", { key: text("key").notNull(), at: integer("at").notNull() }, (t) => [
  index("login_failures_key_at").on(t.key, t.at),
]);

/** Mail written locally and in tests instead of sent (npm start prints it; GET /admin/v1/outbox lists it). */
export const mailOutbox = sqliteTable("mail_outbox", {
  id: text("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: integer("created_at").notNull(),
});

/**
 * One row per mail a person made us send that is limited (invitations, verification resends,
 * reset links, live eSIM messages), counted over a rolling window per recipient (SHA-256 of the
 * email; an eSIM message's per sending account and recipient) and, for invitations and eSIM
 * messages, per sending account (migrations/0076_mail_sends.sql, 0082; src/identity/mail-limits.ts).
 */
export const mailSends = sqliteTable(
  "mail_sends",
  {
    purpose: text("purpose").notNull(),
    recipient: text("recipient").notNull(),
    sender: text("sender"),
    at: integer("at").notNull(),
  },
  (t) => [
    index("mail_sends_recipient").on(t.purpose, t.recipient, t.at),
    index("mail_sends_sender").on(t.purpose, t.sender, t.at),
    index("mail_sends_sender_recipient").on(t.purpose, t.sender, t.recipient, t.at),
    index("mail_sends_at").on(t.at),
  ],
);

/** A user's place in a partner account; `signedUp` marks the owner who created it by signing up. */
export const memberships = sqliteTable(
  "memberships",
  {
    accountId: text("account_id").notNull().references(() => accounts.id),
    userId: text("user_id").notNull().references(() => users.id),
    role: text("role", { enum: ["owner", "developer", "finance", "viewer"] }).notNull(),
    signedUp: integer("signed_up", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index("memberships_user").on(t.userId)],
);

/** An operator: a user of the 'operator' realm with one role (src/domain/operator-roles.ts). */
export const operators = sqliteTable(
  "operators",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id),
    name: text("name").notNull(),
    role: text("role", { enum: ["admin", "compliance", "finance", "support"] }).notNull(),
    createdAt: integer("created_at").notNull(),
    /** set when the operator is disabled: no sign-in, no token, no session */
    disabledAt: integer("disabled_at"),
  },
  (t) => [uniqueIndex("operators_user").on(t.userId)],
);

/** An operator's named API token for /admin/v1: only its SHA-256 is stored. */
export const operatorTokens = sqliteTable(
  "operator_tokens",
  {
    id: text("id").primaryKey(),
    operatorId: text("operator_id").notNull().references(() => operators.id),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: integer("created_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [uniqueIndex("operator_tokens_hash").on(t.tokenHash), index("operator_tokens_operator").on(t.operatorId)],
);

/** The append-only audit trail (triggers refuse UPDATE and DELETE; see migration 0074). */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    actor: text("actor").notNull(),
    operatorId: text("operator_id"),
    action: text("action").notNull(),
    target: text("target"),
    accountId: text("account_id"),
    before: text("before").notNull(),
    after: text("after").notNull(),
    requestId: text("request_id"),
    clientAddress: text("client_address"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("audit_log_actor").on(t.actor, t.id),
    index("audit_log_operator").on(t.operatorId, t.id),
    index("audit_log_action").on(t.action, t.id),
    index("audit_log_target").on(t.target, t.id),
    index("audit_log_account").on(t.accountId, t.id),
  ],
);

/**
 * The operators' queue: a copy of every refund still pending in an account's object, written by
 * the object after the step that opened or changed it and deleted once it is resolved; readers
 * check each row against its object (migrations/0078).
 */
export const refundQueue = sqliteTable("refund_queue", {
  refundId: text("refund_id").primaryKey(),
  accountId: text("account_id").notNull(),
  mode: text("mode", { enum: ["test", "live"] }).notNull(),
  orderId: text("order_id").notNull(),
  amount: integer("amount").notNull(),
  reason: text("reason").notNull(),
  origin: text("origin").notNull(),
  esimStatus: text("esim_status"),
  supplierRefundId: text("supplier_refund_id"),
  createdAt: integer("created_at").notNull(),
  queuedAt: integer("queued_at").notNull(),
});

/**
 * Refund requests waiting to be sent to a supplier, one at a time under its rate limit, and what
 * became of each (jobs/airalo-refunds.ts, migrations/0079).
 */
export const supplierRefundRequests = sqliteTable(
  "supplier_refund_requests",
  {
    refundId: text("refund_id").primaryKey(),
    accountId: text("account_id").notNull(),
    mode: text("mode", { enum: ["test", "live"] }).notNull(),
    supplier: text("supplier").notNull(),
    iccid: text("iccid").notNull(),
    reason: text("reason").notNull(),
    state: text("state", { enum: ["queued", "sending", "sent", "refused", "failed", "withdrawn"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull(),
    supplierRefundId: text("supplier_refund_id"),
    lastError: text("last_error"),
    toldAt: integer("told_at"),
    createdAt: integer("created_at").notNull(),
    sentAt: integer("sent_at"),
    // "duplicate": a purchase made twice for one order (no partner refund behind it, told to no object)
    purpose: text("purpose", { enum: ["refund", "duplicate"] }).notNull().default("refund"),
  },
  (t) => [index("supplier_refund_requests_due").on(t.supplier, t.state, t.nextAttemptAt, t.createdAt)],
);

/** Supplier reversals already taken into their account (jobs/supplier-reversals.ts, migrations/0079). */
export const supplierReversals = sqliteTable(
  "supplier_reversals",
  {
    supplier: text("supplier").notNull(),
    transactionId: text("transaction_id").notNull(),
    orderId: text("order_id"),
    outcome: text("outcome").notNull(),
    seenAt: integer("seen_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplier, t.transactionId] })],
);
