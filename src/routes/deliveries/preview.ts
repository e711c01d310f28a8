// GET /v1/orders/{order_id}/deliveries/{delivery_id}/preview: the delivery's message as recorded
// (in test mode, the message that would have been sent), as HTML; its inline QR code as a data:
// URL so a browser shows it (steps.ts previewResponse). A read; the answer is never cached.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { idParam } from "../schemas";
import { previewResponse } from "./steps";

/** The answer is an HTML document, not JSON. */
export type PreviewDeliveryResponse = string;

export function registerPreviewDelivery(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/orders/{order_id}/deliveries/{delivery_id}/preview",
    tag: "Orders",
    summary: "The eSIM message of a delivery as recorded, as HTML",
    description:
      "Exactly the HTML part that was sent (in test mode: recorded instead), with the QR code's `cid:` image " +
      "inlined as a data: URL. It holds the eSIM's codes: show it only to whoever the eSIM was bought for.",
    security: "api_key",
    params: { ...idParam("order_id"), ...idParam("delivery_id") },
    response: z.string().openapi({ description: "an HTML document", example: "<!DOCTYPE html><html lang=\"en\">…</html>" }),
    produces: "text/html",
    errors: ["resource_not_found"],
    handler: async (c, { params }) => {
      const message = await own(c, (stub, ref) => stub.esimDeliveryMessage(ref, params.order_id!, params.delivery_id!));
      return previewResponse(c.env, message);
    },
  });
}
