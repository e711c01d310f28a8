// One declaration per operation: its schemas validate the request and describe it in the
// OpenAPI document, so the two can never disagree.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { App, AppEnv } from "./context";
import { ApiError, ERROR_STATUS, type ErrorCode } from "./errors";
import { fingerprint, readIdempotencyKey, type IdempotencyKey, type StoredResponse, storedToResponse } from "./idempotency";
import { readJsonBody } from "./body";
import { validate } from "./validation";
import { assertPermission } from "./operator-auth";
import { rolesWith, type OperatorPermission } from "../domain/operator-roles";
import { firstMissing, missingAccessMessage, type Access, type RouteAccess } from "../domain/key-permissions";

type Method = "get" | "post" | "put" | "delete";
type Shape = z.ZodRawShape;

export interface RouteInput<P extends Shape, Q extends Shape, B extends z.ZodType> {
  params: z.output<z.ZodObject<P>>;
  query: z.output<z.ZodObject<Q>>;
  body: z.output<B>;
  /** present on idempotent routes */
  idem: IdempotencyKey;
}

export interface RouteDef<P extends Shape, Q extends Shape, B extends z.ZodType> {
  method: Method;
  /** OpenAPI form: /v1/offers/{offer_id} */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  security: "api_key" | "admin" | "none";
  /** on operator routes (security "admin"): what the actor's role must hold, checked before anything is read */
  permission?: OperatorPermission;
  /** requires an Idempotency-Key; the handler answers with a StoredResponse */
  idempotent?: boolean;
  /** the handler reads the raw body itself (signed provider webhooks); `body` only documents it */
  raw?: boolean;
  /**
   * the body is a file, not JSON (PUT /v1/brand/logo): documented as binary in each media type
   * named; the handler reads it itself under its own cap (http/body.ts readBodyBytes)
   */
  binaryBody?: { mediaTypes: readonly string[]; description: string };
  params?: P;
  query?: Q;
  body?: B;
  /** shown in the API reference when the body schema has no example of its own; typed by the schema */
  bodyExample?: z.input<B>;
  response: z.ZodType;
  /** shown in the API reference when the response schema is not a named resource with its example */
  responseExample?: unknown;
  /** media type of a successful answer when it is not JSON (the handler returns a Response) */
  produces?: "image/svg+xml" | "text/csv" | "text/event-stream" | "text/html";
  errors?: ErrorCode[];
  handler: (c: Context<AppEnv>, input: RouteInput<P, Q, B>) => Promise<unknown>;
}

interface Registered {
  method: string;
  path: string;
  pattern: RegExp;
  security: RouteDef<Shape, Shape, z.ZodType>["security"];
}
const registered: Registered[] = [];
/** "METHOD /path" of every entry of `registered` */
const declared = new Set<string>();

// What each API-key route needs of a restricted key, keyed "METHOD /path" (routes/access.ts holds
// the one table and hands it over before any route is registered). A route missing from it is
// open to full-access keys only, and the route table's test fails.
let routeAccess: ReadonlyMap<string, RouteAccess> = new Map();

export function useRouteAccess(table: Readonly<Record<string, RouteAccess>>): void {
  routeAccess = new Map(Object.entries(table));
}

/**
 * Refuses a restricted key (403 permission_denied) a call its permissions do not cover, naming
 * the first access it lacks; a full-access key passes. A route's handler calls it again where
 * what it reveals depends on the request (a report run's type).
 */
export function assertKeyAccess(permissions: Parameters<typeof firstMissing>[0] | undefined, access: RouteAccess | undefined, route: string): void {
  if (permissions === undefined) return;
  if (access === undefined) throw new ApiError("permission_denied", `This key is restricted, and ${route} is open to full-access keys only.`);
  const missing = firstMissing(permissions, access);
  if (missing) throw new ApiError("permission_denied", missingAccessMessage(missing));
}

/** "`quotes` read, `orders` read and `revenue` read": what a route needs, in words. */
export function accessWords(access: RouteAccess): string {
  const words = ([] as Access[]).concat(access).map((a) => `\`${a.resource}\` ${a.level}`);
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");
}

/** Methods some registered route answers for this path (for 405 versus 404). */
export function methodsFor(path: string): string[] {
  return registered.filter((r) => r.pattern.test(path)).map((r) => r.method);
}

/** Every declared operation, for checking that the OpenAPI document misses none. */
export function registeredRoutes(): { method: string; path: string }[] {
  return registered.map(({ method, path }) => ({ method, path }));
}

/** Every declared operation a partner's API key calls, for checking the route access table. */
export function apiKeyRoutes(): { method: string; path: string }[] {
  return registered.filter((r) => r.security === "api_key").map(({ method, path }) => ({ method, path }));
}

const errorExample = (code: ErrorCode) => ({
  error: { code, message: "A sentence saying what went wrong and what to change.", request_id: "req_01JH8W5M2TQX7R3V9N4B6C8D0H" },
});

