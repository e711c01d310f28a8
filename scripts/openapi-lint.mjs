// `redocly lint` over the two OpenAPI documents exactly as the app serves them (built without a
// server, as `npm run client:generate` does, and written to .wrangler/openapi/, where
// redocly.yaml's `apis` find them), with the recommended rules. Any warning fails, so a
// generator can trust the documents.
// `--out <dir>` writes the documents there and lints nothing (for other checks).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { openApiDocuments } from "./generate-client.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Writes partner.json and operator.json into `dir`; answers their paths. */
export async function writeOpenApiDocuments(dir) {
  const { partner, operator } = await openApiDocuments();
  mkdirSync(dir, { recursive: true });
  const files = { partner: join(dir, "partner.json"), operator: join(dir, "operator.json") };
  writeFileSync(files.partner, JSON.stringify(partner, null, 2));
  writeFileSync(files.operator, JSON.stringify(operator, null, 2));
  return files;
}

async function main() {
  const outAt = process.argv.indexOf("--out");
  if (outAt >= 0) {
    const files = await writeOpenApiDocuments(process.argv[outAt + 1]);
    console.log(`[openapi] wrote ${files.partner} and ${files.operator}`);
    return;
  }
  const dir = join(root, ".wrangler", "openapi");
  try {
    await writeOpenApiDocuments(dir);
    const redocly = join(dirname(createRequire(import.meta.url).resolve("@redocly/cli/package.json")), "bin", "cli.js");
    const res = spawnSync(
      process.execPath,
      [redocly, "lint", "--config", join(root, "redocly.yaml"), "--max-problems", "200", "--format", "stylish", "partner", "operator"],
      { cwd: root, encoding: "utf8", env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
    );
    const out = (res.stdout ?? "") + (res.stderr ?? "");
    process.stdout.write(out);
    // redocly exits 0 on warnings; a document a generator can trust has none
    if (res.status !== 0 || /\bwarning\b/i.test(out.replace(/0 warnings?/g, ""))) {
      console.error("[openapi] redocly lint found problems in the served OpenAPI documents");
      process.exit(1);
    }
    console.log("[openapi] both documents lint clean (redocly, recommended rules)");
  } finally {
    // the documents stay in .wrangler/openapi/ for a look
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(`[openapi] ${err.stack ?? err}`);
    process.exit(1);
  });
}
