// Crash recovery for eSIM messages: a quote's customer is recorded with the fulfilled order, but
// the queue message that carries the delivery to the sender is lost and the process dies. The
// account object's alarm alone must hand the delivery over again and see it sent, once. This
// project runs with WORK_HANDOVER_SECONDS=2, so the hand-over comes seconds after the due time.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, newAccount } from "../support/api";
import { accountStub, bankTransfer, buy, catalog, eventually, sqlIn } from "../support/money";
import type { ListDeliveriesResponse } from "../../src/routes/deliveries/list";

describe("a crash between the purchase's commit and the sender", () => {
  it("leaves the traveller's eSIM to the alarm, which sends it once", { timeout: 60_000 }, async () => {
    const acct = await newAccount();
    const { esim } = await catalog(acct.key);
    await bankTransfer(acct.key, 50_000);
    const dropped: unknown[] = [];
    await runInDurableObject(accountStub(acct.id), (object) => {
      const instance = object as unknown as { env: Record<string, unknown> };
      instance.env = { ...instance.env, FULFILMENT_QUEUE: { send: async (m: unknown) => void dropped.push(m), sendBatch: async (m: unknown[]) => void dropped.push(...m) } };
    });
    const q = await buy(acct.key, esim.id, "wallet", { customer: { email: "lost@example.com" } });
    expect(q.status, q.text).toBe(200);
    await eventually(async () => dropped.length, (n) => n > 0, 5_000);
    const [row] = await sqlIn<{ status: string }>(acct.id, "SELECT status FROM esim_deliveries");
    expect(row!.status).toBe("sending");
    // the process dies: its memory (and the lost message) are gone; storage and the alarm remain
    await runInDurableObject(accountStub(acct.id), (_i, state) => {
      try {
        state.abort("simulated crash");
      } catch {
        // abort throws in the caller by design
      }
    }).catch(() => undefined);

    const list = () => call<ListDeliveriesResponse>(`/v1/orders/${q.body.order_id}/deliveries`, { key: acct.key }).then((r) => r.body.data);
    const [d] = await eventually(list, (x) => x[0]?.status === "sent", 30_000);
    expect(d).toMatchObject({ origin: "quote", email: "lost@example.com", status: "sent" });
    expect(await sqlIn(acct.id, "SELECT id FROM esim_deliveries")).toHaveLength(1);
  });
});
