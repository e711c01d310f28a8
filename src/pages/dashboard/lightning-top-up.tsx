/** @jsxImportSource hono/jsx */
// A Lightning top-up from the Wallet page: the form mints the invoice through the step behind
// POST /v1/wallet/lightning_invoices under the key minted with the form (a double submit shows the
// one invoice it made), then the browser goes to the invoice's page: the BOLT11 as a QR code with
// a copy button, its amount, status and expiry in words. While the invoice is pending the page asks
// its status.json every few seconds and swaps in the paid (or expired) page without a reload. In
// test mode a button pays it through the step behind POST /v1/test_helpers/lightning_invoices/{id}/pay.
// Minting needs `wallet.manage` (owner, finance); the sandbox payment also `test_helpers.use`.
import { raw } from "hono/html";
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validation";
import { can } from "../../domain/roles";
import { createLightningTopUp } from "../../funding/lightning-top-up";
import { qrSvg } from "../../lib/qr";
import { CreateLightningInvoiceBody } from "../../routes/wallet/create-lightning-invoice";
import type { DepositSchema, LightningInvoiceSchema } from "../../routes/wallet/schemas";
import { simulateLightningPayment } from "../../routes/test-helpers/sandbox-transfer";
import { money, utc } from "../format";
import { Csrf, Layout, Notice } from "../layout";
import { formIdempotency, MoneyFormFields } from "../money-form";
import { attempt, ownPage, pageAccount, storedValue, type PageFailure } from "../own";
import { onSignedInForm, requireMe, type Current } from "../session";
import { amountField, helperRefusal, WALLET_WORDS } from "./wallet-forms";
import { inWords, type FormWords } from "../form-words";

type Invoice = z.infer<typeof LightningInvoiceSchema>;
type Deposit = z.infer<typeof DepositSchema>;

export const TOP_UP_PATH = "/dashboard/wallet/lightning";
const invoicePath = (id: string) => `${TOP_UP_PATH}/${id}`;

/** The top-up form in words: its one field is labelled "Top-up amount (USD)". */
const TOP_UP_WORDS: FormWords = { ...WALLET_WORDS, amount: { ...WALLET_WORDS.amount!, label: "Top-up amount (USD)" }, invoice_id: { label: "Invoice", fix: "reload the wallet and open the invoice again." } };

const STATUS_WORDS: Record<Invoice["status"], string> = {
  pending: "Waiting for payment",
  paid: "Paid",
  expired: "Expired: it can no longer be paid",
};

function readInvoice(env: Env, me: Current, id: string) {
  return attempt(() => ownPage(env, me, (s, r) => s.invoice(r, id)) as Promise<Invoice>);
}

function InvoicePage(props: { me: Current; invoice: Invoice; error?: PageFailure; status?: string }) {
  const { me, invoice } = props;
  const pending = invoice.status === "pending";
  const mayPay = pending && me.mode === "test" && helperRefusal(me) === null;
  return (
    <Layout title={`Lightning invoice ${invoice.id}`} me={me}>
      <h1>Lightning top-up</h1>
      {props.error && <Notice error>{props.error.message}</Notice>}
      {props.status && <Notice>{props.status}</Notice>}
      <section aria-labelledby="invoice-status" {...(pending ? { "data-poll": `${invoicePath(invoice.id)}/status.json` } : {})}>
        <h2 id="invoice-status">Status</h2>
        <p data-status={invoice.status}>
          <strong>{STATUS_WORDS[invoice.status]}</strong>
          {pending && <span> (this page updates itself when the invoice is paid)</span>}
          {invoice.status === "paid" && <span>: {money(invoice.amount)} credited to the wallet.</span>}
        </p>
        <dl class="figures">
          <div><dt>Invoice</dt><dd><code>{invoice.id}</code></dd></div>
          <div><dt>Credits the wallet</dt><dd class="num" data-figure="invoice-amount">{money(invoice.amount)}</dd></div>
          <div><dt>Amount to pay</dt><dd class="num">{invoice.amount_sats.toLocaleString("en-US")} sats</dd></div>
          {invoice.status !== "paid" && <div><dt>{pending ? "Expires" : "Expired"}</dt><dd>{utc(invoice.expires_at)}</dd></div>}
          {invoice.paid_at && <div><dt>Paid</dt><dd>{utc(invoice.paid_at)}</dd></div>}
        </dl>
      </section>
      {pending && (
        <section aria-labelledby="pay">
          <h2 id="pay">Pay it</h2>
          <p>Scan the QR code with a Lightning wallet, or copy the invoice.</p>
          <div class="qr" role="img" aria-label="QR code of the Lightning invoice" data-bolt11={invoice.bolt11}>{raw(qrSvg(invoice.bolt11.toUpperCase()))}</div>
          <div class="secret">
            <span class="label">Invoice (BOLT11)</span>
            <code id="bolt11">{invoice.bolt11}</code>
            <button type="button" data-copy="bolt11" aria-label="Copy the invoice">Copy</button>
          </div>
          {mayPay && (
            <form method="post" action={`${invoicePath(invoice.id)}/pay`}>
              <Csrf me={me} />
              <MoneyFormFields me={me} />
              <button type="submit" class="secondary">Pay this invoice (sandbox)</button>
            </form>
          )}
        </section>
      )}
      <p><a href="/dashboard/wallet">Back to the wallet</a></p>
    </Layout>
  );
}

