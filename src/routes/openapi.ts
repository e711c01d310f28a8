// GET /v1/openapi.json (partners) and GET /admin/v1/openapi.json (operators): the two OpenAPI
// documents, both cut from the one registry the routes declare themselves into, so neither can
// disagree with what the service does. Each opens with an introduction (info.description,
// markdown) that the reference pages show first; the partner one lists the operations that take
// an Idempotency-Key from the document itself.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { App, AppEnv } from "../http/context";
import { ERROR_STATUS } from "../http/errors";
import { IDEMPOTENCY_TTL_MS } from "../http/idempotency";
import { type Audience, documentFor, type OpenApiDocument } from "../http/openapi";
import { operationIdOf, RESPONSE_HEADERS } from "../http/route";
import { DEFAULT_LIMIT, MAX_LIMIT } from "../http/pagination";

export const PARTNER_OPENAPI_PATH = "/v1/openapi.json";
export const OPERATOR_OPENAPI_PATH = "/admin/v1/openapi.json";

const TITLES: Record<Audience, string> = { partner: "Partner Commerce API", operator: "Partner Commerce operator API" };

/** The operations whose request documents an Idempotency-Key header, as `METHOD /path`. */
export function idempotentOperations(doc: OpenApiDocument): string[] {
  const out: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops) as [string, { parameters?: { in: string; name: string }[] }][]) {
      if (op.parameters?.some((p) => p.in === "header" && p.name.toLowerCase() === "idempotency-key")) out.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return out;
}

const code = (c: keyof typeof ERROR_STATUS) => `\`${ERROR_STATUS[c]} ${c}\``;

function partnerIntroduction(doc: OpenApiDocument): string {
  const idempotent = idempotentOperations(doc).map((op) => `\`${op}\``).join(", ");
  const hours = IDEMPOTENCY_TTL_MS / 3_600_000;
  return `Buy eSIM profiles and mobile top-ups for your customers, fund a USD wallet, and earn and take commission.

## Authentication

Every \`/v1\` request carries your API key as \`Authorization: Bearer <API_KEY>\`. The key's prefix chooses the mode:
\`svc_test_…\` keys act in test mode (the sandbox: simulated money, and the \`/v1/test_helpers\` operations),
\`svc_live_…\` keys in live mode (real money). Both modes use this same base URL and the same paths, and share
nothing: an id from one mode is ${code("resource_not_found")} in the other. Signing up at \`/signup\` gives you a test
key; the dashboard's API keys page creates more, and live keys once your KYB and KYC are approved.
Without a key: ${code("api_key_required")}; an unknown, malformed or revoked key: ${code("invalid_api_key")};
a test helper with a live key: ${code("test_mode_only")}.

A key may be restricted: its \`permissions\` give each resource \`none\`, \`read\` or \`write\` (write includes read), and
each operation below says what it needs ("Restricted keys: needs \`orders\` read."); a call the key does not cover is
${code("permission_denied")}, naming what is missing. A key may also be held to allowed addresses (IPv4/IPv6 addresses or
CIDR ranges, matched against \`CF-Connecting-IP\`); from any other address every call is ${code("ip_not_allowed")},
answered before anything else of the request is checked.

## Money

Money is always an object \`{"amount": <integer>, "currency": "USD"}\`: \`amount\` is an integer in cents (minor units),
never a decimal or a float, and \`currency\` is \`USD\` everywhere except inside \`display\`, \`received\` and
\`amount_local\`, which show another currency for information. Amounts you send (a Lightning invoice, a transfer,
a payout) are integer cents of USD as well. Timestamps are ISO 8601 strings in UTC.

## Idempotency

Every request that moves money needs an \`Idempotency-Key\` header, 1 to 255 characters, unique per intended
operation (a UUID, or your own order number): ${idempotent}.

- Retrying with the same key and the same request answers with the first response's status and body, with the
  header \`Idempotent-Replayed: true\`; nothing happens twice. Keys belong to the API key's account and mode and
  are kept ${hours} hours.
- The same key with a different method, path or body: ${code("idempotency_key_reused")}. While the first request
  with the key is still running: ${code("idempotency_key_in_use")} (retry shortly).
- No key (or an empty one): ${code("idempotency_key_required")}; longer than 255 characters: ${code("idempotency_key_invalid")}.
- Only a success binds a key: an error changed nothing, so fix the request and send it again with the same key.

## Errors

Success is always HTTP 200 with the resource or a list. Every answer carries a \`Request-Id\` header; an error
answers with the matching HTTP status and this envelope:

\`\`\`json
{"error": {"code": "parameter_invalid", "message": "limit must be an integer from 1 to ${MAX_LIMIT}",
           "param": "limit", "request_id": "req_01JH8W5M2TQX7R3V9N4B6C8D0H"}}
\`\`\`

- \`code\` is stable and meant for your program; \`message\` is for people and may change.
- \`param\` is present when one field is at fault: the body or query field (dotted when nested), or, for
  ${code("resource_not_found")}, the path parameter or field that carried the unknown id.
- \`request_id\` repeats the \`Request-Id\` header; quote it when you ask about a request.
- Fields the operation does not take are refused (${code("parameter_unknown")}), so typos never pass silently;
  a missing field is ${code("parameter_missing")}, a wrong value ${code("parameter_invalid")}.
- ${code("insufficient_funds")} also carries \`shortfall\` and \`available\` (Money).
- ${code("rate_limited")}: too many requests; wait the seconds in the \`Retry-After\` header. Nothing was changed.
- ${code("internal_error")}: a fault on our side; nothing changed that you cannot see by reading.

Each operation below lists the codes it can answer with.

## Pagination

Every list answers \`{"object": "list", "data": [ … ], "has_more": true, "next_cursor": "crs_…"}\`, newest first.
\`limit\` takes 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT}). To walk a list, pass \`next_cursor\` as the \`cursor\` query
parameter while \`has_more\` is true, and stop when \`next_cursor\` is null: a page can be shorter than \`limit\`
and still have more behind it. Cursors are opaque and bound to the list and filters they came from (anything else
is ${code("parameter_invalid")} with \`param\` \`cursor\`); items created while you walk never shift later pages.

## Webhooks

Register an HTTPS endpoint (\`POST /v1/webhook_endpoints\`) to be sent events as they happen (\`GET /v1/events\`
lists the same events). Each delivery is a POST of the event as JSON, carrying
\`Service-Signature: t=<unix seconds>,v1=<hex digest>\`: the digest is HMAC-SHA256, keyed with the endpoint's
secret (\`whsec_…\`, shown when the endpoint is created or its secret rotated), of \`<t>.<raw body>\`. Verify it against the raw bytes
before parsing, in constant time, and refuse a \`t\` more than 300 seconds from your clock.

Answer any 2xx within 10 seconds; anything else is a failed attempt, tried again after 1 min, 5 min, 30 min, 2 h,
5 h, 10 h and 7 h (about one day), then dead-lettered. Delivery is at least once and in no guaranteed order: skip
event ids you have handled. Replay an event with \`POST /v1/events/{event_id}/replay\`; each endpoint keeps a
delivery log. An endpoint with no success for 3 days and a dead-lettered delivery is disabled.

## Versioning

The version is the path prefix \`/v1\`. New fields, operations and event types may be added within it, so ignore
what you do not know.`;
}

