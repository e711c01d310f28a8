// Who does an operator action: a named operator in the console (their `op_…` id), an operator's
// API token (its `opt_…` id, with the operator behind it), or the bootstrap credential
// (ADMIN_API_TOKEN, recorded as `bootstrap` and acting as an admin). Resolved once per request
// and carried to every audited step with the request's id and client address. A failed console
// log-in is recorded too, by `signed_out`, an actor with no role that can do nothing.
import type { OperatorRole } from "../domain/operator-roles";

export interface Actor {
  /** what the audit trail records as the actor */
  id: string;
  /** the person behind it; null for bootstrap */
  operatorId: string | null;
  role: OperatorRole;
}

export const BOOTSTRAP_ACTOR: Actor = { id: "bootstrap", operatorId: null, role: "admin" };

/**
 * The actor of an attempt made before anyone is signed in (a failed console log-in or second
 * factor): nobody is known to have made it, so it holds no role and names no operator; the
 * entry's target names the operator whose email was tried, when there is one.
 */
export const SIGNED_OUT_ACTOR: Pick<Actor, "id" | "operatorId"> = { id: "signed_out", operatorId: null };

/** What an audited step needs beyond its own arguments. */
export interface AuditContext {
  actor: Actor;
  requestId: string | null;
  clientAddress: string | null;
}
