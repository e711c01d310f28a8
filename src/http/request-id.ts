import type { MiddlewareHandler } from "hono";
import { newId } from "../lib/ids";
import type { AppEnv } from "./context";

/** Every response carries a Request-Id; errors repeat it in their body. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = newId("req");
  c.set("requestId", id);
  await next();
  c.res.headers.set("Request-Id", id);
};
