// The QR code read back by independent parts: resvg (a Rust SVG renderer) rasterises what we
// serve, jsQR (a JavaScript port of ZXing's reader) decodes the pixels.
import { Resvg } from "@resvg/resvg-js";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { qrSvg } from "../../src/lib/qr";
import { sandboxDeliverable } from "../../src/providers/sandbox/supplier";

function decode(svg: string): string | null {
  const png = new Resvg(svg, { fitTo: { mode: "width", value: 400 }, background: "white" }).render();
  const pixels = new Uint8ClampedArray(png.pixels.buffer, png.pixels.byteOffset, png.pixels.byteLength);
  return jsQR(pixels, png.width, png.height)?.data ?? null;
}

describe("eSIM QR code rendering", () => {
  it("decodes to exactly the deliverable's lpa string", () => {
    const d = sandboxDeliverable({ id: "ord_01JH0000000000000000000001", category: "esim", destination: null, price: 500 });
    expect(typeof d.lpa).toBe("string");
    expect(decode(qrSvg(d.lpa as string))).toBe(d.lpa);
  });

  it("keeps the long LPA strings real suppliers issue, with a confirmation-code flag", () => {
    const lpa = "LPA:1$rsp-eu.simlessly.example.com$JQ-209U6H-6I82J$1.3.6.1.4.1.31746$1";
    expect(decode(qrSvg(lpa))).toBe(lpa);
  });

  it("uses a reader that notices when the picture is not this code", () => {
    expect(decode(qrSvg("LPA:1$a.example$X"))).not.toBe("LPA:1$a.example$Y");
    const blank = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect fill="white" width="10" height="10"/></svg>';
    expect(decode(blank)).toBeNull();
  });
});
