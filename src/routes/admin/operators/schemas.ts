// Operators and their tokens as /admin/v1 shows them; a token's secret appears once, when issued.
import { z } from "@hono/zod-openapi";
import { OPERATOR_ROLES } from "../../../domain/operator-roles";
import { EXAMPLES } from "../../examples";

export const OperatorSchema = z
  .object({
    id: z.string(),
    object: z.literal("operator"),
    email: z.string(),
    name: z.string(),
    role: z.enum(OPERATOR_ROLES),
    created_at: z.string(),
  })
  .openapi("Operator", { example: EXAMPLES.Operator });

export const OperatorTokenSchema = z
  .object({
    id: z.string(),
    object: z.literal("operator_token"),
    name: z.string(),
    operator_id: z.string(),
    secret: z.string().optional().openapi({ description: "pco_…, only in the answer that issued the token" }),
    created_at: z.string(),
    revoked_at: z.string().nullable(),
  })
  .openapi("OperatorToken", { example: EXAMPLES.OperatorToken });

export const operatorIdParams = { operator_id: z.string().max(100).openapi({ param: { description: "op_… id" } }) };
