// The languages a traveller may read (the eSIM page, the eSIM message) and how one is chosen:
// `?lang=`, else the visitor's Accept-Language, else the brand's default, else English. Messages
// are ICU message strings (plurals, numbers and dates formatted for the language through Intl)
// rendered by intl-messageformat; each part of the product that speaks to travellers keeps one
// catalogue per language beside it, and `test/i18n` holds that every language has every message
// of every catalogue. Nothing here is partner-facing: the API and the dashboard stay in English.
import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";

export const LANGUAGES = ["en", "es", "fr", "de", "pt", "it", "ja", "zh-Hans"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name in itself, for a language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  pt: "Português",
  it: "Italiano",
  ja: "日本語",
  "zh-Hans": "简体中文",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported language a BCP 47 tag asks for, or null: matched case-insensitively on the whole
 * tag, then on its language; Chinese only in Simplified script (zh, zh-Hans, zh-CN, zh-SG), since
 * a reader of Traditional Chinese is better served by the next choice than by Simplified.
 */
export function languageOf(tag: string): Language | null {
  const t = tag.trim().toLowerCase();
  if (t === "") return null;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === t);
  if (exact) return exact;
  const [primary, ...rest] = t.split(/[-_]/);
  if (primary === "zh") {
    const sub = rest.join("-");
    return sub === "" || sub.startsWith("hans") || sub === "cn" || sub === "sg" || sub === "my" ? "zh-Hans" : null;
  }
  return LANGUAGES.find((l) => l === primary) ?? null;
}

/** The best supported language of an Accept-Language header (by q, then order), or null. */
export function fromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 512)
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0 && r.tag !== "*")
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const r of ranked) {
    const l = languageOf(r.tag);
    if (l) return l;
  }
  return null;
}

/** `?lang=`, else Accept-Language, else the brand's default, else English. */
export function pickLanguage(choice: { query?: string | null | undefined; acceptLanguage?: string | null | undefined; brandDefault?: string | null | undefined }): Language {
  const asked = choice.query ? languageOf(choice.query) : null;
  return asked ?? fromAcceptLanguage(choice.acceptLanguage) ?? (isLanguage(choice.brandDefault) ? choice.brandDefault : null) ?? DEFAULT_LANGUAGE;
}

/** One part's messages in one language: message id → ICU message string. */
export type Messages<K extends string = string> = Record<K, string>;
/** One part's messages in every language, English's ids binding the others. */
export type Catalogue<K extends string> = Record<Language, Messages<K>>;
export type Values = Record<string, PrimitiveType>;
export type Translate<K extends string> = (id: K, values?: Values) => string;

const compiled = new Map<string, IntlMessageFormat>();

/** The messages of `catalogue` in `language`, formatted with their values (compiled once per isolate). */
export function translator<K extends string>(catalogue: Catalogue<K>, language: Language): Translate<K> {
  const messages = catalogue[language];
  return (id, values) => {
    const source = messages[id];
    const cacheKey = `${language}\u0000${source}`;
    let format = compiled.get(cacheKey);
    if (!format) {
      format = new IntlMessageFormat(source, language);
      compiled.set(cacheKey, format);
    }
    return String(format.format(values));
  };
}
