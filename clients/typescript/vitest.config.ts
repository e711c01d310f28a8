// The client's own tests, on Node, against a running service (scripts/check-client.mjs starts
// one and passes its address in PC_BASE_URL).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "client",
    root: "clients/typescript",
    environment: "node",
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
