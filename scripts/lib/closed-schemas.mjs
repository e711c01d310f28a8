// An OpenAPI document with every object closed: each schema that lists `properties` and says
// nothing of others gets `additionalProperties: false`, so a validator refuses any field the
// document does not name (the served documents leave objects open, as generated clients prefer,
// so adding a field is not a breaking change for them). An `allOf` of two or more members that
// name properties (an object extending a component) cannot be closed member by member (each would
// refuse the other's fields), so it becomes one object with all their properties and required
// fields, closed. Maps (`additionalProperties` given) and everything else stay as they are. Used
// by the traffic check (npm run openapi:traffic) and the document's own tests.

/** Keys whose value is data, never a schema (an example may well have a field named `properties`). */
const VALUES = new Set(["example", "examples", "enum", "const", "default"]);
/** Keys whose value maps names to schemas (a field may be named `allOf` or `properties`). */
const MAPS = new Set(["properties", "patternProperties", "$defs"]);

/** A deep copy of `doc` with every object schema closed (the document itself is not changed). */
export function closeObjects(doc) {
  const copy = structuredClone(doc);
  const schemas = copy.components?.schemas ?? {};
  const resolve = (s) => (typeof s?.$ref === "string" && s.$ref.startsWith("#/components/schemas/") ? schemas[s.$ref.slice("#/components/schemas/".length)] : s);

  const close = (node) => {
    if (Array.isArray(node)) return node.map(close);
    if (!node || typeof node !== "object") return node;
    const out = {};
    for (const [k, v] of Object.entries(node)) {
      if (VALUES.has(k)) out[k] = v;
      else if (MAPS.has(k) && v && typeof v === "object" && !Array.isArray(v)) out[k] = Object.fromEntries(Object.entries(v).map(([name, s]) => [name, close(s)]));
      else out[k] = close(v);
    }
    if (Array.isArray(out.allOf)) {
      const members = out.allOf.map((m) => close(resolve(m) ?? m));
      if (members.filter((m) => m && typeof m === "object" && m.properties).length > 1) {
        const { allOf: _, ...rest } = out;
        const merged = { ...rest, type: "object", properties: {}, required: [] };
        for (const m of members) {
          Object.assign(merged.properties, m.properties ?? {});
          for (const r of m.required ?? []) if (!merged.required.includes(r)) merged.required.push(r);
        }
        if (merged.required.length === 0) delete merged.required;
        merged.additionalProperties = false;
        return merged;
      }
    }
    if (out.properties && typeof out.properties === "object" && !Array.isArray(out.properties) && out.additionalProperties === undefined) {
      out.additionalProperties = false;
    }
    return out;
  };

  // components first (a merge reads its members closed), then everything that refers to them
  for (const [name, schema] of Object.entries(schemas)) schemas[name] = close(schema);
  for (const key of Object.keys(copy)) if (key !== "components") copy[key] = close(copy[key]);
  return copy;
}
