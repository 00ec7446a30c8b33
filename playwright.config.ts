import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/chromium";
import { RAISED_ACCOUNT_LIMITS } from "./tests/support/raised-limits";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
/**
 * The e2e server sends its email to a real SMTP test server on this port, which the mail journey
 * (tests/e2e/mail-journey.spec.ts) starts itself; while nothing listens, mail waits and retries.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 25);
/** Specs that must run with no other journey at the same time (the "store-wide" project). */
const STORE_WIDE = /cash-drawer\.spec\.ts$/;
// Two people running journeys at once need separate databases: E2E_DATA_DIR picks another.
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data-e2e";

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser). The server runs on a
 * fresh embedded database with demo data in .data-e2e, rebuilt on every run.
 */
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 2,
  // One retry everywhere, so `npm test` behaves the same on a laptop and in CI (which may not set
  // CI): a journey that passes only on its retry is still printed as "flaky" in the list.
  retries: 1,
  reporter: [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: "es-HN",
    timezoneId: "America/Tegucigalpa",
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: STORE_WIDE,
    },
    // Journeys that switch on a store-wide rule (the cash drawer's control refuses cash without an
    // open session) and compare the day's cash flow to the centavo: alone, after every other one.
    {
      name: "store-wide",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: STORE_WIDE,
      dependencies: ["chromium"],
    },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node scripts/start.mjs`,
    url: `${E2E_BASE_URL}/api/health`,
    // A loaded machine may need longer to build and start: E2E_SERVER_TIMEOUT (ms) gives it room.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 180_000),
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR,
      BASE_URL: E2E_BASE_URL,
      AUTH_RATE_LIMIT: "false",
      CHECKOUT_LIMIT_PER_CLIENT: "100000",
      CHECKOUT_LIMIT_PER_IP: "100000",
      LIVE_STREAMS_PER_CLIENT: "1000",
      ...RAISED_ACCOUNT_LIMITS,
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}?tls=off`,
      MAIL_POLL_MS: "200",
      MAIL_RETRY_BASE_MS: "500",
    },
  },
});
