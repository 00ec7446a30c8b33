import { request as httpRequest } from "node:http";
import { launchChromium } from "./browser";
import { report, startServer, target } from "./lib";

/**
 * Compressed JavaScript a first visit may transfer, per route (docs/decisions/0222): what
 * Chromium receives as served (brotli, the build's `.br` files), in KB of 1,024 bytes.
 */
const BUDGET_KB: Record<string, number> = { "/": 110, "/catalog": 115 };

/**
 * What shows that a route's page is there, not only its first-paint shell: the catalogue's page
 * chunk is asked for after the first paint (routes.tsx), so the bench waits for its search field.
 */
const READY: Record<string, string> = { "/catalog": 'input[type="search"]' };

/** The size of a file as served to a client that accepts gzip only (the build's `.gz` files). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolve(bytes));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * Compressed JavaScript a first visit to a page transfers, against its route's budget, with the
 * same files' gzip size beside it (what a client without brotli would receive) and each file.
 */
export async function benchWebSize(): Promise<void> {
  const port = process.env.BENCH_WEB_SIZE_PORT ?? "3611";
  const server = await startServer({ PORT: port, DATA_DIR: ".data-bench-web" });
  const browser = await launchChromium();
  try {
    for (const [path, budget] of Object.entries(BUDGET_KB)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Promise<{ url: string; bytes: number }>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script")
          scripts.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })));
      });
      // Not "networkidle": every tab keeps its live stream (/api/live) open. Wait instead until no
      // script has been requested for a second after the load event (and the page is there).
      let lastScriptAt = performance.now();
      page.on("request", (request) => {
        if (request.resourceType() === "script") lastScriptAt = performance.now();
      });
      await page.goto(`${server.url}${path}`, { waitUntil: "load" });
      const ready = READY[path];
      if (ready) await page.locator(ready).first().waitFor();
      while (performance.now() - lastScriptAt < 1_000) await page.waitForTimeout(100);
      const files = await Promise.all(
        (await Promise.all(scripts)).map(async (f) => ({ ...f, gzip: await gzipBytes(f.url) })),
      );
      // No script at all is a broken page (no web build), never a page within its budget.
      if (files.length === 0) throw new Error(`web-size ${path}: the page loaded no JavaScript`);
      const kb = files.reduce((a, f) => a + f.bytes, 0) / 1024;
      const gzipKb = files.reduce((a, f) => a + f.gzip, 0) / 1024;
      report(`web-size ${path}`, {
        jsFiles: files.length,
        jsKB: kb,
        budgetKB: budget,
        withinBudget: kb <= budget ? "yes" : "OVER",
        gzipKB: gzipKb,
      });
      target(`first-visit JavaScript ${path} (brotli)`, kb, "≤", budget, "KB");
      for (const f of files.sort((a, b) => b.bytes - a.bytes)) {
        const name = new URL(f.url).pathname;
        console.log(`  ${name}  ${(f.bytes / 1024).toFixed(1)} KB (gzip ${(f.gzip / 1024).toFixed(1)} KB)`);
      }
      if (kb > budget) {
        console.error(`web-size ${path}: ${kb.toFixed(1)} KB is OVER its budget of ${budget} KB`);
        process.exitCode = 1;
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWebSize();
