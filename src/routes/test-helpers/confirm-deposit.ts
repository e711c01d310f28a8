// POST /v1/test_helpers/deposits/{deposit_id}/confirm: a detected sandbox stablecoin deposit
// confirmed through the normal ingestion path; it is credited and waiting quotes are paid. Only
// the call whose event credited answers 200; a concurrent one (under another key) is refused as
// already credited.
import type { z } from "@hono/zod-openapi";
import { ApiError, unwrap } from "../../http/errors";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { underClaimedKey } from "../../account-object/stub";
import type { Asset, Network } from "../../funding/destinations";
import { deliverSandboxEvent, stablecoinEvent } from "../../funding/sandbox/provider-events";
import { ownAccount } from "../own";
import { idParam } from "../schemas";
import { DepositSchema } from "../wallet/schemas";
import { depositOf } from "./sandbox-transfer";

export type ConfirmDepositResponse = z.infer<typeof DepositSchema>;

export function registerConfirmDeposit(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/deposits/{deposit_id}/confirm",
    tag: "Test helpers",
    summary: "Confirm a detected stablecoin deposit: it is credited and waiting quotes are paid",
    security: "api_key",
    idempotent: true,
    params: idParam("deposit_id"),
    response: DepositSchema,
    errors: ["test_mode_only", "resource_not_found", "deposit_already_credited"],
    handler: async (c, { params, idem }) => {
      const { stub, ref } = ownAccount(c);
      return underClaimedKey(stub, ref, idem, async () => {
        const d = unwrap(await stub.checkConfirmable(ref, params.deposit_id!));
        const event = await stablecoinEvent(c.env, ref.accountId, {
          asset: d.asset as Asset,
          network: d.network as Network,
          amountCents: d.amount.amount,
          txHash: d.tx_hash!,
          confirmed: true,
        });
        const result = await deliverSandboxEvent(c.env, event);
        // concurrent confirms all pass the check; only the one whose event credited answers 200
        if (result.repeat) throw new ApiError("deposit_already_credited", `Deposit ${d.id} is already credited.`);
        return depositOf(result);
      });
    },
  });
}
