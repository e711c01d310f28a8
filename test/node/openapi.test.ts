// The served OpenAPI document, validated by an independent OpenAPI 3.1 validator. The
// validator reads its meta-schemas from disk, so this runs on Node with the same app.
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { registeredRoutes } from "../../src/http/route";

async function document() {
  const res = await buildApp().request("/v1/openapi.json");
  expect(res.status).toBe(200);
  return (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
}

describe("OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

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
      ["post", "/admin/v1/accounts"], ["get", "/admin/v1/accounts"],
    ];
    const missing = expected.filter(([m, p]) => !paths[p]?.[m]).map(([m, p]) => `${m.toUpperCase()} ${p}`);
    expect(missing).toEqual([]);
  });

  it("contains every declared operation", async () => {
    const { paths } = await document();
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((r) => !paths[r.path]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.path}`);
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

  it("gives every operation an example of its request body and of its answer", async () => {
    const doc = (await document()) as any;
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

  it("has examples that are valid against their own schemas", async () => {
    const doc = (await document()) as any;
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
});
