// Who does an operator action: a named operator in the console (their `op_…` id), an operator's
// API token (its `opt_…` id, with the operator behind it), or the bootstrap credential
// (ADMIN_API_TOKEN, recorded as `bootstrap` and acting as an admin). Resolved once per request
// and carried to every audited step with the request's id and client address.
import type { OperatorRole } from "../domain/operator-roles";

export interface Actor {
  /** what the audit trail records as the actor */
  id: string;
  /** the person behind it; null for bootstrap */
  operatorId: string | null;
  role: OperatorRole;
}

export const BOOTSTRAP_ACTOR: Actor = { id: "bootstrap", operatorId: null, role: "admin" };

/** What an audited step needs beyond its own arguments. */
export interface AuditContext {
  actor: Actor;
  requestId: string | null;
  clientAddress: string | null;
}
