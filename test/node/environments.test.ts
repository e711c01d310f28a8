// Deployed environments repeat the top-level bindings and vars (wrangler does not inherit them),
// so a binding or var added at the top level and forgotten in an environment would only show
// up after a deploy. This keeps them in step.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module without types
import { readWranglerConfig } from "../../scripts/lib/wrangler-config.mjs";

const config = readWranglerConfig(resolve(__dirname, "../.."));
const ENVIRONMENTS = ["staging", "production"];

const names = (list: { binding?: string; name?: string }[] | undefined) => (list ?? []).map((b) => b.binding ?? b.name).sort();
const base = (queue: string) => queue.replace(/-(staging|production)$/, "");

function shape(c: any) {
  return {
    vars: Object.keys(c.vars ?? {}).sort(),
    secrets: [...(c.secrets?.required ?? [])].sort(),
    d1: names(c.d1_databases),
    durableObjects: names(c.durable_objects?.bindings),
    producers: (c.queues?.producers ?? []).map((p: any) => `${p.binding}→${base(p.queue)}`).sort(),
    consumers: (c.queues?.consumers ?? []).map((q: any) => base(q.queue)).sort(),
    analytics: names(c.analytics_engine_datasets),
    ratelimits: names(c.ratelimits),
    services: names(c.services),
    kv: names(c.kv_namespaces),
  };
}

describe("deployed environments", () => {
  for (const env of ENVIRONMENTS) {
    it(`${env} has every binding, var and secret the top level has`, () => {
      expect(config.env?.[env], `env.${env}`).toBeDefined();
      expect(shape(config.env[env])).toEqual(shape(config));
    });
  }
});
