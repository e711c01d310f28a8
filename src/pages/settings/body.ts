// A verification form's fields as the JSON body its API route would receive: only the route
// schema's own fields; an optional field left empty is left out (an API client would not send
// it); a text area's line breaks are "\n", as the API expects (browsers send "\r\n").
export function apiBody(
  fields: Record<string, string>,
  names: readonly string[],
  opts: { optional?: readonly string[]; multiline?: readonly string[] } = {},
): Record<string, string> {
  const body: Record<string, string> = {};
  for (const name of names) {
    const value = fields[name];
    if (value === undefined) continue;
    if (opts.optional?.includes(name) && value.trim() === "") continue;
    body[name] = opts.multiline?.includes(name) ? value.replace(/\r\n?/g, "\n") : value;
  }
  return body;
}
