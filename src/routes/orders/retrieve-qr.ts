// GET /v1/orders/{order_id}/qr.svg: the eSIM's LPA string as a QR code to show the customer.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { ApiError } from "../../http/errors";
import { defineRoute } from "../../http/route";
import type { orderView } from "../../account-object/views";
import { qrSvg } from "../../lib/qr";
import { own } from "../own";
import { idParam } from "../schemas";

/** The answer is an SVG document, not JSON. */
export type RetrieveOrderQrResponse = string;

export function registerRetrieveOrderQr(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/orders/{order_id}/qr.svg",
    tag: "Orders",
    summary: "The eSIM profile of a fulfilled order as an SVG QR code (its deliverable's lpa string)",
    description:
      "Scanning it with a phone's camera or eSIM settings installs the profile. The order's " +
      "`deliverable.qr_code_url` points here. It works like a password for the profile: the answer " +
      "is never cached, and it should be shown only to the customer it was bought for.",
    security: "api_key",
    params: idParam("order_id"),
    response: z.string().openapi({ description: "an SVG document", example: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 264 264">…</svg>' }),
    produces: "image/svg+xml",
    errors: ["resource_not_found", "invalid_state"],
    handler: async (c, { params }) => {
      const order = (await own(c, (stub, ref) => stub.order(ref, params.order_id!))) as ReturnType<typeof orderView>;
      const lpa = order.deliverable?.type === "esim_profile" ? order.deliverable.lpa : undefined;
      if (typeof lpa !== "string") {
        throw new ApiError(
          "invalid_state",
          order.status === "pending" ? "The order is not fulfilled yet; its QR code exists once it is." : "This order has no eSIM profile to show as a QR code.",
        );
      }
      return new Response(qrSvg(lpa), {
        headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "private, no-store", "x-content-type-options": "nosniff" },
      });
    },
  });
}
