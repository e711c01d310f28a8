// The KYB/KYC path from a test-only account to live access, as one small state machine:
//   none → kyb_submitted → kyc_pending → kyc_submitted → approved
// with `rejected` reachable from either review. A rejected account may start again with a
// new KYB form: a rejection is a decision on what was submitted, not on the business.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { db } from "../db/client";
import { accounts, memberships, users } from "../db/schema";
import { ApiError } from "../http/errors";
import { getAccount, type AccountRow } from "./store";
import { newKey, type ApiKeyView } from "./keys";
import { storeForm, type KybForm, type KycForm } from "./forms";
import { sealKycForm } from "./kyc-document";
import { auditInsert, auditRow, auditStatement } from "../audit/log";
import type { AuditContext } from "../audit/actor";

export const KYB_STATES = ["none", "kyb_submitted", "kyc_pending", "kyc_submitted", "approved", "rejected"] as const;
export type KybState = (typeof KYB_STATES)[number];

export type Step = "submit_kyb" | "approve_kyb" | "reject_kyb" | "submit_kyc" | "approve_kyc" | "reject_kyc";

export const STEPS: Record<Step, { from: readonly KybState[]; to: KybState; doing: string }> = {
  submit_kyb: { from: ["none", "rejected"], to: "kyb_submitted", doing: "submit the KYB form" },
  approve_kyb: { from: ["kyb_submitted"], to: "kyc_pending", doing: "approve KYB" },
  reject_kyb: { from: ["kyb_submitted"], to: "rejected", doing: "reject KYB" },
  submit_kyc: { from: ["kyc_pending"], to: "kyc_submitted", doing: "submit the KYC form" },
  approve_kyc: { from: ["kyc_submitted"], to: "approved", doing: "approve KYC" },
  reject_kyc: { from: ["kyc_submitted"], to: "rejected", doing: "reject KYC" },
};

function outOfTurn(step: Step, current: string): ApiError {
  const { from, doing } = STEPS[step];
  return new ApiError(
    "invalid_state",
    `Cannot ${doing} while kyb_state is '${current}'; it needs kyb_state ${from.map((s) => `'${s}'`).join(" or ")}.`,
  );
}

/**
 * Moves the account one step, only if it is where the step starts: the check and the write
 * are one conditional UPDATE, so two racing requests cannot both move it.
 */
async function move(env: Env, accountId: string, step: Step, patch: Partial<AccountRow> = {}): Promise<AccountRow> {
  const { from, to } = STEPS[step];
  const row = await db(env)
    .update(accounts)
    .set({ ...patch, kybState: to })
    .where(and(eq(accounts.id, accountId), inArray(accounts.kybState, [...from])))
    .returning()
    .get();
  if (row) return row;
  throw outOfTurn(step, (await getAccount(env, accountId)).kybState);
}

/** An operator's review decision as an audit action: approve_kyb → kyb.approve. */
const ACTIONS: Partial<Record<Step, string>> = { approve_kyb: "kyb.approve", reject_kyb: "kyb.reject", approve_kyc: "kyc.approve", reject_kyc: "kyc.reject" };

/**
 * An operator's step: as `move`, guarded on the state the account was read in, with its audit
 * entry in the same D1 batch and written only if the UPDATE moved the account.
 */
async function decide(env: Env, accountId: string, step: "approve_kyb" | "reject_kyb" | "reject_kyc", ctx: AuditContext, patch: Partial<AccountRow> = {}): Promise<AccountRow> {
  const { from, to } = STEPS[step];
  const was = await getAccount(env, accountId);
  if (!(from as readonly string[]).includes(was.kybState)) throw outOfTurn(step, was.kybState);
  const audit = auditRow(ctx, {
    action: ACTIONS[step]!,
    target: accountId,
    accountId,
    before: { kyb_state: was.kybState, rejection_reason: was.rejectionReason },
    after: { kyb_state: to, rejection_reason: patch.rejectionReason ?? was.rejectionReason },
  });
  const [rows] = await db(env).batch([
    db(env).update(accounts).set({ ...patch, kybState: to }).where(and(eq(accounts.id, accountId), eq(accounts.kybState, was.kybState))).returning(),
    auditInsert(env, audit, { whenChanged: true }),
  ]);
  if (rows[0]) return rows[0];
  throw outOfTurn(step, (await getAccount(env, accountId)).kybState);
}

