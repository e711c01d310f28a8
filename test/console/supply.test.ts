// The console's supply page through the real app: the suppliers' view (circuits, calls, balances
// marked low), each route's cost and margin, the day's failovers and duplicates, margins, rails
// health and rate ages read by admin, finance and support (compliance is refused the page, the
// API's list and the menu's link); setting the margins, running a sync and withdrawing or restoring
// an offer each write exactly one audit entry naming the operator, and from support are 403 with
// nothing changed and no entry.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { admin, call, newAccount } from "../support/api";
import { catalog, eventually } from "../support/money";
import { handOver, OFFER, orderOf, purchase, useTwoRoutes } from "../support/routes";
import { esimAccessClient } from "../../src/providers/live/suppliers/supplier";
import { circuitReports } from "../../src/providers/live/suppliers/circuit";
import type { RetrieveHealthResponse } from "../../src/routes/system";
import { formFields } from "../dashboard/helpers";
import { margins } from "../../src/providers/live/suppliers/pricing";
import { signedInOperator, type TestOperator } from "./helpers";

async function entriesBy(op: TestOperator) {
  const { results } = await env.DB.prepare("SELECT * FROM audit_log WHERE actor = ? ORDER BY id").bind(op.id).all<{ action: string; operator_id: string; target: string | null }>();
  return results;
}

async function send(op: TestOperator, action: string, values: Record<string, string>) {
  const html = (await op.b.get("/admin/supply")).html;
  return op.b.post(action, { ...formFields(html, action), ...values });
}

async function sendAsSupport(op: TestOperator, action: string, values: Record<string, string>) {
  return op.b.post(action, { _csrf: await op.b.csrf("/admin/supply"), ...values });
}

const offerStatus = async (id: string) => (await env.DB.prepare("SELECT status FROM offers WHERE id = ?").bind(id).first<{ status: string }>())!.status;

