/** @jsxImportSource hono/jsx */
// POST /dashboard/settings/brand/copy-to-live: the live brand becomes the test brand, every field
// and the logo (by its key: the bytes are stored once). It changes what live travellers see, so
// it asks what every live form asks (live-check.ts) and more: the account's live access, a
// verified email, two-factor authentication and a code confirmed in the last 10 minutes. Owners
// and developers only; a refusal is 403 and changes nothing.
import type { App } from "../../http/context";
import { copyBrandToLive } from "../../brand/settings";
import { onSignedInForm } from "../session";
import { BRAND_COPY_TO_LIVE, BrandPage, brandFormRefusal } from "./brand";

export function registerBrandCopyToLive(app: App): void {
  onSignedInForm(app, BRAND_COPY_TO_LIVE, async (c, me, f) => {
    const refused = brandFormRefusal(me, f, "copy_to_live");
    if (refused) return c.html(<BrandPage c={c} me={me} failure={refused} />, refused.status);
    await copyBrandToLive(c.env, me.account.id);
    return c.html(<BrandPage c={c} me={me} status="The test brand was copied to live. Live travellers see it now." />);
  });
}
