// The eSIM message a traveller receives (brand.md "Sending the eSIM to the traveller"): from the
// brand's display name, Reply-To its support email, in the traveller's language, with the brand's
// logo and colour, a button to the eSIM page, the QR code as an inline PNG (mail clients do not
// show SVG), the manual codes and a plain-text part. Rendered once, when the delivery is made,
// and recorded as rendered (deliveries.ts), so what the preview shows is what is sent. Every
// string a partner chose (the brand's fields, the plan's name) is escaped here; nothing names the
// supplier. Layout: one centred table with inline styles, as mail clients want.
// The same frame carries the traveller's notices (renderNoticeMessage): 90 % of the data used and
// 1 day of validity left, each with a button to the eSIM page and nothing of the profile's codes.
import { ESIM_MAIL, type EsimMailKey } from "../i18n/esim-mail";
import { translator, type Language, type Translate } from "../i18n";
import { qrPng } from "../lib/qr";
import type { Brand } from "./brand";
import { formatPhone } from "../lib/phone";

/** The QR code's Content-ID: the HTML shows it as `cid:esim-qr`. */
export const QR_CONTENT_ID = "esim-qr";
/** How large the QR code is shown (its PNG is larger, for sharp screens). */
const QR_SHOWN_PX = 240;
/** The button's colour when the brand chose none (white text on it passes WCAG AA). */
export const DEFAULT_BUTTON_COLOR = "#1d4ed8";

/** An inline image sent with the message, its bytes in base64. */
export interface MessageAttachment {
  filename: string;
  content_type: string;
  content_id: string;
  content: string;
}

export interface EsimProfileCodes {
  lpa: string;
  iccid: string | null;
  smdp_address: string | null;
  activation_code: string | null;
  confirmation_code: string | null;
}

export interface EsimMessageInput {
  language: Language;
  brand: Brand;
  /** the plan's name as the partner's catalogue shows it */
  plan: string;
  /** the eSIM page: an absolute URL */
  installUrl: string;
  /** the service's public origin, where the brand's logo is served (/brand-assets/…) */
  assetOrigin: string;
  profile: EsimProfileCodes;
}

