// GET /v1/wallet: the balance, pending credit, overdraft and what is available to spend, as
// the caller's account object holds them for the key's mode.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { WalletSchema } from "./schemas";

export type RetrieveWalletResponse = z.infer<typeof WalletSchema>;

export function registerRetrieveWallet(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/wallet",
    tag: "Wallet",
    summary: "The wallet: balance, pending credit, overdraft and what is available to spend",
    security: "api_key",
    response: WalletSchema,
    handler: async (c) => own(c, (stub, ref) => stub.wallet(ref)),
  });
}
