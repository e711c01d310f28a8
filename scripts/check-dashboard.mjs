// The partner's way in, checked in a real browser (Debian's chromium driven by playwright-core)
// against `wrangler dev`: sign up, copy the first test key and call GET /v1/account with it,
// verify the email from the outbox, log out (the page says so) and ask for a dashboard page while
// signed out (the log-in returns to it), see Home in test mode and press the wallet's "Simulate a
// bank transfer" (the balance changes), a Lightning top-up and a purchase paid over Lightning (its
// page named by the product), buy the cheapest eSIM from the catalog and read its order's QR code
// back to the lpa (resvg and jsQR), request a refund of it (pending, in words) and, after the
// revenue checks, finish it from the order page with "Simulate the supplier" (the price back in
// the wallet); copy offer ids with the catalog's Copy buttons, download the Buy several template
// of the Catalog filtered on Japan, fill in two rows and add the copied ids, and buy the five as a
// batch whose page turns completed by itself; download an itemized orders report from the Reports
// page, set the brand's support phone as people type it, turn on two-factor (the code computed
// here with the same library), invite a viewer who accepts and cannot create a key, make them a
// developer (who can) and remove them (their next page shows no account). Every page is
// screenshotted at 375 px and 1280 px into artifacts/dashboard/ and at both widths has no axe-core
// violation and does not scroll sideways; at 375 px its header takes at most a fifth of the screen
// and no control lies outside it; no alert quotes an API field name; no page may load anything
// from another host (browser-walk.mjs, `strict`). Also measures the CPU of one password hash
// under wrangler dev.
// CI=true installs chromium with apt-get when it is missing (as the docs check does).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./lib/chromium.mjs";
import { check, openWalk } from "./lib/browser-walk.mjs";
import { Secret, TOTP } from "otpauth";
import { qrText } from "./lib/qr-read.mjs";
import { freePort, freshSecrets, startWrangler } from "./lib/wrangler-dev.mjs";
import { runCheck } from "./lib/run-check.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const DEADLINE_MS = 420_000;
const SHOTS = join(root, "artifacts", "dashboard");
const PASSWORD = "correct horse battery staple";
const say = (line) => console.log(`[dashboard-check] ${line}`);


