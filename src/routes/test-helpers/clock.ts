// GET /v1/test_helpers/clock: the sandbox account's clock, which everything time-based in the
// account reads (quote and invoice expiry, net terms, the 30-day volume, timestamps it writes).
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { TestClockSchema } from "./schemas";

export type RetrieveTestClockResponse = z.infer<typeof TestClockSchema>;

export function registerRetrieveTestClock(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/test_helpers/clock",
    tag: "Test helpers",
    summary: "Read the sandbox account's clock: its now and how far it runs ahead of real time",
    security: "api_key",
    response: TestClockSchema,
    errors: ["test_mode_only"],
    handler: async (c) => own(c, (stub, ref) => stub.testClock(ref)),
  });
}
