// POST /v1/test_helpers/deposits: a simulated stablecoin deposit to the caller's address,
// credited at once unless status is detected. The sandbox provider signs the webhook it would
// have sent, and it goes through the normal ingestion path.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { underClaimedKey } from "../../account-object/stub";
import { ASSETS, NETWORKS, type Asset, type Network } from "../../funding/destinations";
import { deliverSandboxEvent, sandboxTxHash, stablecoinEvent } from "../../funding/sandbox/provider-events";
import { ownAccount } from "../own";
import { DepositSchema } from "../wallet/schemas";
import { amount, lower, upper } from "./schemas";
import { depositOf, transferSeed } from "./sandbox-transfer";

const CreateDepositBody = z.strictObject({
  amount,
  asset: upper(ASSETS).default("USDT"),
  network: lower(NETWORKS).default("bep20"),
  status: z.enum(["detected", "credited"]).optional(),
});

export type CreateDepositRequest = z.input<typeof CreateDepositBody>;
export type CreateDepositResponse = z.infer<typeof DepositSchema>;

export function registerCreateDeposit(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/deposits",
    tag: "Test helpers",
    summary: "Simulate a stablecoin deposit to your address (credited at once unless status is detected)",
    security: "api_key",
    idempotent: true,
    body: CreateDepositBody,
    bodyExample: { amount: 1000, asset: "USDT", network: "trc20" },
    response: DepositSchema,
    errors: ["test_mode_only", "parameter_missing", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { body, idem }) => {
      const { stub, ref } = ownAccount(c);
      return underClaimedKey(stub, ref, idem, async (epoch) => {
        const txHash = await sandboxTxHash(body.network as Network, transferSeed(ref.accountId, idem, epoch));
        const args = { asset: body.asset as Asset, network: body.network as Network, amountCents: body.amount, txHash };
        const detected = await deliverSandboxEvent(c.env, await stablecoinEvent(c.env, ref.accountId, { ...args, confirmed: false }));
        if (body.status === "detected") return depositOf(detected);
        return depositOf(await deliverSandboxEvent(c.env, await stablecoinEvent(c.env, ref.accountId, { ...args, confirmed: true })));
      });
    },
  });
}
