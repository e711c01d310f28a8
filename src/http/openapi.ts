// Who an operation is for, and the OpenAPI document each audience reads. Every operation is
// declared once (defineRoute) into one registry; partners get the /v1 operations, operators the
// operator API (/admin/), the intake where payment providers report money (/hooks/) and where
// suppliers send notifications (/intake/), the
// health check (whose full answer needs the operator token) and the reference itself (both
// documents and both pages, so the service is described whole in one place). The partner
// document alone has the `webhooks` section: the events sent to partners' endpoints. Each document keeps only the
// schemas, examples and security schemes its own operations refer to, so nothing of one
// audience shows in the other's.

export type Audience = "partner" | "operator";

const OPERATOR_PREFIXES = ["/admin/", "/hooks/", "/intake/"];
const OPERATOR_PATHS = new Set(["/health", "/docs", "/docs/operator", "/v1/openapi.json", "/admin/v1/openapi.json"]);

/** The audience an operation's path (OpenAPI form) is documented for. */
export function audienceOf(path: string): Audience {
  return OPERATOR_PATHS.has(path) || OPERATOR_PREFIXES.some((prefix) => path.startsWith(prefix)) ? "operator" : "partner";
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  security?: Record<string, unknown>[];
  tags?: { name: string }[];
  [field: string]: unknown;
}

const REF = /^#\/components\/([^/]+)\/([^/]+)$/;

/** Every `#/components/<kind>/<name>` reachable from `start`, following references through the components. */
function reachableComponents(start: unknown, components: Record<string, Record<string, unknown>>): Set<string> {
  const seen = new Set<string>();
  const stack: unknown[] = [start];
  while (stack.length) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        const m = key === "$ref" && typeof inner === "string" ? REF.exec(inner) : null;
        if (m && !seen.has(inner as string)) {
          seen.add(inner as string);
          stack.push(components[m[1]!]?.[m[2]!]);
        } else stack.push(inner);
      }
    }
  }
  return seen;
}

type Json = unknown;

/**
 * A named schema made nullable with its own description comes out of the generator as
 * `allOf: [{$ref}, {type: ["object", "null"], description}]`, which no null can satisfy (the
 * referenced schema is an object); written as `anyOf: [{$ref}, {type: "null"}]` it means what
 * the route answers. Everything else is copied as it is.
 */
export function nullableReferences(value: Json): Json {
  if (Array.isArray(value)) return value.map(nullableReferences);
  if (!value || typeof value !== "object") return value;
  const obj = value as Record<string, Json>;
  const allOf = obj.allOf as Record<string, Json>[] | undefined;
  if (Array.isArray(allOf) && allOf.length === 2 && typeof allOf[0]?.$ref === "string" && Object.keys(allOf[0]).length === 1) {
    const { type, ...annotations } = allOf[1] ?? {};
    if (Array.isArray(type) && type.includes("null")) {
      const { allOf: _, ...rest } = obj;
      return { ...nullableReferences(rest) as object, ...annotations, anyOf: [allOf[0], { type: "null" }] };
    }
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, nullableReferences(v)]));
}

/** The part of `doc` one audience reads: its operations and what they refer to. */
export function documentFor<D extends OpenApiDocument>(whole: D, audience: Audience): D {
  const doc = nullableReferences(whole) as D;
  const paths = Object.fromEntries(Object.entries(doc.paths ?? {}).filter(([path]) => audienceOf(path) === audience));
  const components = doc.components ?? {};
  const webhooks = audience === "partner" ? doc.webhooks : undefined;
  const refs = reachableComponents([paths, webhooks], components);
  const schemes = new Set<string>();
  const tags = new Set<string>();
  for (const ops of Object.values(paths)) {
    for (const op of Object.values(ops) as { security?: Record<string, unknown>[]; tags?: string[] }[]) {
      for (const requirement of op.security ?? doc.security ?? []) for (const name of Object.keys(requirement)) schemes.add(name);
      for (const tag of op.tags ?? []) tags.add(tag);
    }
  }
  const kept: Record<string, Record<string, unknown>> = {};
  for (const [kind, entries] of Object.entries(components)) {
    const keep = Object.entries(entries).filter(([name]) =>
      kind === "securitySchemes" ? schemes.has(name) : refs.has(`#/components/${kind}/${name}`),
    );
    if (keep.length) kept[kind] = Object.fromEntries(keep);
  }
  const { webhooks: _all, ...rest } = doc;
  return {
    ...(rest as D),
    paths,
    ...(webhooks && Object.keys(webhooks).length ? { webhooks } : {}),
    components: kept,
    ...(doc.tags ? { tags: doc.tags.filter((t) => tags.has(t.name)) } : {}),
  };
}
