import { defineConfig } from "vitest/config";

/**
 * Tests that start real server processes (crash, outage, soak, production start, backup) own
 * their ports and measure the server under a workload of their own: they run after the others,
 * one file at a time. Everything else runs two files at a time — on 2 cores vitest's default
 * (CPUs − 1) is one, and most integration files spend their time waiting on a database.
 */
const PROCESS_TESTS = ["src/server/faults/**/*.test.ts", "src/server/production/**/*.test.ts"];

// Unit and integration tests live next to the code; Playwright specs (tests/e2e) are not picked up.
export default defineConfig({
  test: {
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
    projects: [
      {
        extends: true,
        test: {
          name: "code",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: PROCESS_TESTS,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "processes",
          include: PROCESS_TESTS,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
