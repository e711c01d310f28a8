// Sandbox helpers that make money arrive: stablecoin deposits (and their confirmation),
// bank transfers and paid Lightning invoices. Each asks the sandbox provider for the signed
// webhook it would have sent and posts it through the normal ingestion path. Paying an invoice
// or confirming a deposit answers 200 only to the call whose event moved the money; any other
// (concurrent, under another key) is refused as the invoice no longer pending or the deposit
// already credited.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { ApiError, unwrap } from "../../http/errors";
import { defineRoute } from "../../http/route";
import { callerAccount, underClaimedKey } from "../../account-object/stub";
import { ASSETS, NETWORKS, type Asset, type Network } from "../../funding/destinations";
import {
  bankTransferEvent, deliverSandboxEvent, invoicePaidEvent, sandboxTxHash, stablecoinEvent,
} from "../../funding/sandbox/provider-events";
import type { IngestResult } from "../../funding/ingest";
import type { IdempotencyKey } from "../../http/idempotency";
import { DepositSchema, idParam } from "../money-schemas";

/** Largest sandbox deposit: USD 1,000,000. */
const MAX_HELPER_CENTS = 100_000_000;
const amount = z.number().int().min(1).max(MAX_HELPER_CENTS).openapi({ description: "USD cents" });
const upper = (values: readonly string[]) =>
  z.string().transform((s) => s.toUpperCase()).pipe(z.enum(values as [string, ...string[]]));
const lower = (values: readonly string[]) =>
  z.string().transform((s) => s.toLowerCase()).pipe(z.enum(values as [string, ...string[]]));

/**
 * What makes a helper call one transfer: a retry under the same claim (same key, same
 * request, within 24 h) gets the same hash, so its provider event is applied once; the key
 * reused after its record lapsed starts a new claim epoch, so it is a new transfer.
 */
function transferSeed(accountId: string, idem: IdempotencyKey, epoch: number): string {
  return `${accountId}:${idem.key}:${epoch}`;
}

function depositOf(result: IngestResult) {
  if (!result.deposit) throw new Error(`sandbox event was not applied: ${result.ignored ?? "no deposit"}`);
  return result.deposit;
}

export function registerFundingHelpers(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/deposits",
    tag: "Test helpers",
    summary: "Simulate a stablecoin deposit to your address (credited at once unless status is detected)",
    security: "api_key",
    idempotent: true,
    body: z.strictObject({
      amount,
      asset: upper(ASSETS).default("USDT"),
      network: lower(NETWORKS).default("bep20"),
      status: z.enum(["detected", "credited"]).optional(),
    }),
    bodyExample: { amount: 1000, asset: "USDT", network: "trc20" },
    response: DepositSchema,
    errors: ["test_mode_only", "parameter_missing", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { body, idem }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return underClaimedKey(stub, ref, idem, async (epoch) => {
        const txHash = await sandboxTxHash(body.network as Network, transferSeed(ref.accountId, idem, epoch));
        const args = { asset: body.asset as Asset, network: body.network as Network, amountCents: body.amount, txHash };
        const detected = await deliverSandboxEvent(c.env, await stablecoinEvent(c.env, ref.accountId, { ...args, confirmed: false }));
        if (body.status === "detected") return depositOf(detected);
        return depositOf(await deliverSandboxEvent(c.env, await stablecoinEvent(c.env, ref.accountId, { ...args, confirmed: true })));
      });
    },
  });

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
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
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

  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/bank_transfers",
    tag: "Test helpers",
    summary: "Simulate a bank transfer quoting your reference (final on arrival: credited at once)",
    security: "api_key",
    idempotent: true,
    body: z.strictObject({ amount }),
    bodyExample: { amount: 1000 },
    response: DepositSchema,
    errors: ["test_mode_only", "parameter_missing", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { body, idem }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return underClaimedKey(stub, ref, idem, async (epoch) => {
        const transferId = await sandboxTxHash("bank", transferSeed(ref.accountId, idem, epoch));
        return depositOf(await deliverSandboxEvent(c.env, await bankTransferEvent(c.env, ref.accountId, body.amount, transferId)));
      });
    },
  });

  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/lightning_invoices/{invoice_id}/pay",
    tag: "Test helpers",
    summary: "Pay a pending Lightning invoice: the wallet is credited and the quote it was minted for is settled",
    security: "api_key",
    idempotent: true,
    params: { invoice_id: z.string().regex(/^lni_[0-9A-HJKMNP-TV-Z]{26}$/, "invoice_id must look like lni_ followed by 26 characters") },
    response: DepositSchema,
    errors: ["test_mode_only", "parameter_invalid", "resource_not_found", "invoice_not_pending"],
    handler: async (c, { params, idem }) => {
      const { stub, ref } = callerAccount(c.env, c.get("caller"));
      return underClaimedKey(stub, ref, idem, async () => {
        const inv = unwrap(await stub.checkPayable(ref, params.invoice_id));
        const result = await deliverSandboxEvent(c.env, await invoicePaidEvent(c.env, inv.payment_hash, inv.amount_sats));
        // concurrent pays all pass the check; only the one whose event paid the invoice answers 200
        if (!result.deposit || result.ignored || result.repeat) throw new ApiError("invoice_not_pending", `Invoice ${inv.id} can no longer be paid.`);
        return result.deposit;
      });
    },
  });
}
