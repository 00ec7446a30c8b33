import { defineConfig } from "vitest/config";

/**
 * Tests that start real server processes (crash, outage, soak, production start, backup) own
 * their ports and measure the server under a workload of their own: they run after the others,
 * one file at a time. Everything else runs two files at a time — on 2 cores vitest's default
 * (CPUs − 1) is one, and most integration files spend their time waiting on a database.
 */
const PROCESS_TESTS = ["tests/server/faults/**/*.test.ts", "tests/server/production/**/*.test.ts"];
const WEB_TESTS = ["src/web/**/*.test.{ts,tsx}"];

// Unit and integration tests live next to the code; the harnesses they share are in tests/support, the
// tests of whole server processes in tests/server; Playwright specs (tests/e2e) are not picked up.
export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    coverage: {
      provider: "v8",
      include: ["src/domain/**/*.ts"],
      exclude: ["src/domain/**/*.test.ts"],
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
      reporter: ["text-summary"],
    },
    projects: [
      {
        extends: true,
        test: {
          name: "code",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/server/**/*.test.ts"],
          exclude: [...PROCESS_TESTS, ...WEB_TESTS],
          maxWorkers: 2,
          // A worker keeps the modules it imported for its next file: the server's import graph
          // cost each integration file seconds of import. Each file starts its own app and database,
          // so nothing a file changes is seen by the next.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // The web's tests mock modules and globals (vi.mock, stubGlobal): each file gets fresh modules.
          name: "web",
          include: WEB_TESTS,
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
