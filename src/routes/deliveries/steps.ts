// The one step behind POST /v1/orders/{order_id}/deliveries and the dashboard's Send to
// traveller (pages/dashboard/send-to-traveller.tsx): send a fulfilled eSIM order's eSIM to a
// traveller, once per Idempotency-Key. The key is claimed first (the send is an outside call);
// the order is checked; a live send takes its place under the limits (5 per recipient a day, 200
// per account an hour: 429 rate_limited, nothing stored); the delivery is opened with its message
// recorded and handed to the mail provider at once (jobs/esim-deliveries.ts), so the answer says
// `sent` or `failed`. A retry of the same request finds the delivery it made (by its key and
// claim) and never makes a second one; a send the provider could not take now stays `sending`
// and is tried again in the background.
import type { z } from "@hono/zod-openapi";
import { callerAccount, underClaimedKey } from "../../account-object/stub";
import type { Mode } from "../../http/context";
import { ApiError, unwrap } from "../../http/errors";
import type { IdempotencyKey, StoredResponse } from "../../http/idempotency";
import { takeMailSend } from "../../identity/mail-limits";
import { sendDelivery } from "../../jobs/esim-deliveries";
import type { CreateDeliveryBody } from "./schemas";

/** 429 rate_limited with the seconds until the limit has room again (the route's Retry-After). */
export class DeliveryRateLimited extends ApiError {
  constructor(readonly retryAfterSeconds: number, by: "recipient" | "sender") {
    super(
      "rate_limited",
      by === "recipient"
        ? `This address has been sent 5 eSIMs in the last 24 hours; retry after ${retryAfterSeconds} seconds.`
        : `This account has sent 200 eSIMs in the last hour; retry after ${retryAfterSeconds} seconds.`,
    );
  }
}

export async function requestDelivery(
  env: Env,
  caller: { accountId: string; mode: Mode },
  idem: IdempotencyKey,
  orderId: string,
  body: z.output<typeof CreateDeliveryBody>,
): Promise<StoredResponse> {
  const { stub, ref } = callerAccount(env, caller);
  return underClaimedKey(stub, ref, idem, async (epoch) => {
    const requestKey = `${idem.key}\u0000${epoch}`;
    const made = unwrap(await stub.checkEsimDelivery(ref, orderId, requestKey));
    if (made === null && caller.mode === "live") {
      const taken = await takeMailSend(env, "esim_delivery", body.email, caller.accountId);
      if (!taken.ok) throw new DeliveryRateLimited(taken.retryAfterSeconds, taken.by);
    }
    const opened = made ?? unwrap(await stub.openEsimDelivery(ref, { orderId, email: body.email, language: body.language ?? null, requestKey }));
    return (await sendDelivery(env, caller, opened.id)) ?? opened;
  });
}

/** A delivery's message as the object recorded it (AccountDO.esimDeliveryMessage). */
export interface RecordedMessage {
  html: string;
  attachments: { content_id: string; content_type: string; content: string }[];
}

/**
 * The recorded HTML as a browser can show it: each `cid:` image it names becomes a data: URL of
 * the image recorded with it (a browser cannot read a mail's parts); nothing else changes. It is
 * served with a policy that runs no script, loads images only from itself and this service, and
 * is never cached (it holds the eSIM's codes). The API's preview and the dashboard's both answer it.
 */
export function previewResponse(env: Env, message: RecordedMessage): Response {
  let html = message.html;
  for (const a of message.attachments) {
    if (!/^[A-Za-z0-9._-]+$/.test(a.content_id) || !/^image\/(png|jpeg|webp)$/.test(a.content_type)) continue;
    html = html.split(`cid:${a.content_id}`).join(`data:${a.content_type};base64,${a.content}`);
  }
  let origin = "";
  try {
    origin = new URL(env.PUBLIC_BASE_URL ?? "").origin;
  } catch {
    origin = "";
  }
  return new Response(html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": `default-src 'none'; img-src data: 'self'${origin ? ` ${origin}` : ""}; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox`,
      "referrer-policy": "no-referrer",
    },
  });
}
