// The wallet's balance, its ledger, the account ledger over both balances, deposits and
// where to send money.
import type { App } from "../../http/context";
import { unwrap } from "../../http/errors";
import { listSchema, pageQuery, pageRequest, toList } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { callerAccount } from "../../account/stub";
import { fundingDestinations } from "../../funding/destinations";
import { ensureFundingIndex } from "../../funding/reference-index";
import { z } from "@hono/zod-openapi";
import { MoneySchema } from "../schemas";
import { DepositSchema, FundingDestinationSchema, LedgerEntrySchema, WalletSchema, idParam } from "../money-schemas";

const AccountLedgerEntrySchema = LedgerEntrySchema.extend({
  object: z.literal("account_ledger_entry"),
  balance: z.enum(["wallet", "revenue"]),
  order: z
    .object({ id: z.string(), status: z.string(), price: MoneySchema, earned: MoneySchema, commission_rate_bps: z.number().int() })
    .optional(),
}).openapi("AccountLedgerEntry");

export function registerWalletReadRoutes(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/wallet",
    tag: "Wallet",
    summary: "The wallet: balance, pending credit, overdraft and what is available to spend",
    security: "api_key",
    response: WalletSchema,
    handler: async (c) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.wallet(ref));
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/wallet/ledger",
    tag: "Wallet",
    summary: "Wallet ledger entries, newest first",
    security: "api_key",
    query: pageQuery,
    response: listSchema(LedgerEntrySchema, "LedgerEntryList"),
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      const scope = `wallet-ledger:${ref.accountId}:${ref.mode}`;
      const req = await pageRequest(c.env, scope, query);
      return toList(c.env, scope, req, unwrap(await stub.walletLedger(ref, req)), (l) => l.id, (l) => l);
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/account/ledger",
    tag: "Wallet",
    summary: "Account ledger over both balances (wallet and revenue), newest first",
    security: "api_key",
    query: pageQuery,
    response: listSchema(AccountLedgerEntrySchema, "AccountLedgerEntryList"),
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      const scope = `account-ledger:${ref.accountId}:${ref.mode}`;
      const req = await pageRequest(c.env, scope, query);
      return toList(c.env, scope, req, unwrap(await stub.accountLedger(ref, req)), (l) => l.id, (l) => l);
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/wallet/funding_destinations",
    tag: "Wallet",
    summary: "Where to send money to fund the wallet: a bank account with your reference, and a deposit address per stablecoin network",
    security: "api_key",
    response: listSchema(FundingDestinationSchema, "FundingDestinationList"),
    handler: async (c) => {
      const caller = c.get("caller");
      await ensureFundingIndex(c.env, caller.accountId, caller.mode);
      return { object: "list", data: fundingDestinations(caller.accountId, caller.mode), has_more: false, next_cursor: null };
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/wallet/deposits",
    tag: "Wallet",
    summary: "Deposits (stablecoin, bank transfer, Lightning), newest first",
    security: "api_key",
    query: pageQuery,
    response: listSchema(DepositSchema, "DepositList"),
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      const scope = `deposits:${ref.accountId}:${ref.mode}`;
      const req = await pageRequest(c.env, scope, query);
      return toList(c.env, scope, req, unwrap(await stub.deposits(ref, req)), (d) => d.id, (d) => d);
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/wallet/deposits/{deposit_id}",
    tag: "Wallet",
    summary: "Retrieve a deposit",
    security: "api_key",
    params: idParam("deposit_id"),
    response: DepositSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return unwrap(await stub.deposit(ref, params.deposit_id!));
    },
  });
}