export function registerLightningTopUp(app: App): void {
  onSignedInForm(app, TOP_UP_PATH, async (c, me, f) => {
    if (!can(me.account.role, "wallet.manage")) {
      return c.html(<Layout title="Forbidden" me={me}><Notice error>Your role ({me.account.role}) cannot create top-up invoices.</Notice></Layout>, 403);
    }
    const done = await attempt(async () => {
      const body = validate(CreateLightningInvoiceBody, { amount: amountField(f) });
      const idem = await formIdempotency(f, me, "/v1/wallet/lightning_invoices", body);
      return storedValue<Invoice>(await createLightningTopUp(c.env, { accountId: me.account.id, mode: me.mode }, idem, body.amount));
    });
    if (!done.ok) {
      return c.html(<Layout title="Lightning top-up" me={me}><h1>Lightning top-up</h1><Notice error>{inWords(done.failure, TOP_UP_WORDS).message}</Notice><p><a href="/dashboard/wallet">Back to the wallet</a></p></Layout>, done.failure.status);
    }
    return c.redirect(invoicePath(done.value.id), 303);
  });

  app.get(`${TOP_UP_PATH}/:id/status.json`, async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const invoice = await readInvoice(c.env, me, c.req.param("id"));
    if (!invoice.ok) return c.json({ error: { code: invoice.failure.code, message: invoice.failure.message } }, invoice.failure.status);
    return c.json({ id: invoice.value.id, status: invoice.value.status });
  });

  app.get(`${TOP_UP_PATH}/:id`, async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const invoice = await readInvoice(c.env, me, c.req.param("id"));
    if (!invoice.ok) {
      return c.html(<Layout title="Lightning top-up" me={me}><h1>Lightning top-up</h1><Notice error>{invoice.failure.message}</Notice><p><a href="/dashboard/wallet">Back to the wallet</a></p></Layout>, invoice.failure.status);
    }
    return c.html(<InvoicePage me={me} invoice={invoice.value} />);
  });

  onSignedInForm(app, `${TOP_UP_PATH}/:id/pay`, async (c, me, f) => {
    const id = c.req.param("id") ?? "";
    const invoice = await readInvoice(c.env, me, id);
    if (!invoice.ok) return c.html(<Layout title="Lightning top-up" me={me}><Notice error>{invoice.failure.message}</Notice></Layout>, invoice.failure.status);
    const refused = helperRefusal(me);
    if (refused) return c.html(<InvoicePage me={me} invoice={invoice.value} error={{ status: 403, message: refused.message, code: refused.code }} />, 403);
    const done = await attempt(async () => {
      const idem = await formIdempotency(f, me, `/v1/test_helpers/lightning_invoices/${id}/pay`, {});
      if (!/^lni_[0-9A-HJKMNP-TV-Z]{26}$/.test(id)) throw new ApiError("parameter_invalid", "That is not an invoice id.", "invoice_id");
      return storedValue<Deposit>(await simulateLightningPayment(c.env, pageAccount(c.env, me), idem, id));
    });
    if (!done.ok) return c.html(<InvoicePage me={me} invoice={invoice.value} error={inWords(done.failure, TOP_UP_WORDS)} />, done.failure.status);
    return c.redirect(invoicePath(id), 303);
  });
}
