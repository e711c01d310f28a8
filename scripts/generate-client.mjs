// `npm run client:generate`: writes the typed client's generated part from the OpenAPI
// document the app serves: clients/typescript/src/schema.d.ts (types of every path, body and
// answer) and src/idempotent.ts (the operations that take an Idempotency-Key). No server is started: the app is bundled
// for Node (with a stand-in for the Workers runtime module, which building the document does
// not touch) and asked for /v1/openapi.json directly.
// `--check` writes nothing and fails when the committed file differs (the types are stale).
import { build } from "esbuild";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "clients", "typescript", "src");
const HEADER = `// Generated from the OpenAPI document by \`npm run client:generate\`; do not edit by hand.\n// CI fails when this file no longer matches the API (\`npm run client:check\`).\n\n`;

/** The OpenAPI document, exactly as GET /v1/openapi.json serves it. */
export async function openApiDocument() {
  const dir = mkdtempSync(join(tmpdir(), "openapi-doc-"));
  try {
    const out = join(dir, "app.mjs");
    await build({
      entryPoints: [join(root, "src", "app.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node22",
      outfile: out,
      logLevel: "error",
      alias: { "cloudflare:workers": join(root, "test", "node", "cloudflare-workers-stub.ts") },
    });
    const { buildApp } = await import(pathToFileURL(out).href);
    // a neutral origin: the document names the deployment that serves it as its server;
    // the app's request log line is not this script's output
    const log = console.log;
    console.log = () => {};
    const res = await buildApp()
      .request("https://api.partner-commerce.example/v1/openapi.json")
      .finally(() => (console.log = log));
    if (res.status !== 200) throw new Error(`/v1/openapi.json answered ${res.status}`);
    return await res.json();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every generated file: its path and content. */
export async function generatedFiles() {
  const doc = await openApiDocument();
  const types = HEADER + astToString(await openapiTS(doc, { alphabetize: false, exportType: true }));
  const idempotent = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (op.parameters?.some((p) => p.in === "header" && p.name.toLowerCase() === "idempotency-key")) idempotent.push([method.toUpperCase(), path]);
    }
  }
  const list =
    HEADER +
    "/** The operations that move money: each takes an Idempotency-Key, and a retry must repeat it. */\n" +
    `export const IDEMPOTENT_OPERATIONS: readonly (readonly [method: string, path: string])[] = [\n${idempotent.map((op) => `  ${JSON.stringify(op)},\n`).join("")}];\n`;
  return [
    [join(src, "schema.d.ts"), types],
    [join(src, "idempotent.ts"), list],
  ];
}

async function main() {
  const check = process.argv.includes("--check");
  let stale = false;
  for (const [file, fresh] of await generatedFiles()) {
    const shown = relative(root, file);
    if (!check) {
      writeFileSync(file, fresh);
      console.log(`[client] wrote ${shown}`);
      continue;
    }
    let current = "";
    try {
      current = readFileSync(file, "utf8");
    } catch {
      // missing counts as stale
    }
    if (current === fresh) console.log(`[client] ${shown} matches the API`);
    else {
      console.error(`[client] ${shown} is stale: the API changed. Run \`npm run client:generate\` and commit the result.`);
      stale = true;
    }
  }
  if (stale) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(`[client] ${err.stack ?? err}`);
    process.exit(1);
  });
}
