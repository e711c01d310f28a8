// The served OpenAPI documents, the partners' (/v1/openapi.json) and the operators'
// (/admin/v1/openapi.json), validated by an independent OpenAPI 3.1 validator. The validator
// reads its meta-schemas from disk, so this runs on Node with the same app.
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { ApiError, ERROR_STATUS } from "../../src/http/errors";
import { closeObjects } from "../../scripts/lib/closed-schemas.mjs";
import { operationIdOf, registeredRoutes } from "../../src/http/route";
import { EVENT_TYPES } from "../../src/webhooks/event-types";
import { idempotentOperations } from "../../src/routes/openapi";

const PARTNER = "/v1/openapi.json";
const OPERATOR = "/admin/v1/openapi.json";
const REFERENCE_PATHS = ["/docs", "/docs/operator", PARTNER, OPERATOR];
const isOperatorPath = (p: string) => p.startsWith("/admin/") || p.startsWith("/hooks/") || p.startsWith("/intake/") || p === "/health" || REFERENCE_PATHS.includes(p);

type Doc = {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
};

async function document(path = PARTNER): Promise<Doc> {
  // no rate limit bindings on Node; the operator document is under the operator API's limit
  const res = await buildApp().request(path, {}, { RATE_LIMITS: "off" });
  expect(res.status).toBe(200);
  return (await res.json()) as Doc;
}

/** Every $ref in the document resolves inside it. */
function danglingRefs(doc: Doc): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      for (const [k, inner] of Object.entries(v)) {
        if (k === "$ref" && typeof inner === "string") {
          const [, kind, name] = inner.split("/").slice(1);
          if (!doc.components?.[kind!]?.[name!]) out.push(inner);
        } else walk(inner);
      }
    }
  };
  walk(doc);
  return out;
}

