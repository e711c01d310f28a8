// Operators' API tokens for /admin/v1: `pco_` and 40 random characters, named, shown once, kept
// only as SHA-256, acting with their operator's role. Revoking one stops it at once on every
// isolate (tokens are looked up on every request, never cached). Each issue and revocation is
// written with its audit entry in one D1 batch. A named operator issues tokens only for
// themself: a token acts as its operator and the trail names that operator for what it does, so
// one operator minting another's token could act as them. Admins still revoke anyone's. The
// bootstrap credential, which names nobody, may issue one for any operator (that is how the first
// operators get theirs), and the trail records `bootstrap` as its issuer.
import { and, desc, eq, isNull } from "drizzle-orm";
import { db } from "../db/client";
import { operatorTokens } from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";
import { newId } from "../lib/ids";
import { ApiError, notFound } from "../http/errors";
import { auditInsert, auditRow } from "../audit/log";
import type { AuditContext } from "../audit/actor";
import { getOperator } from "./operators";

export type OperatorTokenRow = typeof operatorTokens.$inferSelect;

export const OPERATOR_TOKEN_PREFIX = "pco_";

export function operatorTokenView(row: OperatorTokenRow, secret?: string) {
  return {
    id: row.id,
    object: "operator_token" as const,
    name: row.name,
    operator_id: row.operatorId,
    ...(secret === undefined ? {} : { secret }),
    created_at: new Date(row.createdAt).toISOString(),
    revoked_at: row.revokedAt === null ? null : new Date(row.revokedAt).toISOString(),
  };
}

export async function createOperatorToken(env: Env, operatorId: string, name: string, ctx: AuditContext, now = Date.now()) {
  await getOperator(env, operatorId);
  if (ctx.actor.operatorId !== null && ctx.actor.operatorId !== operatorId) {
    throw new ApiError("forbidden_for_role", "Operators issue API tokens only for themselves; the operator named must be you. Nothing was made.", "operator_id");
  }
  const secret = OPERATOR_TOKEN_PREFIX + randomToken(30);
  const row: OperatorTokenRow = { id: newId("opt"), operatorId, name, tokenHash: await sha256Hex(secret), createdAt: now, revokedAt: null };
  const audit = auditRow(ctx, { action: "operator_token.create", target: row.id, after: { operator_id: operatorId, name } }, now);
  await db(env).batch([db(env).insert(operatorTokens).values(row), auditInsert(env, audit)]);
  return operatorTokenView(row, secret);
}

/** Revokes a token (a repeat answers the first revocation and records nothing new). */
export async function revokeOperatorToken(env: Env, tokenId: string, ctx: AuditContext, now = Date.now()) {
  const found = await db(env).select().from(operatorTokens).where(eq(operatorTokens.id, tokenId)).get();
  if (!found) throw notFound("operator token", tokenId, "token_id");
  if (found.revokedAt !== null) return operatorTokenView(found);
  const audit = auditRow(ctx, { action: "operator_token.revoke", target: tokenId, before: { revoked: false }, after: { revoked: true } }, now);
  const [rows] = await db(env).batch([
    db(env).update(operatorTokens).set({ revokedAt: now }).where(and(eq(operatorTokens.id, tokenId), isNull(operatorTokens.revokedAt))).returning(),
    auditInsert(env, audit, { whenChanged: true }),
  ]);
  const row = rows[0] ?? (await db(env).select().from(operatorTokens).where(eq(operatorTokens.id, tokenId)).get())!;
  return operatorTokenView(row);
}

export async function listOperatorTokens(env: Env, operatorId: string): Promise<OperatorTokenRow[]> {
  return db(env).select().from(operatorTokens).where(eq(operatorTokens.operatorId, operatorId)).orderBy(desc(operatorTokens.id)).all();
}
