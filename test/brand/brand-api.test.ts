// GET and PUT /v1/brand through the real app: an account that set nothing reads all nulls; PUT
// replaces only the fields it names and null clears one; each field's rule refuses with 400, the
// decisions' code and `param` naming it, and a refused body stores nothing, not even its valid
// fields; test and live keep their own brand; the key is required as on every /v1 route.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call, errorOf, expectError, newAccount } from "../support/api";
import { issueKey } from "../../src/accounts/keys";
import type { RetrieveBrandResponse } from "../../src/routes/brand/read";
import type { UpdateBrandRequest, UpdateBrandResponse } from "../../src/routes/brand/update";

const brand = async (key: string) => (await call<RetrieveBrandResponse>("/v1/brand", { key })).body;
const put = (key: string, body: unknown) => call<UpdateBrandResponse>("/v1/brand", { key, method: "PUT", body });

const FULL: UpdateBrandRequest = {
  display_name: "Roam Travel",
  primary_color: "#1f4fd8",
  support_email: "help@roam.example",
  support_url: "https://roam.example/help",
  support_phone: "+14155550123",
  default_language: "es",
};

describe("GET /v1/brand", () => {
  it("answers a brand with every field null on an account that set nothing, and traveller notices off", async () => {
    const { key } = await newAccount();
    const res = await call<RetrieveBrandResponse>("/v1/brand", { key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      object: "brand", display_name: null, logo_url: null, primary_color: null, support_email: null,
      support_url: null, support_phone: null, default_language: null, notify_traveller: false, updated_at: null,
    });
  });

  it("turns traveller notices on and off, never to null, keeping every other field", async () => {
    const { key } = await newAccount();
    expect((await call<RetrieveBrandResponse>("/v1/brand", { key, method: "PUT", body: { display_name: "Roam" } })).body.notify_traveller).toBe(false);
    const on = await call<RetrieveBrandResponse>("/v1/brand", { key, method: "PUT", body: { notify_traveller: true } });
    expect(on.body).toMatchObject({ notify_traveller: true, display_name: "Roam" });
    expectError(await call("/v1/brand", { key, method: "PUT", body: { notify_traveller: null } }), 400, "parameter_invalid", "notify_traveller");
    expectError(await call("/v1/brand", { key, method: "PUT", body: { notify_traveller: "yes" } }), 400, "parameter_invalid", "notify_traveller");
    expect((await call<RetrieveBrandResponse>("/v1/brand", { key })).body.notify_traveller).toBe(true);
    expect((await call<RetrieveBrandResponse>("/v1/brand", { key, method: "PUT", body: { notify_traveller: false } })).body.notify_traveller).toBe(false);
  });

  it("needs an API key, as every /v1 route", async () => {
    expectError(await call("/v1/brand"), 401, "api_key_required");
    expectError(await call("/v1/brand", { method: "PUT", body: { display_name: "x" } }), 401, "api_key_required");
  });
});

