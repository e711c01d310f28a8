// GET /v1/account/ledger: the account ledger over both balances (wallet and revenue), newest
// first. Listed in the API reference's Wallet section, so the wallet's routes register it.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { ownList } from "../own-list";
import { EXAMPLES, listExample } from "../examples";
import { AccountLedgerEntrySchema } from "./schemas";

const AccountLedgerEntryListSchema = listSchema(AccountLedgerEntrySchema, "AccountLedgerEntryList", listExample(EXAMPLES.AccountLedgerEntry));

const ListAccountLedgerQuerySchema = z.strictObject(pageQuery);

export type ListAccountLedgerQuery = z.input<typeof ListAccountLedgerQuerySchema>;
export type ListAccountLedgerResponse = z.infer<typeof AccountLedgerEntryListSchema>;

export function registerListAccountLedger(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/account/ledger",
    tag: "Wallet",
    summary: "Account ledger over both balances (wallet and revenue), newest first",
    security: "api_key",
    query: ListAccountLedgerQuerySchema.shape,
    response: AccountLedgerEntryListSchema,
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => ownList(c, "account-ledger", query, {}, (stub, ref, req) => stub.accountLedger(ref, req)),
  });
}