export interface EsimMessage {
  subject: string;
  html: string;
  text: string;
  /** the sender's display name (the brand's), before the service's own address; null: the service's own */
  from_name: string | null;
  /** the brand's support email, or null */
  reply_to: string | null;
  attachments: MessageAttachment[];
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text fit for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** A display name fit for a From header: no line breaks, control characters, quotes or angle brackets; at most 60 characters. */
export function senderName(name: string | null): string | null {
  if (name === null) return null;
  const flat = name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"<>\\]+/gu, " ").replace(/\s+/g, " ").trim();
  return flat === "" ? null : [...flat].slice(0, 60).join("");
}

const COLOR = /^#[0-9a-fA-F]{6}$/;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+$/;

function toBase64(bytes: Uint8Array): string {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

interface Contact {
  label: string;
  text: string;
  href: string | null;
}

function contactsOf(brand: Brand, t: Translate<EsimMailKey>): Contact[] {
  const out: Contact[] = [];
  if (brand.support_email && EMAIL.test(brand.support_email)) out.push({ label: t("email_label"), text: brand.support_email, href: `mailto:${brand.support_email}` });
  if (brand.support_url) out.push({ label: t("website_label"), text: brand.support_url, href: /^https:\/\//i.test(brand.support_url) ? brand.support_url : null });
  if (brand.support_phone) out.push({ label: t("phone_label"), text: formatPhone(brand.support_phone), href: /^\+[0-9]{6,15}$/.test(brand.support_phone) ? `tel:${brand.support_phone}` : null });
  return out;
}

function codesOf(p: EsimProfileCodes, t: Translate<EsimMailKey>): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  if (p.smdp_address) rows.push({ label: t("smdp_address"), value: p.smdp_address });
  if (p.activation_code) rows.push({ label: t("activation_code"), value: p.activation_code });
  if (p.confirmation_code) rows.push({ label: t("confirmation_code"), value: p.confirmation_code });
  if (p.iccid) rows.push({ label: t("iccid"), value: p.iccid });
  return rows;
}

/** What every message of a brand shares: its sender name, colour, header (logo, name), help block and fonts. */
function brandFrame(brand: Brand, assetOrigin: string, t: Translate<EsimMailKey>) {
  const name = senderName(brand.display_name);
  const color = brand.primary_color && COLOR.test(brand.primary_color) ? brand.primary_color : DEFAULT_BUTTON_COLOR;
  const contacts = contactsOf(brand, t);
  const e = escapeHtml;
  const logoUrl = brand.logo ? `${assetOrigin}/brand-assets/${encodeURIComponent(brand.logo.key)}` : null;
  const logoSize = (() => {
    if (!brand.logo || !brand.logo.width || !brand.logo.height) return { width: 64, height: 64 };
    const height = 64;
    return { width: Math.min(240, Math.round((brand.logo.width / brand.logo.height) * height)), height };
  })();
  const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
  const header = [
    logoUrl
      ? `<img src="${e(logoUrl)}" width="${logoSize.width}" height="${logoSize.height}" alt="${e(name ?? "")}" style="display:block;margin:0 auto 8px;border:0;max-width:240px;height:auto">`
      : "",
    name ? `<div style="${font}font-size:18px;font-weight:600;color:#111827;text-align:center">${e(name)}</div>` : "",
  ].join("");
  const contactRows = contacts
    .map(
      (c) =>
        `<tr><td style="${font}font-size:15px;color:#111827;padding:2px 0">${e(c.label)}: ` +
        (c.href ? `<a href="${e(c.href)}" style="color:${color};text-decoration:underline">${e(c.text)}</a>` : e(c.text)) +
        `</td></tr>`,
    )
    .join("");
  const help = contacts.length
    ? `<tr><td style="padding:8px 24px 16px;border-top:1px solid #e5e7eb">
<h2 style="${font}font-size:18px;color:#111827;margin:12px 0 4px">${e(t("help_heading"))}</h2>
<p style="${font}font-size:15px;line-height:1.5;color:#111827;margin:0 0 4px">${e(t("help_intro"))}</p>
<table role="presentation" cellpadding="0" cellspacing="0">${contactRows}</table>
</td></tr>`
    : "";
  const helpText = contacts.length ? [t("help_heading"), t("help_intro"), ...contacts.map((c) => `${c.label}: ${c.text}`), ""] : [];
  const replyTo = brand.support_email && EMAIL.test(brand.support_email) ? brand.support_email : null;
  return { name, color, header, help, helpText, font, replyTo };
}

type Frame = ReturnType<typeof brandFrame>;

/** The page around a message's own rows: the brand's header on top, its help, then the footer below. */
function mailPage(language: string, subject: string, preheader: string, f: Frame, rows: string, footer: string): string {
  const e = escapeHtml;
  return `<!DOCTYPE html>
<html lang="${e(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${e(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:${f.header ? "24px 24px 8px" : "8px 24px 0"};border-top:4px solid ${f.color};border-radius:8px 8px 0 0">${f.header}</td></tr>
${rows}
${f.help}
</table>
<p style="${f.font}font-size:12px;line-height:1.5;color:#6b7280;max-width:560px;margin:12px auto 0">${e(footer)}</p>
</td></tr>
</table>
</body>
</html>`;
}

/** The button to the eSIM page, in the brand's colour, and the line under it. */
function pageButton(f: Frame, href: string, label: string, hint: string): string {
  const e = escapeHtml;
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 auto"><tr><td style="border-radius:6px;background:${f.color}">
<a href="${e(href)}" style="${f.font}display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${e(label)}</a>
</td></tr></table>
<p style="${f.font}font-size:14px;line-height:1.5;color:#4b5563;text-align:center;margin:8px 0 24px">${e(hint)}</p>`;
}

/** The whole message, in the given language, for the given brand and eSIM. */
export function renderEsimMessage(input: EsimMessageInput): EsimMessage {
  const { brand, profile, language } = input;
  const t = translator(ESIM_MAIL, language);
  const f = brandFrame(brand, input.assetOrigin, t);
  const { name, font } = f;
  const subject = name ? t("subject_brand", { brand: name }) : t("subject");
  const codes = codesOf(profile, t);
  const footer = name ? t("footer_brand", { brand: name }) : t("footer");
  const e = escapeHtml;

  const codeRows = codes
    .map(
      (c) =>
        `<tr><td style="${font}font-size:13px;color:#4b5563;padding:6px 0 0">${e(c.label)}</td></tr>` +
        `<tr><td style="font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:15px;color:#111827;padding:2px 0 6px;word-break:break-all">${e(c.value)}</td></tr>`,
    )
    .join("");

  const rows = `<tr><td style="padding:8px 24px">
<h1 style="${font}font-size:22px;line-height:1.3;color:#111827;margin:8px 0 12px">${e(t("heading"))}</h1>
<p style="${font}font-size:16px;line-height:1.5;color:#111827;margin:0 0 8px">${e(t("intro", { plan: input.plan }))}</p>
<p style="${font}font-size:16px;line-height:1.5;color:#111827;margin:0 0 20px">${e(t("before_you_go"))}</p>
${pageButton(f, input.installUrl, t("button"), t("button_hint"))}
</td></tr>
<tr><td style="padding:8px 24px;text-align:center">
<h2 style="${font}font-size:18px;color:#111827;margin:0 0 8px">${e(t("qr_heading"))}</h2>
<img src="cid:${QR_CONTENT_ID}" width="${QR_SHOWN_PX}" height="${QR_SHOWN_PX}" alt="${e(t("qr_alt"))}" style="display:block;margin:0 auto;border:0">
<p style="${font}font-size:14px;line-height:1.5;color:#4b5563;margin:8px 0 16px">${e(t("qr_help"))}</p>
</td></tr>
${codes.length ? `<tr><td style="padding:8px 24px">
<h2 style="${font}font-size:18px;color:#111827;margin:0 0 4px">${e(t("manual_heading"))}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${codeRows}</table>
</td></tr>` : ""}
<tr><td style="padding:8px 24px">
<p style="${font}font-size:14px;line-height:1.5;color:#4b5563;margin:8px 0 16px">${e(t("private"))}</p>
</td></tr>`;

  const text = [
    name ?? "",
    t("heading"),
    "",
    t("intro", { plan: input.plan }),
    t("before_you_go"),
    "",
    `${t("button")}: ${input.installUrl}`,
    "",
    ...(codes.length ? [t("manual_heading"), ...codes.map((c) => `${c.label}: ${c.value}`), ""] : []),
    t("private"),
    "",
    ...f.helpText,
    footer,
  ]
    .join("\n")
    .replace(/^\n+/, "");

  return {
    subject,
    html: mailPage(language, subject, t("preheader"), f, rows, footer),
    text,
    from_name: name,
    reply_to: f.replyTo,
    attachments: [{ filename: "esim-qr.png", content_type: "image/png", content_id: QR_CONTENT_ID, content: toBase64(qrPng(profile.lpa)) }],
  };
}

/** The notices a traveller may get of an eSIM (brand `notify_traveller`): 90 % of its data used, 1 day of validity left. */
export type TravellerNotice = "90%" | "1d";

export interface NoticeMessageInput {
  language: Language;
  brand: Brand;
  /** the plan's name as the partner's catalogue shows it */
  plan: string;
  /** the eSIM page: an absolute URL */
  installUrl: string;
  assetOrigin: string;
  notice: TravellerNotice;
}

/** A notice to the traveller, in the given language, under the brand: what happened, and the button to the eSIM page. */
export function renderNoticeMessage(input: NoticeMessageInput): EsimMessage {
  const t = translator(ESIM_MAIL, input.language);
  const f = brandFrame(input.brand, input.assetOrigin, t);
  const which = input.notice === "90%" ? "notice_data" : "notice_validity";
  const subject = f.name ? t(`${which}_subject_brand`, { brand: f.name }) : t(`${which}_subject`);
  const footer = f.name ? t("notice_footer_brand", { brand: f.name }) : t("notice_footer");
  const said = t(`${which}_text`, { plan: input.plan });
  const e = escapeHtml;
  const rows = `<tr><td style="padding:8px 24px">
<h1 style="${f.font}font-size:22px;line-height:1.3;color:#111827;margin:8px 0 12px">${e(t(`${which}_heading`))}</h1>
<p style="${f.font}font-size:16px;line-height:1.5;color:#111827;margin:0 0 20px">${e(said)}</p>
${pageButton(f, input.installUrl, t("button"), t("notice_button_hint"))}
</td></tr>`;
  const text = [f.name ?? "", t(`${which}_heading`), "", said, "", `${t("button")}: ${input.installUrl}`, "", ...f.helpText, footer]
    .join("\n")
    .replace(/^\n+/, "");
  return { subject, html: mailPage(input.language, subject, said, f, rows, footer), text, from_name: f.name, reply_to: f.replyTo, attachments: [] };
}