function operatorIntroduction(): string {
  return `For the people who run the service: accounts and their reviews, API keys, credit, commission, pricing,
suppliers, payouts, operators and their tokens, the audit trail and the mail outbox, plus the intake where
payment providers report money arriving. Partners read the partner reference at \`/docs\`.

## Authentication

Every \`/admin/v1\` operation takes \`Authorization: Bearer pco_…\`, a named token of one operator that acts
with the operator's role (\`admin\`, \`compliance\`, \`finance\` or \`support\`; each operation lists the roles
that may call it). \`Authorization: Bearer <ADMIN_API_TOKEN>\` is the bootstrap credential: it acts as an admin,
is recorded as the actor \`bootstrap\`, and is for creating the first admin only. Without a token
${code("api_key_required")}, with a wrong or revoked one ${code("invalid_api_key")}, outside the role
${code("forbidden_for_role")} (checked before the request is read, so nothing changes). Calls are limited per
client address, failed tokens included (${code("rate_limited")}, with \`Retry-After\`). None takes an
Idempotency-Key. \`GET /health\` with a token adds the state of the live rails.

## Audit trail

Every operation that changes something writes one entry to the audit trail in the same write as the change
(\`GET /admin/v1/audit_log\`, or \`/admin/v1/audit_log.csv\`): the actor, the action (\`kyb.approve\`,
\`credit.update\`, …), what it was about, the changed fields before and after (never a secret), the request id
and the client address. A request that changes nothing (a repeat, a refusal) records nothing. Entries are never
changed or removed.

## Provider intake

\`POST /hooks/{provider}/{mode}\` takes no token: the provider's signature over the raw body authenticates it
(the sandbox provider signs \`Provider-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">\`
with \`SANDBOX_WEBHOOK_SECRET\`; Increase signs \`Increase-Webhook-Signature\`). A missing, wrong or stale
signature is ${code("invalid_api_key")}. Each provider event id is applied at most once.

## Errors, money and lists

As in the partner API: the error envelope \`{"error": {"code", "message", "param", "request_id"}}\`, money as
integer cents with its currency, and lists walked with \`limit\` and \`cursor\` (\`next_cursor\` of the previous page).`;
}

/** The document one audience reads, served by the deployment that answers. */
export function referenceDocument(app: App, c: Context<AppEnv>, audience: Audience): OpenApiDocument {
  const full = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: { title: TITLES[audience], version: "1.0.0" },
    // the server is the deployment that answers, so "try it" in the reference calls the same one
    servers: [{ url: new URL(c.req.url).origin, description: "this deployment" }],
  }) as unknown as OpenApiDocument;
  const doc = documentFor(full, audience);
  const info = doc.info as Record<string, unknown>;
  return { ...doc, info: { ...info, description: audience === "partner" ? partnerIntroduction(doc) : operatorIntroduction() } };
}

const DocumentSchema = z
  .looseObject({ openapi: z.literal("3.1.0"), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) })
  .openapi("OpenApiDocument", { description: "an OpenAPI 3.1 document", example: { openapi: "3.1.0", info: { title: TITLES.partner, version: "1.0.0" }, paths: {} } });

export function registerOpenApiDocuments(app: App): void {
  for (const [path, audience] of [[PARTNER_OPENAPI_PATH, "partner"], [OPERATOR_OPENAPI_PATH, "operator"]] as const) {
    app.get(path, (c) => c.json(referenceDocument(app, c, audience)));
    // both described in the operator document (http/openapi.ts), with the pages that render them
    app.openAPIRegistry.registerPath({
      method: "get",
      path,
      operationId: operationIdOf("get", path),
      tags: ["Reference"],
      summary: `The ${audience} API's OpenAPI 3.1 document; public, holds no data`,
      security: [],
      responses: {
        200: { description: "the document", headers: { "Request-Id": RESPONSE_HEADERS["Request-Id"] }, content: { "application/json": { schema: DocumentSchema } } },
      },
    });
  }
}
