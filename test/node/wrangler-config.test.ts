// wrangler.jsonc's promises that no code path can check: no stored platform log keeps a request's
// URL (the verification, reset and invitation links carry their token there), and no two rate
// limits share a namespace (they would count each other's requests).
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseJsonc } from "../../scripts/live-check.mjs";

const config = parseJsonc(readFileSync(join(import.meta.dirname, "..", "..", "wrangler.jsonc"), "utf8")) as Record<string, unknown> & { observability: unknown };
const environments: [string, { observability?: unknown; ratelimits?: { name: string; namespace_id: string }[] }][] = [
  ["top level", config],
  ...Object.entries(config.env as Record<string, never>),
];

describe("wrangler.jsonc", () => {
  it.each(environments)("%s: the platform's invocation logs (which keep URLs) are off", (_, env) => {
    const observability = (env.observability ?? config.observability) as { logs?: { invocation_logs?: boolean } };
    expect(observability.logs?.invocation_logs).toBe(false);
  });

  it.each(environments)("%s: every rate limit has a namespace of its own", (_, env) => {
    const ids = env.ratelimits!.map((r) => r.namespace_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(env.ratelimits!.find((r) => r.name === "PAGES_LIMIT")!.namespace_id).toMatch(/^[123]009$/);
  });
});
