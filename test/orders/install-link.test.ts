// eSIM install links: Apple's universal link built from the lpa, and the public install page,
// reached by its URL without any key (the account object's id and the order's token), showing the
// profile and nothing else; no shared-database row is written per eSIM sold.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../src/index";
import { describe, expect, it } from "vitest";
import { call, newAccount } from "../support/api";
import { OFFER, bankTransfer, buy, catalog, events, eventually, sqlIn } from "../support/money";
import { qrSvg } from "../../src/lib/qr";
import type { ListOrdersResponse } from "../../src/routes/orders/list";
import type { RetrieveOrderResponse } from "../../src/routes/orders/retrieve";

type Deliverable = {
  type: string; lpa: string; smdp_address: string; activation_code: string; confirmation_code: string | null;
  apple_install_url?: string; install_url?: string;
};
type SettledOrder = Omit<RetrieveOrderResponse, "deliverable"> & { deliverable: Deliverable };

const getOrder = async (apiKey: string, id: string) => (await call<RetrieveOrderResponse>(`/v1/orders/${id}`, { key: apiKey })).body as SettledOrder;

async function fulfilledEsim(name?: string) {
  const acct = await newAccount(name);
  const { esim } = await catalog(acct.key);
  await bankTransfer(acct.key, 10_000);
  const q = (await buy(acct.key, esim.id)).body;
  const order = await eventually(() => getOrder(acct.key, q.order_id!), (o) => o.status !== "pending");
  expect(order.status).toBe("fulfilled");
  return { acct, order };
}

/** The install page as anyone holding the link would open it: no key, no session. */
const openLink = (url: string) => call(new URL(url, "http://svc.test").pathname, { key: null });

