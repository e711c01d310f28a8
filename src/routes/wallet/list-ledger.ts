// GET /v1/wallet/ledger: every change of the wallet's balance, newest first, one line each.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { listSchema, pageQuery } from "../../http/pagination";
import { defineRoute } from "../../http/route";
import { ownList } from "../own-list";
import { EXAMPLES, listExample } from "../examples";
import { LedgerEntrySchema } from "./schemas";

const LedgerEntryListSchema = listSchema(LedgerEntrySchema, "LedgerEntryList", listExample(EXAMPLES.LedgerEntry));

const ListWalletLedgerQuerySchema = z.strictObject(pageQuery);

export type ListWalletLedgerQuery = z.input<typeof ListWalletLedgerQuerySchema>;
export type ListWalletLedgerResponse = z.infer<typeof LedgerEntryListSchema>;

export function registerListWalletLedger(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/wallet/ledger",
    tag: "Wallet",
    summary: "Wallet ledger entries, newest first",
    security: "api_key",
    query: ListWalletLedgerQuerySchema.shape,
    response: LedgerEntryListSchema,
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => ownList(c, "wallet-ledger", query, {}, (stub, ref, req) => stub.walletLedger(ref, req)),
  });
}
