import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { signInOverHttp } from "../tests/support/sign-in";
import { ADMIN_URL, freshDatabase, report, type Server, startServer } from "./lib";

/**
 * Live-update latency: from an admin's write (a reply in Mensajería, sent over HTTP)
 * to its event arriving on a seller's open GET /api/live stream, over 200 sequential writes,
 * with no other stream open and with 1,000 more streams of that seller open (each of which
 * also receives every event: the worst fan-out). Then the server's memory per open stream:
 * its RSS with the 1,000 streams open minus before, divided by 1,000. PGlite, and PostgreSQL
 * when it answers. The 1,000 streams are held by bench/live-streams.ts in its own process.
 */
const WRITES = 200;
const OTHER_STREAMS = 1000;
const root = path.resolve(import.meta.dirname, "..");

/** The measured stream: resolves `next()` with the arrival time of the next internal_messages event. */
function timedStream(port: number, cookie: string) {
  let waiting: ((at: number) => void) | null = null;
  let buffer = "";
  let request: http.ClientRequest;
  const ready = new Promise<void>((resolve, reject) => {
    request = http.get({ port, host: "127.0.0.1", path: "/api/live", headers: { cookie } }, (res) => {
      res.setEncoding("utf8").on("data", (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        const parts = buffer.split("\n\n");
        buffer = parts.pop() ?? "";
        for (const part of parts) {
          if (part.startsWith("retry:")) resolve();
          if (part.includes('"topic":"internal_messages"') && waiting) {
            const done = waiting;
            waiting = null;
            done(at);
          }
        }
      });
    });
    request.on("error", reject);
  });
  return {
    ready,
    next: () => new Promise<number>((resolve) => (waiting = resolve)),
    close: () => request.destroy(),
  };
}

async function rssKb(server: Server): Promise<number> {
  const status = await readFile(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function latencies(
  base: string,
  adminCookie: string,
  threadId: string,
  stream: ReturnType<typeof timedStream>,
) {
  const out: number[] = [];
  const replies: number[] = [];
  for (let i = 0; i < WRITES + 10; i++) {
    const arrived = stream.next();
    const started = performance.now();
    const res = await fetch(`${base}/api/messages/${threadId}/replies`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie: adminCookie },
      body: JSON.stringify({ content: `Medición ${i}` }),
    });
    if (res.status !== 200) throw new Error(`reply: ${res.status} ${await res.text()}`);
    const answered = performance.now();
    const at = await arrived;
    // The first 10 warm up.
    if (i >= 10) {
      out.push(at - started);
      replies.push(answered - started);
    }
  }
  out.sort((a, b) => a - b);
  replies.sort((a, b) => a - b);
  return {
    p50: percentile(out, 0.5),
    p95: percentile(out, 0.95),
    max: out[out.length - 1]!,
    replyP50: percentile(replies, 0.5),
  };
}

function holdStreams(port: number, cookie: string, count: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench/live-streams.ts")], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
  });
  child.stdin.end(JSON.stringify({ port, cookie, count }));
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (chunk.includes("ready")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`live-streams exited with ${code}`)));
  });
}

async function benchOne(kind: "pglite" | "postgres", port: string, databaseUrl?: string): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tienda-bench-live-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: port,
    SEED_DEMO: "true",
    // One user holds all the streams in this bench (LIVE_STREAMS_PER_CLIENT caps it at 20 by default).
    LIVE_STREAMS_PER_CLIENT: String(OTHER_STREAMS + 10),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const base = server.url.replace("127.0.0.1", "localhost");
  let holder: ChildProcess | null = null;
  try {
    const admin = await signInOverHttp(base, "admin@demo.hn");
    const seller = await signInOverHttp(base, "vendedor@demo.hn");
    const recipients = (await (
      await fetch(`${base}/api/messages/recipients`, { headers: { cookie: admin } })
    ).json()) as Array<{ id: string; role: string }>;
    const sellerId = recipients.find((r) => r.role === "seller")!.id;
    const started = await fetch(`${base}/api/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie: admin },
      body: JSON.stringify({ recipientIds: [sellerId], subject: "Medición", content: "Inicio" }),
    });
    const { threadId } = (await started.json()) as { threadId: string };

    const stream = timedStream(Number(port), seller);
    await stream.ready;
    const one = await latencies(base, admin, threadId, stream);
    report(`live (${kind}, 1 stream)`, {
      writes: WRITES,
      "p50 ms": one.p50,
      "p95 ms": one.p95,
      "max ms": one.max,
      "HTTP answer p50 ms": one.replyP50,
      "load avg": loadavg()[0]!,
    });

    await new Promise((r) => setTimeout(r, 500));
    const before = await rssKb(server);
    holder = await holdStreams(Number(port), seller, OTHER_STREAMS);
    await new Promise((r) => setTimeout(r, 1000));
    const after = await rssKb(server);
    const many = await latencies(base, admin, threadId, stream);
    report(`live (${kind}, 1 + ${OTHER_STREAMS} streams)`, {
      writes: WRITES,
      "p50 ms": many.p50,
      "p95 ms": many.p95,
      "max ms": many.max,
      "HTTP answer p50 ms": many.replyP50,
      "load avg": loadavg()[0]!,
      "KB per stream": (after - before) / OTHER_STREAMS,
      "server RSS MB": after / 1024,
    });
    stream.close();
  } finally {
    holder?.kill("SIGTERM");
    await server.stop();
  }
}

export async function benchLive(): Promise<void> {
  await benchOne("pglite", "3610");
  const database = await freshDatabase();
  if (!database) {
    console.log(
      `live (postgres): skipped (PostgreSQL does not answer at ${ADMIN_URL}; set TEST_DATABASE_URL)`,
    );
    return;
  }
  try {
    await benchOne("postgres", "3611", database.url);
  } finally {
    await database.drop();
  }
}
