// The pc-reports consumer: generates one report run's CSV file into the REPORTS bucket.
// Invariant: memory stays flat however long the report: the account's object is read one
// bounded keyset page at a time (report-runs.ts, REPORT_PAGE_ROWS rows), and the bytes go to R2
// as they come, in parts of REPORT_PART_BYTES (an R2 multipart upload; a report smaller than
// one part is one put). At most one file and one event per run, however often its message comes:
// the run is claimed under a lease first (a run already resolved, or held by another generator,
// is acknowledged and left alone), every page re-checks the lease, the file's key is the run's
// own, and the run succeeds only in the object's step that records the file, once.
import type { Mode } from "../http/context";
import { unwrap } from "../http/errors";
import { callerAccount } from "../account-object/stub";
import { reportFileKey, type ReportPage } from "../account-object/report-runs";

export interface ReportRunMessage {
  report_run_id: string;
  account_id: string;
  mode: Mode;
}

/** R2's parts are all one size but the last, and at least 5 MiB. */
export const REPORT_PART_BYTES = 5 * 1024 * 1024;

export type ReportRunOutcome = "succeeded" | "resolved" | "busy" | "lost";

/**
 * Generates the run the message names. "resolved": already succeeded or failed (a repeated
 * message); "busy": another generator holds it (it finishes it, or the sweep hands it over once
 * its lease has run out); "lost": the lease passed to another generator on the way, whose file
 * counts. A fault is thrown after the run is released, so the queue's retry can take it at once.
 */
export async function generateReportRun(env: Env, message: ReportRunMessage, opts: { partBytes?: number } = {}): Promise<ReportRunOutcome> {
  const { stub, ref } = callerAccount(env, { accountId: message.account_id, mode: message.mode });
  const id = message.report_run_id;
  const owner = crypto.randomUUID();
  const claim = unwrap(await stub.claimReportRun(ref, id, owner));
  if (claim.state === "done") return "resolved";
  if (claim.state === "busy") return "busy";
  const key = reportFileKey(ref, id);
  const file = new PartWriter(env.REPORTS, key, opts.partBytes ?? REPORT_PART_BYTES);
  try {
    let after: string | null = null;
    let rows = 0;
    do {
      const page: ReportPage | null = unwrap(await stub.reportRunPage(ref, id, owner, after));
      if (!page) {
        await file.abort();
        return "lost";
      }
      await file.write(page.csv);
      rows += page.rows;
      after = page.next;
    } while (after !== null);
    const bytes = await file.close();
    return unwrap(await stub.finishReportRun(ref, id, owner, { key, rows, bytes })) ? "succeeded" : "lost";
  } catch (e) {
    await file.abort().catch(() => undefined);
    await stub.releaseReportRun(ref, id, owner).catch(() => undefined);
    throw e;
  }
}

const encoder = new TextEncoder();
const CSV_METADATA = { httpMetadata: { contentType: "text/csv; charset=utf-8" } };

/** Bytes to one R2 object, holding at most one part (plus the page being written) in memory. */
class PartWriter {
  private chunks: Uint8Array[] = [];
  private buffered = 0;
  private written = 0;
  private upload: R2MultipartUpload | undefined;
  private parts: R2UploadedPart[] = [];

  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
    private readonly partBytes: number,
  ) {}

  async write(text: string): Promise<void> {
    if (text === "") return;
    const bytes = encoder.encode(text);
    this.chunks.push(bytes);
    this.buffered += bytes.length;
    this.written += bytes.length;
    while (this.buffered >= this.partBytes) await this.sendPart(this.partBytes);
  }

  /** Finishes the object; answers its size in bytes. */
  async close(): Promise<number> {
    if (!this.upload) {
      await this.bucket.put(this.key, this.take(this.buffered), CSV_METADATA);
    } else {
      if (this.buffered > 0) await this.sendPart(this.buffered);
      await this.upload.complete(this.parts);
    }
    return this.written;
  }

  async abort(): Promise<void> {
    if (this.upload) await this.upload.abort();
    this.upload = undefined;
  }

  private async sendPart(size: number): Promise<void> {
    this.upload ??= await this.bucket.createMultipartUpload(this.key, CSV_METADATA);
    this.parts.push(await this.upload.uploadPart(this.parts.length + 1, this.take(size)));
  }

  /** The first `size` buffered bytes, as one array. */
  private take(size: number): Uint8Array {
    const out = new Uint8Array(size);
    let at = 0;
    while (at < size) {
      const chunk = this.chunks[0]!;
      const need = size - at;
      if (chunk.length <= need) {
        out.set(chunk, at);
        at += chunk.length;
        this.chunks.shift();
      } else {
        out.set(chunk.subarray(0, need), at);
        this.chunks[0] = chunk.subarray(need);
        at += need;
      }
    }
    this.buffered -= size;
    return out;
  }
}
