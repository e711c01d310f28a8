// Sending an eSIM message (account-object/deliveries.ts) to the mail provider: the fulfilment
// queue's messages that name a delivery (a quote's traveller, or one the alarm handed over), and
// the request that made a delivery (routes/deliveries/steps.ts), all go through sendDelivery.
// Safe to run twice: the delivery is claimed under a lease (a second sender finds it busy or
// finished), the provider is given the delivery's id as its idempotency key (a send repeated
// after a crash is not a second mail), and finishing is one-way.
// Test mode hands nothing to a provider: the sandbox's recorder answers (providers/sandbox/mail.ts).
// A live quote's delivery, and a traveller's notice, takes its place under the sending limits
// here, once (a request's took it at the door); over the limit it fails with failure_reason `rate_limited`.
import { accountObject } from "../account-object/stub";
import type { DeliveryOutcome, EsimDeliveryView } from "../account-object/deliveries";
import type { Mode } from "../http/context";
import { unwrap } from "../http/errors";
import { MailRefused, mailerFor } from "../identity/mail";
import { takeMailSend } from "../identity/mail-limits";
import { sandboxMailAnswer } from "../providers/sandbox/mail";

export interface EsimDeliveryMessage {
  delivery_id: string;
  account_id: string;
  mode: Mode;
}

type Account = { accountId: string; mode: Mode };

/** Claims, sends and records one delivery; answers its view (null: no such delivery). */
export async function sendDelivery(env: Env, account: Account, deliveryId: string): Promise<EsimDeliveryView | null> {
  const stub = accountObject(env, account.accountId, account.mode);
  const ref = { accountId: account.accountId, mode: account.mode };
  const owner = crypto.randomUUID();
  const claim = unwrap(await stub.claimEsimDelivery(ref, deliveryId, owner));
  if (claim === null) return null;
  if (claim.state !== "claimed") return claim.view;
  const d = claim.delivery;
  let outcome: DeliveryOutcome;
  let counted = d.counted;
  if (account.mode === "test") {
    outcome = sandboxMailAnswer(d.email);
  } else {
    try {
      if (d.origin !== "request" && !counted) {
        const taken = await takeMailSend(env, "esim_delivery", d.email, account.accountId);
        if (!taken.ok) {
          outcome = { status: "failed", reason: "rate_limited" };
          return unwrap(await stub.finishEsimDelivery(ref, deliveryId, owner, outcome));
        }
        counted = true;
      }
      await mailerFor(env).send({
        to: d.email, subject: d.subject, text: d.text, html: d.html, from_name: d.from_name, reply_to: d.reply_to, attachments: d.attachments,
        idempotency_key: d.id,
      });
      outcome = { status: "sent" };
    } catch (e) {
      if (e instanceof MailRefused) {
        outcome = { status: "failed", reason: `mail_provider_refused: ${e.reason}`.slice(0, 300) };
      } else {
        console.error(`sending eSIM delivery ${deliveryId} failed; it is tried again`, e);
        outcome = { status: "retry", counted };
      }
    }
  }
  return unwrap(await stub.finishEsimDelivery(ref, deliveryId, owner, outcome));
}

/** One account's deliveries from the queue, one result per id (in order). */
export function sendDeliveries(env: Env, account: Account, deliveryIds: string[]): Promise<(EsimDeliveryView | null)[]> {
  return Promise.all(deliveryIds.map((id) => sendDelivery(env, account, id)));
}
