// POST /v1/test_helpers/clock/advance: the sandbox account's clock moved forward (never back).
// Work that falls due on the way (quote and invoice expiry, wallet.overdue) is done, in due-time
// order and with its events, before the answer, which is the clock at its new time.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { AdvanceClockBody, TestClockSchema } from "./schemas";

export type AdvanceTestClockRequest = z.input<typeof AdvanceClockBody>;
export type AdvanceTestClockResponse = z.infer<typeof TestClockSchema>;

export function registerAdvanceTestClock(app: App): void {
  defineRoute(app, {
    method: "post",
    path: "/v1/test_helpers/clock/advance",
    tag: "Test helpers",
    summary: "Move the sandbox account's clock forward; what falls due on the way happens, with its events, before the answer",
    security: "api_key",
    idempotent: true,
    body: AdvanceClockBody,
    bodyExample: { seconds: 3660 },
    response: TestClockSchema,
    errors: ["test_mode_only", "parameter_missing", "parameter_invalid", "parameter_unknown"],
    handler: async (c, { body, idem }) => own(c, (stub, ref) => stub.advanceClock(ref, idem, body.seconds)),
  });
}
