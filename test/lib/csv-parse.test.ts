// The dashboard's CSV reader (Buy several), run inside workerd: RFC 4180 quoting, the line ends
// and byte order mark spreadsheets write, blank lines skipped, and an unclosed quote refused.
import { describe, expect, it } from "vitest";
import { CsvError, parseCsv } from "../../src/lib/csv-parse";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    expect(parseCsv('offer_id,reference\noff_1,"tour, day 1"\noff_2,"the ""blue"" group"\noff_3,"two\nlines"\n')).toEqual([
      ["offer_id", "reference"],
      ["off_1", "tour, day 1"],
      ["off_2", 'the "blue" group'],
      ["off_3", "two\nlines"],
    ]);
  });

  it("takes CRLF and LF, drops a byte order mark, skips blank lines and keeps empty fields", () => {
    expect(parseCsv("\uFEFFa,b,c\r\n1,,3\r\n\r\n4,5,\n\n")).toEqual([
      ["a", "b", "c"],
      ["1", "", "3"],
      ["4", "5", ""],
    ]);
  });

  it("refuses a quote that is never closed instead of reading the rest of the file into one field", () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(CsvError);
  });
});
