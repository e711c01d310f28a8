// Sign-up: a business creates its own account, exactly as an operator would (createAccount, a
// first test key from the same key rule), with the person signing up as its owner. The account
// is test-only until KYB and KYC; for an account made here, KYB (and so live keys) also waits
// for the owner's email to be verified. The verification mail names nobody and nothing anyone
// chose; its link starts with PUBLIC_BASE_URL. A new link from the Security page counts against
// the email's limit (identity/mail-limits.ts: 5 an hour); the one sign-up sends does not.
import { createAccount, type AccountRow } from "../accounts/store";
import { issueKey, type ApiKeyView } from "../accounts/keys";
import { createLink } from "../identity/links";
import { mailerFor, mailLinkBase } from "../identity/mail";
import { takeMailSend, type MailSend } from "../identity/mail-limits";
import { createUser } from "../identity/users";
import type { UserRow } from "../identity/sessions";
import { addMember } from "./members";

export type SignUpResult = { ok: true; user: UserRow; account: AccountRow; apiKey: ApiKeyView } | { ok: false; reason: "email_taken" };

export async function signUp(env: Env, input: { businessName: string; email: string; password: string }): Promise<SignUpResult> {
  // createUser hashes the password before it tries the email, so a taken email costs a hash too
  const user = await createUser(env, "partner", input.email, input.password);
  if (!user) return { ok: false, reason: "email_taken" };
  const account = await createAccount(env, input.businessName);
  await addMember(env, account.id, user.id, "owner", true);
  const apiKey = await issueKey(env, account.id, "test");
  // a mail provider's refusal must not undo the sign-up: the Security page sends a new link
  await sendVerification(env, user).catch((e) => console.error("verification mail not sent", e));
  return { ok: true, user, account, apiKey };
}

export async function sendVerification(env: Env, user: Pick<UserRow, "id" | "email">): Promise<void> {
  const base = mailLinkBase(env);
  const token = await createLink(env, "verify_email", { email: user.email, userId: user.id });
  await mailerFor(env).send({
    to: user.email,
    subject: "Verify your email for Partner Commerce",
    text: `Open this link within 24 hours to verify your email:\n\n${base}/verify-email?token=${token}\n\nIf you did not sign up, ignore this message.`,
  });
}

/** A new verification link, asked for from the Security page: sent unless the email's limit is reached. */
export async function resendVerification(env: Env, user: Pick<UserRow, "id" | "email">, now = Date.now()): Promise<MailSend> {
  mailLinkBase(env);
  const send = await takeMailSend(env, "verify_email", user.email, null, now);
  if (send.ok) await sendVerification(env, user);
  return send;
}
