// The KYC ID document number is kept sealed with AES-GCM under KYC_ENCRYPTION_KEY, bound to
// the account id: D1 never holds it in plaintext, and no response or log shows it. Only an
// operator's explicit, audited reveal opens it (revealIdNumber). Its last four
// characters are kept beside it (`id_document_last4`), so the partner's dashboard can show which
// document was given (•••••0T47) without ever opening the seal.
import { kycReview, type KycForm } from "./forms";
import { open, seal } from "../lib/seal";
import { ApiError } from "../http/errors";
import { auditRow, recordAudit } from "../audit/log";
import type { AuditContext } from "../audit/actor";
import { getAccount } from "./store";

const PURPOSE = "kyc-id-document-number";

function material(env: Pick<Env, "KYC_ENCRYPTION_KEY">): string {
  if (!env.KYC_ENCRYPTION_KEY) throw new Error("KYC_ENCRYPTION_KEY is not set");
  return env.KYC_ENCRYPTION_KEY;
}

/** The form as stored: every answer but the document number, which is sealed (and its last four characters). */
export async function sealKycForm(env: Pick<Env, "KYC_ENCRYPTION_KEY">, accountId: string, form: KycForm) {
  const { id_document_number, ...rest } = form;
  return {
    ...rest,
    id_document_sealed: await seal(material(env), PURPOSE, id_document_number, accountId),
    id_document_last4: lastFour(id_document_number),
  };
}

/** Pure: the last four characters of a document number, or fewer when it is shorter than eight (half at most is kept). */
export function lastFour(number: string): string {
  return number.slice(-Math.min(4, Math.floor(number.length / 2)));
}

/** Pure: a document number as the partner sees it again: a mask, then the kept characters. */
export function maskedDocument(last4: string | undefined): string {
  return last4 ? `•••••${last4}` : "•••••";
}

/**
 * The KYC form as its partner sees it again: the answers, and the document number masked to its
 * last characters (from the kept ones, or from a row stored before sealing that still holds it).
 */
export function kycAsSubmitted(stored: string | null) {
  const shown = kycReview(stored);
  if (!shown || !stored) return null;
  const raw = JSON.parse(stored) as { id_document_last4?: string; id_document_number?: string };
  const last4 = raw.id_document_last4 ?? (raw.id_document_number === undefined ? undefined : lastFour(raw.id_document_number));
  return { ...shown, id_document: maskedDocument(last4) };
}

export function openKycDocument(env: Pick<Env, "KYC_ENCRYPTION_KEY">, sealed: string, accountId: string): Promise<string> {
  return open(material(env), PURPOSE, sealed, accountId);
}

/**
 * Seals forms stored before sealing existed. Run from the cron: each row is rewritten only if
 * it still holds the plaintext it was read with, so a second run, or a racing one, changes
 * nothing. A batch at a time keeps one run short.
 */
export async function sealLegacyKycForms(env: Env, batch = 100): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT id, kyc_form FROM accounts WHERE kyc_form LIKE '%"id_document_number"%' LIMIT ?`,
  )
    .bind(batch)
    .all<{ id: string; kyc_form: string }>();
  let sealed = 0;
  for (const row of results) {
    const form = JSON.parse(row.kyc_form) as KycForm & Record<string, unknown>;
    if (typeof form.id_document_number !== "string") continue;
    const next = JSON.stringify(await sealKycForm(env, row.id, form));
    const res = await env.DB.prepare("UPDATE accounts SET kyc_form = ? WHERE id = ? AND kyc_form = ?").bind(next, row.id, row.kyc_form).run();
    sealed += res.meta.changes;
  }
  return sealed;
}

/**
 * Opens a submitted KYC form's document number for an operator who asked for it, and records
 * that they did (kyc.reveal_id_number): the entry is written before the number is handed out, so
 * no number is ever shown without its entry. Nothing else opens the seal.
 */
export async function revealIdNumber(env: Env, accountId: string, ctx: AuditContext): Promise<string> {
  const account = await getAccount(env, accountId);
  const raw = account.kycForm ? (JSON.parse(account.kycForm) as { id_document_sealed?: string; id_document_number?: string }) : null;
  if (!raw || (raw.id_document_sealed === undefined && raw.id_document_number === undefined)) {
    throw new ApiError("invalid_state", "This account has no submitted KYC form with an ID number.");
  }
  await recordAudit(env, auditRow(ctx, { action: "kyc.reveal_id_number", target: accountId, accountId }));
  return raw.id_document_sealed !== undefined ? openKycDocument(env, raw.id_document_sealed, accountId) : raw.id_document_number!;
}
