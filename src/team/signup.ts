// Sign-up: a business creates its own account, exactly as an operator would (createAccount, a
// first test key from the same key rule), with the person signing up as its owner. The account
// is test-only until KYB and KYC; for an account made here, KYB (and so live keys) also waits
// for the owner's email to be verified.
import { createAccount, type AccountRow } from "../accounts/store";
import { issueKey, type ApiKeyView } from "../accounts/keys";
import { createLink } from "../identity/links";
import { mailerFor } from "../identity/mail";
import { createUser } from "../identity/users";
import type { UserRow } from "../identity/sessions";
import { addMember } from "./members";

export type SignUpResult = { ok: true; user: UserRow; account: AccountRow; apiKey: ApiKeyView } | { ok: false; reason: "email_taken" };

export async function signUp(env: Env, input: { businessName: string; email: string; password: string }, origin: string): Promise<SignUpResult> {
  // createUser hashes the password before it tries the email, so a taken email costs a hash too
  const user = await createUser(env, "partner", input.email, input.password);
  if (!user) return { ok: false, reason: "email_taken" };
  const account = await createAccount(env, input.businessName);
  await addMember(env, account.id, user.id, "owner", true);
  const apiKey = await issueKey(env, account.id, "test");
  // a mail provider's refusal must not undo the sign-up: the Security page sends a new link
  await sendVerification(env, user, origin).catch((e) => console.error("verification mail not sent", e));
  return { ok: true, user, account, apiKey };
}

export async function sendVerification(env: Env, user: Pick<UserRow, "id" | "email">, origin: string): Promise<void> {
  const token = await createLink(env, "verify_email", { email: user.email, userId: user.id });
  await mailerFor(env).send({
    to: user.email,
    subject: "Verify your email for Partner Commerce",
    text: `Open this link within 24 hours to verify your email:\n\n${origin}/verify-email?token=${token}\n\nIf you did not sign up, ignore this message.`,
  });
}
