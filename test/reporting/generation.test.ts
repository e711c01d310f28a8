// Generating a report run's file: a report over 20,000 ledger lines equals walking GET
// /v1/wallet/ledger; the file goes to R2 in parts; a message delivered twice (or two generators
// at once, or a generator whose lease ran out) makes one file and one event; a lost message is
// handed over by the sweep; a run that keeps failing fails once; the sweep deletes expired files
// a bounded batch at a time, and again does nothing.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { call, expectError, newAccount } from "../support/api";
import { accountStub, bankTransfer, eventually, sqlIn, storedEvents } from "../support/money";
import { parseCsv } from "../support/csv";
import { generateReportRun, REPORT_PART_BYTES } from "../../src/jobs/report-runs";
import { REPORT_COLUMNS, REPORT_LEASE_MS, REPORT_MAX_ATTEMPTS, REPORT_SWEEP_BATCH, reportFileKey } from "../../src/account-object/report-runs";
import { idsBefore } from "../../src/lib/ids";
import type { ListWalletLedgerResponse } from "../../src/routes/wallet/list-ledger";
import { finished, iso, readRun, records, report } from "./support";

const DAY = 24 * 60 * 60 * 1000;

/**
 * `n` wallet credits written straight into the ledger in one statement, a millisecond apart from
 * `base` (ids sort as they would), each with its running balance, and a long description so
 * the file passes one R2 part.
 */
async function fastLedger(accountId: string, n: number, base: number): Promise<void> {
  const stem = idsBefore("le", base); // "le_" and the time part of a ULID minted at base
  await sqlIn(
    accountId,
    `WITH RECURSIVE k(i, bal) AS (SELECT 1, 101 UNION ALL SELECT i + 1, bal + 100 + (i + 1) % 7 FROM k WHERE i < ?)
     INSERT INTO ledger_entries (id, balance, type, source, amount, balance_after, description, deposit_id, created_at)
     SELECT ? || printf('%016d', i), 'wallet', 'credit', 'deposit', 100 + i % 7, bal, 'Deposit, "bank" #' || i || ' ' || hex(zeroblob(150)),
            'dep_' || printf('%026d', i), ? + i FROM k`,
    n, stem, base,
  );
}

/** A pending run written straight into the object, with no queue message on its way. */
async function quietRun(accountId: string, id: string, type = "wallet.ledger", start = Date.now() - DAY, end = Date.now()): Promise<void> {
  await sqlIn(
    accountId,
    "INSERT INTO report_runs (id, report_type, interval_start, interval_end, status, created_at, due_at) VALUES (?, ?, ?, ?, 'pending', ?, ?)",
    id, type, start, end, Date.now(), Date.now() + DAY,
  );
}

const message = (acct: { id: string }, id: string) => ({ report_run_id: id, account_id: acct.id, mode: "test" as const });

async function filesOf(accountId: string): Promise<string[]> {
  const listed = await env.REPORTS.list({ prefix: `reports/${accountId}/` });
  return listed.objects.map((o) => o.key);
}

describe("a long report", () => {
  it("over 20,000 ledger lines is the ledger GET /v1/wallet/ledger walks, oldest first", async () => {
    const acct = await newAccount();
    await call("/v1/wallet", { key: acct.key });
    const base = Date.now() - 60_000;
    await fastLedger(acct.id, 20_500, base);
    const walked: ListWalletLedgerResponse["data"] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: ListWalletLedgerResponse } = await call<ListWalletLedgerResponse>(`/v1/wallet/ledger?limit=100${cursor ? `&cursor=${cursor}` : ""}`, { key: acct.key });
      expect(page.status).toBe(200);
      walked.push(...page.body.data);
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(walked).toHaveLength(20_500);
    const { run, rows } = await report(acct.key, "wallet.ledger", iso(base - DAY), iso(Date.now()), 60_000);
    expect(run.result!.rows).toBe(20_500);
    expect(rows[0]).toEqual([...REPORT_COLUMNS["wallet.ledger"]]);
    const fromApi = walked.reverse().map((l) => [l.id, l.created_at, l.type, l.source, String(l.amount.amount), String(l.balance_after.amount), l.description]);
    const fromFile = records(rows).map((r) => [r.id, r.created_at, r.type, r.source, r.amount, r.balance_after, r.description]);
    expect(fromFile).toEqual(fromApi);
    // and the decimals say the same as the cents
    for (const r of records(rows).slice(0, 50)) expect(r.balance_after_decimal).toBe((Number(r.balance_after) / 100).toFixed(2));
    // longer than one part: it went to R2 as a multipart upload
    expect(run.result!.bytes).toBeGreaterThan(REPORT_PART_BYTES);
  }, 180_000);
});

