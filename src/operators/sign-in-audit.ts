// What the audit trail records of the console's door itself: every failed operator log-in
// (a wrong password or an unknown email) and every wrong second-factor code (at log-in or while
// enrolling an authenticator), with the email that was tried, and every use of a set-up link.
// A failure is recorded by the `signed_out` actor, never by the operator whose email was tried
// (someone else may have typed it); the entry's target is that operator when the email is one.
// Only attempts that were checked are recorded: one refused by the log-in throttle is not, so an
// address that is already blocked cannot fill the trail.
import type { AuditContext } from "../audit/actor";
import { SIGNED_OUT_ACTOR } from "../audit/actor";
import { auditRow, recordAudit } from "../audit/log";
import { findUser, normalEmail } from "../identity/users";
import { operatorOfUser, type Operator } from "./operators";

export type SignInStage = "password" | "second_factor" | "enrolment";

const ACTION: Record<SignInStage, string> = {
  password: "operator.login_failed",
  second_factor: "operator.second_factor_failed",
  enrolment: "operator.second_factor_failed",
};

/** The entry of a failed log-in step at the console's door; `email` is what was typed (cut to 320 characters). */
export async function recordFailedSignIn(
  env: Env,
  stage: SignInStage,
  email: string,
  where: Pick<AuditContext, "requestId" | "clientAddress">,
  now = Date.now(),
): Promise<void> {
  const tried = normalEmail(email).slice(0, 320);
  const user = tried ? await findUser(env, "operator", tried) : undefined;
  const op = user ? await operatorOfUser(env, user.id) : undefined;
  const row = auditRow({ ...where, actor: SIGNED_OUT_ACTOR }, { action: ACTION[stage], target: op?.id ?? null, after: { email: tried, stage } }, now);
  await recordAudit(env, row);
}

/** The entry of a set-up link used by its operator (a new password, and an authenticator to enrol). */
export async function recordSetupLinkUsed(env: Env, op: Pick<Operator, "id" | "role">, where: Pick<AuditContext, "requestId" | "clientAddress">, now = Date.now()): Promise<void> {
  const actor = { id: op.id, operatorId: op.id };
  await recordAudit(env, auditRow({ ...where, actor }, { action: "operator.setup_link_use", target: op.id, after: { password_set: true, authenticator_replaced: true } }, now));
}
