// The operator console's door: the partner dashboard's session rules (pages/session.ts) at the
// operator door, its own cookie, users of the operator realm only. Every console page needs an
// operator signed in with their second factor; every form needs our Origin, the session's CSRF
// token and a role holding the form's permission, all checked before the handler runs, so a
// refused form changes nothing. A console action is audited with the operator's id as actor.
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import type { AuditContext } from "../../audit/actor";
import { operatorCan, rolesWith, type OperatorPermission } from "../../domain/operator-roles";
import { operatorOfUser, type Operator } from "../../operators/operators";
import { checkedForm, clientAddress, forbidden, OPERATOR_DOOR, signedIn, type Signed } from "../session";

export interface OperatorMe extends Signed {
  operator: Operator;
  /** what an audited step is handed for this operator's actions */
  audit: AuditContext;
}

/** The request's id and client address, which every audit entry of the console records. */
export const requestPlace = (c: Context<AppEnv>) => ({ requestId: c.get("requestId") ?? null, clientAddress: clientAddress(c) });

/** The signed-in operator, or null. */
export async function currentOperator(c: Context<AppEnv>): Promise<OperatorMe | null> {
  const hit = await signedIn(c, OPERATOR_DOOR);
  if (!hit) return null;
  const operator = await operatorOfUser(c.env, hit.user.id);
  if (!operator) return null;
  const actor = { id: operator.id, operatorId: operator.id, role: operator.role };
  return { ...hit, operator, audit: { actor, ...requestPlace(c) } };
}

/** The signed-in operator, or the redirect to /admin/login a signed-out visitor gets. */
export async function requireOperatorPage(c: Context<AppEnv>): Promise<OperatorMe | Response> {
  const me = await currentOperator(c);
  return me ?? c.redirect("/admin/login", 303);
}

export function mayDo(me: OperatorMe, permission: OperatorPermission): boolean {
  return operatorCan(me.operator.role, permission);
}

/** The sentence a control's place shows when the operator's role does not hold its permission. */
export function roleSentence(me: OperatorMe, permission: OperatorPermission): string {
  return `Your role (${me.operator.role}) cannot do this; it is for ${rolesWith(permission).join(", ")}.`;
}

export const forbiddenForRole = (c: Context<AppEnv>, me: OperatorMe, permission: OperatorPermission) =>
  c.html(`<!doctype html><title>Forbidden</title><p>${roleSentence(me, permission)} Nothing was changed. <a href="/admin">Back to the console</a></p>`, 403);

/**
 * A console form's route: a signed-out visitor goes to /admin/login; a form without our Origin or
 * the session's CSRF token, or from a role without `permission`, is refused before the handler
 * runs; the answer is never cached.
 */
export function onOperatorForm(
  app: App,
  path: string,
  permission: OperatorPermission,
  handler: (c: Context<AppEnv>, me: OperatorMe, fields: Record<string, string>) => Promise<Response>,
): void {
  app.post(path, async (c) => {
    const me = await requireOperatorPage(c);
    if (me instanceof Response) return me;
    const f = await checkedForm(c, me.session);
    if (!f) return forbidden(c);
    if (!mayDo(me, permission)) return forbiddenForRole(c, me, permission);
    c.header("cache-control", "no-store");
    return handler(c, me, f);
  });
}
