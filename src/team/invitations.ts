// Invitations: an owner invites an email with a role; the link (single use, 7 days) lets an
// existing user join, or a new one set a password and join.
import type { Role } from "../domain/roles";
import { createLink, type LinkRow } from "../identity/links";
import { mailerFor } from "../identity/mail";
import { normalEmail } from "../identity/users";

export interface InviteData {
  accountId: string;
  accountName: string;
  role: Role;
}

export async function invite(env: Env, input: InviteData & { email: string; invitedBy: string }, origin: string): Promise<void> {
  const email = normalEmail(input.email);
  const token = await createLink(env, "invite", { email, data: { accountId: input.accountId, accountName: input.accountName, role: input.role } });
  await mailerFor(env).send({
    to: email,
    subject: `${input.invitedBy} invited you to ${input.accountName} on Partner Commerce`,
    text: `You are invited to join ${input.accountName} as ${input.role}. Open this link within 7 days to accept:\n\n${origin}/invite?token=${token}`,
  });
}

export function inviteData(link: LinkRow): InviteData {
  return JSON.parse(link.data ?? "{}") as InviteData;
}