describe("PUT /v1/brand", () => {
  it("sets every field and answers the brand, the colour in upper case; GET reads the same", async () => {
    const { key } = await newAccount();
    const before = Date.now();
    const res = await put(key, FULL);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ ...FULL, object: "brand", primary_color: "#1F4FD8", logo_url: null });
    expect(Date.parse(res.body.updated_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(await brand(key)).toEqual(res.body);
    expect(res.headers.get("idempotent-replayed")).toBeNull();
  });

  it("replaces only the fields given; null clears one; an empty body changes nothing", async () => {
    const { key } = await newAccount();
    await put(key, FULL);
    const res = await put(key, { support_phone: null, display_name: "  Roam  " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...FULL, primary_color: "#1F4FD8", support_phone: null, display_name: "Roam" });
    const same = await put(key, {});
    expect(same.status).toBe(200);
    expect(same.body).toEqual(res.body);
    const cleared = await put(key, { display_name: null, primary_color: null, support_email: null, support_url: null, default_language: null });
    expect(cleared.body).toMatchObject({ display_name: null, primary_color: null, support_email: null, support_url: null, support_phone: null, default_language: null });
  });

  it("moves updated_at on the account's clock", async () => {
    const { key } = await newAccount();
    const first = (await put(key, { display_name: "One" })).body.updated_at!;
    await call("/v1/test_helpers/clock/advance", { key, idem: crypto.randomUUID(), body: { seconds: 86400 } });
    const second = (await put(key, { display_name: "Two" })).body.updated_at!;
    expect(Date.parse(second) - Date.parse(first)).toBeGreaterThanOrEqual(86400_000);
  });

  const refusals: [string, unknown, string, RegExp][] = [
    ["display_name", "", "parameter_invalid", /1 to 60 characters/],
    ["display_name", "   ", "parameter_invalid", /1 to 60 characters/],
    ["display_name", "x".repeat(61), "parameter_invalid", /1 to 60 characters/],
    ["display_name", "Roam\u0007", "parameter_invalid", /control characters/],
    ["display_name", 42, "parameter_invalid", /string/],
    ["support_email", "help at roam", "parameter_invalid", /email address/],
    ["support_email", "help@", "parameter_invalid", /email address/],
    ["support_url", "http://roam.example/help", "parameter_invalid", /https:\/\/ URL/],
    ["support_url", "javascript:alert(1)", "parameter_invalid", /https:\/\/ URL/],
    ["support_url", "https://user:pw@roam.example/", "parameter_invalid", /https:\/\/ URL/],
    ["support_url", "roam.example", "parameter_invalid", /https:\/\/ URL/],
    ["support_phone", "+1 415 555 0123", "parameter_invalid", /E\.164/],
    ["support_phone", "4155550123", "parameter_invalid", /E\.164/],
    ["support_phone", "+1415555012", "parameter_invalid", /E\.164/],
    ["primary_color", "1F4FD8", "parameter_invalid", /#RRGGBB/],
    ["primary_color", "#FFF", "parameter_invalid", /#RRGGBB/],
    ["primary_color", "blue", "parameter_invalid", /#RRGGBB/],
    ["default_language", "nl", "parameter_invalid", /en, es, fr, de, pt, it, ja, zh-Hans/],
    ["default_language", "zh", "parameter_invalid", /one of/],
  ];

  for (const [field, value, code, words] of refusals) {
    it(`refuses ${field} ${JSON.stringify(value)} with 400 ${code} (param ${field}) and stores nothing`, async () => {
      const { key } = await newAccount();
      await put(key, { display_name: "Kept", support_email: "kept@roam.example" });
      const before = await brand(key);
      // a valid field beside the bad one is not stored either
      const res = await put(key, { support_phone: "+14155550123", [field]: value });
      expectError(res, 400, code, field);
      expect(errorOf(res).message).toMatch(words);
      expect(await brand(key)).toEqual(before);
    });
  }

  it("refuses a colour white text is not legible on, with its ratio in the message, and takes one that is", async () => {
    const { key } = await newAccount();
    const light = await put(key, { primary_color: "#777777", display_name: "Not stored" });
    expectError(light, 400, "parameter_invalid", "primary_color");
    const message = errorOf(light).message;
    expect(message).toContain("4.48:1");
    expect(message).toContain("4.5:1");
    expectError(await put(key, { primary_color: "#ffcc00" }), 400, "parameter_invalid", "primary_color");
    expect((await brand(key)).display_name).toBeNull();
    expect((await put(key, { primary_color: "#767676" })).body.primary_color).toBe("#767676");
  });

  it("refuses an unknown field with parameter_unknown, the logo among them (it has its own route)", async () => {
    const { key } = await newAccount();
    expectError(await put(key, { display_name: "Roam", colour: "#000000" }), 400, "parameter_unknown", "colour");
    expectError(await put(key, { logo_url: "https://roam.example/logo.png" }), 400, "parameter_unknown", "logo_url");
    expect((await brand(key)).display_name).toBeNull();
  });

  it("refuses a body that is not a JSON object", async () => {
    const { key } = await newAccount();
    expectError(await call("/v1/brand", { key, method: "PUT", rawBody: "{" }), 400, "invalid_json");
    expectError(await call("/v1/brand", { key, method: "PUT", rawBody: "[]" }), 400, "invalid_json");
  });

  it("keeps test and live apart: each mode has its own brand", async () => {
    const { id, key } = await newAccount();
    const live = (await issueKey(env, id, "live")).secret!;
    await put(key, { display_name: "Sandbox name" });
    expect((await brand(live)).display_name).toBeNull();
    await put(live, { display_name: "Live name" });
    expect((await brand(key)).display_name).toBe("Sandbox name");
    expect((await brand(live)).display_name).toBe("Live name");
  });

  it("keeps accounts apart", async () => {
    const a = await newAccount();
    const b = await newAccount();
    await put(a.key, { display_name: "A" });
    expect((await brand(b.key)).display_name).toBeNull();
  });
});
