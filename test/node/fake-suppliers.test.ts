// The fake eSIM suppliers `npm start -- --fake-suppliers` and the console's browser check serve on
// this machine (scripts/lib/fake-suppliers.mjs bundles test/fakes/local-suppliers.ts): Airalo and
// eSIM Access answer over real HTTP as the workers tests' fakes do, and eSIM Access's notifications
// reach the service's intake from 127.0.0.1, the address the run's variables allow.
import { createHmac, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type Suppliers = { base: string; vars: Record<string, string>; notifyTo: (base: string) => void; stop: () => Promise<void> };
let suppliers: Suppliers;

beforeAll(async () => {
  const mod = (await import(`${process.cwd()}/scripts/lib/fake-suppliers.mjs`)) as { startFakeSuppliers: (root: string) => Promise<Suppliers> };
  suppliers = await mod.startFakeSuppliers(process.cwd());
}, 60_000);
afterAll(() => suppliers?.stop());

describe("the fake suppliers on this machine", () => {
  it("points the service at both, with eSIM Access's notifications taken from loopback", () => {
    expect(suppliers.vars).toMatchObject({
      AIRALO_BASE_URL: `${suppliers.base}/airalo`,
      ESIMACCESS_BASE_URL: `${suppliers.base}/esimaccess`,
      ESIMACCESS_WEBHOOK_IPS: "127.0.0.1,::1",
    });
    for (const k of ["AIRALO_CLIENT_ID_LIVE", "AIRALO_CLIENT_SECRET_LIVE", "ESIMACCESS_ACCESS_CODE", "ESIMACCESS_SECRET_KEY"]) expect(suppliers.vars[k]).toBeTruthy();
  });

  it("answers a signed eSIM Access call and an Airalo token request over HTTP", async () => {
    const body = "{}";
    const ts = String(Date.now());
    const id = randomUUID();
    const sig = createHmac("sha256", suppliers.vars.ESIMACCESS_SECRET_KEY!).update(ts + id + suppliers.vars.ESIMACCESS_ACCESS_CODE! + body).digest("hex");
    const res = await fetch(`${suppliers.vars.ESIMACCESS_BASE_URL}/api/v1/open/balance/query`, {
      method: "POST",
      headers: { "content-type": "application/json", "RT-AccessCode": suppliers.vars.ESIMACCESS_ACCESS_CODE!, "RT-Timestamp": ts, "RT-RequestID": id, "RT-Signature": sig },
      body,
    });
    expect(await res.json()).toEqual({ success: true, errorCode: "0", errorMsg: null, obj: { balance: 5_000_000 } });
    const form = new FormData();
    form.set("client_id", suppliers.vars.AIRALO_CLIENT_ID_LIVE!);
    form.set("client_secret", suppliers.vars.AIRALO_CLIENT_SECRET_LIVE!);
    form.set("grant_type", "client_credentials");
    const token = await fetch(`${suppliers.vars.AIRALO_BASE_URL}/v2/token`, { method: "POST", body: form });
    expect(token.status).toBe(200);
    expect(((await token.json()) as { data: { access_token: string } }).data.access_token).toBeTruthy();
  });

  it("delivers eSIM Access's notifications to the service's intake from 127.0.0.1", async () => {
    const got: { ip: string | undefined; body: string }[] = [];
    const intake = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c)).on("end", () => {
        got.push({ ip: req.headers["cf-connecting-ip"] as string | undefined, body });
        res.writeHead(200).end("{}");
      });
    });
    await new Promise<void>((r) => intake.listen(0, "127.0.0.1", r));
    suppliers.notifyTo(`http://127.0.0.1:${(intake.address() as AddressInfo).port}`);
    const res = await fetch(`${suppliers.vars.ESIMACCESS_BASE_URL}/api/v1/open/webhook/save`, {
      method: "POST",
      headers: { "content-type": "application/json", "RT-AccessCode": suppliers.vars.ESIMACCESS_ACCESS_CODE! },
      body: JSON.stringify({ webhook: "http://127.0.0.1/intake/esimaccess" }),
    });
    expect((await res.json()) as { success: boolean }).toMatchObject({ success: true });
    const deadline = Date.now() + 10_000;
    while (got.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    intake.close();
    expect(got).toEqual([{ ip: "127.0.0.1", body: JSON.stringify({ notifyType: "CHECK_HEALTH", content: { orderNo: "1234567890", orderStatus: "Test" } }) }]);
  });
});
