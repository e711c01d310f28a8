// The operator console's accounts, money, supply and audit pages in a real browser, called by
// scripts/check-console.mjs after its own walk (sign-in, review, operators) with what it set up:
// the browser, the service's base URL, signIn(role) → a page signed in as a new operator of that
// role, shot(page, name) (screenshots at 375 px and 1280 px, no sideways scrolling, every control
// named) and check(ok, what). A finance operator finds a partner account by id and by member-less
// name, sets its test credit terms, is refused a commission the margins do not cover (the field
// by its label, in the step's own words) and an overdraft limit that is no amount, and sets one
// they do, pauses and resumes payouts, sets the margins and runs a sync (of the fake eSIM suppliers
// the check serves, whose shared plan then shows two routes), and finds each of those in the audit
// log (and its CSV export); a support operator reads
// every page and sees no control but the sentence naming the roles that may.

/** @param {{ browser: unknown, base: string, signIn: (role: string) => Promise<any>, shot: (page: any, name: string) => Promise<void>, check: (ok: unknown, what: string) => void, adminToken: string }} ctx */
/** Whether the locator shows up (a form's answer may still be loading when a click returns). */
const seen = (locator) => locator.first().waitFor({ timeout: 15_000 }).then(
  () => true,
  () => false,
);

export async function walkConsolePages({ base, signIn, shot, check, adminToken }) {
  const api = async (path, body, idem) => {
    const headers = { authorization: `Bearer ${adminToken}`, "content-type": "application/json" };
    const res = await fetch(`${base.replace("localhost", "127.0.0.1")}${path}`, { method: body ? "POST" : "GET", headers, body: body ? JSON.stringify(body) : undefined });
    check(res.ok, `${path} answered ${res.status}`);
    return res.json();
  };
  const name = `Console Walk Travel ${Date.now()}`;
  const created = await api("/admin/v1/accounts", { name });
  const accountId = created.account.id;
  const key = created.api_key.secret;
  const deposit = await fetch(`${base.replace("localhost", "127.0.0.1")}/v1/test_helpers/deposits`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": `walk-${accountId}` },
    body: JSON.stringify({ amount: 12345 }),
  });
  check(deposit.ok, `the sandbox deposit answered ${deposit.status}`);

  // finance: search, the account's page and its money forms
  const fin = await signIn("finance");
  await fin.goto(`${base}/admin/accounts`);
  check(await seen(fin.locator(`tr[data-account="${accountId}"]`)), "the newest accounts do not list the new account");
  await shot(fin, "b01-accounts-newest");
  await fin.getByLabel("Find an account").fill(name.slice(8, 30));
  await fin.getByRole("button", { name: "Search" }).click();
  check(await seen(fin.locator(`tr[data-account="${accountId}"]`)), "searching part of the name does not find the account");
  await shot(fin, "b02-accounts-search");
  await fin.getByLabel("Find an account").fill(accountId);
  await fin.getByRole("button", { name: "Search" }).click();
  await fin.locator(`tr[data-account="${accountId}"] a`).click();
  check(new URL(fin.url()).pathname === `/admin/accounts/${accountId}`, `the result led to ${fin.url()}`);
  check((await fin.locator('[data-wallet="test"]').innerText()).includes("USD 123.45"), "the account page does not show the deposit in the test wallet");
  check(!(await fin.content()).includes(key), "the account page shows an API key's secret");
  await shot(fin, "b03-account");

  const credit = fin.locator('form[aria-label="Credit terms in test mode"]');
  await credit.getByLabel("Overdraft limit (USD)").fill("250.00");
  await credit.getByLabel("Net terms (days)").fill("30");
  await credit.getByRole("button").click();
  check(await seen(fin.getByText("Test mode credit terms set.")), "no notice after setting credit terms");
  check(await seen(fin.locator('[data-credit="test"]', { hasText: "USD 250.00" })), "the credit terms do not show the new limit");

  const commission = fin.locator('form[aria-label="Negotiated commission"]');
  await commission.getByLabel(/Negotiated commission/).fill("9000");
  await commission.getByRole("button").click();
  check(await seen(fin.locator('[role="alert"]')), "a commission above what the margins cover was not refused on the page");
  // in the console's words too: the field by its label, never the step's field name
  const refusal = (await fin.locator('[role="alert"]').first().innerText()).trim();
  check(refusal.startsWith("Negotiated commission: ") && !/\b[a-z]+(?:_[a-z0-9]+)+\b|req_/.test(refusal), `the commission's refusal reads ${refusal}`);
  await shot(fin, "b04-account-commission-refused");
  await fin.locator('form[aria-label="Credit terms in test mode"]').getByLabel("Overdraft limit (USD)").fill("lots");
  await fin.locator('form[aria-label="Credit terms in test mode"]').getByRole("button").click();
  check(await seen(fin.getByText("Overdraft limit (USD): enter a USD amount such as 5000.00.")), "a bad overdraft limit is not refused by its label");
  await fin.locator('form[aria-label="Negotiated commission"]').getByLabel(/Negotiated commission/).fill("1800");
  await fin.locator('form[aria-label="Negotiated commission"]').getByRole("button").click();
  check(await seen(fin.locator('[data-commission="1800"]')), "the negotiated commission was not set");
  await shot(fin, "b05-account-after-forms");

  // money: the payout switch
  await fin.goto(`${base}/admin/money`);
  await shot(fin, "b06-money");
  const running = (await fin.locator("[data-payouts]").getAttribute("data-payouts")) === "running";
  await fin.getByRole("button", { name: running ? "Pause payouts" : "Resume payouts" }).click();
  check(await seen(fin.locator(`[data-payouts="${running ? "paused" : "running"}"]`)), "the payout switch did not flip");
  await shot(fin, "b07-money-switched");
  await fin.getByRole("button", { name: running ? "Resume payouts" : "Pause payouts" }).click();
  check(await seen(fin.locator(`[data-payouts="${running ? "running" : "paused"}"]`)), "the payout switch did not flip back");

  // supply: margins and a sync
  await fin.goto(`${base}/admin/supply`);
  await shot(fin, "b08-supply");
  const margins = fin.locator('form[aria-label="Pricing margins"]');
  await margins.getByLabel(/eSIM margin/).fill("3100");
  await margins.getByLabel(/Top-up margin/).fill("2600");
  await margins.getByRole("button").click();
  check(await seen(fin.locator("[data-pricing]", { hasText: "3100" })), "the margins were not set");
  await fin.getByRole("button", { name: "Run a sync now" }).click();
  check(await seen(fin.getByText("Catalog sync run.")), "the sync reported nothing");
  await shot(fin, "b09-supply-synced");
  // the fake suppliers' shared plan is one offer with two routes, each with its cost and margin
  await fin.goto(`${base}/admin/supply`);
  check(await seen(fin.locator('tr[data-supplier="esimaccess"]', { hasText: "Configured" })), "the Supply page does not show eSIM Access configured");
  check(await seen(fin.locator("tr[data-route]", { hasText: "eSIM Access" })), "the Supply page shows no eSIM Access route");
  check((await fin.locator("tr[data-route]", { hasText: "Airalo" }).count()) > 0, "the Supply page shows no Airalo route");
  await shot(fin, "b09b-supply-routes");

  // audit: the account's entries, filtered, and their CSV
  await fin.goto(`${base}/admin/audit?account=${encodeURIComponent(accountId)}`);
  const entries = await fin.locator("tr[data-audit]").count();
  check(entries >= 2, `the audit log shows ${entries} entries about the account after a credit and a commission change`);
  await shot(fin, "b10-audit-account");
  const csv = await fin.request.get(`${base}/admin/audit/export.csv?account=${encodeURIComponent(accountId)}`);
  check(csv.ok() && (await csv.text()).trim().split("\r\n").length === entries + 1, "the CSV export does not hold the same entries");
  await fin.goto(`${base}/admin/audit?action=payouts.pause`);
  await shot(fin, "b11-audit-filtered");

  // refunds: the account buys the sandbox's cheapest eSIM and asks for its refund, which waits
  // (a sandbox eSIM counts as installed); finance sees it in the queue with its decision forms
  const partner = async (path, body, idem) => {
    const res = await fetch(`${base.replace("localhost", "127.0.0.1")}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": idem },
      body: JSON.stringify(body),
    });
    check(res.ok, `${path} answered ${res.status}`);
    return res.json();
  };
  const quote = await partner("/v1/quotes", { offer_id: "off_01JGXQRXG0SANDBXCATA000003", payment_source: "wallet" }, `walk-quote-${accountId}`);
  const asked = await partner("/v1/refunds", { order_id: quote.order_id, reason: "trip_cancelled" }, `walk-refund-${accountId}`);
  check(asked.status === "pending", `a sandbox eSIM's refund reads ${asked.status}, not pending`);
  await fin.goto(`${base}/admin/refunds`);
  check(await seen(fin.locator(`[data-refund="${asked.id}"]`)), "the Refunds queue does not list the pending refund");
  check((await fin.getByRole("button", { name: /Approve/ }).count()) >= 1, "finance is offered no Approve on the Refunds queue");
  await shot(fin, "b11b-refunds-queue");
  await fin.context().close();

  // support: reads everything, changes nothing
  const sup = await signIn("support");
  await sup.goto(`${base}/admin/accounts/${accountId}`);
  check((await sup.locator('form[aria-label="Credit terms in test mode"]').count()) === 0, "support sees the credit form");
  check(await seen(sup.locator('[data-role-sentence="credit.manage"]')), "support is not told who may change credit");
  await shot(sup, "b12-account-support");
  await sup.goto(`${base}/admin/money`);
  check((await sup.getByRole("button", { name: /payouts/ }).count()) === 0, "support sees the payout switch");
  await shot(sup, "b13-money-support");
  await sup.goto(`${base}/admin/supply`);
  check((await sup.getByRole("button", { name: "Run a sync now" }).count()) === 0, "support sees the sync button");
  await shot(sup, "b14-supply-support");
  await sup.goto(`${base}/admin/audit`);
  await shot(sup, "b15-audit-support");
  await sup.context().close();
}
