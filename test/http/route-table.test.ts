// The table of declared operations belongs to the module, the app to whoever builds it: an isolate
// that builds the app more than once (tests do) still lists each operation once, so a 405's
// Allow header (methodsFor, app.ts) names each method once.
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { methodsFor, registeredRoutes } from "../../src/http/route";

describe("the route table", () => {
  it("lists each operation once however many apps the isolate builds", () => {
    buildApp();
    buildApp();
    expect(methodsFor("/v1/wallet")).toEqual(["GET"]);
    expect(methodsFor("/v1/quotes/quo_x")).toEqual(["GET"]);
    const keys = registeredRoutes().map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBeGreaterThan(100);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
