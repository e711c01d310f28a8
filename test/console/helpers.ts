// What the console's tests share: an operator of a given role signed in on a Browser (made through
// the operator API with the bootstrap token, with a password and an enrolled authenticator set
// straight in D1, and a session started as the second-factor step starts one), and an operator
// API token of a role.
import { env } from "cloudflare:test";
import { admin } from "../support/api";
import { Browser, PASSWORD, uniqueEmail } from "../identity/browser";
import { currentParams, hashPassword } from "../../src/identity/password";
import { startSession, OPERATOR_SESSION_COOKIE } from "../../src/identity/sessions";
import type { OperatorRole } from "../../src/domain/operator-roles";

export interface TestOperator {
  b: Browser;
  id: string;
  email: string;
  userId: string;
  role: OperatorRole;
}

/** A new operator through POST /admin/v1/operators (bootstrap), its id and email. */
export async function newOperator(role: OperatorRole, name = `Operator ${role}`) {
  const email = uniqueEmail(role);
  const res = await admin<{ id: string; email: string }>("/admin/v1/operators", { body: { email, name, role } });
  if (res.status !== 200) throw new Error(`POST /admin/v1/operators answered ${res.status}: ${JSON.stringify(res.body)}`);
  const row = await env.DB.prepare("SELECT user_id FROM operators WHERE id = ?").bind(res.body.id).first<{ user_id: string }>();
  return { id: res.body.id, email, userId: row!.user_id };
}

/** An operator of `role`, signed in (password and second factor done) on a fresh Browser. */
export async function signedInOperator(role: OperatorRole): Promise<TestOperator> {
  const op = await newOperator(role);
  await env.DB.prepare("UPDATE users SET password_hash = ?, totp_enabled_at = ?, totp_secret = 'test' WHERE id = ?")
    .bind(await hashPassword(PASSWORD, currentParams(env)), Date.now(), op.userId)
    .run();
  const { token } = await startSession(env, { id: op.userId, totpEnabledAt: Date.now() }, { secondFactorAt: Date.now() });
  const b = new Browser();
  b.cookies.set(OPERATOR_SESSION_COOKIE, token);
  return { b, role, ...op };
}

/** A `pco_` token of a new operator of `role`. */
export async function operatorToken(role: OperatorRole): Promise<{ secret: string; tokenId: string; operatorId: string }> {
  const op = await newOperator(role);
  const res = await admin<{ id: string; secret: string }>(`/admin/v1/operators/${op.id}/tokens`, { body: { name: `${role} token` } });
  if (res.status !== 200) throw new Error(`POST /admin/v1/operators/{id}/tokens answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { secret: res.body.secret, tokenId: res.body.id, operatorId: op.id };
}
