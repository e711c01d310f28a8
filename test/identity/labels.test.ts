// Every form of the pages names a field by its label alone and ties a hint to its field with
// aria-describedby: a label holds the field's name and nothing else (no hint inside it), a hint
// in a form is an element whose id a field's aria-describedby names, and ids are unique in a page.
// So a screen reader reads "New password, edit, At least 12 characters." rather than a name with
// the hint run into it.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { buildApp } from "../../src/app";
import { KYB, KYC } from "../accounts/support";
import { admin, call, newAccount } from "../support/api";
import { bankTransfer, buy, catalog, eventually } from "../support/money";
import { newOperator, signedInOperator } from "../console/helpers";
import { formFields } from "../dashboard/helpers";
import { all, closest, type El, labelOf, labelText, parseHtml, textOf } from "../support/html";
import { Browser, lastMail, signUp, uniqueEmail } from "./browser";

const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;

/** The field named `name` on a page, its label's own words and the text of what it is described by. */
function field(html: string, name: string, form?: string) {
  const root = parseHtml(html);
  const scope = form ? all(root, (e) => e.tag === "form" && e.attrs.action === form)[0] : root;
  if (!scope) throw new Error(`no form posting to ${form}`);
  const el = all(scope, (e) => ["input", "select", "textarea"].includes(e.tag) && e.attrs.name === name)[0];
  if (!el) throw new Error(`no field ${name}`);
  const label = labelOf(root, el);
  const ids = (el.attrs["aria-describedby"] ?? "").split(/\s+/).filter(Boolean);
  const described = ids.map((id) => {
    const target = all(root, (e) => e.attrs.id === id);
    expect(target.length, `#${id}`).toBe(1);
    return textOf(target[0]!);
  });
  return { label: label ? labelText(label) : null, described: described.join(" ") };
}

/** What every page must keep: labels hold only a name, hints are tied, ids are unique. */
function expectLabelRules(html: string, page: string) {
  const root = parseHtml(html);
  const ids = all(root, (e) => e.attrs.id !== undefined).map((e) => e.attrs.id!);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i), `${page}: repeated ids`).toEqual([]);
  const describedBy = new Set(all(root, (e) => e.attrs["aria-describedby"] !== undefined).flatMap((e) => e.attrs["aria-describedby"]!.split(/\s+/)));
  for (const id of describedBy) expect(ids, `${page}: aria-describedby names #${id}`).toContain(id);
  for (const label of all(root, (e) => e.tag === "label")) {
    const inside = all(label, () => true).map((e) => e.tag);
    expect(inside.filter((t) => !["input", "select", "option", "textarea", "code"].includes(t)), `${page}: label "${labelText(label)}" holds only its field`).toEqual([]);
  }
  // a hint in a form (its <small>) is tied to a field: it, or what holds it, is named by aria-describedby
  for (const small of all(root, (e) => e.tag === "small" && closest(e, "form") !== null)) {
    let tied = false;
    for (let e: El | null = small; e && e.tag !== "form"; e = e.parent) if (e.attrs.id && describedBy.has(e.attrs.id)) tied = true;
    expect(tied, `${page}: hint "${textOf(small)}" is tied to its field`).toBe(true);
  }
}

async function verifiedOwner(business = "Labels Co") {
  const b = new Browser();
  const email = uniqueEmail();
  const { key } = await signUp(b, email, business);
  await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").bind(Date.now(), email).run();
  return { b, email, key: key! };
}

async function resetLink() {
  const email = uniqueEmail();
  await signUp(new Browser(), email);
  await new Browser().post("/forgot-password", { email });
  return (await lastMail(email)).link;
}

async function invitationLink(owner: Browser) {
  const email = uniqueEmail("invitee");
  expect((await owner.post("/dashboard/team/invite", { _csrf: await owner.csrf("/dashboard/team"), email, role: "viewer" })).status).toBe(200);
  return `/invite?token=${tokenOf((await lastMail(email)).link)}`;
}

async function setupLink() {
  const op = await newOperator("support");
  return (await lastMail(op.email)).link;
}

const HINT = "At least 12 characters.";

describe("a new password's label is its name; its hint is tied to it", () => {
  it("sign-up", async () => {
    expect(field((await new Browser().get("/signup")).html, "password")).toEqual({ label: "Password", described: HINT });
  });

  it("reset password (a live link)", async () => {
    const page = await new Browser().get(await resetLink());
    expect(page.status).toBe(200);
    expect(field(page.html, "password")).toEqual({ label: "New password", described: HINT });
  });

  it("the security page's password form", async () => {
    const { b } = await verifiedOwner();
    const html = (await b.get("/dashboard/security")).html;
    expect(field(html, "current_password", "/dashboard/security/password").label).toBe("Current password");
    const pw = field(html, "new_password", "/dashboard/security/password");
    expect(pw.label).toBe("New password");
    expect(pw.described).toContain(HINT);
    expect(pw.described).toContain("Changing it logs out every other session.");
  });

  it("joining a team as a new user", async () => {
    const { b } = await verifiedOwner();
    const page = await new Browser().get(await invitationLink(b));
    expect(field(page.html, "password")).toEqual({ label: "Choose a password", described: HINT });
  });

  it("an operator's set-up link", async () => {
    const page = await new Browser().get(await setupLink());
    expect(page.status).toBe(200);
    const pw = field(page.html, "password");
    expect(pw.label).toBe("New password");
    expect(pw.described).toContain(HINT);
  });
});

