/** @jsxImportSource hono/jsx */
// POST /dashboard/security/verify-email: mails a new verification link to the user's email.
import type { App } from "../../http/context";
import { sendVerification } from "../../team/signup";
import { onSignedInForm } from "../session";
import { SecurityPage } from "./security";

export function registerResendVerification(app: App): void {
  onSignedInForm(app, "/dashboard/security/verify-email", async (c, me) => {
    await sendVerification(c.env, me.user, new URL(c.req.url).origin);
    return c.html(<SecurityPage c={c} me={me} status={`A new link is on its way to ${me.user.email}.`} />);
  });
}
