// Increase's webhook: a signed, thin event naming an object. Only a transaction on one of
// our account numbers moves money, and only as the API reports it when read back: money in
// is credited; money out (a return or reversal of money that came in: the numbers accept no
// debits) is taken back from the wallet. Either is applied once per Increase transaction.
import type { Mode } from "../../http/context";
import { ApiError } from "../../http/errors";
import { centsToDecimal } from "../../domain/money";
import { deliverToAccount, type IngestResult } from "../ingest";
import { bankRail } from "../rails";
import { accountNumberRef, getTransaction, returnedTransferId, verifyIncreaseSignature, type IncreaseEvent } from "./increase";

export const INCREASE_PROVIDER = "increase";

export async function ingestIncreaseWebhook(env: Env, mode: Mode, rawBody: string, signature: string | null, now = Date.now()): Promise<IngestResult> {
  const rail = mode === "live" ? bankRail(env) : null;
  if (!rail) throw new ApiError("resource_not_found", "The bank provider is not configured in this mode.", "provider");
  if (!(await verifyIncreaseSignature(rail.webhookSecret, rawBody, signature, now))) {
    throw new ApiError("invalid_api_key", "The provider signature is missing, invalid or too old.");
  }
  let event: IncreaseEvent;
  try {
    event = JSON.parse(rawBody) as IncreaseEvent;
  } catch {
    throw new ApiError("invalid_json", "The provider event is not valid JSON.");
  }
  if (typeof event?.id !== "string" || typeof event.category !== "string" || typeof event.associated_object_id !== "string") {
    throw new ApiError("parameter_invalid", "The provider event does not have a known shape.");
  }
  if (event.category !== "transaction.created" || event.associated_object_type !== "transaction") {
    return { deposit: null, ignored: `category ${event.category} moves no money` };
  }
  // the event is a hint; the transaction as the API reports it is what gets credited
  const txn = await getTransaction(rail, event.associated_object_id);
  if (txn.account_id !== rail.accountId) return { deposit: null, ignored: "transaction of another account" };
  if (txn.route_type !== "account_number" || !txn.route_id) return { deposit: null, ignored: "not on an account number" };
  if (!Number.isSafeInteger(txn.amount) || txn.amount === 0) return { deposit: null, ignored: "moves no money" };
  if (txn.currency !== undefined && txn.currency !== "USD") return { deposit: null, ignored: "not USD" };
  if (txn.amount < 0) {
    return deliverToAccount(env, INCREASE_PROVIDER, mode, `txn:${txn.id}`, "bank_reference", accountNumberRef(txn.route_id), {
      kind: "bank.returned",
      reference: txn.route_id,
      amount: -txn.amount,
      transferId: txn.id,
      reason: txn.source?.category ?? "unknown",
      returns: returnedTransferId(txn),
    }, now);
  }
  return deliverToAccount(env, INCREASE_PROVIDER, mode, `txn:${txn.id}`, "bank_reference", accountNumberRef(txn.route_id), {
    kind: "bank.received",
    reference: txn.route_id,
    amount: txn.amount,
    transferId: txn.id,
    received: { amount: centsToDecimal(txn.amount), currency: "USD", rate: "1.00" },
  }, now);
}
