/// <reference types="vite/client" />
// Every catalogue of what travellers read (src/i18n/*/index.ts, each listed in
// src/i18n/catalogues.ts) has every message in every language, with the same ICU arguments as
// English, each parsed by intl-messageformat's own parser and formatted once in its language.
// A language with one plural form (Japanese, Chinese) writes its counts without plural forms.
import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { LANGUAGES, type Catalogue } from "../../src/i18n";
import { CATALOGUES } from "../../src/i18n/catalogues";

// every index of a folder under src/i18n, so a new catalogue is checked even before it is listed
const modules = import.meta.glob("../../src/i18n/*/index.ts", { eager: true }) as Record<string, Record<string, unknown>>;

const isCatalogue = (v: unknown): v is Catalogue<string> =>
  typeof v === "object" && v !== null && LANGUAGES.every((l) => typeof (v as Record<string, unknown>)[l] === "object");

const found: [string, Catalogue<string>][] = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod).filter(([, v]) => isCatalogue(v)).map(([name, v]) => [`${file.replace("../../", "")} ${name}`, v as Catalogue<string>] as [string, Catalogue<string>]),
);

// the parser's element types (@formatjs/icu-messageformat-parser TYPE)
const ARGUMENT = 1, NUMBER = 2, DATE = 3, TIME = 4, SELECT = 5, PLURAL = 6, TAG = 8;
interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

/** Each argument a message names, with how it is used: "plural", "select", "number", "date", "time" or "text". */
function argumentsOf(elements: Element[], into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  const note = (name: string, how: string) => (into.get(name) ?? into.set(name, new Set()).get(name)!).add(how);
  for (const e of elements) {
    if (e.type === ARGUMENT) note(e.value!, "text");
    if (e.type === NUMBER) note(e.value!, "number");
    if (e.type === DATE) note(e.value!, "date");
    if (e.type === TIME) note(e.value!, "time");
    if (e.type === SELECT) note(e.value!, "select");
    if (e.type === PLURAL) note(e.value!, "plural");
    for (const option of Object.values(e.options ?? {})) argumentsOf(option.value, into);
    if (e.type === TAG) argumentsOf(e.children ?? [], into);
  }
  return into;
}

const ast = (message: string, language: string) => new IntlMessageFormat(message, language).getAst() as unknown as Element[];
const hasPlural = (elements: Element[]): boolean =>
  elements.some((e) => e.type === PLURAL || Object.values(e.options ?? {}).some((o) => hasPlural(o.value)) || hasPlural(e.children ?? []));

describe("the traveller's catalogues", () => {
  it("finds the catalogues, and each is listed in src/i18n/catalogues.ts", () => {
    expect(found.length).toBeGreaterThan(0);
    const listed = new Set(Object.values(CATALOGUES));
    for (const [name, catalogue] of found) expect(listed.has(catalogue), `${name} is not in CATALOGUES`).toBe(true);
  });

  // the listed ones and any found beside them, each once
  const checked = new Map<Catalogue<string>, string>(found.map(([name, c]) => [c, name]));
  for (const [name, c] of Object.entries(CATALOGUES)) checked.set(c, name);
  for (const [catalogue, name] of checked) {
    describe(name, () => {
      const english = catalogue.en;
      for (const language of LANGUAGES) {
        it(`${language}: every message, the same arguments as English, formatted without error`, () => {
          const messages = catalogue[language];
          expect(Object.keys(messages).sort(), `${name} ${language}: message ids`).toEqual(Object.keys(english).sort());
          const oneForm = new Intl.PluralRules(language).resolvedOptions().pluralCategories.length === 1;
          for (const [id, source] of Object.entries(english)) {
            const message = messages[id]!;
            expect(message.trim(), `${name} ${language} ${id} is empty`).not.toBe("");
            const want = argumentsOf(ast(source, "en"));
            const elements = ast(message, language);
            const got = argumentsOf(elements);
            expect([...got.keys()].sort(), `${name} ${language} ${id}: arguments`).toEqual([...want.keys()].sort());
            // a count stays a count (a plural in English may be a plain number where there are no plural forms)
            for (const [arg, hows] of want) {
              const theirs = got.get(arg)!;
              if (hows.has("select")) expect(theirs.has("select"), `${name} ${language} ${id}: {${arg}} is a select`).toBe(true);
              if (hows.has("plural") && !oneForm) expect(theirs.has("plural"), `${name} ${language} ${id}: {${arg}} needs its plural forms`).toBe(true);
            }
            if (oneForm) expect(hasPlural(elements), `${name} ${language} ${id}: ${language} has no plural forms`).toBe(false);
            // formats with values of English's kinds
            const values = Object.fromEntries([...want].map(([arg, hows]) => [arg, hows.has("plural") || hows.has("number") ? 2 : hows.has("date") || hows.has("time") ? Date.UTC(2026, 11, 3) : "x"]));
            expect(() => new IntlMessageFormat(message, language).format(values), `${name} ${language} ${id}`).not.toThrow();
          }
        });
      }
    });
  }
});
