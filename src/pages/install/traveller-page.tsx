/** @jsxImportSource hono/jsx */
// The traveller's eSIM page, one component for both doors: the public page at /install/{key}
// (index.tsx) and the dashboard's preview of it with a sample eSIM (settings/brand-preview.tsx).
// On top the partner's brand (logo, display name) and its colour on buttons and links; then the
// eSIM's state in words and figures; then how to install it, the visitor's platform first (the
// others one tap away in <details>, which open without JavaScript); at the bottom the brand's
// support contacts and the language switch's links. Without a brand it is the neutral page.
// The eSIM's states shape it: once installed it says so ("no need to scan again") and folds the
// install part away; while suspended it says it is paused and whom to contact, with no install
// part; once cancelled or revoked the door answers 410 with GonePage instead.
// Nothing here names the supplier, and nothing is loaded from another host: the logo is the
// Worker's own /brand-assets/ path, the colour an inline <style> the page's CSP allows by hash.
import { raw } from "hono/html";
import { formatPhone } from "../../lib/phone";
import { NO_BRAND, type Brand } from "../../account-object/brand";
import type { Child } from "hono/jsx";
import { LANGUAGE_NAMES, LANGUAGES, translator, type Language, type Translate } from "../../i18n";
import { installPage, type InstallPageKey } from "../../i18n/install-page";
import { appleInstallUrl } from "../../lib/install-links";
import { qrSvg } from "../../lib/qr";
import { Layout } from "../layout";

export type Platform = "ios" | "android" | "other";

/** What the page shows of the eSIM's profile. */
export interface PageProfile {
  lpa: string;
  smdp_address: string | null;
  activation_code: string | null;
  confirmation_code: string | null;
}

/** A usage reading, as GET /v1/orders/{id}/usage answers it. */
export interface PageUsage {
  status: string;
  data_total_mb: number | null;
  data_remaining_mb: number | null;
  unlimited: boolean;
  expires_at: string | null;
  checked_at: string;
}

/** The state the page names, from a usage reading's status (the sandbox's and the supplier's words). */
export type EsimState = "not_installed" | "active" | "used_up" | "expired" | "cancelled" | "paused";

const STATES: Record<string, EsimState> = {
  not_installed: "not_installed",
  not_active: "not_installed",
  active: "active",
  finished: "used_up",
  expired: "expired",
  recycled: "expired",
  cancelled: "cancelled",
  suspended: "paused",
};

/** What the page knows of the eSIM's states (the account's, esim-state.ts): whether it was installed, whether it is paused. */
export interface PageEsim {
  installed: boolean;
  service_state: string;
}

export function stateOf(u: PageUsage): EsimState | null {
  const s = STATES[u.status.toLowerCase()] ?? null;
  if (s === "active" && !u.unlimited && u.data_remaining_mb === 0) return "used_up";
  return s;
}

/** The visitor's platform, judged from the User-Agent (an iPad asking as a Mac reads as other). */
export function platformOf(userAgent: string | null | undefined): Platform {
  const ua = userAgent ?? "";
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return "ios";
  if (/\bAndroid\b/i.test(ua)) return "android";
  return "other";
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * The inline <style> that gives a branded page its colour, and the base64 SHA-256 of its text for
 * the page's CSP (style-src); null: no colour set (or one that is no #RRGGBB).
 */
export async function brandStyle(brand: Brand): Promise<{ css: string; hash: string } | null> {
  if (!brand.primary_color || !COLOUR.test(brand.primary_color)) return null;
  const css = `.traveller{--brand:${brand.primary_color.toLowerCase()}}`;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(css));
  return { css, hash: btoa(String.fromCharCode(...new Uint8Array(digest))) };
}

const DAY_MS = 86_400_000;

/** MB as the language writes it: GB to one decimal (rounded down for what is left), MB below a tenth of a GB. */
function amount(mb: number, lang: Language, left: boolean): string {
  if (mb !== 0 && mb < 102.4) {
    return new Intl.NumberFormat(lang, { style: "unit", unit: "megabyte", maximumFractionDigits: 0 }).format(Math.floor(mb));
  }
  return new Intl.NumberFormat(lang, { style: "unit", unit: "gigabyte", maximumFractionDigits: 1, roundingMode: left ? "floor" : "halfExpand" }).format(mb / 1024);
}

