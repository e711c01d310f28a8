// eSIM activation as a QR code: the LPA string ("LPA:1$<SM-DP+ address>$<matching id>",
// GSMA SGP.22) that a phone's camera or eSIM settings scan to install the profile.
import { encode as encodePng } from "fast-png";
import { encode, renderSVG } from "uqr";

/**
 * An SVG QR code of `text`: error correction M (what operators print on eSIM cards), the
 * four-module quiet zone the QR standard asks for, black on white whatever the page's theme.
 */
export function qrSvg(text: string): string {
  return renderSVG(text, { ecc: "M", border: 4, pixelSize: 8, blackColor: "#000000", whiteColor: "#ffffff" });
}

/** Pixels per module of qrPng: a 57-module code (version 10 with its quiet zone) is 456 px square. */
export const QR_PNG_MODULE_PX = 8;

/**
 * The same QR code as a PNG (mail clients show PNG but not SVG): the same matrix as qrSvg (error
 * correction M, a four-module quiet zone), `modulePx` pixels per module, 8-bit grayscale, black on
 * white.
 */
export function qrPng(text: string, modulePx = QR_PNG_MODULE_PX): Uint8Array {
  const { data } = encode(text, { ecc: "M", border: 4 });
  const modules = data.length;
  const side = modules * modulePx;
  const pixels = new Uint8Array(side * side);
  for (let y = 0; y < modules; y++) {
    const row = data[y]!;
    for (let x = 0; x < modules; x++) {
      const value = row[x] ? 0 : 255;
      for (let dy = 0; dy < modulePx; dy++) pixels.fill(value, (y * modulePx + dy) * side + x * modulePx, (y * modulePx + dy) * side + (x + 1) * modulePx);
    }
  }
  return encodePng({ width: side, height: side, data: pixels, depth: 8, channels: 1 });
}

/** Where an order's QR code is served, relative to the API's base URL. */
export const qrCodePath = (orderId: string) => `/v1/orders/${orderId}/qr.svg`;
