// PUT /v1/wallet/alerts: the low balance alert of the key's mode (a threshold, or null to clear
// it). It moves no money, so it takes no Idempotency-Key: setting the same value twice is the
// same. Answers the wallet, which shows the alert as `alerts.low_balance`.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { SetWalletAlertsBody, WalletSchema } from "./schemas";

export type SetWalletAlertsRequest = z.input<typeof SetWalletAlertsBody>;
export type SetWalletAlertsResponse = z.infer<typeof WalletSchema>;

export function registerSetWalletAlerts(app: App): void {
  defineRoute(app, {
    method: "put",
    path: "/v1/wallet/alerts",
    tag: "Wallet",
    summary: "Set or clear the low balance alert (wallet.balance_low) of this mode; moves no money",
    description:
      "`wallet.balance_low` fires once when a debit takes the wallet's `available` (balance plus unused " +
      "overdraft, zero while overdue) below `low_balance`, and again only after a credit has lifted it back " +
      "to the threshold or above. A threshold set while the wallet is already below it waits for such a credit. " +
      "Test and live mode keep their own thresholds.",
    security: "api_key",
    body: SetWalletAlertsBody,
    bodyExample: { low_balance: { amount: 10000, currency: "USD" } },
    response: WalletSchema,
    errors: ["parameter_missing", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { body }) => own(c, (stub, ref) => stub.setWalletAlerts(ref, { lowBalance: body.low_balance?.amount ?? null })),
  });
}