/** The error envelope as the API reference shows it. */
export const ERROR_EXAMPLE = {
  error: {
    code: "insufficient_funds",
    message: "The wallet cannot cover USD 12.00: USD 5.00 is available.",
    request_id: "req_01JH8W5M2TQX7R3V9N4B6C8D0H",
  },
};

// the Money shape (routes/schemas.ts names it; this floor cannot import it)
const ERROR_MONEY = z.object({ amount: z.number().int(), currency: z.string().length(3) });

const ERROR_SCHEMA = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      param: z.string().optional(),
      request_id: z.string(),
      // set on insufficient_funds (402) only: what the wallet lacks and what it holds
      shortfall: ERROR_MONEY.optional().openapi({ description: "insufficient_funds only: the amount missing, in cents" }),
      available: ERROR_MONEY.optional().openapi({ description: "insufficient_funds only: what the wallet can spend, in cents" }),
      // set on refund_exists (409) only: the refund the order already has
      refund_id: z.string().optional().openapi({ description: "refund_exists only: the id (re_…) of the refund the order already has, in any state" }),
    }),
  })
  .openapi("Error", { example: ERROR_EXAMPLE });

type HeaderObject = { description: string; required?: boolean; schema: { type: "string" | "integer" } };

/** Response headers: `Request-Id` on every answer, the others where they apply. */
export const RESPONSE_HEADERS = {
  "Request-Id": { description: "this request's id (req_…), repeated as request_id in an error; quote it when asking about a request", required: true, schema: { type: "string" } },
  "Idempotent-Replayed": { description: "`true` when this is the stored answer to an earlier request with the same Idempotency-Key", schema: { type: "string" } },
  "Retry-After": { description: "seconds to wait before trying again", required: true, schema: { type: "integer" } },
} satisfies Record<string, HeaderObject>;

const headersFor = (...names: (keyof typeof RESPONSE_HEADERS)[]) => Object.fromEntries(names.map((n) => [n, RESPONSE_HEADERS[n]]));

/**
 * An operation's operationId, from its method and path alone so it never changes while the
 * route stays: the method, then each path segment after the version prefix in PascalCase, a
 * path parameter as `By<Name>`, and non-word characters dropped. `POST /v1/quotes/{quote_id}/cancel`
 * is `postQuotesByQuoteIdCancel`, `GET /admin/v1/audit_log.csv` is `getAdminAuditLogCsv`.
 */
export function operationIdOf(method: string, path: string): string {
  const pascal = (word: string) => word.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
  const segments = path
    .split("/")
    .filter((s, i, all) => s !== "" && !(s === "v1" && (i === 1 || all[i - 1] === "admin")))
    .map((s) => (s.startsWith("{") ? "By" + pascal(s.slice(1, -1)) : pascal(s)));
  return method.toLowerCase() + segments.join("");
}

const operationIds = new Map<string, string>();

