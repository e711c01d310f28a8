// What a password reset means for the accounts its user owns. Anyone can sign up with someone
// else's email and, while it is unverified, the person who did knows the password; so when a reset
// (a link that reached the mailbox) proves an owner's email for the first time, everything that
// could have been planted before is ended in every account the user owns: every other member's
// membership, every pending invitation, and every API key made until then (revoked as the
// dashboard revokes one). The reset itself ends the user's sessions (identity/users.ts,
// changePassword). Every reset, the first or not, is told to the user by mail, with what was
// removed and why; the mail carries no link.
import { revokeKeysMadeBefore } from "../accounts/keys";
import type { Role } from "../domain/roles";
import { quotedName, type Mail } from "../identity/mail";
import { revokeAllInvitations } from "./invitations";
import { ownedAccounts, removeOthers } from "./members";

export interface EndedAccess {
  accountId: string;
  accountName: string;
  members: { email: string; role: Role }[];
  invitations: { email: string; role: Role }[];
  keys: { id: string; mode: string; name: string | null }[];
}

/** Ends everyone else's access to each account the user owns (see the header); answers what was ended, per account. */
export async function endOthersAccess(env: Env, userId: string, now = Date.now()): Promise<EndedAccess[]> {
  const ended: EndedAccess[] = [];
  for (const account of await ownedAccounts(env, userId)) {
    const members = await removeOthers(env, account.id, userId);
    const invitations = (await revokeAllInvitations(env, account.id, now)).map(({ email, role }) => ({ email, role }));
    const keys = (await revokeKeysMadeBefore(env, account.id, now, now)).map(({ id, mode, name }) => ({ id, mode, name }));
    ended.push({ accountId: account.id, accountName: account.name, members, invitations, keys });
  }
  return ended;
}

const minute = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** The mail telling a user their password was reset at `at`, with whatever a first proof of their email ended. */
export function passwordResetMail(email: string, at: number, ended: EndedAccess[]): Mail {
  const lines = [
    `The password of your Partner Commerce user ${quotedName(email)} was reset on ${minute(at)} with a link mailed to this address. Every session signed in as this user was ended.`,
  ];
  if (ended.length > 0) {
    lines.push(
      "",
      "This reset was also the first time this email address was proven to be yours. Until then, anyone could have signed up with it, knowing the password, and let other people or programs in. So everything that could have been set up that way was removed from the accounts you own:",
    );
    for (const a of ended) {
      lines.push("", `The account named ${quotedName(a.accountName)} (the name chosen when it was made):`);
      const list = (what: string, items: string[]) => lines.push(`- ${what}: ${items.length ? items.join(", ") : "none"}`);
      list("members removed", a.members.map((m) => `${quotedName(m.email)} (${m.role})`));
      list("pending invitations withdrawn", a.invitations.map((i) => `${quotedName(i.email)} (${i.role})`));
      list("API keys revoked", a.keys.map((k) => `${k.id} (${k.mode}${k.name === null ? "" : `, ${quotedName(k.name)}`})`));
    }
    lines.push("", "If you had set up any of these yourself, invite the people again from the Team page and create new keys on the API keys page.");
  }
  lines.push(
    "",
    'If you did not reset your password, someone else can read your mail: secure your email account first, then reset your password again with "Forgot your password?" on the Partner Commerce log-in page, and contact support.',
  );
  return { to: email, subject: "Your Partner Commerce password was reset", text: lines.join("\n") };
}
