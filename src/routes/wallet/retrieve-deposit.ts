// GET /v1/wallet/deposits/{deposit_id}: one deposit of the caller's, in the key's mode.
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { own } from "../own";
import { idParam } from "../schemas";
import { DepositSchema } from "./schemas";

export type RetrieveDepositResponse = z.infer<typeof DepositSchema>;

export function registerRetrieveDeposit(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/wallet/deposits/{deposit_id}",
    tag: "Wallet",
    summary: "Retrieve a deposit",
    security: "api_key",
    params: idParam("deposit_id"),
    response: DepositSchema,
    errors: ["resource_not_found"],
    handler: async (c, { params }) => own(c, (stub, ref) => stub.deposit(ref, params.deposit_id!)),
  });
}
