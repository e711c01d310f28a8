import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Actor } from "../audit/actor";
import type { AddressRange, Permissions } from "../domain/key-permissions";

export type Mode = "test" | "live";

/** Who is calling: resolved from the API key by the auth middleware. */
export interface Caller {
  accountId: string;
  mode: Mode;
  keyId: string;
  /** a restricted key's permissions; absent on a full-access key */
  permissions?: Permissions;
  /** the ranges a key may be used from, parsed once; absent when it may be used from anywhere */
  allowedIps?: AddressRange[];
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    caller: Caller;
    /**
     * the key's caller once the key is recognised, before its address is checked: a request it
     * made is its account's, refused or not (the request log's, routes/request-logs/recorder.ts)
     */
    recognisedKey: Caller;
    /** on /admin/v1 and the console: the operator acting (operator-auth.ts) */
    actor: Actor;
    /** the error code the response carries, once the app has rendered an error (the request log's) */
    errorCode: string;
  };
}

export type App = OpenAPIHono<AppEnv>;
