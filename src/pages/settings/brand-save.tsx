/** @jsxImportSource hono/jsx */
// POST /dashboard/settings/brand: the brand form, run as PUT /v1/brand runs it: the API's own
// schema (BrandUpdateSchema through the API's validation, so a refusal has the API's words and
// names its field) and the same step (updateBrand). An empty field is sent as null, which clears
// it, as a partner's client would. A refusal stores nothing, not even the form's valid fields.
// Owners and developers only (`brand.manage`), in live mode with a fresh second factor; anyone
// else is 403 and nothing changes.
import type { App } from "../../http/context";
import { validate } from "../../http/validation";
import { BRAND_FIELDS, BrandUpdateSchema, updateBrand } from "../../brand/settings";
import { attempt } from "../own";
import { phoneFromTyped } from "../../lib/phone";
import { onSignedInForm } from "../session";
import { BRAND_PAGE, BrandPage, brandFormRefusal, NOTIFY_SHOWN } from "./brand";

/**
 * The form's fields as PUT /v1/brand's body: each field the form sent, empty as null; the support
 * phone as people type it (spaces, dots, dashes, brackets) sent in E.164, or as typed for the
 * step to refuse; the traveller notices box as true or false.
 */
export function brandBody(fields: Record<string, string>): Record<string, string | boolean | null> {
  const body: Record<string, string | boolean | null> = {};
  for (const f of BRAND_FIELDS) {
    const v = fields[f]?.trim();
    if (v === undefined) continue;
    body[f] = v === "" ? null : f === "support_phone" ? (phoneFromTyped(v) ?? v) : v;
  }
  if (fields[NOTIFY_SHOWN] === "1") body.notify_traveller = fields.notify_traveller === "yes";
  return body;
}

export function registerBrandSave(app: App): void {
  onSignedInForm(app, BRAND_PAGE, async (c, me, f) => {
    const refused = brandFormRefusal(me, f, "edit");
    if (refused) return c.html(<BrandPage c={c} me={me} failure={refused} />, refused.status);
    const done = await attempt(() => updateBrand(c.env, { accountId: me.account.id, mode: me.mode }, validate(BrandUpdateSchema, brandBody(f))));
    if (!done.ok) return c.html(<BrandPage c={c} me={me} failure={done.failure} typed={f} />, done.failure.status);
    return c.html(<BrandPage c={c} me={me} status={`Brand saved (${me.mode} mode).`} />);
  });
}