function dateOf(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang, { year: "numeric", month: "long", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" }).format(new Date(iso));
}

function Brandline(props: { brand: Brand }) {
  const { logo, display_name: name } = props.brand;
  if (!logo && !name) return null;
  return (
    <header class="brand-head">
      {logo && <img src={`/brand-assets/${encodeURIComponent(logo.key)}`} width={logo.width} height={logo.height} alt={name ?? ""} />}
      {name && <span class="brand-name" aria-hidden={logo ? "true" : undefined}>{name}</span>}
    </header>
  );
}

function LanguageSwitch(props: { lang: Language; t: Translate<InstallPageKey>; href: (l: Language) => string }) {
  return (
    <nav class="langs" aria-label={props.t("languages_label")}>
      <ul>
        {LANGUAGES.map((l) => (
          <li>
            <a href={props.href(l)} hreflang={l} lang={l} aria-current={l === props.lang ? "true" : undefined}>{LANGUAGE_NAMES[l]}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Help(props: { brand: Brand; t: Translate<InstallPageKey> }) {
  const { support_email: email, support_url: url, support_phone: phone } = props.brand;
  const web = url && /^https:\/\//i.test(url) ? url : null;
  if (!email && !web && !phone) return null;
  const t = props.t;
  return (
    <footer class="help" aria-labelledby="help">
      <h2 id="help">{t("help_heading")}</h2>
      <ul>
        {email && <li>{t("help_email")}: <a href={`mailto:${email}`}>{email}</a></li>}
        {web && <li>{t("help_website")}: <a href={web} rel="noopener noreferrer">{web.replace(/^https:\/\//i, "").replace(/\/$/, "")}</a></li>}
        {phone && <li>{t("help_phone")}: <a href={`tel:${phone.replace(/[^+0-9]/g, "")}`}>{formatPhone(phone)}</a></li>}
      </ul>
    </footer>
  );
}

/** The frame every state of the page shares: language, brand, the page itself, help. */
function Frame(props: { lang: Language; brand: Brand; style: { css: string } | null; title: string; langHref: (l: Language) => string; children: Child }) {
  const t = translator(installPage, props.lang);
  const name = props.brand.display_name;
  return (
    <Layout title={name ? `${props.title} · ${name}` : props.title} bare lang={props.lang} light head={<><link rel="stylesheet" href="/assets/traveller.css" />{props.style && <style>{raw(props.style.css)}</style>}</>}>
      <div class={props.style ? "traveller branded" : "traveller"}>
        <LanguageSwitch lang={props.lang} t={t} href={props.langHref} />
        <Brandline brand={props.brand} />
        {props.children}
        <Help brand={props.brand} t={t} />
      </div>
    </Layout>
  );
}

function Figures(props: { usage: PageUsage | null; lang: Language; t: Translate<InstallPageKey> }) {
  const { usage: u, lang, t } = props;
  if (!u) return <p class="esim-figures">{t("usage_unavailable")}</p>;
  const state = stateOf(u);
  const total = u.data_total_mb;
  const left = u.data_remaining_mb;
  const hasData = !u.unlimited && total !== null && left !== null && total > 0;
  const checked = Date.parse(u.checked_at);
  const expires = u.expires_at ? Date.parse(u.expires_at) : NaN;
  let validity: string | null = null;
  if (Number.isFinite(expires) && (state === "active" || state === "used_up")) {
    const days = Math.max(1, Math.ceil((expires - checked) / DAY_MS));
    validity = t("days_left_until", { days, date: dateOf(u.expires_at!, lang) });
  } else if (Number.isFinite(expires) && state === "expired") {
    validity = t("expired_on", { date: dateOf(u.expires_at!, lang) });
  }
  const dataText = hasData ? t("data_left", { remaining: amount(Math.min(left, total), lang, true), total: amount(total, lang, false) }) : u.unlimited ? t("data_unlimited") : null;
  return (
    <dl class="esim-figures" id="esim-state">
      {state && (
        <div>
          <dt>{t("label_status")}</dt>
          <dd data-state={state}><strong>{t(`status_${state}`)}</strong></dd>
        </div>
      )}
      {dataText && (
        <div>
          <dt>{t("label_data")}</dt>
          <dd>
            <span id="data-left">{dataText}</span>
            {hasData && <meter min={0} max={total} value={Math.max(0, Math.min(left, total))} low={total * 0.25} high={total * 0.5} optimum={total} aria-labelledby="data-left" />}
          </dd>
        </div>
      )}
      {validity && (
        <div>
          <dt>{t("label_validity")}</dt>
          <dd id="validity">{validity}</dd>
        </div>
      )}
    </dl>
  );
}

function AppleButton(props: { lpa: string; t: Translate<InstallPageKey> }) {
  return (
    <>
      <a href={appleInstallUrl(props.lpa)} role="button" class="apple" rel="noopener noreferrer">{props.t("apple_button")}</a>
      <p class="apple-note"><small>{props.t("apple_note")}</small></p>
    </>
  );
}

function Code(props: { id: string; label: string; copy: string; value: string; t: Translate<InstallPageKey> }) {
  return (
    <>
      <dt id={`${props.id}-label`}>{props.label}</dt>
      <dd class="secret">
        <code id={props.id} aria-labelledby={`${props.id}-label`}>{props.value}</code>
        <button type="button" data-copy={props.id} data-copied={props.t("copied")} data-copy-failed={props.t("copy_failed")} aria-label={props.copy}>{props.t("copy")}</button>
      </dd>
    </>
  );
}

/** The SM-DP+ address and matching id inside an lpa ("LPA:1$<address>$<matching id>"). */
function lpaParts(lpa: string): { smdp: string | null; matching: string | null } {
  const [, smdp, matching] = lpa.split("$");
  return { smdp: smdp || null, matching: matching || null };
}

function Codes(props: { profile: PageProfile; t: Translate<InstallPageKey> }) {
  const { profile: p, t } = props;
  const parts = lpaParts(p.lpa);
  const smdp = p.smdp_address ?? parts.smdp;
  const activation = p.activation_code ?? parts.matching;
  return (
    <section aria-labelledby="codes" id="manual-codes">
      <h3 id="codes">{t("codes_heading")}</h3>
      <p><small>{t("codes_intro")}</small></p>
      <dl class="codes">
        {smdp && <Code id="smdp" label={t("code_smdp")} copy={t("copy_smdp")} value={smdp} t={t} />}
        {activation && <Code id="activation" label={t("code_activation")} copy={t("copy_activation")} value={activation} t={t} />}
        {p.confirmation_code && <Code id="confirmation" label={t("code_confirmation")} copy={t("copy_confirmation")} value={p.confirmation_code} t={t} />}
      </dl>
    </section>
  );
}

function Qr(props: { lpa: string; t: Translate<InstallPageKey> }) {
  return (
    <section aria-labelledby="scan" id="qr-code">
      <h3 id="scan">{props.t("qr_heading")}</h3>
      <p><small>{props.t("qr_intro")}</small></p>
      <div class="qr" role="img" aria-label={props.t("qr_label")} data-lpa={props.lpa}>
        {raw(qrSvg(props.lpa))}
      </div>
    </section>
  );
}

function IphoneSteps(props: { open: boolean; lpa: string; withButton: boolean; t: Translate<InstallPageKey> }) {
  const t = props.t;
  return (
    <details open={props.open} id="steps-ios" data-platform="ios">
      <summary>{t("iphone_heading")}</summary>
      {props.withButton && <AppleButton lpa={props.lpa} t={t} />}
      <ol>
        <li>{t("iphone_1", { button: t("apple_button") })}</li>
        <li>{t("iphone_2")}</li>
        <li>{t("iphone_3")}</li>
        <li>{t("iphone_4")}</li>
      </ol>
    </details>
  );
}

function AndroidSteps(props: { open: boolean; t: Translate<InstallPageKey> }) {
  const t = props.t;
  return (
    <details open={props.open} id="steps-android" data-platform="android">
      <summary>{t("android_heading")}</summary>
      <ol>
        <li>{t("android_1")}</li>
        <li>{t("android_2")}</li>
        <li>{t("android_3")}</li>
      </ol>
    </details>
  );
}

/**
 * The install part, in the visitor's order: an iPhone gets Apple's button and its steps first;
 * an Android phone its steps and the codes; anything else (a computer showing the page) the QR
 * code to scan with the phone. The other platform's steps are one tap away.
 */
function Install(props: { profile: PageProfile; platform: Platform; t: Translate<InstallPageKey> }) {
  const { profile, platform, t } = props;
  const lpa = profile.lpa;
  const parts =
    platform === "ios"
      ? [<AppleButton lpa={lpa} t={t} />, <IphoneSteps open lpa={lpa} withButton={false} t={t} />, <Codes profile={profile} t={t} />, <Qr lpa={lpa} t={t} />, <AndroidSteps open={false} t={t} />]
      : platform === "android"
        ? [<AndroidSteps open t={t} />, <Codes profile={profile} t={t} />, <Qr lpa={lpa} t={t} />, <IphoneSteps open={false} lpa={lpa} withButton t={t} />]
        : [<Qr lpa={lpa} t={t} />, <IphoneSteps open={false} lpa={lpa} withButton t={t} />, <AndroidSteps open={false} t={t} />, <Codes profile={profile} t={t} />];
  return (
    <section aria-labelledby="install" data-platform={platform}>
      <h2 id="install">{t("install_heading")}</h2>
      <p>{t("install_intro")}</p>
      {parts}
    </section>
  );
}

export interface TravellerPageProps {
  lang: Language;
  brand: Brand;
  /** brandStyle(brand), made by the door, which also puts its hash in the answer's CSP */
  style: { css: string } | null;
  profile: PageProfile;
  /** null: no reading could be had (a live supplier that did not answer) */
  usage: PageUsage | null;
  platform: Platform;
  /** the link of the page in another language */
  langHref: (l: Language) => string;
  /** the dashboard's preview: a sample eSIM, said so on the page */
  sample?: boolean;
  /** the eSIM's states (null: not known, the page reads as before it was installed) */
  esim?: PageEsim | null;
}

/** The traveller's eSIM page. */
export function TravellerPage(props: TravellerPageProps) {
  const t = translator(installPage, props.lang);
  const name = props.brand.display_name;
  const paused = props.esim?.service_state === "suspended";
  const installed = !paused && props.esim?.installed === true;
  return (
    <Frame lang={props.lang} brand={props.brand} style={props.style} title={t("page_title")} langHref={props.langHref}>
      <article>
        {props.sample && <p class="sample" role="note">{t("sample_notice")}</p>}
        <h1>{t("page_title")}</h1>
        {paused && (
          <p class="esim-note paused" role="status" data-esim="paused">
            <strong>{name ? t("paused_brand", { brand: name }) : t("paused_sender")}</strong>
          </p>
        )}
        {installed && (
          <p class="esim-note installed" role="status" data-esim="installed">
            <strong>{t("installed_heading")}</strong> {t("installed_text")}
          </p>
        )}
        <Figures usage={paused && props.usage ? { ...props.usage, status: "suspended" } : props.usage} lang={props.lang} t={t} />
        {!paused && !installed && <Install profile={props.profile} platform={props.platform} t={t} />}
        {installed && (
          <details class="install-again">
            <summary>{t("install_again")}</summary>
            <Install profile={props.profile} platform={props.platform} t={t} />
          </details>
        )}
      </article>
    </Frame>
  );
}

/**
 * The page of an eSIM that is gone (410), branded and in the visitor's language: cancelled by its
 * refund, or deactivated (revoked) for good.
 */
export function GonePage(props: { lang: Language; brand: Brand; style: { css: string } | null; langHref: (l: Language) => string; why: "cancelled" | "revoked" }) {
  const t = translator(installPage, props.lang);
  const name = props.brand.display_name;
  const revoked = props.why === "revoked";
  const heading = revoked ? t("revoked_heading") : t("cancelled_heading");
  return (
    <Frame lang={props.lang} brand={props.brand} style={props.style} title={heading} langHref={props.langHref}>
      <article>
        <h1>{heading}</h1>
        <dl class="esim-figures">
          <div>
            <dt>{t("label_status")}</dt>
            <dd data-state={props.why}><strong>{revoked ? t("status_revoked") : t("status_cancelled")}</strong></dd>
          </div>
        </dl>
        <p>{revoked ? t("revoked_text") : t("cancelled_text")}</p>
        <p>{name ? t("cancelled_contact_brand", { brand: name }) : t("cancelled_contact_sender")}</p>
      </article>
    </Frame>
  );
}

/** An unknown link (404): no brand is known, only the language. */
export function NotFoundPage(props: { lang: Language; langHref: (l: Language) => string }) {
  const t = translator(installPage, props.lang);
  return (
    <Frame lang={props.lang} brand={NO_BRAND} style={null} title={t("not_found_heading")} langHref={props.langHref}>
      <article>
        <h1>{t("not_found_heading")}</h1>
        <p>{t("not_found_text")}</p>
      </article>
    </Frame>
  );
}
