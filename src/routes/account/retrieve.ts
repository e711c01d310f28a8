// GET /v1/account: the partner's own account, as seen in the key's mode (livemode and credit
// are per mode).
import type { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { defineRoute } from "../../http/route";
import { getAccount } from "../../accounts/store";
import { AccountSchema } from "./schemas";
import { callerView } from "./view";

export type RetrieveAccountResponse = z.infer<typeof AccountSchema>;

export function registerRetrieveAccount(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/account",
    tag: "Account",
    summary: "Retrieve your account as seen in the key's mode (livemode and credit are per mode)",
    security: "api_key",
    response: AccountSchema,
    handler: async (c) => callerView(c, await getAccount(c.env, c.get("caller").accountId)),
  });
}
