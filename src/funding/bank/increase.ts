// Increase (research §5): one Account Number per partner account, created on first use;
// money arriving on it becomes a Transaction whose route_id is that account number. The
// webhook is a thin hint: the transaction is read back from the API before anything moves.
// An account number only receives: ACH debits against it are blocked and only checks we
// issued ourselves are honoured, so the only money that leaves through it is a return or
// reversal of money that arrived (a negative Transaction, clawed back from the wallet).
import type { Mode } from "../../http/context";
import { hmacSha256Hex, safeEqual } from "../../lib/crypto";
import { fetchJson } from "../../lib/outbound";
import type { BankRail } from "../rails";
import { indexReference } from "../reference-index";

export const INCREASE_SIGNATURE_HEADER = "increase-webhook-signature";
const TOLERANCE_MS = 5 * 60 * 1000;

export interface IncreaseAccountNumber {
  id: string;
  account_id: string;
  account_number: string;
  routing_number: string;
  status: "active" | "disabled" | "canceled";
  inbound_ach?: { debit_status: "allowed" | "blocked" };
  inbound_checks?: { status: "allowed" | "check_transfers_only" };
  type: "account_number";
}

export interface IncreaseTransaction {
  id: string;
  account_id: string;
  amount: number;
  currency?: string;
  created_at: string;
  description: string;
  route_id: string | null;
  route_type: string | null;
  /** what caused it: `category` names the one detail object present beside it */
  source?: { category?: string } & Record<string, unknown>;
  type: "transaction";
}

/**
 * The Increase transfer a negative transaction gives back, where its source names one: an
 * inbound ACH transfer returned, an inbound wire reversed.
 */
export function returnedTransferId(txn: IncreaseTransaction): string | null {
  const src = txn.source;
  const detail = src?.category ? (src[src.category] as Record<string, unknown> | undefined) : undefined;
  const id = detail?.inbound_ach_transfer_id ?? detail?.inbound_wire_transfer_id ?? detail?.wire_transfer_id ?? detail?.transfer_id;
  return typeof id === "string" ? id : null;
}

export interface IncreaseEvent {
  id: string;
  category: string;
  associated_object_type: string;
  associated_object_id: string;
  created_at: string;
  type: "event";
}

function headers(rail: BankRail, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${rail.apiKey}`, accept: "application/json", ...extra };
}

const url = (rail: BankRail, path: string) => rail.baseUrl.replace(/\/+$/, "") + path;

/** The reference-index value under which an account number's owner is found. */
export const accountNumberRef = (id: string) => `increase:${id}`;

export function getTransaction(rail: BankRail, id: string): Promise<IncreaseTransaction> {
  return fetchJson<IncreaseTransaction>(url(rail, `/transactions/${encodeURIComponent(id)}`), { headers: headers(rail) });
}

/**
 * The account's account number at Increase, created on first use. The idempotency key is the
 * account id, so a retry after a timeout (or two racing first uses) gets the same number.
 */
export async function bankAccountNumber(env: Env, rail: BankRail, accountId: string, mode: Mode, now = Date.now()) {
  const stored = await env.DB.prepare("SELECT provider_id, account_number, routing_number FROM bank_account_numbers WHERE account_id = ? AND mode = ?")
    .bind(accountId, mode)
    .first<{ provider_id: string; account_number: string; routing_number: string }>();
  if (stored) return { id: stored.provider_id, accountNumber: stored.account_number, routingNumber: stored.routing_number };
  const created = await fetchJson<IncreaseAccountNumber>(url(rail, "/account_numbers"), {
    method: "POST",
    headers: headers(rail, { "content-type": "application/json", "idempotency-key": `pc-account-number-${mode}-${accountId}` }),
    // Increase's defaults let anyone holding the number pull money by ACH debit; the number is
    // for receiving only, so debits are blocked and checks honoured only if we issued them
    body: JSON.stringify({
      account_id: rail.accountId,
      name: `Partner ${accountId}`,
      inbound_ach: { debit_status: "blocked" },
      inbound_checks: { status: "check_transfers_only" },
    }),
  });
  await indexReference(env, "bank_reference", accountNumberRef(created.id), accountId, mode, now);
  await env.DB.prepare(
    "INSERT OR IGNORE INTO bank_account_numbers (account_id, mode, provider_id, account_number, routing_number, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).bind(accountId, mode, created.id, created.account_number, created.routing_number, now).run();
  return { id: created.id, accountNumber: created.account_number, routingNumber: created.routing_number };
}

/** Checks `t=<ISO-8601>,v1=<hex HMAC-SHA256("t.body")>` over the raw body, within five minutes. */
export async function verifyIncreaseSignature(secret: string, rawBody: string, header: string | null, now: number): Promise<boolean> {
  if (!header) return false;
  const parts = new Map<string, string>();
  for (const piece of header.split(",")) {
    const at = piece.indexOf("=");
    if (at > 0) parts.set(piece.slice(0, at).trim(), piece.slice(at + 1).trim());
  }
  const t = parts.get("t");
  const v1 = parts.get("v1");
  if (!t || !v1) return false;
  const at = Date.parse(t);
  if (!Number.isFinite(at) || Math.abs(now - at) > TOLERANCE_MS) return false;
  return safeEqual(v1, await hmacSha256Hex(secret, `${t}.${rawBody}`));
}