describe("the partner and operator documents", () => {
  for (const path of [PARTNER, OPERATOR]) {
    it(`${path} is a valid OpenAPI 3.1 document whose references all resolve`, async () => {
      const doc = await document(path);
      expect(doc.openapi).toBe("3.1.0");
      const result = await new Validator().validate(doc);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
      expect(danglingRefs(doc)).toEqual([]);
    });
  }

  it("the partner document holds no operator API, provider intake or health path, nor the operator token", async () => {
    const doc = await document(PARTNER);
    expect(Object.keys(doc.paths).filter(isOperatorPath)).toEqual([]);
    expect(Object.keys(doc.components.securitySchemes ?? {})).toEqual(["ApiKey"]);
    expect(JSON.stringify(doc)).not.toContain("AdminToken");
  });

  it("the operator document holds every operator API and provider intake operation, and no partner one", async () => {
    const { paths } = await document(OPERATOR);
    const operatorRoutes = registeredRoutes().filter((r) => isOperatorPath(r.path));
    expect(operatorRoutes.length).toBeGreaterThan(15);
    expect(operatorRoutes.some((r) => r.path.startsWith("/hooks/"))).toBe(true);
    const missing = operatorRoutes.filter((r) => !paths[r.path]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    expect(Object.keys(paths).filter((p) => !isOperatorPath(p))).toEqual([]);
  });

  it("between them they contain every declared operation", async () => {
    const [partner, operator] = [(await document(PARTNER)).paths, (await document(OPERATOR)).paths];
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .filter((r) => !partner[r.path]?.[r.method.toLowerCase()] && !operator[r.path]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it("the partner document opens with an introduction to keys, money, idempotency, errors, pages and webhooks", async () => {
    const doc = await document(PARTNER);
    const intro = doc.info.description;
    for (const heading of ["Authentication", "Money", "Idempotency", "Errors", "Pagination", "Webhooks"]) expect(intro).toContain(`## ${heading}`);
    for (const fact of [
      "Authorization: Bearer <API_KEY>", "svc_test_", "svc_live_",
      "integer in cents", '"currency": "USD"',
      "Idempotency-Key", "24 hours", "Idempotent-Replayed: true",
      "request_id", "`param`", "Request-Id",
      "`limit` takes 1 to 100 (default 20)", "`next_cursor` as the `cursor` query", "has_more",
      "Service-Signature: t=<unix seconds>,v1=<hex digest>", "HMAC-SHA256", "300 seconds", "dead-lettered",
    ]) expect(intro, fact).toContain(fact);
    // the calls that take a key are listed from the document itself, all of them
    const listed = [...intro.matchAll(/`((?:POST|PUT|DELETE) \/v1\/[^`]+)`/g)].map((m) => m[1]);
    const idempotent = idempotentOperations(doc);
    expect(idempotent).toContain("POST /v1/quotes");
    for (const op of idempotent) expect(listed, op).toContain(op);
    // every "status code" it names is that code's status
    const named = [...intro.matchAll(/`(\d{3}) ([a-z_]+)`/g)].map((m) => [Number(m[1]), m[2]] as const);
    expect(named.length).toBeGreaterThan(8);
    for (const [status, code] of named) expect(ERROR_STATUS[code as keyof typeof ERROR_STATUS], code).toBe(status);
    expect(named.map(([, code]) => code)).toContain("idempotency_key_reused");
  });

  it("the operator document opens with the operator token and the providers' signatures", async () => {
    const { info } = await document(OPERATOR);
    expect(info.title).toBe("Partner Commerce operator API");
    for (const fact of ["Authorization: Bearer <ADMIN_API_TOKEN>", "Bearer pco_…", "forbidden_for_role", "audit_log", "/hooks/{provider}/{mode}", "Provider-Signature", "Increase-Webhook-Signature"]) {
      expect(info.description, fact).toContain(fact);
    }
  });
});

describe("the partner document", () => {
  it("describes the routes partners use, with their methods", async () => {
    const { paths } = await document();
    const expected: [string, string][] = [
      ["get", "/v1/offers"], ["get", "/v1/offers/{offer_id}"],
      ["post", "/v1/quotes"], ["get", "/v1/quotes"], ["get", "/v1/quotes/{quote_id}"], ["post", "/v1/quotes/{quote_id}/cancel"],
      ["get", "/v1/orders"], ["get", "/v1/orders/{order_id}"], ["get", "/v1/orders/{order_id}/usage"],
      ["get", "/v1/account"], ["post", "/v1/account/kyb"], ["post", "/v1/account/kyc"], ["get", "/v1/account/ledger"],
      ["get", "/v1/wallet"], ["get", "/v1/wallet/ledger"], ["get", "/v1/wallet/deposits"], ["get", "/v1/wallet/funding_destinations"],
      ["post", "/v1/wallet/lightning_invoices"], ["get", "/v1/wallet/lightning_invoices/{invoice_id}"],
      ["get", "/v1/revenue"], ["get", "/v1/revenue/entries"], ["post", "/v1/revenue/transfers"], ["put", "/v1/revenue/payout_address"],
      ["get", "/v1/revenue/payouts"], ["post", "/v1/revenue/payouts"], ["get", "/v1/revenue/payouts/{payout_id}"],
      ["get", "/v1/events"], ["get", "/v1/events/{event_id}"],
      ["post", "/v1/test_helpers/deposits"], ["post", "/v1/test_helpers/deposits/{deposit_id}/confirm"],
      ["post", "/v1/test_helpers/bank_transfers"], ["post", "/v1/test_helpers/lightning_invoices/{invoice_id}/pay"],
      ["post", "/v1/test_helpers/orders/{order_id}/complete"], ["post", "/v1/test_helpers/credit"],
      ["get", "/v1/test_helpers/clock"], ["post", "/v1/test_helpers/clock/advance"],
    ];
    const missing = expected.filter(([m, p]) => !paths[p]?.[m]).map(([m, p]) => `${m.toUpperCase()} ${p}`);
    expect(missing).toEqual([]);
  });

  it("uses a validator that does reject a broken document", async () => {
    const doc = (await document()) as Record<string, unknown>;
    const broken = { ...doc, info: undefined, paths: { "/x": { get: { responses: { nope: 1 } } } } };
    expect((await new Validator().validate(JSON.parse(JSON.stringify(broken)))).valid).toBe(false);
  });

  it("documents the Idempotency-Key header on every money-moving POST", async () => {
    const { paths } = await document();
    for (const p of ["/v1/quotes", "/v1/wallet/lightning_invoices", "/v1/revenue/transfers", "/v1/revenue/payouts", "/v1/test_helpers/bank_transfers"]) {
      const op = paths[p]!.post as { parameters?: { name: string; in: string }[] };
      expect(op.parameters?.some((x) => x.in === "header" && x.name === "idempotency-key"), p).toBe(true);
    }
  });

  for (const path of [PARTNER, OPERATOR]) {
    it(`${path} gives every operation an example of its request body and of its answer`, async () => {
      const doc = (await document(path)) as any;
      const resolve = (schema: any) => (schema?.$ref ? doc.components.schemas[schema.$ref.split("/").pop()] : schema);
      const hasExample = (media: any) =>
        media !== undefined && [media, resolve(media.schema)].some((x) => x?.example !== undefined || x?.examples !== undefined);
      const missing: string[] = [];
      for (const [path, ops] of Object.entries<any>(doc.paths)) {
        for (const [method, op] of Object.entries<any>(ops)) {
          const body = op.requestBody?.content?.["application/json"];
          if (body && !hasExample(body)) missing.push(`${method.toUpperCase()} ${path} request body`);
          const ok = Object.values<any>(op.responses["200"].content)[0];
          if (!hasExample(ok)) missing.push(`${method.toUpperCase()} ${path} answer`);
          for (const [status, res] of Object.entries<any>(op.responses)) {
            if (status !== "200" && !hasExample(res.content?.["application/json"])) missing.push(`${method.toUpperCase()} ${path} ${status}`);
          }
        }
      }
      expect(missing).toEqual([]);
    });

    it(`${path} has examples that are valid against their own schemas, every object closed (no example shows a field the document does not name)`, async () => {
      const doc = closeObjects(await document(path)) as any;
      // OpenAPI 3.1 schemas are JSON Schema 2020-12; `example` is an annotation ajv need not know
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      ajv.addSchema({ $id: "doc", components: doc.components });
      const wrong: string[] = [];
      const check = (where: string, schema: unknown, example: unknown) => {
        const ref = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
        const validate = ajv.compile(ref);
        if (!validate(example)) wrong.push(`${where}: ${ajv.errorsText(validate.errors)}`);
      };
      for (const [name, schema] of Object.entries<any>(doc.components.schemas)) {
        if (schema.example !== undefined) check(`components.${name}`, { $ref: `#/components/schemas/${name}` }, schema.example);
      }
      for (const [path, ops] of Object.entries<any>(doc.paths)) {
        for (const [method, op] of Object.entries<any>(ops)) {
          const media = [
            ["request body", op.requestBody?.content?.["application/json"]],
            ...Object.entries<any>(op.responses).map(([status, r]) => [status, r.content?.["application/json"]]),
          ];
          for (const [what, m] of media) if (m?.example !== undefined) check(`${method.toUpperCase()} ${path} ${what}`, m.schema, m.example);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe("a document a generator can trust", () => {
  type Op = { operationId?: string; parameters?: any[]; requestBody?: any; responses: Record<string, any> };
  const operations = (doc: Doc) =>
    Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops as Record<string, Op>).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, method, path, op })));
  const byRoute = (doc: Doc) => {
    const declared = new Set(registeredRoutes().map((r) => `${r.method} ${r.path}`));
    return operations(doc).filter((o) => declared.has(o.where));
  };

  it("every declared operation documents 429 rate_limited with Retry-After, and every one that reads a body 413 payload_too_large", async () => {
    for (const doc of [await document(PARTNER), await document(OPERATOR)]) {
      for (const { where, op } of byRoute(doc)) {
        expect(op.responses["429"]?.description, where).toContain("rate_limited");
        expect(Object.keys(op.responses["429"]?.headers ?? {}), where).toEqual(["Request-Id", "Retry-After"]);
        if (op.requestBody) expect(op.responses["413"]?.description, where).toContain("payload_too_large");
      }
    }
    const { paths } = await document(PARTNER);
    expect((paths["/v1/quotes"]!.post as Op).responses["413"].description).toBe("payload_too_large");
    expect((paths["/v1/quotes"]!.get as Op).responses["413"]).toBeUndefined();
  });

  it("a POST without fields documents its optional empty body, as the cancel of a quote takes {}", async () => {
    const { paths } = await document(PARTNER);
    const body = (paths["/v1/quotes/{quote_id}/cancel"]!.post as Op).requestBody;
    expect(body.required).toBe(false);
    expect(body.content["application/json"].schema).toEqual({ type: "object", properties: {}, additionalProperties: false });
    expect(body.content["application/json"].example).toEqual({});
    for (const { where, method, op } of operations(await document(PARTNER))) if (method === "post" || method === "put") expect(op.requestBody, where).toBeDefined();
  });

  it("the Error schema carries insufficient_funds' shortfall and available as optional Money", async () => {
    const { components } = await document(PARTNER);
    const error = (components.schemas!.Error as any).properties.error;
    for (const field of ["shortfall", "available"]) {
      expect(error.properties[field]?.properties?.amount?.type, field).toBe("integer");
      expect(error.required).not.toContain(field);
    }
    expect(error.required).toEqual(["code", "message", "request_id"]);
  });

  it("closed as the traffic check closes it, the 409 refund_exists answer (with refund_id) is valid and a field the document does not name is not", async () => {
    const doc = closeObjects(await document(PARTNER)) as any;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: "doc", components: doc.components });
    const schema = doc.paths["/v1/refunds"].post.responses["409"].content["application/json"].schema;
    const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')));
    // the error openRefund throws for an order that has a refund already
    const answer = new ApiError("refund_exists", "Order ord_1 already has a refund (re_1, pending).", "order_id", { refund_id: "re_01JH8W5M2TQX7R3V9N4B6C8D0H" }).body("req_01JH8W5M2TQX7R3V9N4B6C8D0H");
    expect(validate(answer), ajv.errorsText(validate.errors)).toBe(true);
    expect((doc.components.schemas.Error.properties.error.properties.refund_id as { description: string }).description).toContain("refund_exists");
    expect(validate({ error: { ...answer.error, undocumented: 1 } })).toBe(false);
    expect(ajv.errorsText(validate.errors)).toContain("must NOT have additional properties");
  });

  it("closing objects: every object without a word on other fields is closed, an allOf extension becomes one closed object, maps stay open", () => {
    const doc = {
      components: {
        schemas: {
          Base: { type: "object", properties: { a: { type: "string" }, properties: { type: "string" } }, required: ["a"] },
          Extended: { allOf: [{ $ref: "#/components/schemas/Base" }, { type: "object", properties: { b: { type: "integer" } }, required: ["b"] }], example: { properties: 1 } },
          Described: { allOf: [{ $ref: "#/components/schemas/Base" }, { description: "a Base" }] },
          Map: { type: "object", additionalProperties: { type: "string" } },
        },
      },
    };
    const closed = closeObjects(doc) as any;
    expect(closed.components.schemas.Base.additionalProperties).toBe(false);
    // a field named `properties` is a field, not a schema keyword
    expect(closed.components.schemas.Base.properties.properties).toEqual({ type: "string" });
    expect(closed.components.schemas.Extended).toEqual({
      type: "object", properties: { a: { type: "string" }, properties: { type: "string" }, b: { type: "integer" } }, required: ["a", "b"], additionalProperties: false, example: { properties: 1 },
    });
    expect(closed.components.schemas.Described.allOf).toHaveLength(2);
    expect(closed.components.schemas.Map.additionalProperties).toEqual({ type: "string" });
    expect((doc.components.schemas.Base as { additionalProperties?: unknown }).additionalProperties).toBeUndefined();
  });

  it("limit is an integer from 1 to 100 wherever a list takes it", async () => {
    const limits = operations(await document(PARTNER)).flatMap(({ op }) => (op.parameters ?? []).filter((p) => p.name === "limit"));
    expect(limits.length).toBeGreaterThan(10);
    for (const p of limits) expect(p.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 100 });
  });

  it("every operation has a unique operationId made from its method and path", async () => {
    const all = [...operations(await document(PARTNER)), ...operations(await document(OPERATOR))];
    const ids = all.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, op } of all) expect(op.operationId).toBe(operationIdOf(method, path));
    expect(operationIdOf("post", "/v1/quotes/{quote_id}/cancel")).toBe("postQuotesByQuoteIdCancel");
    expect(operationIdOf("get", "/admin/v1/audit_log.csv")).toBe("getAdminAuditLogCsv");
    expect(operationIdOf("post", "/hooks/{provider}/{mode}")).toBe("postHooksByProviderByMode");
    expect(operationIdOf("get", "/v1/openapi.json")).toBe("getOpenapiJson");
  });

  it("describes Request-Id on every answer and Idempotent-Replayed on the success of every idempotent operation", async () => {
    const partner = await document(PARTNER);
    const idempotent = new Set(idempotentOperations(partner));
    expect(idempotent.size).toBeGreaterThan(4);
    for (const doc of [partner, await document(OPERATOR)]) {
      for (const { where, op } of operations(doc)) {
        // required, so a validator of real traffic (npm run openapi:traffic) checks it is there
        for (const [status, res] of Object.entries(op.responses)) expect(res.headers?.["Request-Id"]?.required, `${where} ${status}`).toBe(true);
        expect(op.responses["200"].headers?.["Idempotent-Replayed"] !== undefined, where).toBe(idempotent.has(where));
      }
    }
  });

  it("the partner document's webhooks give every event type its envelope and the schema of its data.object", async () => {
    const doc = (await document(PARTNER)) as Doc & { webhooks: Record<string, any> };
    expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    const expected: Partial<Record<(typeof EVENT_TYPES)[number], string>> = {
      "deposit.confirmed": "Deposit", "wallet.credited": "LedgerEntry", "wallet.balance_low": "Wallet", "quote.fulfilled": "Quote",
      "order.failed": "Order", "esim.low_data": "EsimUsageAlert", "credit.updated": "Account", "payout.failed": "Payout", ping: "WebhookEndpoint",
    };
    for (const type of EVENT_TYPES) {
      const schema = doc.webhooks[type].post.requestBody.content["application/json"].schema;
      expect(schema.properties.type, type).toEqual({ type: "string", enum: [type] });
      expect(schema.properties.object, type).toEqual({ type: "string", enum: ["event"] });
      expect(schema.required, type).toEqual(expect.arrayContaining(["id", "object", "type", "created_at", "livemode", "data"]));
      const ref: string = schema.properties.data.properties.object.$ref;
      expect(ref, type).toMatch(/^#\/components\/schemas\//);
      if (expected[type]) expect(ref, type).toBe(`#/components/schemas/${expected[type]}`);
      expect(doc.webhooks[type].post.parameters?.some((p: any) => p.in === "header" && p.name === "service-signature"), type).toBe(true);
    }
    expect(danglingRefs(doc)).toEqual([]);
    expect((await document(OPERATOR)) as object).not.toHaveProperty("webhooks");
  });

  it("the operator document describes the reference itself: both documents and both pages", async () => {
    const [{ paths: operator }, { paths: partner }] = [await document(OPERATOR), await document(PARTNER)];
    for (const path of ["/docs", "/docs/operator", "/v1/openapi.json", "/admin/v1/openapi.json"]) {
      expect(operator[path]?.get, path).toBeDefined();
      expect(partner[path], path).toBeUndefined();
    }
  });
});

describe("nullable named schemas", () => {
  it("a nullable reference with its own description admits null (anyOf), not allOf with an object that never is", async () => {
    for (const path of [PARTNER, OPERATOR]) {
      const text = JSON.stringify(await document(path));
      expect(text, path).not.toMatch(/"allOf":\[\{"\$ref":"[^"]+"\},\{[^{}]*"type":\[[^\]]*"null"/);
    }
    const { components } = await document(PARTNER);
    const lowBalance = (components.schemas!.Wallet as any).properties.alerts.properties.low_balance;
    expect(lowBalance.anyOf).toEqual([{ $ref: "#/components/schemas/Money" }, { type: "null" }]);
  });
});
