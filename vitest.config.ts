import { defineConfig } from "vitest/config";

// Unit and integration tests live next to the code; Playwright specs (tests/e2e) are not picked up.
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    coverage: {
      provider: "v8",
      include: ["src/domain/**/*.ts"],
      exclude: ["src/domain/**/*.test.ts", "src/domain/index.ts"],
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
      reporter: ["text-summary"],
    },
  },
});
