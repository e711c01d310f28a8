// The console's supply page through the real app: the suppliers' view, margins, rails health and
// rate ages read by every role; setting the margins, running a sync and withdrawing or restoring
// an offer each write exactly one audit entry naming the operator, and from support are 403 with
// nothing changed and no entry.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { newAccount } from "../support/api";
import { catalog } from "../support/money";
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