export function defineRoute<P extends Shape = {}, Q extends Shape = {}, B extends z.ZodType = z.ZodObject<{}>>(
  app: App,
  def: RouteDef<P, Q, B>,
): void {
  const honoPath = def.path.replace(/\{(\w+)\}/g, ":$1");
  const routeName = `${def.method.toUpperCase()} ${def.path}`;
  // the table is the module's, the app is the caller's: a second app built in the same isolate
  // (tests build several) declares the same operations, which are listed once
  if (!declared.has(routeName)) {
    declared.add(routeName);
    registered.push({
      method: def.method.toUpperCase(),
      path: def.path,
      // exactly as the router matches: a trailing slash is another path, so it answers 404, never
      // a 405 naming the very method that was used
      pattern: new RegExp("^" + def.path.replace(/\{(\w+)\}/g, "[^/]+") + "$"),
      security: def.security,
    });
  }
  const access = def.security === "api_key" ? routeAccess.get(routeName) : undefined;

  const paramsSchema = z.object(def.params ?? ({} as P));
  const querySchema = z.strictObject(def.query ?? ({} as Q));
  const bodySchema: z.ZodType = def.body ?? z.strictObject({});
  const hasBody = def.method === "post" || def.method === "put";
  const raw = def.raw === true || def.binaryBody !== undefined;

  if ((def.security === "admin") !== (def.permission !== undefined)) {
    throw new Error(`${def.method.toUpperCase()} ${def.path}: an operator route names the permission it needs, and only an operator route does`);
  }
  const operationId = operationIdOf(def.method, def.path);
  const taken = operationIds.get(operationId);
  if (taken !== undefined && taken !== `${def.method} ${def.path}`) throw new Error(`${def.method.toUpperCase()} ${def.path}: operationId ${operationId} is taken by ${taken}`);
  operationIds.set(operationId, `${def.method} ${def.path}`);

  const errorCodes = new Set<ErrorCode>(def.errors ?? []);
  // every operation sits behind a per-client or per-key rate limit (the /v1 API, the operator
  // API, /health with credentials, the provider intake)
  errorCodes.add("rate_limited");
  if (hasBody) {
    errorCodes.add("payload_too_large");
    if (!raw) errorCodes.add("invalid_json");
  }
  if (def.security !== "none") errorCodes.add("invalid_api_key");
  if (def.security === "api_key") {
    errorCodes.add("permission_denied");
    errorCodes.add("ip_not_allowed");
  }
  if (def.permission !== undefined && def.permission !== "read") errorCodes.add("forbidden_for_role");
  if (def.idempotent) {
    errorCodes.add("idempotency_key_required");
    errorCodes.add("idempotency_key_reused");
    errorCodes.add("idempotency_key_in_use");
  }
  const errorResponses: Record<string, { description: string; headers: Record<string, HeaderObject>; content: { "application/json": { schema: typeof ERROR_SCHEMA; example: unknown } } }> = {};
  for (const code of errorCodes) {
    const status = String(ERROR_STATUS[code]);
    const prev = errorResponses[status]?.description;
    errorResponses[status] = {
      description: prev ? `${prev}, ${code}` : code,
      headers: status === "429" ? headersFor("Request-Id", "Retry-After") : headersFor("Request-Id"),
      // the example shows the first code of this status; the description lists them all
      content: errorResponses[status]?.content ?? { "application/json": { schema: ERROR_SCHEMA, example: errorExample(code) } },
    };
  }

  app.openAPIRegistry.registerPath({
    method: def.method,
    path: def.path,
    operationId,
    tags: [def.tag],
    summary: def.summary,
    description:
      def.permission !== undefined
        ? [def.description, `Roles: ${rolesWith(def.permission).join(", ")} (permission \`${def.permission}\`).`].filter(Boolean).join("\n\n")
        : def.security === "api_key"
          ? [def.description, access ? `Restricted keys: needs ${accessWords(access)}.` : "Restricted keys: full-access keys only."].filter(Boolean).join("\n\n")
          : def.description,
    security: def.security === "none" ? [] : [{ [def.security === "admin" ? "AdminToken" : "ApiKey"]: [] }],
    request: {
      params: def.params ? paramsSchema : undefined,
      query: def.query ? querySchema : undefined,
      headers: def.idempotent
        ? z.object({ "idempotency-key": z.string().min(1).max(255).openapi({ description: "unique per intended operation; 1 to 255 characters", example: "5f0c7a52-3c1e-4f8e-9d0b-6a2e1c4b7d90" }) })
        : undefined,
      // an operation without fields of its own still reads a body: nothing, or an empty object
      body: hasBody
        ? def.binaryBody
          ? {
              description: def.binaryBody.description,
              content: Object.fromEntries(def.binaryBody.mediaTypes.map((t) => [t, { schema: { type: "string" as const, format: "binary" } }])),
              required: true,
            }
          : def.body
          ? { content: { "application/json": { schema: def.body, ...(def.bodyExample === undefined ? {} : { example: def.bodyExample }) } }, required: false }
          : { description: "optional; no fields (send nothing or `{}`)", content: { "application/json": { schema: z.strictObject({}), example: {} } }, required: false }
        : undefined,
    },
    responses: {
      200: {
        description: "Success",
        headers: def.idempotent ? headersFor("Request-Id", "Idempotent-Replayed") : headersFor("Request-Id"),
        content: { [def.produces ?? "application/json"]: { schema: def.response, ...(def.responseExample === undefined ? {} : { example: def.responseExample }) } },
      },
      ...errorResponses,
    },
  });

  app.on(def.method.toUpperCase(), honoPath, async (c) => {
    // outside its role, an operator learns that before anything of the request is read
    if (def.permission !== undefined) assertPermission(c.get("actor"), def.permission);
    // a restricted key learns what it lacks before anything of the request is read
    if (def.security === "api_key") assertKeyAccess(c.get("caller").permissions, access, routeName);
    const rawBody = hasBody && !raw ? await readJsonBody(c.req.raw) : {};
    // the key is checked first: a client without one learns that before anything else
    const key = def.idempotent ? readIdempotencyKey(c.req.header("idempotency-key")) : undefined;
    const params = validate(paramsSchema, c.req.param()) as RouteInput<P, Q, B>["params"];
    const query = validate(querySchema, c.req.query()) as RouteInput<P, Q, B>["query"];
    const body = (raw ? {} : validate(bodySchema, rawBody)) as RouteInput<P, Q, B>["body"];
    const idem = (key === undefined ? undefined : { key, fingerprint: await fingerprint(def.method, c.req.path, rawBody) }) as IdempotencyKey;
    const result = await def.handler(c, { params, query, body, idem });
    if (result instanceof Response) return result;
    if (def.idempotent) return storedToResponse(result as StoredResponse, c.get("requestId"));
    return c.json(result as object, 200);
  });
}
