import { launchChromium } from "./browser";
import { report, startServer } from "./lib";

const BUDGET_KB = 120;

/** Compressed JavaScript a first visit to a page transfers (home ≤ 120 KB). */
export async function benchWebSize(): Promise<void> {
  const server = await startServer({ PORT: "3611", DATA_DIR: ".data-bench-web" });
  const browser = await launchChromium();
  try {
    for (const path of ["/", "/catalog"]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes: Promise<number>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script") sizes.push(request.sizes().then((s) => s.responseBodySize));
      });
      // Not "networkidle": every tab keeps its live stream (/api/live) open. Wait instead until no
      // script has been requested for a second after the load event.
      let lastScriptAt = performance.now();
      page.on("request", (request) => {
        if (request.resourceType() === "script") lastScriptAt = performance.now();
      });
      await page.goto(`${server.url}${path}`, { waitUntil: "load" });
      while (performance.now() - lastScriptAt < 1_000) await page.waitForTimeout(100);
      const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      const kb = bytes / 1024;
      report(`web-size ${path}`, {
        jsFiles: sizes.length,
        jsKB: kb,
        budgetKB: BUDGET_KB,
        withinBudget: kb <= BUDGET_KB ? "yes" : "NO",
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWebSize();
