// Operators: named people who run the service, each a user of the 'operator' realm (a password,
// a required second factor and sessions of their own) with one role. An operator is created
// without a password: a set-up link (72 h) lets them choose one and enrol an authenticator app
// before the console opens. Creating one writes the user, the operator and the audit entry in
// one D1 batch. The set-up link starts with PUBLIC_BASE_URL (no operator is created, and no link
// sent, while it is not set); the mail quotes the operator's name as the one an administrator
// gave, never in its subject.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { db } from "../db/client";
import { operators, sessions, users } from "../db/schema";
import { newId } from "../lib/ids";
import { ApiError, notFound } from "../http/errors";
import { auditInsert, auditRow } from "../audit/log";
import type { AuditContext } from "../audit/actor";
import type { OperatorRole } from "../domain/operator-roles";
import { newUserRow, normalEmail } from "../identity/users";
import { createLink } from "../identity/links";
import { mailerFor, mailLinkBase, quotedName } from "../identity/mail";

export type OperatorRow = typeof operators.$inferSelect;
export interface Operator extends OperatorRow {
  email: string;
}

/** A password hash no password matches: the operator has not chosen one yet. */
export const NO_PASSWORD = "!unset";

export function operatorView(op: Operator) {
  return {
    id: op.id,
    object: "operator" as const,
    email: op.email,
    name: op.name,
    role: op.role,
    created_at: new Date(op.createdAt).toISOString(),
    disabled_at: op.disabledAt === null ? null : new Date(op.disabledAt).toISOString(),
  };
}
export type OperatorView = ReturnType<typeof operatorView>;

const withEmail = () => ({ op: operators, email: users.email });

export async function getOperator(env: Env, id: string): Promise<Operator> {
  const hit = await db(env).select(withEmail()).from(operators).innerJoin(users, eq(users.id, operators.userId)).where(eq(operators.id, id)).get();
  if (!hit) throw notFound("operator", id, "operator_id");
  return { ...hit.op, email: hit.email };
}

/** The operator a signed-in user of the operator realm is; undefined for anyone else, and for a disabled operator. */
export async function operatorOfUser(env: Env, userId: string): Promise<Operator | undefined> {
  const hit = await db(env).select(withEmail()).from(operators).innerJoin(users, eq(users.id, operators.userId)).where(eq(operators.userId, userId)).get();
  return hit && hit.op.disabledAt === null ? { ...hit.op, email: hit.email } : undefined;
}

/** Every operator, oldest first (a short list). */
export async function listOperators(env: Env): Promise<Operator[]> {
  const rows = await db(env).select(withEmail()).from(operators).innerJoin(users, eq(users.id, operators.userId)).orderBy(asc(operators.id)).all();
  return rows.map((r) => ({ ...r.op, email: r.email }));
}

/** Mails the link that sets an operator's password and second factor; `alongside` joins the link's D1 batch. */
export async function sendSetupLink(env: Env, op: Pick<Operator, "email" | "name" | "userId">, alongside: BatchItem<"sqlite">[] = []): Promise<void> {
  const base = mailLinkBase(env);
  const token = await createLink(env, "operator_setup", { email: op.email, userId: op.userId }, Date.now(), alongside);
  await mailerFor(env).send({
    to: op.email,
    subject: "Your Partner Commerce operator account",
    text: `You are an operator of Partner Commerce, under the name ${quotedName(op.name)} (the name an administrator gave you). Open this link within 72 hours to choose your password and set up your authenticator app:\n\n${base}/admin/setup?token=${token}\n\nIf you did not expect this, ignore this message and tell the service's administrators.`,
  });
}

export async function createOperator(
  env: Env,
  input: { email: string; name: string; role: OperatorRole },
  ctx: AuditContext,
  now = Date.now(),
): Promise<Operator> {
  // refused before anything is written: an operator nobody can set up is no use
  mailLinkBase(env);
  const email = normalEmail(input.email);
  const user = newUserRow("operator", email, NO_PASSWORD, now);
  const op: OperatorRow = { id: newId("op"), userId: user.id, name: input.name, role: input.role, createdAt: now, disabledAt: null };
  const audit = auditRow(ctx, { action: "operator.create", target: op.id, after: { email, name: op.name, role: op.role } }, now);
  try {
    await db(env).batch([db(env).insert(users).values(user), db(env).insert(operators).values(op), auditInsert(env, audit)]);
  } catch (e) {
    if (/UNIQUE/i.test(String(e))) throw new ApiError("parameter_invalid", `An operator with the email '${email}' already exists.`, "email");
    throw e;
  }
  const created = { ...op, email };
  await sendSetupLink(env, created);
  return created;
}

/**
 * A new set-up link for an operator (a lost authenticator, an expired link): using it replaces
 * their password and second factor. Audited as operator.send_setup_link with the link.
 */
export async function resendSetupLink(env: Env, operatorId: string, ctx: AuditContext): Promise<Operator> {
  const op = await getOperator(env, operatorId);
  if (op.disabledAt !== null) throw new ApiError("invalid_state", "This operator is disabled: a set-up link would not let them in.");
  const audit = auditRow(ctx, { action: "operator.send_setup_link", target: op.id });
  await sendSetupLink(env, op, [auditInsert(env, audit)]);
  return op;
}

/**
 * Disables an operator who left: their sessions end, their tokens stop, and they can no longer
 * sign in or use a set-up link. The row stays (the audit trail names them). Audited as
 * operator.disable with the change; disabling again records nothing.
 */
export async function disableOperator(env: Env, operatorId: string, ctx: AuditContext, now = Date.now()): Promise<Operator> {
  const op = await getOperator(env, operatorId);
  if (op.disabledAt !== null) return op;
  const audit = auditRow(ctx, { action: "operator.disable", target: op.id, before: { disabled: false }, after: { disabled: true } }, now);
  await db(env).batch([
    db(env).update(operators).set({ disabledAt: now }).where(and(eq(operators.id, op.id), isNull(operators.disabledAt))),
    auditInsert(env, audit, { whenChanged: true }),
    db(env).update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, op.userId), isNull(sessions.revokedAt))),
  ]);
  return getOperator(env, operatorId);
}
