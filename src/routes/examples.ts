// One example of each resource, shown in the API reference (/docs) next to its schema. Taken
// from a sandbox run; ids and hashes are as real ones look, and agree across examples (the
// order is the quote's, the event carries the order), so the reference reads as one story.
import { KYB_FORM_EXAMPLE, KYC_FORM_EXAMPLE } from "../accounts/forms";
import { ERROR_EXAMPLE } from "../http/route";

const usd = (amount: number) => ({ amount, currency: "USD" });

const ACCOUNT_ID = "acct_01JH8W3K5ZB9QY6D2E4F7G8H9J";
const QUOTE_ID = "qt_01JH8W5M2TQX7R3V9N4B6C8D0E";
const ORDER_ID = "ord_01JH8W5M2TQX7R3V9N4B6C8D0F";
const CREATED = "2026-11-20T09:15:02.114Z";

const account = {
  id: ACCOUNT_ID,
  object: "account",
  livemode: false,
  name: "Acme Travel",
  status: "active",
  kyb_state: "none",
  live_access: false,
  credit: { overdraft_limit: usd(0), net_terms_days: 30, status: "active" },
  created_at: "2026-11-20T09:00:00.000Z",
};

const fundingDestination = {
  id: "fd_9SD6VDS6SYNZREF7F58ZWJS0FX",
  object: "funding_destination",
  type: "bank_account",
  bank_name: "Sandbox Bank, N.A.",
  account_number: "401823548517",
  routing_number: "021000021",
  account_name: "Partner Commerce Inc.",
  reference: "PCK7QQZVAK9F",
};

const order = {
  id: ORDER_ID,
  object: "order",
  quote_id: QUOTE_ID,
  offer_id: "off_01JGZEPQG0SANDBXCATA000019",
  status: "fulfilled",
  price: usd(500),
  deliverable: {
    type: "esim_profile",
    iccid: "89445180397449010696",
    lpa: "LPA:1$smdp.sandbox.partnercommerce.dev$UP23S-V75DC-VY655-JBJNQ",
    activation_code: "UP23S-V75DC-VY655-JBJNQ",
    smdp_address: "smdp.sandbox.partnercommerce.dev",
    confirmation_code: "9058",
    qr_code_url: `/v1/orders/${ORDER_ID}/qr.svg`,
  },
  failure_reason: null,
  upstream: { transaction_id: "sbx_tx_6082147387449274" },
  created_at: CREATED,
  resolved_at: "2026-11-20T09:15:03.120Z",
};

const ledgerEntry = {
  id: "le_01JH8W5M2TQX7R3V9N4B6C8D0G",
  object: "ledger_entry",
  type: "debit",
  source: "quote",
  amount: usd(500),
  balance_after: usd(500),
  description: `Purchase of Japan 1 GB (${QUOTE_ID})`,
  created_at: CREATED,
};

const payout = {
  id: "po_01JH8XA2C4E6G8J0K2M4P6R8T0",
  object: "payout",
  livemode: false,
  status: "succeeded",
  amount: usd(2500),
  lightning_address: "payouts@acme-travel.com",
  payment_hash: "e498d6e71cc6b90753badafc3254aa28723653f9f0e2e508cefd0a49b0e70818",
  amount_sats: 25000,
  failure_reason: null,
  created_at: "2026-11-21T10:00:00.000Z",
  resolved_at: "2026-11-21T10:00:01.532Z",
};

const webhookDelivery = {
  id: "whd_01JH8W5N0A2C4E6G8J0K2M4P6R",
  object: "webhook_delivery",
  event_id: "evt_01JH8W5N0A2C4E6G8J0K2M4P6Q",
  event_type: "order.fulfilled",
  attempt: 1,
  status: "succeeded",
  response_status: 200,
  error: null,
  duration_ms: 84,
  next_attempt_at: null,
  created_at: "2026-11-20T09:15:03.301Z",
};

const supplier = {
  object: "supplier",
  id: "airalo",
  kind: "esim",
  state: "configured",
  last_sync: { at: "2026-11-20T09:00:04.512Z", ok: true, error: null },
  offers_published: 412,
  offers_held_back: 3,
  balance: { amount: 250050, currency: "USD", checked_at: "2026-11-20T09:00:04.512Z" },
};

