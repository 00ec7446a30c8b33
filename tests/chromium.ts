/**
 * Debian's Chromium and the flags this machine needs (ARCHITECTURE.md): never a downloaded browser,
 * and no background connections (the network is closed). Used by Playwright and the benches.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
