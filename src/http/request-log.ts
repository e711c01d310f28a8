// One structured log line per request, written after the response is decided (errors
// included, since the app's error handler has rendered them by then).
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { logRequest } from "../lib/log";
import type { AppEnv } from "./context";

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  try {
    await next();
  } finally {
    const caller = c.get("caller");
    // the last route that matched is the operation's own (earlier ones are middleware on "*")
    const route = routePath(c, -1);
    logRequest({
      request_id: c.get("requestId"),
      method: c.req.method,
      route: route.endsWith("*") ? "(no route)" : route,
      status: c.res.status,
      duration_ms: Date.now() - started,
      account: caller?.accountId ?? null,
      mode: caller?.mode ?? null,
    });
  }
};
