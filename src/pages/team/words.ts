// What the team page's forms answer when they refuse.
import { MAIL_LIMITS } from "../../identity/mail-limits";

export const ONLY_OWNERS = "Only owners manage members.";
export const NOT_A_MEMBER = "No such member in this account.";
export const LAST_OWNER = "An account needs an owner: make another member an owner first.";
export const VERIFY_BEFORE_INVITING = "Verify your email before inviting anyone: open the link we mailed you, or send a new one from the Security page.";
export const ACCOUNT_INVITE_LIMIT = `This account has sent ${MAIL_LIMITS.invite.perSender} invitations in the last 24 hours, the most it may. Try again later.`;
export const RECIPIENT_INVITE_LIMIT = `This email has been sent ${MAIL_LIMITS.invite.perRecipient} invitations in the last 24 hours, the most it may receive. Try again later.`;