async function main() {
  ensureChromium(say);
  // the Developers walk registers a webhook endpoint at a receiver on this machine (loopback URLs
  // are for local runs only, as here)
  // mailed links start with PUBLIC_BASE_URL, so it names the port this run serves on ("localhost",
  // where browsers accept the __Host- cookie with Secure over plain http)
  const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
  const base = `http://localhost:${port}`;
  const vars = { ...freshSecrets(root), ALLOW_PRIVATE_WEBHOOK_URLS: "true", PUBLIC_BASE_URL: base };
  const server = await startWrangler({ root, persistTo: join(root, ".wrangler", "check-dashboard"), vars, port });
  const admin = { authorization: `Bearer ${vars.ADMIN_API_TOKEN}` };
  const outbox = async (to) => {
    const res = await fetch(`${server.base}/admin/v1/outbox?limit=100`, { headers: admin });
    const mail = (await res.json()).data.find((m) => m.to === to);
    check(mail, `no mail to ${to} in the outbox`);
    return /https?:\/\/\S+/.exec(mail.text)[0];
  };
  const { newPage, shot, checkClean, strictChecks, close } = await openWalk({ base, shotsDir: SHOTS, strict: true });
  const at = (page, path) => check(new URL(page.url()).pathname === path, `expected ${path}, at ${page.url()}`);

  try {
    say(`wrangler dev answers at ${base}`);
    const email = `owner-${Date.now()}@example.com`;
    const page = await newPage();

    // sign up
    await page.goto(`${base}/forgot-password`);
    await shot(page, "00-forgot-password");
    await page.goto(`${base}/signup`);
    await shot(page, "01-signup");
    await page.getByLabel("Business name").fill("Globetrotter Travel");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${base}/dashboard`);
    await shot(page, "02-dashboard-first-key");

    // copy the key with the copy button and use it
    await page.getByRole("button", { name: "Copy test API key" }).click();
    const copied = (await page.evaluate(() => navigator.clipboard.readText())).trim();
    check(copied === (await page.locator("#new-key").innerText()).trim() && copied.startsWith("svc_test_"), `the copy button copied ${copied}`);
    const account = await fetch(`${server.base}/v1/account`, { headers: { authorization: `Bearer ${copied}` } });
    check(account.status === 200 && (await account.json()).name === "Globetrotter Travel", `GET /v1/account with the copied key answered ${account.status}`);
    say("the copied test key works on GET /v1/account");

    // verify the email from the outbox
    await page.goto((await outbox(email)).replace(server.base, base));
    await shot(page, "03-verify-email");
    await page.getByRole("button", { name: "Verify email" }).click();
    await page.getByText("Email verified").first().waitFor();

    // log out (the log-in page says so), then ask for a dashboard page while signed out: the
    // log-in returns to it
    await page.goto(`${base}/dashboard`);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${base}/login?logged_out=1`);
    check((await page.getByText("You are logged out.").count()) === 1, "the log-in page does not say the visitor is logged out");
    await shot(page, "04-login");
    await page.goto(`${base}/dashboard/wallet?cursor=`);
    await page.waitForURL(/\/login\?next=/);
    check(new URL(page.url()).searchParams.get("next") === "/dashboard/wallet?cursor=", `the log-in was asked to return to ${page.url()}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${base}/dashboard/wallet?cursor=`);
    say("log-out says so; a dashboard page asked for while signed out is where the log-in returned");
    await page.goto(`${base}/dashboard`);
    // the email was verified from the outbox above: Home's checklist reads it from the user's record
    check((await page.content()).includes("Verified"), "the checklist does not show the email as verified");

    // a purchase paid another way than the wallet (an empty one: money already there pays a quote
    // at once) shows where to send the money, under the product's name; cancelled through the API
    // after, so the money the walk puts in the wallet later does not pay it
    await page.goto(`${base}/dashboard/catalog?country=JP`);
    const japanOffer = page.locator("article[data-offer]", { has: page.locator("h2", { hasText: /^Japan 1 GB$/ }) });
    await japanOffer.getByLabel("Pay with").selectOption("lightning");
    await japanOffer.getByRole("button", { name: /^Buy / }).click();
    await page.locator("h1", { hasText: "Pay for Japan 1 GB · 7 days" }).waitFor();
    await shot(page, "04a1-quote-lightning");
    const quoteId = await page.locator("[data-quote]").getAttribute("data-quote");
    const cancelled = await fetch(`${server.base}/v1/quotes/${quoteId}/cancel`, { method: "POST", headers: { authorization: `Bearer ${copied}`, "idempotency-key": `check-cancel-${quoteId}` } });
    check(cancelled.status === 200, `cancelling the Lightning quote answered ${cancelled.status}`);
    await page.goto(`${base}/dashboard`);

    // Home and Wallet: test mode said in words, the sandbox bank transfer moves the balance
    const figure = async (id) => (await page.locator(`[data-figure="${id}"]`).innerText()).trim();
    check((await page.locator('[data-mode="test"]').count()) > 0 && (await page.getByText("Test mode").count()) > 0, "Home does not say test mode");
    check((await page.locator('[data-done="yes"]').count()) >= 1, "the checklist did not tick the verified email");
    await shot(page, "04a-home");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Wallet", exact: true }).click();
    await page.waitForURL(`${base}/dashboard/wallet`);
    const walletBefore = await figure("balance");
    check(walletBefore === "USD 0.00", `a new wallet shows ${walletBefore}`);
    await page.getByRole("button", { name: "Simulate a bank transfer" }).click();
    await page.getByText("Bank transfer of USD 100.00 credited").waitFor();
    const walletAfter = await figure("balance");
    check(walletAfter === "USD 100.00", `after a simulated bank transfer of USD 100.00 the balance shows ${walletAfter}`);
    check((await page.locator("[data-ledger]").count()) === 1, "the ledger does not show the transfer");
    await shot(page, "04b-wallet");
    say(`the wallet's "Simulate a bank transfer" moved the balance from ${walletBefore} to ${walletAfter}`);

    // a Lightning top-up: its page shows the BOLT11 as a QR code and turns paid by itself (no
    // reload: a marker set on the window survives) once the API's pay helper pays it
    await page.getByLabel("Top-up amount (USD)").fill("25.00");
    await page.getByRole("button", { name: "Create Lightning invoice" }).click();
    await page.waitForURL(/\/dashboard\/wallet\/lightning\/lni_/);
    const invoiceId = page.url().split("/").pop();
    const bolt11 = await page.locator("[data-bolt11]").getAttribute("data-bolt11");
    const invoiceQr = qrText(await page.locator("[data-bolt11] svg").evaluate((el) => el.outerHTML));
    check(invoiceQr === bolt11.toUpperCase(), `the invoice's QR code reads ${invoiceQr ?? "nothing"}, not its BOLT11`);
    await shot(page, "04b1-lightning-pending");
    await page.evaluate(() => { window.__stayed = true; });
    const paid = await fetch(`${server.base}/v1/test_helpers/lightning_invoices/${invoiceId}/pay`, { method: "POST", headers: { authorization: `Bearer ${copied}`, "idempotency-key": `check-${invoiceId}`, "content-type": "application/json" }, body: "{}" });
    check(paid.status === 200, `the pay helper answered ${paid.status}`);
    await page.locator('[data-status="paid"]').waitFor({ timeout: 20_000 });
    check(await page.evaluate(() => window.__stayed === true), "the invoice page reloaded instead of updating itself");
    await shot(page, "04b2-lightning-paid");
    say("a Lightning top-up's QR code reads back to its BOLT11 and its page turned paid by itself after the pay helper");

    // the ledger CSV holds exactly GET /v1/wallet/ledger's lines
    await page.goto(`${base}/dashboard/wallet`);
    const [ledgerCsv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
    const csv = readFileSync(await ledgerCsv.path(), "utf8").trim().split("\r\n");
    const ledger = await (await fetch(`${server.base}/v1/wallet/ledger?limit=100`, { headers: { authorization: `Bearer ${copied}` } })).json();
    check(csv.length === ledger.data.length + 1, `the CSV has ${csv.length - 1} lines, the API ${ledger.data.length}`);
    for (const [i, line] of ledger.data.entries()) {
      const cells = csv[i + 1].split(",");
      check(cells[0] === line.id && Number(cells[4]) === line.amount.amount && Number(cells[6]) === line.balance_after.amount, `CSV line ${i + 1} (${csv[i + 1]}) is not the API's ${line.id}`);
    }
    say(`the ledger CSV's ${ledger.data.length} lines are GET /v1/wallet/ledger's`);

    // Catalog → Orders: buy the cheapest eSIM from the wallet, land on its order, wait for the page
    // to update itself, and read the QR code back to the order's lpa
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Catalog", exact: true }).click();
    await page.waitForURL(`${base}/dashboard/catalog`);
    await shot(page, "04c-catalog");
    const offers = await page.locator('article[data-category="esim"]').evaluateAll((els) =>
      els.map((el) => ({ id: el.dataset.offer, price: Number(el.querySelector("[data-price]")?.dataset.price) })).filter((o) => !o.id.startsWith("off_test_")),
    );
    check(offers.length > 0, "the catalog shows no eSIM");
    const cheapest = offers.sort((a, b) => a.price - b.price)[0];
    const offer = page.locator(`article[data-offer="${cheapest.id}"]`);
    await offer.getByLabel("Pay with").selectOption("wallet");
    await offer.getByRole("button", { name: /^Buy / }).click();
    await page.waitForURL(/\/dashboard\/orders\/ord_/);
    const orderUrl = page.url();
    await page.locator('[data-status="fulfilled"]').waitFor({ timeout: 30_000 });
    const lpa = await page.locator("[data-lpa]").getAttribute("data-lpa");
    const read = qrText(await page.locator("[data-lpa] svg").evaluate((el) => el.outerHTML));
    check(!!lpa && read === lpa, `the order's QR code reads ${read ?? "nothing"}, not its lpa ${lpa}`);
    await shot(page, "04d-order");
    // the eSIM section: its states in words and the controls allowed now; Suspend (a reason) turns
    // the status line to Suspended and offers Resume, which puts it back
    check((await page.getByText("On the traveller's phone").count()) === 1, "the order page does not say where the eSIM is on the traveller's phone");
    const suspend = page.locator('form[action$="/esim/suspend"]');
    await suspend.getByLabel("Reason (optional)").fill("phone reported lost");
    await suspend.getByRole("button", { name: "Suspend" }).click();
    await page.locator('[data-status-line="suspended"]').waitFor();
    check((await page.locator('form[action$="/esim/resume"]').count()) === 1, "a suspended eSIM's page offers no Resume");
    await shot(page, "04d0-order-suspended");
    await page.locator('form[action$="/esim/resume"]').getByRole("button", { name: "Resume" }).click();
    await page.locator('[data-status-line="fulfilled"]').waitFor();
    // Request refund on that order: a reason and the confirmation; the sandbox's eSIM counts as
    // installed, so the refund waits pending for the supplier and the page says so in words
    const refund = page.locator('form[action$="/refund"]');
    await refund.getByLabel("Reason").selectOption("trip_cancelled");
    await refund.getByLabel("I understand the eSIM stops working once refunded").check();
    await refund.getByRole("button", { name: "Request refund" }).click();
    await page.locator('[data-refund="pending"]').waitFor();
    check((await page.getByText("Pending: waiting on the supplier").count()) === 1, "the order page does not say the refund is pending");
    check((await page.locator('form[action$="/refund"]').count()) === 0, "the order page still offers Request refund after the refund was asked for");
    await shot(page, "04d1-order-refund");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Orders", exact: true }).click();
    await page.waitForURL(`${base}/dashboard/orders`);
    check((await page.locator("[data-order]").count()) === 1, "the orders list does not show the purchase");
    await shot(page, "04e-orders");
    say(`bought ${cheapest.id} from the catalog; its order page updated itself, its QR code reads back to the lpa, its eSIM was suspended and resumed from its buttons, and a refund requested there waits pending`);

    // Revenue: the purchase earned commission; move a cent to the wallet, then the statement's closing balance is the page's
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Revenue", exact: true }).click();
    await page.waitForURL(`${base}/dashboard/revenue`);
    const earned = await figure("balance");
    check(earned !== "USD 0.00", `the purchase earned no commission: the Revenue page shows ${earned}`);
    check((await page.locator("[data-entry]").count()) === 1, "the Revenue page does not show the earned entry");
    await shot(page, "04f-revenue");
    await page.getByLabel("Amount (USD)").first().fill("0.01");
    await page.getByRole("button", { name: "Transfer to the wallet" }).click();
    await page.getByText("Moved USD 0.01 to the wallet").waitFor();
    const commission = await figure("balance");
    const cents = (text) => Number(text.replace(/^USD /, "").replace(/[,.]/g, ""));
    check(cents(commission) === cents(earned) - 1, `after moving USD 0.01 the commission shows ${commission} (was ${earned})`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download statement" }).click()]);
    const statement = readFileSync(await download.path(), "utf8").trim().split("\r\n");
    const closing = statement[statement.length - 1].split(",");
    check(closing[1] === "closing_balance" && Number(closing[9]) === cents(commission), `the statement closes with ${closing.join(",")}, the page shows ${commission}`);
    check(statement.length === 5, `the statement has ${statement.length} lines, expected header, opening, two entries, closing`);
    await shot(page, "04g-revenue-after-transfer");
    say(`Revenue: earned ${earned}, moved USD 0.01 to the wallet; the month's statement closes at ${commission} as the page shows`);

    // the pending refund, finished from the order's page in test mode: "Simulate the supplier"
    // runs the resolve helper's step; the price comes back to the wallet
    await page.goto(`${base}/dashboard/wallet`);
    const beforeRefund = cents(await figure("balance"));
    await page.goto(orderUrl);
    await page.getByRole("button", { name: "Approve the refund" }).click();
    await page.locator('[data-refund="succeeded"]').waitFor();
    check((await page.getByText("Simulate the supplier").count()) === 0, "the refunded order still offers Simulate the supplier");
    await shot(page, "04d2-order-refunded");
    await page.goto(`${base}/dashboard/wallet`);
    const afterRefund = cents(await figure("balance"));
    // the price back, less the cent of its commission moved to the wallet above (taken back from the wallet)
    check(afterRefund - beforeRefund === cheapest.price - 1, `the approved refund moved the wallet by ${afterRefund - beforeRefund} cents, not the price ${cheapest.price} less the cent moved`);
    say(`a sandbox refund was finished from the order page: the wallet got the ${cheapest.price} cents back, less the commission's cent it held`);

    // Buy several from the template: an offer's id copied from the catalog with its Copy button,
    // the Catalog filtered on Japan, its Buy several link's template downloaded, two Japan rows
    // filled in (one per traveller), the copied id added for two more travellers and the sandbox
    // offer that stays pending for one; the five rows are checked on the page and paid from the
    // wallet as one batch, whose page shows it processing and turns completed by itself (no
    // reload: a marker set on the window survives) once the pending order is completed with the
    // API's helper; its CSV has five rows
    const api = { authorization: `Bearer ${copied}`, "content-type": "application/json" };
    await page.goto(`${base}/dashboard/wallet`);
    await page.getByRole("button", { name: "Simulate a bank transfer" }).click();
    await page.getByText("Bank transfer of USD 100.00 credited").waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Catalog", exact: true }).click();
    await page.waitForURL(`${base}/dashboard/catalog`);
    await page.locator(`article[data-offer="${cheapest.id}"]`).getByRole("button", { name: `Copy offer id ${cheapest.id}` }).click();
    const copiedOffer = (await page.evaluate(() => navigator.clipboard.readText())).trim();
    check(copiedOffer === cheapest.id, `the offer's Copy button copied ${copiedOffer}`);
    await page.locator(`article[data-offer="off_test_stays_pending"]`).getByRole("button", { name: /^Copy offer id/ }).click();
    const copiedPending = (await page.evaluate(() => navigator.clipboard.readText())).trim();
    await page.getByLabel("Country (2 letters)").fill("JP");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(`${base}/dashboard/catalog?category=&country=JP&display_currency=`);
    await shot(page, "04g1-catalog-japan");
    await page.getByRole("link", { name: "Buy several" }).click();
    await page.waitForURL(`${base}/dashboard/buy-several?country=JP`);
    await shot(page, "04h-buy-several");
    const [templateDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download a CSV template" }).click()]);
    const template = readFileSync(await templateDownload.path(), "utf8").trimEnd().split("\r\n");
    check(template[0] === "offer_id,name,price,quantity,destination,email,reference", `the template's header is ${template[0]}`);
    const japan = template.slice(1).find((line) => line.includes(",Japan 1 GB · 7 days,"));
    check(japan && template.slice(1).every((line) => line.endsWith(",,,,")), `the template's rows are not Japan's offers with empty columns: ${template.join(" | ")}`);
    const fill = (line, email, ref) => line.replace(/,,,,$/, `,1,,${email},${ref}`);
    const tour = [
      ...template.map((line) => (line === japan ? fill(line, "traveller-1@example.com", "tour-1") : line)),
      fill(japan, "traveller-2@example.com", "tour-2"),
      `${copiedOffer},,,1,,traveller-3@example.com,tour-3`,
      `${copiedOffer},,,1,,traveller-4@example.com,tour-4`,
      `${copiedPending},,,1,,,tour-5`,
    ];
    await page.getByLabel("CSV file").setInputFiles({ name: "template.csv", mimeType: "text/csv", buffer: Buffer.from(tour.join("\r\n")) });
    await page.getByRole("button", { name: "Check the rows" }).click();
    await page.waitForURL(`${base}/dashboard/buy-several/preview`);
    check((await page.locator("tr[data-row]").count()) === 5, "the preview does not show the CSV's five rows");
    check((await page.locator("tr[data-error-field]").count()) === 0, `the preview refused a row: ${await page.locator("tr[data-error-field]").first().innerText().catch(() => "")}`);
    check((await page.getByText("Japan 1 GB · 7 days").count()) === 2, "the preview does not name the Japan rows' product");
    await shot(page, "04h1-buy-several-preview");
    await page.getByRole("button", { name: "Pay from wallet" }).click();
    await page.waitForURL(/\/dashboard\/batches\/bat_/);
    const batchId = page.url().split("/").pop();
    check((await page.locator("tr[data-order]").count()) === 5, "the batch page does not list its five orders");
    await page.locator('[data-status="processing"]').waitFor();
    await shot(page, "04h2-batch-processing");
    await page.evaluate(() => { window.__stayed = true; });
    const pendingOrder = await page.locator('tr[data-order][data-order-status="pending"]').first().getAttribute("data-order");
    const completed = await fetch(`${server.base}/v1/test_helpers/orders/${pendingOrder}/complete`, { method: "POST", headers: { ...api, "idempotency-key": `check-${pendingOrder}` }, body: JSON.stringify({ outcome: "fulfilled" }) });
    check(completed.status === 200, `the complete helper answered ${completed.status}`);
    await page.locator('[data-status="completed"]').waitFor({ timeout: 30_000 });
    check(await page.evaluate(() => window.__stayed === true), "the batch page reloaded instead of updating itself");
    check((await page.locator('[data-count="fulfilled"]').innerText()).trim() === "5", "the completed batch does not count five fulfilled orders");
    await shot(page, "04h3-batch-completed");
    const [batchDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
    const batchCsv = readFileSync(await batchDownload.path(), "utf8").trim().split("\r\n");
    check(batchCsv.length === 6 && batchCsv[0].startsWith("order_id,created_at,status,offer_id,offer_name,destination,email"), `the batch CSV has ${batchCsv.length} lines starting ${batchCsv[0]}`);
    check(batchCsv.filter((l) => l.includes("@example.com")).length === 4, "the batch CSV does not carry the travellers' emails");
    await page.goto(`${base}/dashboard/batches`);
    check((await page.locator(`tr[data-batch="${batchId}"]`).count()) === 1, "the batches list does not show the batch");
    await shot(page, "04h3a-batches");
    say(`an id copied from the catalog and the Japan template's rows bought as batch ${batchId}; its page turned completed by itself and its CSV has five orders with their travellers`);

    // Reports: orders of this month, generated in the background while the page updates itself,
    // downloaded once ready; the file's header is the report's and the batch's orders are in it
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports", exact: true }).click();
    await page.waitForURL(`${base}/dashboard/reports`);
    await page.getByLabel("Orders, itemized").check();
    await page.getByLabel("Period").selectOption("this_month");
    await page.getByRole("button", { name: "Generate report" }).click();
    await page.locator('tr[data-run] [data-status="succeeded"]').first().waitFor({ timeout: 60_000 });
    await shot(page, "04h4-reports");
    const [reportDownload] = await Promise.all([page.waitForEvent("download"), page.locator("tr[data-run]").first().getByRole("link", { name: "Download CSV" }).click()]);
    const report = readFileSync(await reportDownload.path(), "utf8").trim().split("\r\n");
    const reportHeader = "order_id,created_at,resolved_at,status,offer_id,offer_name,category,price,price_decimal,currency,commission_rate_bps,commission_earned,commission_earned_decimal,commission_reversed,commission_reversed_decimal,refund_status,refunded_amount,refunded_amount_decimal,batch_id,destination,metadata";
    check(report[0] === reportHeader, `the report's header is ${report[0]}`);
    check(report.filter((l) => l.includes(batchId)).length === 5 && report.length === 7, `the report has ${report.length - 1} orders, expected the batch's five and the catalog's one`);
    say("an itemized orders report for this month was generated from the Reports page and downloaded: its header is the report's, its rows the six orders");

    // Developers: an endpoint at a receiver on this machine answering 200 "ok", a ping logged with that answer, the events
    const { createServer } = await import("node:http");
    const hooks = createServer((req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(200, { "content-type": "text/plain" }).end("ok"));
    });
    await new Promise((resolve) => hooks.listen(0, "127.0.0.1", resolve));
    try {
      await page.goto(`${base}/dashboard/webhooks`);
      await page.getByLabel("URL", { exact: true }).fill(`http://127.0.0.1:${hooks.address().port}/hooks`);
      await page.getByLabel("Description (optional)").fill("booking system");
      await page.getByRole("button", { name: "Add endpoint" }).click();
      await page.locator("#signing-secret").waitFor();
      check((await page.locator("#signing-secret").innerText()).startsWith("whsec_"), "the new endpoint's secret is not shown");
      await shot(page, "04f-webhook-created");
      await page.getByRole("button", { name: "Ping" }).click();
      await page.getByText("Ping sent").waitFor();
      const delivery = page.locator("tr[data-delivery]").first();
      check((await delivery.locator('[data-response-status="200"]').count()) === 1, "the ping's delivery does not show response status 200");
      await delivery.locator("summary").click();
      check((await delivery.locator("[data-response-body]").innerText()).trim() === "ok", "the ping's delivery does not show the receiver's answer");
      check((await delivery.locator("[data-request-body]").innerText()).includes('"type":"ping"'), "the ping's delivery does not show the request body");
      await shot(page, "04g-webhook-endpoint");
      await page.goto(`${base}/dashboard/webhooks`);
      check((await page.locator("tr[data-endpoint]").count()) === 1, "the webhooks list does not show the endpoint");
      await shot(page, "04h-webhooks");
      await page.goto(`${base}/dashboard/events`);
      check((await page.locator("tr[data-event]").count()) > 0, "the events page lists nothing");
      await page.locator("tr[data-event] summary").first().click();
      await shot(page, "04i-events");
      // the walk's own API calls with the test key are in the request log
      await page.goto(`${base}/dashboard/request-logs`);
      check((await page.locator("tr[data-request]").count()) > 0, "the request log lists nothing");
      await shot(page, "04j-request-log");
      say("a webhook endpoint added from the dashboard got a ping answered 200, shown in its delivery log; the events page lists the events");
    } finally {
      hooks.close();
    }

    // Settings: the business profile, then KYB and KYC from the Verification page, the state in words at each step
    await page.goto(`${base}/dashboard/settings`);
    check((await page.locator('[data-fact="name"]').innerText()).trim() === "Globetrotter Travel", "the business profile does not show the account's name");
    check((await page.locator("#owner-emails").innerText()).includes(email), "the business profile does not list the owner");
    await shot(page, "04f-settings-profile");
    await page.locator(`nav[aria-label="Settings"]`).getByRole("link", { name: "Verification" }).click();
    await page.waitForURL(`${base}/dashboard/settings/verification`);
    const stateWords = async () => (await page.locator("#kyb-state-words").innerText()).trim();
    check((await stateWords()) === "Not started", `a new account's verification reads ${await stateWords()}`);
    await shot(page, "04g-settings-kyb-form");
    await page.getByLabel("Legal name").fill("Globetrotter Travel GmbH");
    await page.getByLabel("Registration number").fill("HRB 204518");
    await page.getByLabel("Country of registration").fill("DE");
    await page.getByLabel("Registered address").fill("Torstrasse 49\n10119 Berlin");
    await page.getByLabel("Website (optional)").fill("https://globetrotter-travel.de");
    await page.getByRole("button", { name: "Submit business verification" }).click();
    await page.getByText("Business verification submitted").waitFor();
    check((await stateWords()) === "Business form submitted, under review", `after KYB the verification reads ${await stateWords()}`);
    await shot(page, "04h-settings-kyb-submitted");
    const accountId = (await (await fetch(`${server.base}/v1/account`, { headers: { authorization: `Bearer ${copied}` } })).json()).id;
    const approved = await fetch(`${server.base}/admin/v1/accounts/${accountId}/kyb/approve`, { method: "POST", headers: admin });
    check(approved.status === 200, `the operator's KYB approval answered ${approved.status}`);
    await page.reload();
    check((await stateWords()) === "Business approved, identity form awaited", `after the KYB approval the verification reads ${await stateWords()}`);
    await shot(page, "04i-settings-kyc-form");
    await page.getByLabel("Full name").fill("Erika Mustermann");
    await page.getByLabel("Date of birth").fill("1985-04-12");
    await page.getByLabel("Nationality").fill("DE");
    await page.getByLabel("ID document number").fill("C01X00T47");
    await page.getByRole("button", { name: "Submit identity verification" }).click();
    await page.getByText("Identity verification submitted").waitFor();
    check((await stateWords()) === "Identity form submitted, under review", `after KYC the verification reads ${await stateWords()}`);
    const shown = await page.locator("#kyc-submitted").innerText();
    check(shown.includes("•••••0T47") && !shown.includes("C01X00T47"), "the ID document number is not masked");
    await shot(page, "04j-settings-kyc-submitted");
    say("KYB and KYC sent from the Verification page; the state read Not started, under review, identity form awaited, under review");

    // Settings → Brand: a support phone typed as people write it is stored in E.164 and shown
    // grouped; one without its country code is refused beside the field, by its label
    await page.goto(`${base}/dashboard/settings/brand`);
    await page.getByLabel("Display name").fill("Globetrotter");
    await page.getByLabel("Support phone").fill("020 7946 0123");
    await page.getByRole("button", { name: "Save brand" }).click();
    const phoneError = (await page.locator('[data-error-for="support_phone"]').innerText()).trim();
    check(phoneError === "Support phone: enter the number with its country code, like +44 20 7946 0123.", `the brand form refused the phone with ${phoneError}`);
    await shot(page, "04k-brand-refused");
    await page.getByLabel("Support phone").fill("+44 (0)20 7946-0123");
    await page.getByRole("button", { name: "Save brand" }).click();
    await page.getByText("Brand saved (test mode).").waitFor();
    const brandApi = await (await fetch(`${server.base}/v1/brand`, { headers: { authorization: `Bearer ${copied}` } })).json();
    check(brandApi.support_phone === "+442079460123", `the brand's phone was stored as ${brandApi.support_phone}`);
    check((await page.getByLabel("Support phone").inputValue()) === "+44 20 7946 0123", "the brand page does not show the phone grouped");
    await shot(page, "04l-brand");
    say("a support phone typed with brackets and a dash was stored as +442079460123 and is shown grouped; one without a country code was refused by its label");

    // two-factor
    await page.goto(`${base}/dashboard/security`);
    await shot(page, "05-security");
    await page.getByRole("button", { name: "Set up two-factor" }).click();
    const secret = (await page.locator("#totp-secret").innerText()).trim();
    await shot(page, "06-two-factor-enrol");
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await page.getByLabel("Code from the app").fill(totp.generate());
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    await page.locator("#recovery-codes").waitFor();
    await shot(page, "07-recovery-codes");
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${base}/login/2fa`);
    await shot(page, "08-login-two-factor");
    // the enrolment used this step's code; the next step's is accepted too
    await page.getByLabel(/authenticator app/).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`${base}/dashboard`);
    say("two-factor on; log-in asks for the code");

    // invite a viewer
    const viewerEmail = `viewer-${Date.now()}@example.com`;
    await page.goto(`${base}/dashboard/team`);
    await page.getByLabel("Email").fill(viewerEmail);
    await page.locator(`form[action="/dashboard/team/invite"]`).getByLabel("Role").selectOption("viewer");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText(`Invitation sent to ${viewerEmail}`).waitFor();
    await shot(page, "09-team");
    await page.goto(`${base}/dashboard/api-keys`);
    await page.getByRole("button", { name: "Create key" }).click();
    await page.locator("#new-key").waitFor();
    await shot(page, "10-api-keys-owner");
    // the restricted key's access: one compact table, a row per resource in words
    await page.locator("summary", { hasText: "Create restricted key" }).click();
    check((await page.locator("table.access tbody tr").count()) === 14 && (await page.getByRole("radio", { name: "Wallet and ledger: Read" }).count()) === 1, "the restricted key's access is not one table of the 14 resources in words");
    await page.locator("summary", { hasText: "Allowed addresses (optional)" }).click();
    await shot(page, "10a-api-keys-restricted");

    const viewer = await newPage();
    await viewer.goto((await outbox(viewerEmail)).replace(server.base, base));
    await shot(viewer, "11-invite");
    await viewer.getByLabel("Choose a password").fill(PASSWORD);
    await viewer.getByRole("button", { name: "Accept invitation" }).click();
    await viewer.waitForURL(`${base}/dashboard`);
    check((await viewer.content()).includes("Globetrotter Travel"), "the viewer does not see the account");
    await viewer.goto(`${base}/dashboard/api-keys`);
    check((await viewer.getByRole("button", { name: "Create key" }).count()) === 0, "a viewer is offered Create key");
    check((await viewer.getByText("can see keys but not create them").count()) === 1, "the viewer is not told why");
    await shot(viewer, "12-api-keys-viewer");
    say("the invited viewer joined and cannot create a key");
    // Revenue as a viewer: the figures and the statement, no forms, and why
    await viewer.goto(`${base}/dashboard/revenue`);
    check((await viewer.getByRole("button", { name: "Transfer to the wallet" }).count()) === 0, "a viewer is offered Transfer to the wallet");
    check((await viewer.getByRole("button", { name: "Request a payout" }).count()) === 0, "a viewer is offered Request a payout");
    check((await viewer.getByText("can see the commission but not move it").count()) === 1, "the viewer is not told why there is no transfer form");
    check((await viewer.getByRole("button", { name: "Download statement" }).count()) === 1, "a viewer cannot download the statement");
    await shot(viewer, "12a-revenue-viewer");
    say("the viewer sees Revenue without its forms");

    // Developers, as a viewer: the webhooks pages without their forms
    await viewer.goto(`${base}/dashboard/webhooks`);
    check((await viewer.getByRole("button", { name: "Add endpoint" }).count()) === 0, "a viewer is offered Add endpoint");
    check((await viewer.getByText("can see webhooks and events but not change them").count()) === 1, "the viewer is not told why");
    await shot(viewer, "12a-webhooks-viewer");
    await viewer.locator("tr[data-endpoint] a").first().click();
    await viewer.waitForURL(/\/dashboard\/webhooks\/we_/);
    check((await viewer.getByRole("button", { name: "Ping" }).count()) === 0 && (await viewer.locator("tr[data-delivery]").count()) > 0, "a viewer's endpoint page has forms or no log");
    await shot(viewer, "12b-webhook-endpoint-viewer");

    // Settings as a viewer: both pages, the state in words, no forms and the reason why
    await viewer.goto(`${base}/dashboard/settings`);
    check((await viewer.locator('form[action="/dashboard/settings/name"]').count()) === 0, "a viewer is offered the rename form");
    check((await viewer.getByText("Only owners change the business name.").count()) === 1, "the viewer is not told why the profile has no form");
    await shot(viewer, "12a-settings-profile-viewer");
    await viewer.goto(`${base}/dashboard/settings/verification`);
    check((await viewer.locator("#kyb-state-words").innerText()).trim() === "Identity form submitted, under review", "the viewer does not see the verification state");
    check((await viewer.locator('form[action^="/dashboard/settings/verification/"]').count()) === 0, "a viewer is offered a verification form");
    check((await viewer.getByText("Only owners submit the verification forms").count()) === 1, "the viewer is not told why there are no forms");
    check(!(await viewer.content()).includes("Erika Mustermann"), "a viewer sees the identity details");
    await shot(viewer, "12b-settings-verification-viewer");
    say("the viewer reads Business profile and Verification without forms");


    // the owner makes the viewer a developer, then removes them
    await page.goto(`${base}/dashboard/team`);
    await page.getByLabel(`Role of ${viewerEmail}`).selectOption("developer");
    await page.locator("tr", { hasText: viewerEmail }).getByRole("button", { name: "Change role" }).click();
    await page.getByText("Role changed.").waitFor();
    await shot(page, "13-team-managed");
    await viewer.goto(`${base}/dashboard/api-keys`);
    check((await viewer.getByRole("button", { name: "Create key" }).count()) === 1, "the promoted member is not offered Create key");
    await page.getByRole("button", { name: `Remove ${viewerEmail}` }).click();
    await page.getByText("Member removed.").waitFor();
    const gone = await viewer.goto(`${base}/dashboard`);
    check(gone.status() === 403 && (await viewer.content()).includes("not a member of any account"), `a removed member's next page answered ${gone.status()}`);
    say("a role change and a removal bite on the member's next page");

    // one password hash's CPU: five wrong passwords for a user (each one hash and two reads),
    // posted with the pre-session token and cookie the log-in page hands out
    const form = await fetch(`${server.base}/login`);
    const cookie = form.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1];
    check(csrf && cookie.startsWith("__Host-pc_form="), "the log-in page hands out no form token");
    const before = server.cpuSeconds();
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${server.base}/login`, { method: "POST", headers: { origin: server.base, cookie, "content-type": "application/x-www-form-urlencoded" }, body: `_csrf=${encodeURIComponent(csrf)}&email=${encodeURIComponent(viewerEmail)}&password=wrong-password-${i}` });
      check(res.status === 401, `a wrong password answered ${res.status}`);
    }
    say(`one failed log-in (one scrypt N=2^15, r=8, p=3) costs about ${Math.round(((server.cpuSeconds() - before) / 5) * 1000)} ms of CPU under wrangler dev ${server.version}`);

    at(viewer, "/dashboard");
    checkClean();
    say(`axe-core and the small-screen checks: ${strictChecks.pages} page views (each page at 375 and 1280 px) in ${(strictChecks.ms / 1000).toFixed(1)} s`);
    say(`passed; screenshots in ${SHOTS.slice(root.length + 1)}/`);
  } finally {
    await close();
    await server.stop();
  }
}

runCheck("dashboard-check", main, DEADLINE_MS);
