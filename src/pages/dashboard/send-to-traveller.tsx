/** @jsxImportSource hono/jsx */
// The order page's eSIM messages: **Send to traveller** (an email and a language) for a fulfilled
// eSIM order, and the messages sent for the order, each with its preview. The form is a money
// form (its key minted when the page is rendered), so a double click sends once: the key becomes
// the IdempotencyKey of POST /v1/orders/{id}/deliveries and the request runs that route's own step
// (`requestDelivery`) with the API's body, so every refusal (an order that cannot be sent, a bad
// address, the live sending limits) is the step's own, in its words and status. Sending needs
// `orders.buy` (owners and developers, who act on orders; finance reads orders only): a role
// without it sees no form and its post is refused before anything is read. The preview
// (/dashboard/orders/{id}/deliveries/{delivery_id}/preview) is the API's preview, read with the
// session: every role may read it, in the session's mode. In test mode nothing is ever sent: the
// message is recorded and shown here.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validation";
import { can } from "../../domain/roles";
import { LANGUAGES, LANGUAGE_NAMES } from "../../i18n";
import { CreateDeliveryBody, type DeliveryResponse } from "../../routes/deliveries/schemas";
import { previewResponse, requestDelivery } from "../../routes/deliveries/steps";
import type { OrderSchema } from "../../routes/orders/schemas";
import { utc } from "../format";
import { Csrf } from "../layout";
import { formIdempotency, MoneyFormFields } from "../money-form";
import { attempt, ownPage, storedValue, type PageFailure } from "../own";
import { requireMe, type Current } from "../session";
import type { FormWords } from "../form-words";

type Order = z.infer<typeof OrderSchema>;
export type Delivery = DeliveryResponse;

export const sendPath = (orderId: string) => `/dashboard/orders/${orderId}/deliveries`;
export const previewPath = (orderId: string, deliveryId: string) => `/dashboard/orders/${orderId}/deliveries/${deliveryId}/preview`;
/** The API path the form stands for (its idempotency fingerprint is that route's). */
const apiPath = (orderId: string) => `/v1/orders/${orderId}/deliveries`;

export const maySendToTraveller = (me: Pick<Current, "account">) => can(me.account.role, "orders.buy");

/** Whether the page offers the form: a fulfilled eSIM order not refunded. Whether it can be sent is the step's to answer. */
export function offersSendForm(order: Order): boolean {
  return order.status === "fulfilled" && order.deliverable?.type === "esim_profile" && order.refund?.status !== "succeeded";
}

const STATUS_WORDS: Record<Delivery["status"], string> = { sending: "Sending", sent: "Sent", failed: "Failed" };

/** The order's deliveries, newest first (up to 100: the API's page), for the section. */
export function readDeliveries(env: Env, me: Current, orderId: string) {
  return attempt(async () => (await ownPage(env, me, (s, r) => s.esimDeliveries(r, orderId, { limit: 100 }))).slice(0, 100) as Delivery[]);
}

export function TravellerSection(props: { me: Current; order: Order; deliveries: { ok: true; value: Delivery[] } | { ok: false; failure: PageFailure } | null }) {
  const { me, order, deliveries } = props;
  if (!offersSendForm(order) && !(deliveries?.ok && deliveries.value.length)) return null;
  return (
    <section aria-labelledby="traveller">
      <h2 id="traveller">Send to traveller</h2>
      {offersSendForm(order) &&
        (maySendToTraveller(me) ? <SendForm me={me} order={order} /> : <p>Your role ({me.account.role}) can see the messages but not send one.</p>)}
      {deliveries && !deliveries.ok && <p>The messages could not be read: {deliveries.failure.message}</p>}
      {deliveries?.ok && deliveries.value.length > 0 && (
        <div class="overflow-auto">
          <table class="stack" aria-label="eSIM messages sent for this order">
            <thead>
              <tr><th scope="col">Date</th><th scope="col">To</th><th scope="col">Language</th><th scope="col">Status</th><th scope="col">Message</th></tr>
            </thead>
            <tbody>
              {deliveries.value.map((d) => (
                <tr data-delivery={d.id}>
                  <td data-label="Date">{utc(d.created_at)}</td>
                  <td data-label="To">{d.email}{d.origin === "quote" && " (from the quote)"}</td>
                  <td data-label="Language">{LANGUAGE_NAMES[d.language]}</td>
                  <td data-label="Status" data-delivery-status={d.status}>
                    {STATUS_WORDS[d.status]}
                    {d.status === "sent" && me.mode === "test" && " (test mode: recorded, not sent)"}
                    {d.status === "failed" && d.failure_reason && `: ${d.failure_reason}`}
                  </td>
                  <td data-label="Message"><a href={previewPath(order.id, d.id)} target="_blank" rel="noopener" aria-label={`Preview of the message to ${d.email}`}>Preview</a></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The Send to traveller form's fields in words (form-words.ts). */
export const SEND_WORDS: FormWords = {
  email: { label: "Traveller's email", fix: "enter an email address, like ana@example.com." },
  language: { label: "Language", fix: "choose one of the listed languages." },
};

function SendForm(props: { me: Current; order: Order }) {
  const { me, order } = props;
  return (
    <>
      <p id="traveller-help">
        Email this eSIM to the traveller under your brand: a button to its page, the QR code and the manual codes, in their language.
        {me.mode === "test" ? " In test mode nothing is sent: the message is recorded and shown below." : " Each address can be sent 5 a day."}
      </p>
      <form method="post" action={sendPath(order.id)} class="send-to-traveller">
        <Csrf me={me} />
        <MoneyFormFields me={me} />
        <label>
          Traveller's email
          <input type="email" name="email" required maxlength={254} autocomplete="off" />
        </label>
        <label>
          Language
          <select name="language">
            <option value="">The brand's default language</option>
            {LANGUAGES.map((l) => <option value={l}>{LANGUAGE_NAMES[l]}</option>)}
          </select>
        </label>
        <button type="submit" class="secondary" aria-describedby="traveller-help">Send to traveller</button>
      </form>
    </>
  );
}

/**
 * Runs a sent Send to traveller form: the role first (nothing is read or written without it), then
 * the API's body validated by the API's schema, the form's key bound to the API's path and body,
 * and the route's own step. A replayed form answers the first delivery again. Throws the API's
 * error on any refusal.
 */
export async function sendToTraveller(env: Env, me: Current, orderId: string, fields: Record<string, string>): Promise<Delivery> {
  if (!maySendToTraveller(me)) throw new ApiError("forbidden_for_role", `Your role (${me.account.role}) cannot send eSIMs to travellers.`);
  const input = { email: fields.email ?? "", ...(fields.language ? { language: fields.language } : {}) };
  const body = validate(CreateDeliveryBody, input);
  const idem = await formIdempotency(fields, me, apiPath(orderId), input);
  return storedValue<Delivery>(await requestDelivery(env, { accountId: me.account.id, mode: me.mode }, idem, orderId, body));
}

/** The preview of a delivery's message, read with the session (every role), as the API's preview answers it. */
export function registerDeliveryPreviewPage(app: App): void {
  app.get("/dashboard/orders/:id/deliveries/:delivery/preview", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const message = await attempt(() => ownPage(c.env, me, (s, r) => s.esimDeliveryMessage(r, c.req.param("id"), c.req.param("delivery"))));
    if (!message.ok) return c.text(message.failure.message, message.failure.status);
    return previewResponse(c.env, message.value);
  });
}
