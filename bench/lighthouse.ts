import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/chromium";
import { report, startServer } from "./lib";

const TARGET = 95;
/** The project's Chromium flags; Lighthouse needs the new headless mode and adds its own on top. */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

/**
 * One audit in a fresh Chromium. Debian's Chromium now and then loses the trace's navigation
 * start (NO_NAVSTART): such a run is repeated, up to three attempts.
 */
async function audit(url: string) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: "silent",
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ["performance"],
        logLevel: "error",
        output: "json",
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
      if (!lhr.runtimeError) return lhr;
      if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    } finally {
      chrome.kill();
    }
  }
}

/**
 * Lighthouse performance on mobile settings (default config: Moto G Power viewport, simulated
 * slow 4G, 4x CPU slowdown) for `/`, `/catalog` and a product page, against Debian's Chromium,
 * offline (issue 4: target ≥ 95). Each page is audited a few times and the median score printed.
 */
export async function benchLighthouse(): Promise<void> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-lighthouse-"));
  const server = await startServer({ DATA_DIR: dataDir, PORT: "3230" });
  try {
    const first = (await (await fetch(`${server.url}/api/catalog?pageSize=1`)).json()) as {
      items: { id: string }[];
    };
    // localhost, as a visitor types it: the server's BASE_URL (canonical, cookies) uses it too.
    const base = server.url.replace("127.0.0.1", "localhost");
    const pages: [string, string][] = [
      ["/", "/"],
      ["/catalog", "/catalog"],
      ["product", `/products/${first.items[0]!.id}`],
    ];
    for (const [name, pathname] of pages) {
      const results: { score: number; lcp: number; cls: number; tbt: number; fcp: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(`${base}${pathname}`);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        results.push({
          score: (lhr.categories.performance?.score ?? 0) * 100,
          lcp: metric("largest-contentful-paint"),
          cls: metric("cumulative-layout-shift"),
          tbt: metric("total-blocking-time"),
          fcp: metric("first-contentful-paint"),
        });
      }
      results.sort((a, b) => a.score - b.score);
      const median = results[Math.floor(results.length / 2)]!;
      report(`lighthouse ${name}`, {
        score: median.score,
        scores: results.map((r) => Math.round(r.score)).join("/"),
        lcp_ms: median.lcp,
        fcp_ms: median.fcp,
        tbt_ms: median.tbt,
        cls: Math.round(median.cls * 1000) / 1000,
        target: TARGET,
        meetsTarget: median.score >= TARGET ? "yes" : "NO",
      });
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLighthouse();