/**
 * An account made through sign-up waits for its owner's email to be verified before KYB (and so
 * before live access); an account an operator created has no such owner and is not held.
 */
export async function assertOwnerVerified(env: Env, accountId: string): Promise<void> {
  const pending = await db(env)
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.signedUp, true), isNull(users.emailVerifiedAt)))
    .get();
  if (pending) throw new ApiError("invalid_state", "Verify the account owner's email (the link we sent at sign-up) before submitting KYB.");
}

export async function submitKyb(env: Env, accountId: string, form: KybForm, now = Date.now()): Promise<AccountRow> {
  await assertOwnerVerified(env, accountId);
  // a fresh start: the earlier KYC answers and rejection belong to the previous attempt
  return move(env, accountId, "submit_kyb", { kybForm: storeForm(form, now), kycForm: null, rejectionReason: null });
}

export async function submitKyc(env: Env, accountId: string, form: KycForm, now = Date.now()): Promise<AccountRow> {
  return move(env, accountId, "submit_kyc", { kycForm: storeForm(await sealKycForm(env, accountId, form), now) });
}

export function approveKyb(env: Env, accountId: string, ctx: AuditContext): Promise<AccountRow> {
  return decide(env, accountId, "approve_kyb", ctx);
}

export function reject(env: Env, accountId: string, stage: "kyb" | "kyc", reason: string, ctx: AuditContext): Promise<AccountRow> {
  return decide(env, accountId, stage === "kyb" ? "reject_kyb" : "reject_kyc", ctx, { rejectionReason: reason });
}

/**
 * Grants live access and mints the first live key, with the audit entry, in one D1 batch (D1's only atomic unit):
 * the key row is written only if this batch's UPDATE moved the account, so a repeated or
 * racing approval neither grants twice nor leaves an approved account without its key.
 */
export async function approveKyc(env: Env, accountId: string, ctx: AuditContext, now = Date.now()): Promise<{ account: AccountRow; apiKey: ApiKeyView }> {
  const { row: key, view } = await newKey(accountId, "live", now);
  const audit = auditRow(
    ctx,
    {
      action: "kyc.approve",
      target: accountId,
      accountId,
      before: { kyb_state: STEPS.approve_kyc.from[0], live_access: false },
      after: { kyb_state: STEPS.approve_kyc.to, live_access: true, live_api_key: key.id },
    },
    now,
  );
  const [moved, inserted] = await env.DB.batch<{ id: string }>([
    env.DB.prepare(
      "UPDATE accounts SET kyb_state = ?, live_access = 1, rejection_reason = NULL WHERE id = ? AND kyb_state = ? RETURNING id",
    ).bind(STEPS.approve_kyc.to, accountId, STEPS.approve_kyc.from[0]),
    env.DB.prepare(
      "INSERT INTO api_keys (id, account_id, mode, key_hash, created_at) SELECT ?, ?, ?, ?, ? WHERE changes() = 1",
    ).bind(key.id, key.accountId, key.mode, key.keyHash, key.createdAt),
    // the entry exists exactly when the key does, and so when the UPDATE moved the account
    auditStatement(env, audit, { whenChanged: true }),
  ]);
  const account = await getAccount(env, accountId);
  if (!moved?.results.length) throw outOfTurn("approve_kyc", account.kybState);
  // never hand out a secret that was not stored
  if (inserted?.meta.changes !== 1) throw new Error(`approval of ${accountId} did not store its live key`);
  return { account, apiKey: view };
}
