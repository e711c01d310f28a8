// What a person must have shown before creating or changing anything live from a page (a live key,
// the live payout address, a live webhook endpoint and every form that makes live events leave the
// service: developers/words.tsx liveWebhookRefusal): a verified email, two-factor authentication
// enrolled, and a code confirmed in the last 10 minutes. One rule, asked by every live form.
import { secondFactorFresh } from "../identity/sessions";
import type { Current } from "./session";

/** Why `me` may not act on something live now, or null; `needs` starts the sentence when two-factor is not enrolled ("Live keys need"). */
export function freshSecondFactorRefusal(me: Pick<Current, "user" | "session">, needs: string, now = Date.now()): string | null {
  if (!me.user.emailVerifiedAt) return "Verify your email first.";
  if (!me.user.totpEnabledAt) return `${needs} two-factor authentication: enrol it on the Security page.`;
  if (!secondFactorFresh(me.session, now)) return "Confirm your two-factor code on the Security page (valid for 10 minutes), then try again.";
  return null;
}
