import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export interface Server {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the real server (as `npm start` runs it) and resolves when /api/health answers 200. */
export async function startServer(env: Record<string, string>): Promise<Server & { readyMs: number }> {
  const started = performance.now();
  const port = env.PORT ?? "3200";
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "false",
      ...env,
      PORT: port,
      BASE_URL: `http://localhost:${port}`,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    process: child,
    readyMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Keep-alive HTTP load from this process: `connections` loops for `durationMs`. */
export async function load(
  target: string,
  opts: {
    connections: number;
    durationMs: number;
    method?: string;
    headers?: Record<string, string>;
    body?: () => string;
  },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + opts.durationMs;
  const once = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const body = opts.body?.();
      const req = http.request(
        target,
        { method: opts.method ?? "GET", agent, headers: opts.headers },
        (res) => {
          res.resume();
          res.on("end", () => {
            if ((res.statusCode ?? 500) >= 400) errors++;
            latencies.push(performance.now() - t0);
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      if (body) req.write(body);
      req.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const elapsed = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    perSecond: (latencies.length / elapsed) * 1000,
    p50: pct(50),
    p99: pct(99),
    errors,
  };
}

export function report(name: string, figures: Record<string, string | number>): void {
  const cells = Object.entries(figures).map(
    ([k, v]) => `${k}=${typeof v === "number" ? Math.round(v * 10) / 10 : v}`,
  );
  console.log(`${name}: ${cells.join("  ")}`);
}
