// Writes the site's icon (/favicon.ico) as a module the Worker serves: src/pages/assets/favicon.ts
// holds the ICO file as base64, one 32×32 PNG inside (ICO files may carry PNG images since Windows
// Vista; every current browser reads them). The picture is the SVG below, drawn by resvg (a dev
// dependency already). Run `node scripts/make-favicon.mjs` after changing it; the output is committed.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";

const SIZE = 32;
// a blue rounded square with a white "P"
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="#1F4FD8"/>
  <path fill="#FFFFFF" fill-rule="evenodd" d="M10 6h8.5a6.5 6.5 0 0 1 0 13H14v7h-4z M14 10v5h4.5a2.5 2.5 0 0 0 0-5z"/>
</svg>`;

const png = new Resvg(SVG, { fitTo: { mode: "width", value: SIZE } }).render().asPng();
// ICONDIR (6 bytes) and one ICONDIRENTRY (16 bytes), then the PNG
const head = Buffer.alloc(22);
head.writeUInt16LE(0, 0); // reserved
head.writeUInt16LE(1, 2); // type: icon
head.writeUInt16LE(1, 4); // one image
head.writeUInt8(SIZE, 6); // width
head.writeUInt8(SIZE, 7); // height
head.writeUInt8(0, 8); // no palette
head.writeUInt8(0, 9); // reserved
head.writeUInt16LE(1, 10); // colour planes
head.writeUInt16LE(32, 12); // bits per pixel
head.writeUInt32LE(png.length, 14); // the image's size
head.writeUInt32LE(22, 18); // where it starts
const ico = Buffer.concat([head, png]);

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "pages", "assets", "favicon.ts");
writeFileSync(
  out,
  `// The site's icon, /favicon.ico: written by scripts/make-favicon.mjs (a 32×32 PNG in an ICO file), do not edit.\nexport const FAVICON_ICO_BASE64 =\n  "${ico.toString("base64")}";\n`,
);
console.log(`wrote ${out} (${ico.length} bytes)`);
