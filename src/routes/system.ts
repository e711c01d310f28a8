import { z } from "@hono/zod-openapi";
import type { App } from "../http/context";
import { defineRoute } from "../http/route";

export function registerSystemRoutes(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/health",
    tag: "System",
    summary: "Liveness check; touches no storage (the baseline for benchmarks)",
    security: "none",
    response: z.object({ ok: z.literal(true) }),
    responseExample: { ok: true },
    handler: async () => ({ ok: true as const }),
  });
}
