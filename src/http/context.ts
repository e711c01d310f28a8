import type { OpenAPIHono } from "@hono/zod-openapi";

export type Mode = "test" | "live";

/** Who is calling: resolved from the API key by the auth middleware. */
export interface Caller {
  accountId: string;
  mode: Mode;
  keyId: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    caller: Caller;
  };
}

export type App = OpenAPIHono<AppEnv>;