describe("console: supply", () => {
  it("shows suppliers, margins, rails health and rate ages to every role, and no control to support", async () => {
    const sup = await signedInOperator("support");
    const page = await sup.b.get("/admin/supply");
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-supplier="airalo"');
    expect(page.html).toContain('data-supplier="reloadly"');
    expect(page.html).toContain("data-pricing");
    expect(page.html).toContain('data-network="base"');
    expect(page.html).toContain("Rate ages");
    expect(page.html).not.toContain('action="/admin/supply/pricing"');
    expect(page.html).not.toContain('action="/admin/supply/sync"');
    expect(page.html).toContain("Your role (support) cannot do this; it is for admin, finance.");
    const fin = await signedInOperator("finance");
    const forms = (await fin.b.get("/admin/supply")).html;
    for (const a of ["/admin/supply/pricing", "/admin/supply/sync", "/admin/supply/offers"]) expect(forms).toContain(`action="${a}"`);
    expect(forms).toContain('href="/admin/supply"');
  });

  it("refuses compliance the Supply page (403 in words, no supplier, cost or balance shown) and drops its menu link", async () => {
    const comp = await signedInOperator("compliance");
    const page = await comp.b.get("/admin/supply");
    expect(page.status).toBe(403);
    expect(page.html).toContain("Your role (compliance) cannot do this; it is for admin, finance, support.");
    for (const hidden of ["data-supplier", "data-pricing", "airalo", "reloadly"]) expect(page.html).not.toContain(hidden);
    const home = await comp.b.get("/admin");
    expect(home.status).toBe(200);
    expect(home.html).not.toContain('href="/admin/supply"');
  });

  it("sets the margins with one entry; support is refused with nothing changed", async () => {
    const fin = await signedInOperator("finance");
    const sup = await signedInOperator("support");
    const before = await margins(env);
    expect((await sendAsSupport(sup, "/admin/supply/pricing", { esim_margin_bps: "100", topup_margin_bps: "100" })).status).toBe(403);
    expect(await margins(env)).toEqual(before);
    expect(await entriesBy(sup)).toEqual([]);

    const bad = await send(fin, "/admin/supply/pricing", { esim_margin_bps: "-5" });
    expect(bad.status).toBe(400);
    expect(await margins(env)).toEqual(before);
    expect(await entriesBy(fin)).toEqual([]);

    const res = await send(fin, "/admin/supply/pricing", { esim_margin_bps: String(before.esim_margin_bps + 7), topup_margin_bps: String(before.topup_margin_bps) });
    expect(res.status).toBe(303);
    expect((await margins(env)).esim_margin_bps).toBe(before.esim_margin_bps + 7);
    expect(await entriesBy(fin)).toHaveLength(1);
    await send(fin, "/admin/supply/pricing", { esim_margin_bps: String(before.esim_margin_bps), topup_margin_bps: String(before.topup_margin_bps) });
  });

  it("runs a sync with one entry; support is refused", async () => {
    const fin = await signedInOperator("finance");
    const sup = await signedInOperator("support");
    expect((await sendAsSupport(sup, "/admin/supply/sync", {})).status).toBe(403);
    expect(await entriesBy(sup)).toEqual([]);
    const res = await send(fin, "/admin/supply/sync", {});
    expect(res.status).toBe(200);
    expect(res.html).toContain("Catalog sync run.");
    expect(await entriesBy(fin)).toHaveLength(1);
  });

  it("withdraws and restores an offer by id, one entry each; support is refused; an unknown id is refused in words", async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    const fin = await signedInOperator("finance");
    const sup = await signedInOperator("support");
    expect((await sendAsSupport(sup, "/admin/supply/offers", { offer_id: esim.id, action: "withdraw" })).status).toBe(403);
    expect(await offerStatus(esim.id)).toBe("active");
    expect(await entriesBy(sup)).toEqual([]);

    const withdrawn = await send(fin, "/admin/supply/offers", { offer_id: esim.id, action: "withdraw" });
    expect(withdrawn.status).toBe(303);
    expect(await offerStatus(esim.id)).toBe("withdrawn");
    expect((await fin.b.get("/admin/supply")).html).toContain(`data-withdrawn="${esim.id}"`);
    const restored = await send(fin, "/admin/supply/offers", { offer_id: esim.id, action: "restore" });
    expect(restored.status).toBe(303);
    expect(await offerStatus(esim.id)).toBe("active");
    expect(await entriesBy(fin)).toHaveLength(2);

    const unknown = await send(fin, "/admin/supply/offers", { offer_id: "off_nope", action: "withdraw" });
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain("Not changed");
    expect(await entriesBy(fin)).toHaveLength(2);
  });
});

