/** @jsxImportSource hono/jsx */
// GET /dashboard/settings/brand/preview: the traveller's eSIM page (install/traveller-page.tsx,
// the very component /install/{key} renders) with the signed-in account's brand in the session's
// mode and a sample eSIM whose codes are plainly not real, so Settings → Brand can show it in an
// <iframe>. Every member may look (the brand is read, like every page of the account); the answer
// may be framed by the dashboard's own pages and by nothing else. The language: `?lang=`, else the
// brand's default, else English (the partner's own browser language is not the traveller's).
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import { pickLanguage } from "../../i18n";
import { pageCsp } from "../headers";
import { langHref } from "../install";
import { brandStyle, platformOf, TravellerPage, type PageProfile, type PageUsage } from "../install/traveller-page";
import { ownPage } from "../own";
import { requireMe } from "../session";

export const BRAND_PREVIEW_PATH = "/dashboard/settings/brand/preview";

/** The preview's eSIM: codes no phone could install, at an address that cannot exist (.example). */
export const SAMPLE_PROFILE: PageProfile = {
  lpa: "LPA:1$smdp.example$SAMPLE-ACTIVATION-CODE",
  smdp_address: "smdp.example",
  activation_code: "SAMPLE-ACTIVATION-CODE",
  confirmation_code: null,
};

const DAY_MS = 86_400_000;

/** A sample reading: 2.4 GB of 5 GB left, six days to go. */
function sampleUsage(now: number): PageUsage {
  return {
    status: "active",
    data_total_mb: 5 * 1024,
    data_remaining_mb: Math.round(2.45 * 1024),
    unlimited: false,
    expires_at: new Date(now + 6 * DAY_MS - 3_600_000).toISOString(),
    checked_at: new Date(now).toISOString(),
  };
}

async function preview(c: Context<AppEnv>) {
  const me = await requireMe(c);
  if (me instanceof Response) return me;
  const brand = await ownPage(c.env, me, (stub, ref) => stub.travellerBrand(ref));
  const lang = pickLanguage({ query: c.req.query("lang"), brandDefault: brand.default_language });
  const style = await brandStyle(brand);
  c.header("content-security-policy", pageCsp({ styles: style ? [style.hash] : [], framedBy: "self" }));
  c.header("x-frame-options", "SAMEORIGIN");
  return c.html(
    <TravellerPage lang={lang} brand={brand} style={style} profile={SAMPLE_PROFILE} usage={sampleUsage(Date.now())} platform={platformOf(c.req.header("user-agent"))} langHref={langHref} sample />,
  );
}

export function registerBrandPreview(app: App): void {
  app.get(BRAND_PREVIEW_PATH, preview);
}
