/** @jsxImportSource hono/jsx */
// POST /dashboard/team/invite: an owner invites an email with a role; the link goes by mail. An
// owner whose email is not verified yet is refused (403), and so is an invitation past the
// account's or the invited email's daily limit (429); a refused one stores and sends nothing.
import type { App } from "../../http/context";
import { can, isRole } from "../../domain/roles";
import { MailLinksUnavailable } from "../../identity/mail";
import { EMAIL_SHAPE, normalEmail } from "../../identity/users";
import { invite } from "../../team/invitations";
import { onSignedInForm } from "../session";
import { TeamPage } from "./team";
import { ACCOUNT_INVITE_LIMIT, RECIPIENT_INVITE_LIMIT, VERIFY_BEFORE_INVITING } from "./words";

export function registerInvite(app: App): void {
  onSignedInForm(app, "/dashboard/team/invite", async (c, me, f) => {
    if (!can(me.account.role, "members.manage")) return c.html(<TeamPage c={c} me={me} error="Only owners invite members." />, 403);
    if (me.user.emailVerifiedAt === null) return c.html(<TeamPage c={c} me={me} error={VERIFY_BEFORE_INVITING} />, 403);
    const email = normalEmail(f.email ?? "");
    if (!EMAIL_SHAPE.test(email) || !isRole(f.role)) return c.html(<TeamPage c={c} me={me} error="Enter an email and choose a role." />, 400);
    let sent;
    try {
      sent = await invite(c.env, { email, role: f.role, accountId: me.account.id, accountName: me.account.name, inviter: me.user });
    } catch (e) {
      if (!(e instanceof MailLinksUnavailable)) throw e;
      console.error(e.message);
      return c.html(<TeamPage c={c} me={me} error={MailLinksUnavailable.ANSWER} />, 503);
    }
    if (!sent.ok) {
      if (sent.reason === "unverified") return c.html(<TeamPage c={c} me={me} error={VERIFY_BEFORE_INVITING} />, 403);
      c.header("Retry-After", String(sent.retryAfterSeconds));
      return c.html(<TeamPage c={c} me={me} error={sent.reason === "account_limit" ? ACCOUNT_INVITE_LIMIT : RECIPIENT_INVITE_LIMIT} />, 429);
    }
    return c.html(<TeamPage c={c} me={me} status={`Invitation sent to ${email}.`} />);
  });
}
