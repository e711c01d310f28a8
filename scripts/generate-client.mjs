// `npm run client:generate`: writes the typed client's generated part from the OpenAPI
// documents the app serves: clients/typescript/src/schema.d.ts (types of every partner path,
// body and answer, from /v1/openapi.json), src/idempotent.ts (the partner operations that take
// an Idempotency-Key) and src/operator-schema.d.ts (the same types for the operator API and
// provider intake, from /admin/v1/openapi.json, for operators' own tools). No server is started:
// the app is bundled for Node (with a stand-in for the Workers runtime module, which building
// the documents does not touch) and asked for them directly.
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

/** The OpenAPI documents, exactly as GET /v1/openapi.json and GET /admin/v1/openapi.json serve them. */
export async function openApiDocuments() {
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
    const app = buildApp();
    const fetchDocument = async (path) => {
      // no rate limit bindings here (the operator document is under the operator API's limit)
      const res = await app.request(`https://api.partner-commerce.example${path}`, {}, { RATE_LIMITS: "off" });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      return await res.json();
    };
    try {
      return { partner: await fetchDocument("/v1/openapi.json"), operator: await fetchDocument("/admin/v1/openapi.json") };
    } finally {
      console.log = log;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every generated file: its path and content. */
export async function generatedFiles() {
  const { partner: doc, operator } = await openApiDocuments();
  const types = HEADER + astToString(await openapiTS(doc, { alphabetize: false, exportType: true }));
  const operatorTypes = HEADER + astToString(await openapiTS(operator, { alphabetize: false, exportType: true }));
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
    [join(src, "operator-schema.d.ts"), operatorTypes],
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
