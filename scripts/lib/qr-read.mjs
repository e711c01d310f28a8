// Reading a QR code the service drew as SVG back to its text, as a phone's camera would: resvg
// renders it, jsQR decodes it. Used by the browser checks to prove a page's QR code says what it should.
import { Resvg } from "@resvg/resvg-js";
import jsQR from "jsqr";

export function qrText(svg) {
  const png = new Resvg(svg, { fitTo: { mode: "width", value: 400 }, background: "white" }).render();
  return jsQR(new Uint8ClampedArray(png.pixels.buffer, png.pixels.byteOffset, png.pixels.byteLength), png.width, png.height)?.data;
}