export const EXAMPLES = {
  Error: ERROR_EXAMPLE,
  Money: usd(500),
  Account: account,
  ApiKey: { id: "key_01JH8W3K60ABCDEFGHJKMNPQRS", object: "api_key", mode: "test", secret: "svc_test_4DojN0pyFDVAoserv1ciZ2SyxqQOZOOrWVxWyoakmus", created_at: "2026-11-20T09:00:00.000Z" },
  StoredApiKey: { id: "key_01JH8W3K60ABCDEFGHJKMNPQRS", object: "api_key", mode: "test", created_at: "2026-11-20T09:00:00.000Z", revoked_at: null },
  OperatorAccount: { ...account, live_credit: null, commission_bps: null, rejection_reason: null, kyb: null, kyc: null },
  KybForm: KYB_FORM_EXAMPLE,
  KycForm: KYC_FORM_EXAMPLE,
  PayoutSettings: { object: "payout_settings", paused: false },
  OfferDisplay: { amount: 461, currency: "EUR", rate: "0.9215", indicative: true },
  Offer: {
    id: "off_01JGZEPQG0SANDBXCATA000019",
    object: "offer",
    category: "esim",
    name: "Japan 1 GB",
    coverage: { type: "country", countries: ["JP"] },
    data: { amount: 1, unit: "GB", unlimited: false },
    validity_days: 7,
    price: usd(500),
    display: { amount: 461, currency: "EUR", rate: "0.9215", indicative: true },
    requires_destination: false,
    status: "active",
  },
  FundingDestination: fundingDestination,
  Quote: {
    id: QUOTE_ID,
    object: "quote",
    status: "fulfilled",
    offer_id: "off_01JGZEPQG0SANDBXCATA000019",
    payment_source: "wallet",
    price: usd(500),
    wallet: { debited: 500, balance_after: 500 },
    payment: { rail: "wallet", amount: usd(500), asset: null, asset_amount: null, destinations: [], lightning: null },
    destination: null,
    expires_at: "2026-11-20T10:15:02.114Z",
    order_id: ORDER_ID,
    metadata: { customer_ref: "trip-4821" },
    created_at: CREATED,
  },
  Order: order,
  Wallet: {
    object: "wallet",
    livemode: false,
    balance: usd(500),
    pending_credit: usd(0),
    overdraft_limit: usd(0),
    overdraft_used: usd(0),
    available: usd(500),
    overdue: false,
  },
  LedgerEntry: ledgerEntry,
  AccountLedgerEntry: {
    ...ledgerEntry,
    id: "le_01JH8W5N1B3D5F7H9K1M3P5R7T",
    object: "account_ledger_entry",
    type: "credit",
    source: "earned",
    amount: usd(75),
    balance_after: usd(75),
    description: `Commission on order ${ORDER_ID} at 1500 bps`,
    balance: "revenue",
    order: { id: ORDER_ID, status: "fulfilled", price: usd(500), earned: usd(75), commission_rate_bps: 1500 },
  },
  Deposit: {
    id: "dep_01JH8W4A6B8C0D2E4F6G8H0J2K",
    object: "deposit",
    rail: "bank_transfer",
    status: "credited",
    amount: usd(1000),
    asset: "USD",
    network: null,
    raw_amount: "10.00",
    tx_hash: "sbx_trf_8a1ee440c1270409753e5068",
    reference: "PCK7QQZVAK9F",
    received: { amount: "10.00", currency: "USD", rate: "1.00" },
    created_at: "2026-11-20T09:10:00.000Z",
    credited_at: "2026-11-20T09:10:00.000Z",
  },
  LightningInvoice: {
    id: "lni_01JH8W6Q3R5T7V9X1Z3B5D7F9H",
    object: "lightning_invoice",
    bolt11:
      "lntb200u1p4s82r0pp5ujvddecuc6usw5a6mt7ry4929perv5le7r3w2zxwl59ynv88pqvqsp53wuww3r8saxaxvu2vuf5c89044hcxrlfq9xnhe5dyw5ru494wjmsdps2pshyarwv4ezqsm0d4kk2unrv5s8wctvd3jhggr5dacz6atsxqrrsscqpj9qrsgq5mvk6rw3jyhw5m6tuq6w94ewzg9wg0er03wr88ux0gxyunsr2v0srfrhvaj62waq6mz6vnq88pf8vjq20kp6wlse578sj3h3gjha04cp5mekkm",
    payment_hash: "e498d6e71cc6b90753badafc3254aa28723653f9f0e2e508cefd0a49b0e70818",
    amount: usd(2000),
    amount_sats: 20000,
    status: "pending",
    quote_id: null,
    expires_at: "2026-11-20T10:20:00.000Z",
    created_at: "2026-11-20T09:20:00.000Z",
    paid_at: null,
  },
  Event: {
    id: "evt_01JH8W5N0A2C4E6G8J0K2M4P6Q",
    object: "event",
    type: "order.fulfilled",
    created_at: "2026-11-20T09:15:03.120Z",
    livemode: false,
    data: { object: order },
  },
  Revenue: {
    object: "revenue",
    livemode: false,
    tier: "standard",
    commission_bps: 1500,
    negotiated: false,
    volume: usd(1700),
    next_tier: { tier: "growth", from: usd(500000), commission_bps: 1750 },
    balance: usd(255),
    lifetime_earned: usd(255),
    taken_as_credit: usd(0),
    paid_out: usd(0),
    payable: usd(255),
    payout_address: "payouts@acme-travel.com",
  },
  RevenueEntry: {
    id: "rve_01JH8W5N1B3D5F7H9K1M3P5R7S",
    object: "revenue_entry",
    kind: "earned",
    amount: usd(75),
    order_id: ORDER_ID,
    payout_id: null,
    rate_bps: 1500,
    created_at: "2026-11-20T09:15:03.120Z",
  },
  CommissionTransfer: { id: "ctr_01JH8W7B2D4F6H8K0M2P4R6T8V", object: "commission_transfer", amount: usd(255), balance: usd(0) },
  Payout: payout,
  WebhookEndpoint: {
    id: "we_01JH8W3P4R6T8V0X2Z4B6D8F0H",
    object: "webhook_endpoint",
    url: "https://acme-travel.com/hooks/partner-commerce",
    description: "order status for the booking system",
    enabled_events: ["order.fulfilled", "order.failed"],
    status: "active",
    disabled_reason: null,
    secret: "whsec_6vtbl0mzne73iQ9RTmbvte9_JLTU-IcqICC5FC5oT2M",
    last_success_at: "2026-11-20T09:15:03.301Z",
    last_failure_at: null,
    created_at: "2026-11-20T09:05:00.000Z",
  },
  DeletedWebhookEndpoint: { id: "we_01JH8W3P4R6T8V0X2Z4B6D8F0H", object: "webhook_endpoint", deleted: true },
  WebhookDelivery: webhookDelivery,
  EsimUsage: {
    object: "esim_usage",
    iccid: order.deliverable.iccid,
    status: "active",
    data_total_mb: 5120,
    data_remaining_mb: 3874,
    unlimited: false,
    expires_at: "2026-12-20T09:20:00.000Z",
    checked_at: "2026-11-21T18:02:41.007Z",
  },
  Supplier: supplier,
  DepositKeys: {
    evm: {
      configured: "a1b2c3d4",
      in_use: [
        { fingerprint: "0f1e2d3c", addresses: 41, configured: false },
        { fingerprint: "a1b2c3d4", addresses: 3, configured: true },
      ],
      multiple: true,
    },
    tron: { configured: "5e6f7a8b", in_use: [{ fingerprint: "5e6f7a8b", addresses: 12, configured: true }], multiple: false },
  },
  CatalogSync: {
    object: "catalog_sync",
    suppliers: [
      { supplier: "airalo", configured: true, ok: true, published: 412, held_back: 3, withdrawn: 1, error: null },
      { supplier: "reloadly", configured: false, ok: true, published: 0, held_back: 0, withdrawn: 0, error: null },
    ],
  },
  Pricing: { object: "pricing", esim_margin_bps: 3000, topup_margin_bps: 2500 },
} as const;

/** A one-item page of `item`, as every list answers. */
export const listExample = (item: unknown) => ({ object: "list", data: [item], has_more: false, next_cursor: null });
