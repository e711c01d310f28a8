// Reads CSV as RFC 4180 writes it (and as spreadsheets save it): fields split on commas, a quoted
// field may hold commas, doubled quotes and line breaks; lines end with CRLF or LF; a UTF-8 byte
// order mark is dropped; blank lines are skipped. An unclosed quote is refused with the line it
// started on, rather than read as the rest of the file.
export class CsvError extends Error {}

export function parseCsv(text: string): string[][] {
  const src = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== "") rows.push(row);
    row = [];
    field = "";
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
    } else if (ch === '"' && field === "") {
      quoted = true;
      quoteLine = line;
    } else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && src[i + 1] === "\n") {
      // the LF ends the row
    } else if (ch === "\n" || ch === "\r") {
      endRow();
      line++;
    } else field += ch;
  }
  if (quoted) throw new CsvError(`A quoted field that starts on line ${quoteLine} is never closed.`);
  if (field !== "" || row.length) endRow();
  return rows;
}
