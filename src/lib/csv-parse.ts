// Reads CSV as RFC 4180 writes it (and as spreadsheets save it), through Papa Parse: fields split
// on commas, a quoted field may hold commas, doubled quotes and line breaks; lines end with CRLF,
// LF or CR, even mixed in one file; a UTF-8 byte order mark is dropped; blank lines are skipped.
// A malformed file (a quote never closed) is refused with the row it was found on, rather than
// read as the rest of the file.
import Papa from "papaparse";

export class CsvError extends Error {}

export function parseCsv(text: string): string[][] {
  // one line end throughout (Papa Parse guesses it from the first line; a file may mix them)
  const src = (text.startsWith("\uFEFF") ? text.slice(1) : text).replace(/\r\n?/g, "\n");
  const result = Papa.parse<string[]>(src, { delimiter: ",", newline: "\n", skipEmptyLines: true });
  const problem = result.errors.find((e) => e.type === "Quotes");
  if (problem) throw new CsvError(`A quoted field is never closed (row ${(problem.row ?? 0) + 1}).`);
  return result.data;
}
