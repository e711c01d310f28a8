// CSV as RFC 4180 writes it: a field holding a comma, a double quote, a CR or an LF is quoted,
// its quotes doubled; lines end with CRLF. Numbers are written as they are (integers stay integers,
// a negative one keeps its sign). A text field a spreadsheet would read as a formula (one starting
// with =, +, -, @, a tab or a CR) is written with a leading apostrophe, so opening an export never
// runs what a partner or a remote party typed.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: (string | number | boolean | null | undefined)[]): string {
  return values.map(csvField).join(",") + "\r\n";
}
