// The traveller's eSIM page of a live eSIM, against the Airalo fake: its state and data left are
// the supplier's reading, as GET /v1/orders/{id}/usage answers it (kept 15 minutes); a reading
// that cannot be had leaves the page whole with a line saying so.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueKey } from "../../src/accounts/keys";
import { stableOfferId } from "../../src/providers/live/suppliers/catalog-sync";
import { admin, call, newAccount } from "../support/api";
import { buy, eventually, key, wallet } from "../support/money";
import { installFakes } from "../fakes/install";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";
import type { SyncCatalogResponse } from "../../src/routes/admin/suppliers/sync-catalog";

afterEach(() => vi.restoreAllMocks());

async function liveEsims(n: number) {
  const { airalo } = await installFakes();
  expect((await admin<SyncCatalogResponse>("/admin/v1/catalog/sync", { method: "POST" })).status).toBe(200);
  const acct = await newAccount();
  const live = (await issueKey(env, acct.id, "live")).secret!;
  const transferId = `tr_${key()}`;
  await env.ACCOUNT.getByName(`${acct.id}:live`).applyProviderEvent({ accountId: acct.id, mode: "live" }, "bank", transferId, {
    kind: "bank.received", reference: `REF${transferId}`, amount: 50_000, transferId, received: { amount: "500.00", currency: "USD", rate: "1.00" },
  });
  expect((await wallet(live)).balance.amount).toBe(50_000);
  const esims: { orderId: string; path: string; iccid: string }[] = [];
  for (let i = 0; i < n; i++) {
    const q = await buy(live, stableOfferId("airalo:change-30days-5gb"));
    expect(q.status, q.text).toBe(200);
    const order = await eventually(async () => (await call<RetrieveOrderResponse>(`/v1/orders/${q.body.order_id}`, { key: live })).body, (o) => o.status !== "pending");
    expect(order.status).toBe("fulfilled");
    const d = order.deliverable as unknown as { iccid: string; install_url: string };
    esims.push({ orderId: order.id, path: new URL(d.install_url).pathname, iccid: d.iccid });
  }
  return { airalo, live, esims };
}

const page = (path: string) => call(path, { key: null });
const squash = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the traveller's page of a live eSIM", () => {
  it("shows the supplier's reading, the one GET /v1/orders/{id}/usage answers; without one, says usage cannot be shown", async () => {
    const { airalo, live, esims } = await liveEsims(2);
    const [one, two] = esims as [(typeof esims)[0], (typeof esims)[0]];
    airalo.usageOf.set(one.iccid, { remaining: 2509, total: 5120, expired_at: "2026-12-30 10:00:00", status: "ACTIVE" });
    const res = await page(one.path);
    expect(res.status, res.text).toBe(200);
    const words = squash(res.text);
    expect(words).toContain("Active");
    expect(words).toContain("2.4 GB of 5 GB left");
    expect(words).toMatch(/until December 30, 2026 at 10:00 AM UTC/);
    // the API's reading is the same one, kept 15 minutes
    const usage = await call<{ data_remaining_mb: number; status: string }>(`/v1/orders/${one.orderId}/usage`, { key: live });
    expect(usage.body).toMatchObject({ status: "active", data_remaining_mb: 2509 });
    expect(airalo.usageReads.size).toBe(1);

    airalo.readFaults.push({ kind: "status", status: 404, body: { data: [], meta: { message: "not found" } } });
    const blind = await page(`${two.path}?lang=de`);
    expect(blind.status, blind.text).toBe(200);
    expect(squash(blind.text)).toContain("Der Verbrauch kann gerade nicht angezeigt werden.");
    expect(blind.text).toContain("data-copy");
  });
});
