import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The monitoring profile's files in ops/ (compose.yaml `--profile monitoring`), checked with
 * promtool (Debian's prometheus package, installed by .ci/run): the Prometheus configuration, the
 * alert rules and their unit tests, and Grafana's dashboard against the metrics the server exposes.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const prometheusDir = path.join(root, "ops/prometheus");

function promtool(...args: string[]): string {
  const result = spawnSync("promtool", args, { cwd: prometheusDir, encoding: "utf8" });
  expect(result.error).toBeUndefined();
  const output = `${result.stdout}${result.stderr}`;
  expect(result.status, output).toBe(0);
  return output;
}

/** Every metric a server with METRICS_TOKEN exposes (names as scraped, histogram series included). */
const SERVER_METRICS = readFileSync(path.join(import.meta.dirname, "routes.ts"), "utf8")
  .concat(readFileSync(path.join(import.meta.dirname, "http-metrics.ts"), "utf8"))
  .concat(readFileSync(path.join(import.meta.dirname, "process-metrics.ts"), "utf8"))
  .concat(readFileSync(path.join(root, "src/server/mail/metrics.ts"), "utf8"));

describe("the monitoring files", () => {
  it("Prometheus' configuration is valid and scrapes /metrics with the bearer token", () => {
    promtool("check", "config", "--syntax-only", "prometheus.yml");
    const config = readFileSync(path.join(prometheusDir, "prometheus.yml"), "utf8");
    expect(config).toMatch(/^\s+metrics_path: \/metrics$/m);
    expect(config).toMatch(
      /authorization:\n\s+type: Bearer\n\s+credentials_file: \/run\/secrets\/metrics_token\n/,
    );
    expect(config).toContain('targets: ["app:3000"]');
  });

  it("the alert rules are valid and fire on the series they are written for", () => {
    expect(promtool("check", "rules", "alerts.yml")).toContain("SUCCESS: 9 rules found");
    expect(promtool("test", "rules", "alerts.test.yml")).toContain("SUCCESS");
  });

  it("alerts and dashboard name only metrics the server exposes (or Node's and Prometheus' own)", () => {
    const alerts = readFileSync(path.join(prometheusDir, "alerts.yml"), "utf8");
    const dashboard = readFileSync(path.join(root, "ops/grafana/dashboards/tienda.json"), "utf8");
    const used = new Set(
      [...`${alerts}\n${dashboard}`.matchAll(/\b((?:http|db|live|mail|store)_[a-z_]+)[{[(\s]/g)].map((m) =>
        m[1]!.replace(/_(bucket|count|sum)$/, ""),
      ),
    );
    expect(used.size).toBeGreaterThan(8);
    const missing = [...used].filter((name) => !new RegExp(`["\\s]${name}["':]`).test(SERVER_METRICS));
    expect(missing).toEqual([]);
    // The dashboard is JSON Grafana loads: one Prometheus datasource, every panel with a query.
    const parsed = JSON.parse(dashboard) as { panels: { targets: { expr: string }[] }[] };
    expect(parsed.panels.every((p) => p.targets.length > 0 && p.targets.every((t) => t.expr))).toBe(true);
  });
});
