// What a brand logo may be, judged from the file's own bytes and never from the Content-Type a
// client sends: a whole PNG, JPEG or WebP image (magic number first, then the file's structure
// read to its end, so a file that starts like a PNG but is cut short or damaged is refused too),
// at most 256 KiB, 64 to 1024 pixels on each side. SVG and everything else is refused: an SVG can
// carry script, and the logo is shown on pages and in mail. The API route and the dashboard's
// upload form both run `checkLogo`, so the two can never accept different files.
import { imageSize } from "image-size";
import { ApiError } from "../http/errors";

export const MAX_LOGO_BYTES = 256 * 1024;
export const MIN_LOGO_SIDE = 64;
export const MAX_LOGO_SIDE = 1024;

export const LOGO_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
} as const;
export type LogoExt = keyof typeof LOGO_TYPES;
export type LogoMediaType = (typeof LOGO_TYPES)[LogoExt];
export const LOGO_MEDIA_TYPES = Object.values(LOGO_TYPES);

export interface CheckedLogo {
  ext: LogoExt;
  contentType: LogoMediaType;
  width: number;
  height: number;
}

const TYPE_WORDS = "a PNG, JPEG or WebP image";

const unsupported = (why: string) => new ApiError("unsupported_media_type", `${why} The logo must be ${TYPE_WORDS} (SVG is not accepted).`);

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, at: number, len: number) => String.fromCharCode(...b.subarray(at, at + len));

/** The type the magic number names, or null. */
export function sniffLogoType(b: Uint8Array): LogoExt | null {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(b, [0xff, 0xd8, 0xff])) return "jpg";
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") return "webp";
  return null;
}

let crcTable: Uint32Array | undefined;
function crc32(b: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = 0; i < b.length; i++) c = crcTable[(c ^ b[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u32le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

/** A PNG's chunks, each whole and with its checksum right, from IHDR to IEND, with image data between. */
function wholePng(b: Uint8Array): boolean {
  let at = 8;
  let first = true;
  let data = false;
  while (at + 12 <= b.length) {
    const len = u32be(b, at);
    const end = at + 12 + len;
    if (len > 0x7fffffff || end > b.length) return false;
    const type = ascii(b, at + 4, 4);
    if (first && (type !== "IHDR" || len !== 13)) return false;
    if (crc32(b.subarray(at + 4, at + 8 + len)) !== u32be(b, at + 8 + len)) return false;
    if (type === "IDAT") data = true;
    if (type === "IEND") return data;
    first = false;
    at = end;
  }
  return false;
}

/** A JPEG's marker segments up to its scan, and the end-of-image marker closing the file. */
function wholeJpeg(b: Uint8Array): boolean {
  let end = b.length;
  // some encoders pad the file after EOI with zeros
  while (end > 2 && b[end - 1] === 0) end--;
  if (b[end - 2] !== 0xff || b[end - 1] !== 0xd9) return false;
  let at = 2;
  while (at + 4 <= end) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const len = (b[at + 2]! << 8) | b[at + 3]!;
    if (len < 2 || at + 2 + len > end) return false;
    // start of scan: entropy-coded data follows up to EOI
    if (marker === 0xda) return true;
    at += 2 + len;
  }
  return false;
}

/** A WebP's RIFF length naming exactly the file, and each chunk inside it whole. */
function wholeWebp(b: Uint8Array): boolean {
  if (u32le(b, 4) + 8 !== b.length) return false;
  let at = 12;
  let image = false;
  while (at + 8 <= b.length) {
    const len = u32le(b, at + 4);
    const end = at + 8 + len + (len & 1);
    if (end > b.length) return false;
    if (["VP8 ", "VP8L", "ALPH", "ANMF"].includes(ascii(b, at, 4))) image = true;
    at = end;
  }
  return at === b.length && image;
}

const WHOLE: Record<LogoExt, (b: Uint8Array) => boolean> = { png: wholePng, jpg: wholeJpeg, webp: wholeWebp };

/**
 * The logo's type and size, or the API's refusal: 413 `payload_too_large` over 256 KiB, 400
 * `parameter_missing` for no bytes at all, 415 `unsupported_media_type` for anything that is not
 * a whole PNG, JPEG or WebP image, 400 `parameter_invalid` (`param: "logo"`) outside 64 to 1024
 * pixels on a side.
 */
export function checkLogo(bytes: Uint8Array): CheckedLogo {
  if (bytes.byteLength > MAX_LOGO_BYTES) {
    throw new ApiError("payload_too_large", `The logo is ${bytes.byteLength} bytes; it may be at most ${MAX_LOGO_BYTES} bytes (256 KiB).`);
  }
  if (bytes.byteLength === 0) throw new ApiError("parameter_missing", `Send the logo's image as the request body (${TYPE_WORDS}).`, "logo");
  const ext = sniffLogoType(bytes);
  if (!ext) throw unsupported("The file is not an image of a supported type.");
  if (!WHOLE[ext](bytes)) throw unsupported(`The file starts like ${ext === "jpg" ? "a JPEG" : `a ${ext.toUpperCase()}`} image but is damaged or cut short.`);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw unsupported("The image's size cannot be read.");
  }
  if (size.type !== ext || !size.width || !size.height) throw unsupported("The image's size cannot be read.");
  const { width, height } = size;
  if ([width, height].some((side) => side < MIN_LOGO_SIDE || side > MAX_LOGO_SIDE)) {
    throw new ApiError(
      "parameter_invalid",
      `The logo is ${width}×${height} pixels; each side must be ${MIN_LOGO_SIDE} to ${MAX_LOGO_SIDE} pixels.`,
      "logo",
    );
  }
  return { ext, contentType: LOGO_TYPES[ext], width, height };
}
