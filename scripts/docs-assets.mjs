// The files the Worker serves as static assets (wrangler.jsonc `assets`), filled from
// node_modules rather than committed: Scalar's browser bundle (@scalar/api-reference, a
// dependency pinned to one version) at /static/scalar/<version>/standalone.js, which the API
// reference pages load from this service instead of a CDN, and a `_headers` file that lets
// browsers and Cloudflare's cache keep it for a year (the version is in the path, so a new
// version is a new URL) and gives it the Strict-Transport-Security every answer of the Worker
// carries, since these files are served before the Worker runs. Everything that serves or bundles the Worker calls this first: npm's
// postinstall, `npm start`, `npm run dev`, the tests (vitest.config.ts), the checks that start
// wrangler dev, and the deploy. Safe to run at any time and from several processes at once:
// each file is written under a temporary name and renamed into place.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** wrangler.jsonc's assets.directory. */
export const ASSETS_DIR = join(root, "dist", "public");
/** Where the bundle is served from, below the version. */
export const SCALAR_PREFIX = "/static/scalar";

const HEADERS = `# written by scripts/docs-assets.mjs
/static/*
  Cache-Control: public, max-age=31536000, immutable
  X-Content-Type-Options: nosniff
  Strict-Transport-Security: max-age=63072000; includeSubDomains
`;

function writeAtomically(file, write) {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  write(temp);
  renameSync(temp, file);
}

/** The installed @scalar/api-reference: its version (checked against package.json's pin) and browser bundle. */
export function installedScalar() {
  const pinned = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).dependencies?.["@scalar/api-reference"];
  if (!/^\d+\.\d+\.\d+$/.test(pinned ?? "")) throw new Error(`package.json must pin @scalar/api-reference to an exact version in dependencies (found ${pinned ?? "none"})`);
  const dir = join(root, "node_modules", "@scalar", "api-reference");
  if (!existsSync(join(dir, "package.json"))) throw new Error("@scalar/api-reference is not installed: run npm ci");
  const { version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  if (version !== pinned) throw new Error(`node_modules holds @scalar/api-reference ${version}, package.json pins ${pinned}: run npm ci`);
  return { version, bundle: join(dir, "dist", "browser", "standalone.js") };
}

/** Fills ASSETS_DIR; returns the bundle's path below it. */
export function prepareDocsAssets() {
  const { version, bundle } = installedScalar();
  const target = join(ASSETS_DIR, ...SCALAR_PREFIX.slice(1).split("/"), version, "standalone.js");
  if (!existsSync(target) || statSync(target).size !== statSync(bundle).size) {
    writeAtomically(target, (temp) => copyFileSync(bundle, temp));
  }
  // only the pinned version is served
  const versions = dirname(dirname(target));
  for (const other of readdirSync(versions)) if (other !== version) rmSync(join(versions, other), { recursive: true, force: true });
  const headers = join(ASSETS_DIR, "_headers");
  if (!existsSync(headers) || readFileSync(headers, "utf8") !== HEADERS) writeAtomically(headers, (temp) => writeFileSync(temp, HEADERS));
  return relative(ASSETS_DIR, target);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    console.log(`[docs-assets] ${relative(root, ASSETS_DIR)}/${prepareDocsAssets()}`);
  } catch (err) {
    console.error(`[docs-assets] ${err.message}`);
    process.exit(1);
  }
}