describe("at least once", () => {
  it("a message delivered twice more after the run succeeded makes no second file nor event", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 1000);
    const { run } = await report(acct.key, "wallet.ledger", iso(Date.now() - DAY), iso(Date.now()));
    const batch = createMessageBatch("pc-reports", [
      { id: "m1", timestamp: new Date(), attempts: 2, body: message(acct, run.id) },
      { id: "m2", timestamp: new Date(), attempts: 1, body: message(acct, run.id) },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks.sort()).toEqual(["m1", "m2"]);
    expect(await readRun(acct.key, run.id)).toEqual(run);
    expect(await storedEvents(acct.id, "report_run.succeeded")).toHaveLength(1);
    expect(await filesOf(acct.id)).toEqual([reportFileKey({ accountId: acct.id, mode: "test" }, run.id)]);
  });

  it("the same message twice at once: one generator makes the file, the other leaves it", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 1000);
    const id = "rr_01JH8X4M6P8R0T2V4X6Z8TWICE";
    await quietRun(acct.id, id);
    const outcomes = await Promise.all([generateReportRun(env, message(acct, id)), generateReportRun(env, message(acct, id))]);
    expect(outcomes.filter((o) => o === "succeeded")).toHaveLength(1);
    expect(outcomes.filter((o) => o !== "succeeded")[0]).toMatch(/^(busy|resolved)$/);
    expect(await storedEvents(acct.id, "report_run.succeeded")).toHaveLength(1);
    expect(await filesOf(acct.id)).toHaveLength(1);
  });

  it("a generator whose lease ran out stops, and only the one that took over records the file", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 1000);
    const id = "rr_01JH8X4M6P8R0T2V4X6Z8LEASE";
    await quietRun(acct.id, id);
    const stub = accountStub(acct.id);
    const ref = { accountId: acct.id, mode: "test" as const };
    const now = Date.now();
    expect(await stub.claimReportRun(ref, id, "A", now)).toMatchObject({ ok: true, value: { state: "claimed" } });
    expect(await stub.claimReportRun(ref, id, "B", now + 1000)).toMatchObject({ ok: true, value: { state: "busy" } });
    const later = now + REPORT_LEASE_MS + 1;
    expect(await stub.claimReportRun(ref, id, "B", later)).toMatchObject({ ok: true, value: { state: "claimed", attempt: 2 } });
    // A's next page and its finish are refused; B's count
    expect(await stub.reportRunPage(ref, id, "A", null, later)).toEqual({ ok: true, value: null });
    expect(await stub.finishReportRun(ref, id, "A", { key: "k", rows: 0, bytes: 0 }, later)).toEqual({ ok: true, value: false });
    const page = await stub.reportRunPage(ref, id, "B", null, later);
    expect(page.ok && page.value?.rows).toBe(1);
    expect(await stub.finishReportRun(ref, id, "B", { key: "k", rows: 1, bytes: 10 }, later)).toEqual({ ok: true, value: true });
    expect(await stub.finishReportRun(ref, id, "B", { key: "k", rows: 1, bytes: 10 }, later)).toEqual({ ok: true, value: false });
    expect(await storedEvents(acct.id, "report_run.succeeded")).toHaveLength(1);
  });

  it("a run whose message was lost is handed to the queue again by the sweep, once it is due", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 1000);
    const id = "rr_01JH8X4M6P8R0T2V4X6Z8L0ST0";
    await quietRun(acct.id, id);
    expect((await accountStub(acct.id).sweep()).requeuedReportRuns).toBe(0);
    await sqlIn(acct.id, "UPDATE report_runs SET due_at = ? WHERE id = ?", Date.now() - 1, id);
    expect((await accountStub(acct.id).sweep()).requeuedReportRuns).toBe(1);
    const run = await finished(acct.key, id);
    expect(run.status).toBe("succeeded");
  });

  it("a run that keeps failing fails once, with report_run.failed", async () => {
    const acct = await newAccount();
    await call("/v1/wallet", { key: acct.key });
    const id = "rr_01JH8X4M6P8R0T2V4X6Z8FA1LS";
    await quietRun(acct.id, id);
    await sqlIn(acct.id, "UPDATE report_runs SET attempts = ? WHERE id = ?", REPORT_MAX_ATTEMPTS, id);
    expect(await generateReportRun(env, message(acct, id))).toBe("resolved");
    expect(await generateReportRun(env, message(acct, id))).toBe("resolved");
    const run = await readRun(acct.key, id);
    expect(run).toMatchObject({ status: "failed", result: null });
    expect(run.error).toContain("ask for a new run");
    expect(await storedEvents(acct.id, "report_run.failed")).toHaveLength(1);
    expectError(await call(`/v1/reporting/report_runs/${id}/file`, { key: acct.key }), 409, "report_not_ready");
  });
});

