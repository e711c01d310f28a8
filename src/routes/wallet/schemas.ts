// The wallet, its ledger, deposits, Lightning top-up invoices and where to send money, as partners see them.
import { z } from "@hono/zod-openapi";
import { MAX_LOW_BALANCE, MIN_LOW_BALANCE } from "../../domain/low-balance";
import { MoneySchema } from "../schemas";
import { EXAMPLES } from "../examples";

export const FundingDestinationSchema = z
  .object({
    id: z.string(),
    object: z.literal("funding_destination"),
    type: z.enum(["bank_account", "crypto_address"]),
    bank_name: z.string().optional(),
    account_number: z.string().optional(),
    routing_number: z.string().optional(),
    account_name: z.string().optional(),
    reference: z.string().optional(),
    asset: z.string().optional(),
    network: z.string().optional(),
    address: z.string().optional(),
  })
  .openapi("FundingDestination", { example: EXAMPLES.FundingDestination });

export const WalletSchema = z
  .object({
    object: z.literal("wallet"),
    livemode: z.boolean(),
    balance: MoneySchema,
    pending_credit: MoneySchema,
    overdraft_limit: MoneySchema,
    overdraft_used: MoneySchema,
    available: MoneySchema,
    overdue: z.boolean(),
    alerts: z
      .object({
        low_balance: MoneySchema.nullable().openapi({
          description: "wallet.balance_low fires once when a debit takes `available` below this, and again only after a credit has lifted it back to it; null: no alert",
        }),
      })
      .openapi({ description: "Alerts of this mode, set with PUT /v1/wallet/alerts" }),
  })
  .openapi("Wallet", { example: EXAMPLES.Wallet });

/** PUT /v1/wallet/alerts: the low balance threshold of the key's mode, or null to clear it. */
export const SetWalletAlertsBody = z.strictObject({
  low_balance: z
    .strictObject({
      amount: z.number().int().min(MIN_LOW_BALANCE).max(MAX_LOW_BALANCE, "low_balance is at most USD 10,000,000"),
      currency: z.literal("USD"),
    })
    .nullable()
    .openapi({ description: "Money (USD cents, at least 1), or null to clear the alert" }),
});

export const LedgerEntrySchema = z
  .object({
    id: z.string(),
    object: z.literal("ledger_entry"),
    type: z.enum(["credit", "debit"]),
    source: z.string(),
    amount: MoneySchema,
    balance_after: MoneySchema,
    description: z.string(),
    created_at: z.string(),
  })
  .openapi("LedgerEntry", { example: EXAMPLES.LedgerEntry });

export const DepositSchema = z
  .object({
    id: z.string(),
    object: z.literal("deposit"),
    rail: z.enum(["crypto", "bank_transfer", "lightning"]),
    status: z.enum(["detected", "credited", "failed"]),
    amount: MoneySchema,
    asset: z.string().nullable(),
    network: z.string().nullable(),
    raw_amount: z.string().nullable(),
    tx_hash: z.string().nullable(),
    log_index: z.number().int().optional().openapi({ description: "Stablecoin deposits: the transfer's log index within tx_hash" }),
    reference: z.string().nullable(),
    received: z.object({ amount: z.string(), currency: z.string(), rate: z.string() }),
    lightning_invoice_id: z.string().optional(),
    created_at: z.string(),
    credited_at: z.string().nullable(),
  })
  .openapi("Deposit", { example: EXAMPLES.Deposit });

export const LightningInvoiceSchema = z
  .object({
    id: z.string(),
    object: z.literal("lightning_invoice"),
    bolt11: z.string(),
    payment_hash: z.string(),
    amount: MoneySchema,
    amount_sats: z.number().int(),
    status: z.enum(["pending", "paid", "expired"]),
    quote_id: z.string().nullable(),
    expires_at: z.string(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
  })
  .openapi("LightningInvoice", { example: EXAMPLES.LightningInvoice });
