// CSV as RFC 4180 writes it: a field holding a comma, a double quote, a CR or an LF is quoted,
// its quotes doubled; lines end with CRLF. Numbers are written as they are (integers stay integers).
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: (string | number | boolean | null | undefined)[]): string {
  return values.map(csvField).join(",") + "\r\n";
}
