// GET /admin/v1/operators: every operator, oldest first (a short list, not paged).
import { z } from "@hono/zod-openapi";
import type { App } from "../../../http/context";
import { defineRoute } from "../../../http/route";
import { listOperators, operatorView } from "../../../operators/operators";
import { EXAMPLES } from "../../examples";
import { OperatorSchema } from "./schemas";

const OperatorListSchema = z
  .object({ object: z.literal("list"), data: z.array(OperatorSchema) })
  .openapi("OperatorList", { example: { object: "list", data: [EXAMPLES.Operator] } });

export type ListOperatorsResponse = z.infer<typeof OperatorListSchema>;

export function registerListOperators(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/admin/v1/operators",
    tag: "Operator",
    summary: "List operators, oldest first",
    security: "admin",
    permission: "read",
    response: OperatorListSchema,
    errors: ["parameter_unknown"],
    handler: async (c) => ({ object: "list" as const, data: (await listOperators(c.env)).map(operatorView) }),
  });
}
