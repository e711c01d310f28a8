/** @jsxImportSource hono/jsx */
// POST /dashboard/settings/brand/logo (a multipart form with the file in `logo`) and
// POST /dashboard/settings/brand/logo/remove: the logo's upload and removal, run as
// PUT /v1/brand/logo and DELETE /v1/brand/logo run them (setLogo, removeLogo): the same checks
// of the file's own bytes, so the page refuses exactly what the API refuses, with its words. The
// upload's form is the one page form allowed a body past 64 KiB (session.ts BRAND_LOGO_FORM).
// Owners and developers only, in live mode with a fresh second factor; anyone else is 403.
import type { App } from "../../http/context";
import { removeLogo, setLogo } from "../../brand/settings";
import { attempt } from "../own";
import { onSignedInForm } from "../session";
import { BRAND_LOGO_FORM, BRAND_REMOVE_LOGO, BrandPage, brandFormRefusal } from "./brand";

export function registerBrandLogoForms(app: App): void {
  onSignedInForm(app, BRAND_LOGO_FORM, async (c, me, f) => {
    const refused = brandFormRefusal(me, f, "edit");
    if (refused) return c.html(<BrandPage c={c} me={me} failure={refused} />, refused.status);
    // the form was parsed once for its token; hono keeps it, the file included
    const file = (await c.req.parseBody()).logo;
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(0);
    const done = await attempt(() => setLogo(c.env, { accountId: me.account.id, mode: me.mode }, bytes));
    if (!done.ok) return c.html(<BrandPage c={c} me={me} failure={{ ...done.failure, param: "logo" }} />, done.failure.status);
    return c.html(<BrandPage c={c} me={me} status={`Logo uploaded (${done.value.logo!.width}×${done.value.logo!.height} pixels).`} />);
  });

  onSignedInForm(app, BRAND_REMOVE_LOGO, async (c, me, f) => {
    const refused = brandFormRefusal(me, f, "edit");
    if (refused) return c.html(<BrandPage c={c} me={me} failure={refused} />, refused.status);
    await removeLogo(c.env, { accountId: me.account.id, mode: me.mode });
    return c.html(<BrandPage c={c} me={me} status="Logo removed." />);
  });
}
