// The logo's rule on its own (src/brand/logo.ts), for the damage a file can carry that the route
// tests' files do not: one changed byte inside a PNG, a WebP cut short, a JPEG padded with zeros
// after its end (taken), and the type read from the bytes whatever the name or header says.
import { describe, expect, it } from "vitest";
import { checkLogo, sniffLogoType } from "../../src/brand/logo";
import { ApiError } from "../../src/http/errors";
import * as fx from "../fixtures/brand/fixtures";

const refusal = (bytes: Uint8Array) => {
  try {
    checkLogo(bytes);
  } catch (e) {
    if (e instanceof ApiError) return { code: e.code, param: e.param, message: e.message };
    throw e;
  }
  return null;
};

describe("checkLogo", () => {
  it("reads type and size from the bytes", () => {
    expect(checkLogo(fx.logo_png)).toEqual({ ext: "png", contentType: "image/png", width: 128, height: 128 });
    expect(checkLogo(fx.logo_jpg)).toEqual({ ext: "jpg", contentType: "image/jpeg", width: 128, height: 128 });
    expect(checkLogo(fx.logo_webp)).toEqual({ ext: "webp", contentType: "image/webp", width: 128, height: 128 });
    expect(checkLogo(fx.edge_png)).toMatchObject({ width: 64, height: 1024 });
  });

  it("refuses a PNG with one byte changed inside it (its chunk's checksum no longer matches)", () => {
    const damaged = fx.logo_png.slice();
    damaged[damaged.length - 20] = damaged[damaged.length - 20]! ^ 0xff;
    expect(refusal(damaged)?.code).toBe("unsupported_media_type");
  });

  it("refuses a PNG without its end, and one with its signature only", () => {
    expect(refusal(fx.logo_png.slice(0, fx.logo_png.length - 12))?.code).toBe("unsupported_media_type");
    expect(refusal(fx.logo_png.slice(0, 8))?.code).toBe("unsupported_media_type");
    expect(refusal(fx.truncated_png)?.message).toContain("starts like a PNG image but is damaged or cut short");
  });

  it("refuses a WebP cut short, and one whose RIFF length lies", () => {
    expect(refusal(fx.logo_webp.slice(0, fx.logo_webp.length - 10))?.code).toBe("unsupported_media_type");
    const lying = fx.logo_webp.slice();
    lying[4] = (lying[4]! + 2) & 0xff;
    expect(refusal(lying)?.code).toBe("unsupported_media_type");
  });

  it("takes a JPEG padded with zeros after its end, refuses one cut before it", () => {
    const padded = new Uint8Array(fx.logo_jpg.length + 16);
    padded.set(fx.logo_jpg);
    expect(checkLogo(padded).ext).toBe("jpg");
    expect(refusal(fx.truncated_jpg)?.code).toBe("unsupported_media_type");
  });

  it("names no type for SVG, GIF or text, whatever they claim", () => {
    expect(sniffLogoType(fx.logo_svg)).toBeNull();
    expect(sniffLogoType(fx.pixel_gif)).toBeNull();
    expect(sniffLogoType(new TextEncoder().encode("\x89PNG but not really"))).toBeNull();
    expect(refusal(fx.logo_svg)).toMatchObject({ code: "unsupported_media_type" });
  });

  it("refuses sides outside 64..1024 with param logo, and size before anything else", () => {
    expect(refusal(fx.small_png)).toMatchObject({ code: "parameter_invalid", param: "logo" });
    expect(refusal(fx.wide_png)).toMatchObject({ code: "parameter_invalid", param: "logo" });
    expect(refusal(fx.large_png)).toMatchObject({ code: "payload_too_large" });
    expect(refusal(new Uint8Array(0))).toMatchObject({ code: "parameter_missing", param: "logo" });
  });
});