describe("eSIM install links", () => {
  it("a fulfilled eSIM order's deliverable carries Apple's link with the lpa encoded exactly, and the install page's", async () => {
    const { order } = await fulfilledEsim();
    const d = order.deliverable;
    expect(d.type).toBe("esim_profile");
    expect(d.lpa).toMatch(/^LPA:1\$[a-z0-9.-]+\$[A-Z0-9-]+$/);
    const encoded = d.lpa.replaceAll(":", "%3A").replaceAll("$", "%24");
    expect(d.apple_install_url).toBe(`https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encoded}`);
    expect(d.install_url).toMatch(/^http:\/\/localhost:8787\/install\/[0-9a-f]{104}$/);
  });

  it("keeps one link per order: every read, the list and the order.fulfilled event show the same", async () => {
    const { acct, order } = await fulfilledEsim();
    const url = order.deliverable.install_url!;
    expect((await getOrder(acct.key, order.id)).deliverable.install_url).toBe(url);
    const listed = (await call<ListOrdersResponse>("/v1/orders", { key: acct.key })).body.data.find((o) => o.id === order.id)!;
    expect((listed.deliverable as Deliverable).install_url).toBe(url);
    const fulfilled = (await events(acct.key, "order.fulfilled")).find((e) => e.data.object.id === order.id)!;
    expect(fulfilled.data.object.deliverable.install_url).toBe(url);
    expect(fulfilled.data.object.deliverable.apple_install_url).toBe(order.deliverable.apple_install_url);
  });

  it("the page opens without a key and shows the QR code, Apple's button and the codes, never the partner or the supplier", async () => {
    const { acct, order } = await fulfilledEsim("Zebrafinch Travel Ltd");
    const d = order.deliverable;
    const res = await openLink(d.install_url!);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    const page = res.text;
    expect(page).toContain(qrSvg(d.lpa));
    expect(page).toContain(`href="${d.apple_install_url!.replaceAll("&", "&amp;")}"`);
    expect(page).toContain("Install on iPhone");
    expect(page).toContain(d.smdp_address);
    expect(page).toContain(d.activation_code);
    if (d.confirmation_code) expect(page).toContain(d.confirmation_code);
    expect(page).toMatch(/iPhone/);
    expect(page).toMatch(/Android/);
    expect(page.match(/data-copy=/g)!.length).toBeGreaterThanOrEqual(2);
    // nothing about who sold it or who supplies it, nor the order's or account's ids
    for (const absent of ["Zebrafinch", acct.id, order.id, order.offer_id, "Airalo", "Reloadly", "Partner Commerce", "Log in"]) {
      expect(page.toLowerCase()).not.toContain(absent.toLowerCase());
    }
  });

  it("answers 404 for an unknown or malformed link", async () => {
    const { order } = await fulfilledEsim();
    const key = new URL(order.deliverable.install_url!).pathname.split("/").pop()!;
    const objectId = key.slice(0, 64);
    // a real object with a token it never gave out; an id that is no object's; shapes that are no link
    for (const token of [objectId + "0".repeat(40), "0".repeat(64) + key.slice(64), "a".repeat(104), key.slice(0, 103), key + "0", "not-a-token", key.toUpperCase()]) {
      const res = await call(`/install/${token}`, { key: null });
      expect(res.status, token).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.text).toContain("Link not found");
    }
  });

  it("each account and mode has its own links: a token opens only its own order's profile", async () => {
    const a = await fulfilledEsim();
    const b = await fulfilledEsim();
    expect(a.order.deliverable.install_url).not.toBe(b.order.deliverable.install_url);
    const pageA = (await openLink(a.order.deliverable.install_url!)).text;
    const pageB = (await openLink(b.order.deliverable.install_url!)).text;
    expect(pageA).toContain(a.order.deliverable.activation_code);
    expect(pageA).not.toContain(b.order.deliverable.activation_code);
    expect(pageB).toContain(b.order.deliverable.activation_code);

    // A's object with B's token, and B's object with A's token, open nothing: the token is looked up
    // in the object the link names, so a link can only ever open an order of that account and mode
    const keyOf = (x: typeof a) => new URL(x.order.deliverable.install_url!).pathname.split("/").pop()!;
    const [keyA, keyB] = [keyOf(a), keyOf(b)];
    expect(keyA.slice(0, 64)).not.toBe(keyB.slice(0, 64));
    expect((await call(`/install/${keyA.slice(0, 64)}${keyB.slice(64)}`, { key: null })).status).toBe(404);
    expect((await call(`/install/${keyB.slice(0, 64)}${keyA.slice(64)}`, { key: null })).status).toBe(404);
    // the live object of A's account holds nothing of test mode
    const liveId = env.ACCOUNT.idFromName(`${a.acct.id}:live`).toString();
    expect((await call(`/install/${liveId}${keyA.slice(64)}`, { key: null })).status).toBe(404);
    expect(keyA.slice(0, 64)).toBe(env.ACCOUNT.idFromName(`${a.acct.id}:test`).toString());
  });

  it("a failed eSIM order gets no install link", async () => {
    const acct = await newAccount();
    await bankTransfer(acct.key, 10_000);
    const q = (await buy(acct.key, OFFER.fails)).body;
    const order = await eventually(() => getOrder(acct.key, q.order_id!), (o) => o.status !== "pending");
    expect(order.status).toBe("failed");
    expect(order.deliverable).toBeNull();
    expect(await sqlIn(acct.id, "SELECT install_token FROM orders WHERE id = ? AND install_token IS NOT NULL", order.id)).toEqual([]);
  });

  it("counts openings per client address, unknown tokens included: 30 a minute, then 429 with Retry-After", async () => {
    const { order } = await fulfilledEsim();
    const limitedEnv = { ...env, RATE_LIMITS: "on" } as Env;
    const open = async (path: string, ip: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`http://svc.test${path}`, { headers: { "cf-connecting-ip": ip } }), limitedEnv, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    const path = new URL(order.deliverable.install_url!).pathname;
    // the binding counts in wall-clock minutes: a burst that straddles one is sent again from another address
    for (let attempt = 0; attempt < 3; attempt++) {
      const ip = `198.51.100.${attempt + 10}`;
      const minute = Math.floor(Date.now() / 60_000);
      const answers: number[] = [];
      for (let i = 0; i < 30; i++) answers.push((await open(i % 2 ? path : `/install/${"0".repeat(40)}`, ip)).status);
      const refused = await open(path, ip);
      if (Math.floor(Date.now() / 60_000) !== minute) continue;
      expect(answers.filter((s) => s === 429)).toEqual([]);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("60");
      // another address still gets through
      expect((await open(path, `198.51.100.${attempt + 100}`)).status).toBe(200);
      return;
    }
    throw new Error("every burst straddled a minute");
  });
});
