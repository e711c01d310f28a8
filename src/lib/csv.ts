// CSV as RFC 4180 writes it: a field holding a comma, a double quote, a CR or an LF is quoted,
// its quotes doubled; lines end with CRLF. Numbers are written as they are (integers stay integers,
// a negative one keeps its sign). A text field a spreadsheet would read as a formula (one starting
// with =, +, -, @, a tab or a CR) is written with a leading apostrophe, so opening an export never
// runs what a partner or a remote party typed. A decimal amount made by the service itself
// (`decimalCell`, "-12.34") is a number, not text, and is written as it is.
const FORMULA_START = /^[=+\-@\t\r]/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A decimal number the service wrote (an amount as "12.34"): never escaped, since it is no formula. */
export interface CsvDecimal {
  readonly decimal: string;
}

export type CsvCell = string | number | boolean | null | undefined | CsvDecimal;

export function decimalCell(text: string): CsvDecimal {
  if (!DECIMAL.test(text)) throw new Error(`not a decimal number: ${text}`);
  return { decimal: text };
}

export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return value.decimal;
  const text = typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: CsvCell[]): string {
  return values.map(csvField).join(",") + "\r\n";
}
