/** @jsxImportSource hono/jsx */
// GET /install/{key}: the traveller's page for an eSIM (traveller-page.tsx), for the person it was
// bought for. No API key or session: the key in the URL (the account object's id and the order's
// token of 160 random bits, lib/install-links.ts) is the only credential, so the page is answered
// per client address within INSTALL_LIMIT, never cached, and sends no Referer. One call to the
// account's object reads the profile, the brand and (sandbox) the usage; a live eSIM's usage is
// read as GET /v1/orders/{id}/usage reads it (the supplier, at most every 15 minutes). The
// language: `?lang=`, else Accept-Language, else the brand's default, else English (so the answer
// varies by Accept-Language). An eSIM cancelled by its refund, or revoked, answers 410, branded and
// translated; a suspended one says it is paused, an installed one that it needs no second scan.
import type { Context } from "hono";
import type { TravellerPageRead } from "../../account-object/traveller-page";
import { accountObjectById } from "../../account-object/stub";
import type { App, AppEnv } from "../../http/context";
import { installPageAllowed } from "../../http/rate-limit";
import { pickLanguage, type Language } from "../../i18n";
import { readInstallKey } from "../../lib/install-links";
import { providersFor } from "../../providers";
import { esimUsage } from "../../providers/usage";
import { pageCsp } from "../headers";
import { brandStyle, GonePage, NotFoundPage, platformOf, TravellerPage, type PageUsage } from "./traveller-page";

async function readPage(env: Env, key: string): Promise<TravellerPageRead | null> {
  const link = readInstallKey(key);
  if (!link) return null;
  return (await accountObjectById(env, link.objectId)?.travellerPage(link.token)) ?? null;
}

/** A live eSIM's reading from its supplier (cached 15 minutes); null when none can be had now. */
async function liveUsage(env: Env, iccid: string): Promise<PageUsage | null> {
  try {
    return await esimUsage(env, providersFor(env, "live").supplier, "live", iccid);
  } catch {
    return null;
  }
}

/** The page in another language: the same path, only `?lang=` (nothing else of the query is kept). */
export const langHref = (l: Language) => `?lang=${encodeURIComponent(l)}`;

async function answer(c: Context<AppEnv>) {
  if (!(await installPageAllowed(c))) {
    return c.html("<!doctype html><title>Too many requests</title><p>Too many requests from your address. Wait a minute and try again.</p>", 429);
  }
  c.header("vary", "Accept-Language");
  const read = await readPage(c.env, c.req.param("token") ?? "");
  const lang = pickLanguage({ query: c.req.query("lang"), acceptLanguage: c.req.header("accept-language"), brandDefault: read?.brand.default_language });
  if (!read) return c.html(<NotFoundPage lang={lang} langHref={langHref} />, 404);
  const style = await brandStyle(read.brand);
  if (style) c.header("content-security-policy", pageCsp({ styles: [style.hash] }));
  if (read.state !== "profile") return c.html(<GonePage lang={lang} brand={read.brand} style={style} langHref={langHref} why={read.state} />, 410);
  const usage = read.usage ?? (read.livemode && read.iccid ? await liveUsage(c.env, read.iccid) : null);
  return c.html(
    <TravellerPage
      lang={lang} brand={read.brand} style={style} profile={read.profile} usage={usage} esim={read.esim} platform={platformOf(c.req.header("user-agent"))} langHref={langHref}
    />,
  );
}

export function registerInstallPage(app: App): void {
  app.get("/install/:token", answer);
}
