// Operator authentication for /admin/v1: `Authorization: Bearer pco_…` (an operator's named
// token, looked up by its SHA-256 on every request so a revocation takes effect at once) or the
// bootstrap credential ADMIN_API_TOKEN (actor `bootstrap`, acting as an admin). The actor is
// kept on the request; each route then checks its permission against the actor's role
// (route.ts) before reading the body, so a refused request changes nothing.
import { and, eq, isNull } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { db } from "../db/client";
import { operatorTokens, operators } from "../db/schema";
import { safeEqual, sha256Hex } from "../lib/crypto";
import { BOOTSTRAP_ACTOR, type Actor, type AuditContext } from "../audit/actor";
import { operatorCan, rolesWith, type OperatorPermission } from "../domain/operator-roles";
import type { AppEnv } from "./context";
import { ApiError } from "./errors";

const TOKEN_SHAPE = /^pco_[A-Za-z0-9_-]{40}$/;

/** The actor an operator credential names; null when it names none. */
export async function resolveOperatorCredential(env: Env, secret: string): Promise<Actor | null> {
  if (secret.startsWith("pco_")) {
    if (!TOKEN_SHAPE.test(secret)) return null;
    const hash = await sha256Hex(secret);
    const row = await db(env)
      .select({ id: operatorTokens.id, operatorId: operatorTokens.operatorId, role: operators.role, tokenHash: operatorTokens.tokenHash })
      .from(operatorTokens)
      .innerJoin(operators, eq(operators.id, operatorTokens.operatorId))
      .where(and(eq(operatorTokens.tokenHash, hash), isNull(operatorTokens.revokedAt), isNull(operators.disabledAt)))
      .get();
    if (!row || !(await safeEqual(row.tokenHash, hash))) return null;
    return { id: row.id, operatorId: row.operatorId, role: row.role };
  }
  const expected = env.ADMIN_API_TOKEN;
  return expected && (await safeEqual(secret, expected)) ? BOOTSTRAP_ACTOR : null;
}

/** Throws unless the Authorization header carries an operator credential; answers its actor. */
export async function assertOperator(env: Env, header: string): Promise<Actor> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new ApiError("api_key_required", "Send an operator token as 'Authorization: Bearer pco_…'.");
  const actor = await resolveOperatorCredential(env, match[1]);
  if (!actor) throw new ApiError("invalid_api_key", "The operator token is unknown, malformed or revoked.");
  return actor;
}

export const requireOperator: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("actor", await assertOperator(c.env, c.req.header("authorization") ?? ""));
  await next();
};

/** Throws 403 forbidden_for_role unless the actor's role holds the permission. */
export function assertPermission(actor: Actor, permission: OperatorPermission): void {
  if (operatorCan(actor.role, permission)) return;
  throw new ApiError(
    "forbidden_for_role",
    `The ${actor.role} role cannot do this (it needs '${permission}', held by ${rolesWith(permission).join(", ")}). Nothing was changed.`,
  );
}

export const clientAddressOf = (c: Context<AppEnv>): string | null => c.req.header("cf-connecting-ip") ?? null;

/** What an audited step needs from the request. */
export function auditContextOf(c: Context<AppEnv>): AuditContext {
  return { actor: c.get("actor"), requestId: c.get("requestId") ?? null, clientAddress: clientAddressOf(c) };
}
