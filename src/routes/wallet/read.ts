// The wallet's balance, its ledger, the account ledger over both balances, deposits and
// where to send money.
import type { App } from "../../http/context";
import { unwrap } from "../../http/errors";
import { listSchema, pageQuery, pageRequest, toList } from "../../http/pagination";
import { ownList } from "../own-list";
import { defineRoute } from "../../http/route";
import { callerAccount } from "../../account-object/stub";
import { fundingDestinationsFor } from "../../funding/live-destinations";
import { ensureFundingIndex } from "../../funding/reference-index";
import { z } from "@hono/zod-openapi";
import { MoneySchema } from "../schemas";
import { DepositSchema, FundingDestinationSchema, LedgerEntrySchema, WalletSchema, idParam } from "../money-schemas";
import { EXAMPLES, listExample } from "../examples";

// `object` differs from the wallet's entry, so it is not an extension of LedgerEntry in the
// document (an allOf with both `object` values could never validate)
const AccountLedgerEntrySchema = LedgerEntrySchema.omit({ object: true }).extend({
  object: z.literal("account_ledger_entry"),
  balance: z.enum(["wallet", "revenue"]),
  order: z
    .object({ id: z.string(), status: z.string(), price: MoneySchema, earned: MoneySchema, commission_rate_bps: z.number().int() })
    .optional(),
}).openapi("AccountLedgerEntry", { example: EXAMPLES.AccountLedgerEntry });

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
    response: listSchema(LedgerEntrySchema, "LedgerEntryList", listExample(EXAMPLES.LedgerEntry)),
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => ownList(c, "wallet-ledger", query, {}, (stub, ref, req) => stub.walletLedger(ref, req)),
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/account/ledger",
    tag: "Wallet",
    summary: "Account ledger over both balances (wallet and revenue), newest first",
    security: "api_key",
    query: pageQuery,
    response: listSchema(AccountLedgerEntrySchema, "AccountLedgerEntryList", listExample(EXAMPLES.AccountLedgerEntry)),
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => ownList(c, "account-ledger", query, {}, (stub, ref, req) => stub.accountLedger(ref, req)),
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/wallet/funding_destinations",
    tag: "Wallet",
    summary: "Where to send money to fund the wallet: a bank account with your reference, and a deposit address per stablecoin network",
    security: "api_key",
    // a collection like any other: it takes limit and cursor, though it is short and fixed
    query: pageQuery,
    response: listSchema(FundingDestinationSchema, "FundingDestinationList", listExample(EXAMPLES.FundingDestination)),
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => {
      const caller = c.get("caller");
      await ensureFundingIndex(c.env, caller.accountId, caller.mode);
      const scope = `funding-destinations:${caller.accountId}:${caller.mode}`;
      const req = await pageRequest(c.env, scope, query);
      const all = await fundingDestinationsFor(c.env, caller.accountId, caller.mode);
      const start = req.after === undefined ? 0 : all.findIndex((d) => d.id === req.after) + 1;
      return toList(c.env, scope, req, all.slice(start, start + req.limit + 1), (d) => d.id, (d) => d);
    },
  });

  defineRoute(app, {
    method: "get",
    path: "/v1/wallet/deposits",
    tag: "Wallet",
    summary: "Deposits (stablecoin, bank transfer, Lightning), newest first",
    security: "api_key",
    query: pageQuery,
    response: listSchema(DepositSchema, "DepositList", listExample(EXAMPLES.Deposit)),
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => ownList(c, "deposits", query, {}, (stub, ref, req) => stub.deposits(ref, req)),
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
