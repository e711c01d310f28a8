// Helpers of the report run tests: ask for a run, wait for the pc-reports consumer to finish it,
// read its file, and look at the rows as a spreadsheet would (test/support/csv.ts).
import { expect } from "vitest";
import { call, type Reply } from "../support/api";
import { eventually, key } from "../support/money";
import { parseCsv } from "../support/csv";
import type { CreateReportRunResponse } from "../../src/routes/reporting/create";
import type { RetrieveReportRunResponse } from "../../src/routes/reporting/retrieve";

export type Run = RetrieveReportRunResponse;

export function askRun(apiKey: string, body: Record<string, unknown>, idem = key("rr")): Promise<Reply<CreateReportRunResponse>> {
  return call<CreateReportRunResponse>("/v1/reporting/report_runs", { key: apiKey, body, idem });
}

export async function readRun(apiKey: string, id: string): Promise<Run> {
  const res = await call<Run>(`/v1/reporting/report_runs/${id}`, { key: apiKey });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Waits for the run's queue message to have been consumed. */
export async function finished(apiKey: string, id: string, timeoutMs = 20_000): Promise<Run> {
  return eventually(() => readRun(apiKey, id), (r) => r.status !== "pending", timeoutMs);
}

/** Asks for a run over [start, end) and answers it once finished, with its file's rows (header first). */
export async function report(apiKey: string, reportType: string, start: string, end: string, timeoutMs?: number): Promise<{ run: Run; rows: string[][]; text: string }> {
  const res = await askRun(apiKey, { report_type: reportType, interval_start: start, interval_end: end });
  expect(res.status, res.text).toBe(200);
  const run = await finished(apiKey, res.body.id, timeoutMs);
  expect(run.status, JSON.stringify(run)).toBe("succeeded");
  const file = await call(`/v1/reporting/report_runs/${run.id}/file`, { key: apiKey });
  expect(file.status, file.text).toBe(200);
  return { run, rows: parseCsv(file.text), text: file.text };
}

/** Rows as objects keyed by the header. */
export function records(rows: string[][]): Record<string, string>[] {
  const [header, ...data] = rows;
  return data.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ""])));
}

export const iso = (ms: number) => new Date(ms).toISOString();
