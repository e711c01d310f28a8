// The console's audit log through the real app: newest first, each entry's changed fields written
// out, filtered by actor, action, account (an entry's target or account) and since, paged with
// cursors, and exported as CSV under the same filters. Every role reads it; a bad `since` is
// refused in words.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { auditRow, recordAudit } from "../../src/audit/log";
import { BOOTSTRAP_ACTOR } from "../../src/audit/actor";
import { newOperator, signedInOperator } from "./helpers";
import { expectAlert } from "../support/words";

const ids = (html: string) => [...html.matchAll(/<tr data-audit="([^"]+)"/g)].map((m) => m[1]!);
const ctx = { actor: BOOTSTRAP_ACTOR, requestId: null, clientAddress: null };

describe("console: audit log", () => {
  it("lists entries newest first with their changes, filtered by actor, action, account and since", async () => {
    const op = await signedInOperator("support");
    const made = await newOperator("finance", "Fiona Finance");
    const account = `acct_audit_${Date.now()}`;
    const older = auditRow(ctx, { action: "credit.update", target: account, accountId: account, before: { overdraft_limit: 0 }, after: { overdraft_limit: 500000 } }, Date.UTC(2020, 0, 2));
    await recordAudit(env, older);
    const newer = auditRow(ctx, { action: "commission.update", target: account, accountId: account, before: { commission_bps: null }, after: { commission_bps: 1800 } });
    await recordAudit(env, newer);

    const all = await op.b.get("/admin/audit");
    expect(all.status).toBe(200);
    const listed = ids(all.html);
    expect(listed.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(all.html).toContain("commission_bps: none → 1800");

    const byAction = ids((await op.b.get("/admin/audit?action=operator.create")).html);
    expect(byAction.length).toBeGreaterThan(0);
    const createdRow = await env.DB.prepare("SELECT id FROM audit_log WHERE action = 'operator.create' AND target = ?").bind(made.id).first<{ id: string }>();
    expect(byAction).toContain(createdRow!.id);
    expect(byAction).not.toContain(newer.id);

    const byAccount = ids((await op.b.get(`/admin/audit?account=${account}`)).html);
    expect(byAccount).toEqual([newer.id, older.id]);
    const page = await op.b.get(`/admin/audit?account=${account}`);
    expect(page.html).toContain("overdraft_limit: 0 → 500000");

    const since = ids((await op.b.get(`/admin/audit?account=${account}&since=2021-01-01`)).html);
    expect(since).toEqual([newer.id]);

    const byActor = ids((await op.b.get(`/admin/audit?actor=bootstrap&account=${account}&action=credit.update`)).html);
    expect(byActor).toEqual([older.id]);
    expect(ids((await op.b.get(`/admin/audit?actor=${op.id}&account=${account}`)).html)).toEqual([]);
  });

  it("pages with cursors that keep the filters", async () => {
    const op = await signedInOperator("compliance");
    const account = `acct_pages_${Date.now()}`;
    const rows = [];
    for (let i = 0; i < 55; i++) {
      const r = auditRow(ctx, { action: "credit.update", target: account, accountId: account, after: { overdraft_limit: i } }, Date.now() + i);
      rows.push(r);
    }
    await env.DB.batch(rows.map((r) => env.DB.prepare(
      "INSERT INTO audit_log (id, actor, operator_id, action, target, account_id, before, after, request_id, client_address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ).bind(r.id, r.actor, r.operatorId, r.action, r.target, r.accountId, r.before, r.after, r.requestId, r.clientAddress, r.createdAt)));
    const first = await op.b.get(`/admin/audit?account=${account}`);
    expect(ids(first.html)).toHaveLength(50);
    const older = /href="(\/admin\/audit\?[^"]*cursor=[^"]+)"/.exec(first.html)![1]!.replace(/&amp;/g, "&");
    expect(older).toContain(`account=${account}`);
    const second = await op.b.get(older);
    expect(second.status).toBe(200);
    expect(ids(second.html)).toHaveLength(5);
    expect(new Set([...ids(first.html), ...ids(second.html)]).size).toBe(55);
  });

  it("exports the filtered entries as CSV", async () => {
    const op = await signedInOperator("support");
    const account = `acct_csv_${Date.now()}`;
    const r = auditRow(ctx, { action: "credit.update", target: account, accountId: account, before: { overdraft_limit: 0 }, after: { overdraft_limit: 100 } });
    await recordAudit(env, r);
    const res = await op.b.get(`/admin/audit/export.csv?account=${account}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = res.html.trim().split("\r\n");
    expect(lines[0]).toBe("id,created_at,actor,operator_id,action,target,account_id,before,after,request_id,client_address");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(r.id);
    expect(lines[1]).toContain("credit.update");
  });

  it("refuses a since that is not a date in words, and sends a signed-out visitor to log in", async () => {
    const op = await signedInOperator("support");
    const bad = await op.b.get("/admin/audit?since=yesterday");
    expect(bad.status).toBe(400);
    expectAlert(bad.html, "Since (UTC): enter a date such as 2026-01-31.");
    expect((await op.b.get("/admin/audit/export.csv?since=yesterday")).status).toBe(400);
    const { Browser } = await import("../identity/browser");
    expect((await new Browser().get("/admin/audit")).location).toBe("/admin/login");
  });
});
