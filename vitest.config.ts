import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/**/*.test.{ts,tsx}", "property-tests/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/coverage-setup.ts"],
    pool: "forks",
    testTimeout: 20_000,
  },
});