describe("other hinted fields", () => {
  it("the shared Field (verification) and the Lightning top-up amount", async () => {
    const { b } = await verifiedOwner();
    const verification = (await b.get("/dashboard/settings/verification")).html;
    expect(field(verification, "legal_name")).toEqual({ label: "Legal name", described: "As registered, for example Acme Travel GmbH." });
    expect(field(verification, "country").label).toBe("Country of registration");
    const wallet = field((await b.get("/dashboard/wallet")).html, "amount", "/dashboard/wallet/lightning");
    expect(wallet.label).toBe("Top-up amount (USD)");
    expect(wallet.described).toContain("The wallet is credited this amount when the invoice is paid");
  });
});

describe("every page keeps the label rules", () => {
  const app = buildApp();
  const getPaths = (prefix: string) =>
    [...new Set(app.routes.filter((r) => r.method === "GET" && r.path.startsWith(prefix) && !r.path.includes(":") && !r.path.includes("*")).map((r) => r.path))];

  const walk = async (b: Browser, paths: string[]) => {
    let seen = 0;
    for (const path of paths) {
      const page = await b.get(path);
      if (page.status >= 300 && page.status < 400) continue;
      if (!(page.headers.get("content-type") ?? "").startsWith("text/html")) continue;
      expectLabelRules(page.html, path);
      seen++;
    }
    return seen;
  };

  it("the signed-out pages", async () => {
    const { b: owner } = await verifiedOwner();
    const b = new Browser();
    const paths = ["/signup", "/login", "/forgot-password", await resetLink(), await invitationLink(owner), "/admin/login", await setupLink()];
    expect(await walk(b, paths)).toBe(paths.length);
  });

  it("the dashboard's pages", async () => {
    const { b, key } = await verifiedOwner();
    const paths = getPaths("/dashboard");
    expect(paths).toEqual(expect.arrayContaining(["/dashboard", "/dashboard/wallet", "/dashboard/catalog", "/dashboard/revenue", "/dashboard/security", "/dashboard/team", "/dashboard/settings/verification", "/dashboard/webhooks"]));
    const topUp = await b.post("/dashboard/wallet/lightning", { ...formFields((await b.get("/dashboard/wallet")).html, "/dashboard/wallet/lightning"), amount: "5.00" });
    expect(topUp.status).toBe(303);
    // a fulfilled eSIM order's page, with its Request refund form
    await bankTransfer(key, 5_000);
    const orderId = (await buy(key, (await catalog(key)).esim.id)).body.order_id!;
    await eventually(async () => (await call<{ status: string }>(`/v1/orders/${orderId}`, { key })).body.status, (s) => s === "fulfilled");
    const order = `/dashboard/orders/${orderId}`;
    const orderPage = (await b.get(order)).html;
    expect(field(orderPage, "reason", `${order}/refund`).label).toBe("Reason");
    expect(field(orderPage, "confirm", `${order}/refund`).label).toBe("I understand the eSIM stops working once refunded");
    expect(await walk(b, [...paths, topUp.location!, order])).toBeGreaterThan(10);
  });

  it("the operator console's pages", async () => {
    // two accounts waiting in the review queue, so its rejection forms are on the page twice,
    // and one waiting for KYC, so its reveal form is there too
    const waiting = [await newAccount("Console Co"), await newAccount("Console Two")];
    for (const a of waiting) expect((await call("/v1/account/kyb", { key: a.key, body: KYB })).status).toBe(200);
    const identity = await newAccount("Console Three");
    expect((await call("/v1/account/kyb", { key: identity.key, body: KYB })).status).toBe(200);
    expect((await admin(`/admin/v1/accounts/${identity.id}/kyb/approve`, { method: "POST" })).status).toBe(200);
    expect((await call("/v1/account/kyc", { key: identity.key, body: KYC })).status).toBe(200);
    const op = await signedInOperator("admin");
    const paths = getPaths("/admin").filter((p) => !p.startsWith("/admin/v1") && p !== "/admin/login" && p !== "/admin/setup");
    expect(paths).toEqual(expect.arrayContaining(["/admin", "/admin/review", "/admin/operators", "/admin/audit", "/admin/money", "/admin/supply"]));
    const review = (await op.b.get("/admin/review")).html;
    expect(review).toContain(`/admin/review/${waiting[1]!.id}/kyb/reject`);
    expect(review).toContain(`/admin/review/${identity.id}/reveal`);
    expect(await walk(op.b, [...paths, `/admin/accounts/${waiting[0]!.id}`, "/admin/accounts?q=Console"])).toBeGreaterThan(5);
  });
});
