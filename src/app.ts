// The HTTP app: middleware in the order a request meets it, then every resource's routes. Every
// answer given over https, whatever gives it (a page, the API, an asset the Worker serves, a
// redirect, a refusal, the not-found and error handlers), carries Strict-Transport-Security;
// an answer over plain http never does (browsers ignore it there, and a local http:// service
// must stay reachable). Files the platform serves from `assets` before the Worker runs are not
// answers of this app.
import type { MiddlewareHandler } from "hono";
import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./http/context";
import { requireApiKey, testModeOnly } from "./http/auth";
import { requireOperator } from "./http/operator-auth";
import { ApiError } from "./http/errors";
import { requestId } from "./http/request-id";
import { requestLog } from "./http/request-log";
import { apiKeyRateLimit, clientRateLimit } from "./http/rate-limit";
import { methodsFor } from "./http/route";
import { requireSecrets } from "./http/secrets";
import { registerRoutes } from "./routes";
import { recordRequest } from "./routes/request-logs/recorder";
import { DOCS_PATHS, registerDocsRoute } from "./routes/docs";
import { OPERATOR_OPENAPI_PATH, PARTNER_OPENAPI_PATH, registerOpenApiDocuments } from "./routes/openapi";
import { registerPages } from "./pages";
import { isPagePath, pageErrorBody } from "./pages/error-page";
import { registerBrandAssetRoute } from "./routes/brand/assets";

/**
 * Two years, this host and every subdomain. Without `preload`: asking browsers to ship the name in
 * their built-in list binds the whole registrable domain and all its subdomains to https for
 * good (leaving the list takes months of browser releases), which is the domain owner's decision
 * for everything under it, not one service's; the header alone protects every browser that has
 * once reached the service over https.
 */
export const STRICT_TRANSPORT = "max-age=63072000; includeSubDomains";

const strictTransport: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.url.startsWith("https:")) c.header("strict-transport-security", STRICT_TRANSPORT);
};

const PUBLIC_PATHS = new Set(["/health", PARTNER_OPENAPI_PATH, OPERATOR_OPENAPI_PATH, ...DOCS_PATHS]);
const apiClientRateLimit = clientRateLimit("API_CLIENT_LIMIT");
const adminRateLimit = clientRateLimit("ADMIN_LIMIT");

export function buildApp(): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();

  // first, so it is set on whatever answer comes back, the error handler's included
  app.use("*", strictTransport);
  app.use("*", requestId);
  app.use("*", requestLog);
  // every /v1 request made with a key goes into its account's request log, after the answer
  app.use("/v1/*", recordRequest);
  // the liveness check and the API descriptions and their pages touch nothing that needs a secret
  app.use("*", (c, next) => (PUBLIC_PATHS.has(c.req.path) ? next() : requireSecrets(c, next)));
  app.use("/v1/*", async (c, next) => {
    // the API description is public, like any API reference
    if (c.req.path === PARTNER_OPENAPI_PATH) return next();
    // the client address first: a wrong key costs a lookup, so wrong keys must count too
    return apiClientRateLimit(c, async () => {
      await requireApiKey(c, async () => {
        await apiKeyRateLimit(c, next);
      });
    });
  });
  app.use("/v1/test_helpers/*", testModeOnly);
  app.use("/admin/*", adminRateLimit);
  // /health with credentials checks the operator token, so it shares the operator API's budget
  app.use("/health", (c, next) => (c.req.header("authorization") === undefined ? next() : adminRateLimit(c, next)));
  // the operator reference's document is public too (it holds no data), so its page can load it
  app.use("/admin/v1/*", (c, next) => (c.req.path === OPERATOR_OPENAPI_PATH ? next() : requireOperator(c, next)));
  app.use("/hooks/*", clientRateLimit("HOOKS_LIMIT"));
  app.use("/intake/*", clientRateLimit("HOOKS_LIMIT"));

  registerRoutes(app);
  registerPages(app);
  // brand logos, public like the install pages: /brand-assets/{sha256}.{png|jpg|webp}
  registerBrandAssetRoute(app);

  registerOpenApiDocuments(app);
  registerDocsRoute(app);
  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", {
    type: "http",
    scheme: "bearer",
    description: "svc_test_… (sandbox) or svc_live_… (live) API key",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "AdminToken", {
    type: "http",
    scheme: "bearer",
    description: "an operator's token (pco_…), or ADMIN_API_TOKEN as the bootstrap credential",
  });

  app.notFound((c) => {
    const allowed = methodsFor(c.req.path);
    const err = allowed.length
      ? new ApiError("method_not_allowed", `${c.req.method} is not allowed on ${c.req.path}; use ${allowed.join(", ")}.`)
      : new ApiError("route_not_found", `No route ${c.req.method} ${c.req.path}.`);
    if (allowed.length) c.header("Allow", allowed.join(", "));
    c.set("errorCode", err.code);
    // a person's browser gets a page, never the API's JSON with its request id
    if (isPagePath(c.req.path)) return c.html(pageErrorBody(c.req.path, 404), 404);
    return c.json(err.body(c.get("requestId")), err.status);
  });

  app.onError((e, c) => {
    const rid = c.get("requestId");
    let err: ApiError;
    if (e instanceof ApiError) err = e;
    else if (e instanceof HTTPException && e.status === 413) err = new ApiError("payload_too_large", "The request body is too large.");
    else {
      // the message and stack stay in the logs; the partner sees only the request id
      console.error(`internal_error ${rid}`, e);
      err = new ApiError("internal_error", "Something went wrong on our side. Nothing you cannot see by reading was changed.");
    }
    c.set("errorCode", err.code);
    const res = isPagePath(c.req.path) ? c.html(pageErrorBody(c.req.path, err.status, err.message), err.status) : c.json(err.body(rid), err.status);
    res.headers.set("Request-Id", rid);
    return res;
  });

  return app;
}
