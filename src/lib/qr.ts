// eSIM activation as a QR code: the LPA string ("LPA:1$<SM-DP+ address>$<matching id>",
// GSMA SGP.22) that a phone's camera or eSIM settings scan to install the profile.
import { renderSVG } from "uqr";

/**
 * An SVG QR code of `text`: error correction M (what operators print on eSIM cards), the
 * four-module quiet zone the QR standard asks for, black on white whatever the page's theme.
 */
export function qrSvg(text: string): string {
  return renderSVG(text, { ecc: "M", border: 4, pixelSize: 8, blackColor: "#000000", whiteColor: "#ffffff" });
}

/** Where an order's QR code is served, relative to the API's base URL. */
export const qrCodePath = (orderId: string) => `/v1/orders/${orderId}/qr.svg`;
