// A small HTML reader for page tests: the pages' own markup (well formed, as hono/jsx writes it)
// as a tree of elements, enough to ask what a label holds and what a field is described by.

export interface El {
  tag: string;
  attrs: Record<string, string>;
  children: (El | string)[];
  parent: El | null;
}

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RAW = new Set(["script", "style"]);

const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, e: string) => {
    const l = e.toLowerCase();
    if (l[0] === "#") return String.fromCodePoint(l[1] === "x" ? parseInt(l.slice(2), 16) : parseInt(l.slice(1), 10));
    return ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" } as Record<string, string>)[l]!;
  });

export function parseHtml(html: string): El {
  const root: El = { tag: "#root", attrs: {}, children: [], parent: null };
  let at: El = root;
  const tag = /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/gi;
  let last = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (m.index > last) at.children.push(decode(html.slice(last, m.index)));
    last = tag.lastIndex;
    if (m[1]) {
      const name = m[1].toLowerCase();
      // close up to the nearest open element of that name
      for (let e: El | null = at; e && e !== root; e = e.parent) {
        if (e.tag === name) {
          at = e.parent!;
          break;
        }
      }
    } else if (m[2]) {
      const name = m[2].toLowerCase();
      const attrs: Record<string, string> = {};
      for (const a of (m[3] ?? "").matchAll(/([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) attrs[a[1]!.toLowerCase()] = decode(a[2] ?? a[3] ?? a[4] ?? "");
      const el: El = { tag: name, attrs, children: [], parent: at };
      at.children.push(el);
      if (RAW.has(name)) {
        const end = html.toLowerCase().indexOf(`</${name}`, last);
        const stop = end < 0 ? html.length : end;
        el.children.push(html.slice(last, stop));
        tag.lastIndex = last = end < 0 ? html.length : html.indexOf(">", end) + 1;
      } else if (!VOID.has(name) && !m[4]) at = el;
    }
  }
  if (last < html.length) at.children.push(decode(html.slice(last)));
  return root;
}

export function* descendants(el: El): Generator<El> {
  for (const c of el.children) {
    if (typeof c === "string") continue;
    yield c;
    yield* descendants(c);
  }
}

export const all = (root: El, test: (e: El) => boolean) => [...descendants(root)].filter(test);

/** Text of an element, whitespace collapsed; `skip` leaves out the text inside matching descendants. */
export function textOf(el: El, skip: (e: El) => boolean = () => false): string {
  const parts: string[] = [];
  const walk = (e: El) => {
    for (const c of e.children) {
      if (typeof c === "string") parts.push(c);
      else if (!skip(c)) walk(c);
    }
  };
  walk(el);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

export function closest(el: El, tag: string): El | null {
  for (let e = el.parent; e; e = e.parent) if (e.tag === tag) return e;
  return null;
}

export const FIELD_TAGS = new Set(["input", "select", "textarea"]);

/** The label naming a field: the one wrapping it, or the one whose `for` is its id. */
export function labelOf(root: El, field: El): El | null {
  const wrapping = closest(field, "label");
  if (wrapping) return wrapping;
  const id = field.attrs.id;
  return id ? (all(root, (e) => e.tag === "label" && e.attrs.for === id)[0] ?? null) : null;
}

/** A label's own words: its text without the fields it holds (a select's options included). */
export const labelText = (label: El) => textOf(label, (e) => FIELD_TAGS.has(e.tag));