describe("console: supply, with two eSIM suppliers", () => {
  const setUp = useTwoRoutes();

  it("shows each circuit with its last error, the last hour's calls, a low balance, each route's cost and margin, and the day's failovers and duplicates", async () => {
    const f = await setUp();
    // eSIM Access's balance under SUPPLIER_BALANCE_ALERT_USD (500): low
    f.esimaccess.balance = 1_000_000;
    await admin("/admin/v1/catalog/sync", { method: "POST" });
    f.esimaccess.soldOut.add("CKH491");
    const failedOver = await purchase(f);
    expect((await orderOf(f.acct.live, failedOver)).status).toBe("fulfilled");
    f.esimaccess.soldOut.clear();
    f.esimaccess.orderFaults.push({ kind: "create-later", afterMs: 1_000 });
    const duplicated = await purchase(f);
    expect((await orderOf(f.acct.live, duplicated)).status).toBe("fulfilled");
    await eventually(async () => f.esimaccess.orders.get(`${duplicated}-1`), (o) => o !== undefined);
    await handOver(f.acct.id, duplicated);
    // a circuit that opened, with its last error
    f.esimaccess.fiveXX = 100;
    for (let i = 0; i < 3; i++) {
      const c = esimAccessClient(env)!;
      await c.balance().catch(() => null);
      await c.balance().catch(() => null);
      await c.flush();
    }
    f.esimaccess.fiveXX = 0;

    const sup = await signedInOperator("support");
    const page = await sup.b.get("/admin/supply");
    expect(page.status).toBe(200);
    const row = (id: string) => new RegExp(`<tr data-supplier="${id}"[^>]*>[\\s\\S]*?</tr>`).exec(page.html)![0];
    expect(row("esimaccess")).toContain('data-circuit="open"');
    expect(row("esimaccess")).toMatch(/Open since \d{4}-\d\d-\d\d \d\d:\d\d UTC: new orders go to other routes/);
    expect(row("esimaccess")).toContain("balance/query: HTTP 502");
    // the counts as the circuit keeps them: the order call that timed out and six failed balance
    // reads at least (a follow-up run of the duplicated order may meet the 5xx run too)
    const counted = (await circuitReports(env, ["esimaccess"])).get("esimaccess")!;
    expect(counted.failures_last_hour).toBeGreaterThanOrEqual(7);
    expect(row("esimaccess")).toContain(`${counted.calls_last_hour} (${counted.failures_last_hour} failed)`);
    expect(row("esimaccess")).toContain("Low: USD 100.00");
    expect(row("airalo")).toContain('data-circuit="closed"');
    expect(row("airalo")).not.toContain("Low:");
    expect(page.html).toContain("data-balance-alert");
    // the routes of the two-route offer, with cost and margin at its price (USD 5.72)
    const routes = (await sup.b.get(`/admin/supply?offer_id=${OFFER}`)).html;
    const ea = new RegExp(`<tr data-route="${OFFER} esimaccess:CKH491">[\\s\\S]*?</tr>`).exec(routes)![0];
    expect(ea).toContain("USD 4.40");
    expect(ea).toContain("USD 1.32 (23.1%)");
    expect(ea).toContain("USD 0.17");
    expect(ea).toContain("Yes, first");
    const air = new RegExp(`<tr data-route="${OFFER} airalo:change-7days-1gb">[\\s\\S]*?</tr>`).exec(routes)![0];
    expect(air).toContain("USD 4.50");
    expect(air).toContain("USD 0.07");
    expect(air).toContain("Yes, on failover");
    // the failovers and the duplicate, with what became of it
    expect(page.html).toContain(`data-failover="${failedOver}"`);
    expect(page.html).toContain(`data-failover="${duplicated}"`);
    const dup = new RegExp(`<tr data-duplicate="${duplicated}">[\\s\\S]*?</tr>`).exec(page.html)![0];
    expect(dup).toContain("Cancelled at the supplier");
    expect(dup).toContain(f.esimaccess.orders.get(`${duplicated}-1`)!.orderNo);

    // the account's page: the route, package and cost that served each live order, and the routes it left
    await env.DB.prepare("UPDATE accounts SET live_access = 1 WHERE id = ?").bind(f.acct.id).run();
    const account = (await sup.b.get(`/admin/accounts/${f.acct.id}`)).html;
    const served = new RegExp(`<tr data-order="${failedOver}">[\\s\\S]*?</tr>`).exec(account)![0];
    expect(served).toContain("airalo <code>change-7days-1gb</code>, USD 4.50");
    expect(served).toContain("left esimaccess <code>CKH491</code> (supplier: out of stock)");
    const twice = new RegExp(`<tr data-order="${duplicated}">[\\s\\S]*?</tr>`).exec(account)![0];
    expect(twice).toContain("bought twice at esimaccess <code>CKH491</code>");
    expect(twice).toContain(": cancelled");

    // GET /health with the operator token lists each supplier's configuration and circuit
    const health = await admin<RetrieveHealthResponse>("/health");
    expect(health.body.suppliers).toEqual([
      { id: "airalo", kind: "esim", configured: true, circuit: { state: "closed", opened_at: null, last_error: null } },
      { id: "esimaccess", kind: "esim", configured: true, circuit: { state: "open", opened_at: expect.any(String), last_error: expect.stringContaining("HTTP 502") } },
      { id: "reloadly", kind: "mobile_topup", configured: true, circuit: { state: "closed", opened_at: null, last_error: null } },
    ]);
    // without credentials it stays the bare liveness answer
    expect((await call("/health")).body).toEqual({ ok: true });
  });
});