describe("expiry", () => {
  it("the sweep deletes files past their 7 days, a bounded batch a run, and a repeated sweep does nothing", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 1000);
    const { run } = await report(acct.key, "wallet.ledger", iso(Date.now() - DAY), iso(Date.now()));
    const key = reportFileKey({ accountId: acct.id, mode: "test" }, run.id);
    expect(await env.REPORTS.head(key)).not.toBeNull();
    // not yet expired: kept
    expect((await accountStub(acct.id).sweep()).deletedReportFiles).toBe(0);
    expect(await env.REPORTS.head(key)).not.toBeNull();
    // 60 more expired runs besides this one
    for (let i = 0; i < 60; i++) {
      const other = `rr_01JH8X4M6P8R0T2V4X6Z8${String(i).padStart(5, "0")}`;
      await sqlIn(acct.id, "INSERT INTO report_runs (id, report_type, interval_start, interval_end, status, rows, bytes, file_key, expires_at, created_at, succeeded_at) VALUES (?, 'wallet.ledger', 0, 1, 'succeeded', 0, 1, ?, ?, 0, 0)", other, `reports/${acct.id}/test/${other}.csv`, Date.now() - 10_000);
      await env.REPORTS.put(`reports/${acct.id}/test/${other}.csv`, "x");
    }
    await sqlIn(acct.id, "UPDATE report_runs SET expires_at = ? WHERE id = ?", Date.now() - 1, run.id);
    expect((await accountStub(acct.id).sweep()).deletedReportFiles).toBe(REPORT_SWEEP_BATCH);
    expect((await accountStub(acct.id).sweep()).deletedReportFiles).toBe(61 - REPORT_SWEEP_BATCH);
    expect((await accountStub(acct.id).sweep()).deletedReportFiles).toBe(0);
    expect(await filesOf(acct.id)).toEqual([]);
    expect(await sqlIn(acct.id, "SELECT id FROM report_runs WHERE file_key IS NOT NULL")).toEqual([]);
    expectError(await call(`/v1/reporting/report_runs/${run.id}/file`, { key: acct.key }), 410, "report_expired");
    expect(await readRun(acct.key, run.id)).toMatchObject({ status: "succeeded", result: { rows: run.result!.rows, bytes: run.result!.bytes } });
  });

  it("a sandbox account's files expire on its clock: advancing it 7 days lets the sweep delete them", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 1000);
    const { run } = await report(acct.key, "wallet.ledger", iso(Date.now() - DAY), iso(Date.now()));
    const adv = await call("/v1/test_helpers/clock/advance", { key: acct.key, body: { seconds: 7 * 24 * 3600 + 60 }, idem: `adv-${run.id}` });
    expect(adv.status, adv.text).toBe(200);
    await eventually(async () => (await accountStub(acct.id).sweep()).deletedReportFiles, () => true);
    expect(await filesOf(acct.id)).toEqual([]);
  });
});
