import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS } from "../../support/test-app";
import {
  compileServer,
  freshDatabase,
  type RunningProcess,
  run,
  scratchDir,
  serverEnv,
  waitHealthy,
} from "./compiled-server";

/** SIGTERM on the compiled server (what `docker stop` and a rolling deploy send). */
let build: ReturnType<typeof compileServer>;
beforeAll(() => {
  build = compileServer();
});
afterAll(() => build.remove());

const PORTS = { pglite: 3901, postgres: 3902 };

/** Starts a request whose body arrives in two halves; resolves the answer once it is complete. */
function slowSignIn(port: number, requestId: string) {
  const body = JSON.stringify({ email: "nadie@example.hn", password: "una-clave-cualquiera" });
  const half = Math.floor(body.length / 2);
  const req = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/auth/sign-in/email",
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      origin: `http://localhost:${port}`,
      "x-request-id": requestId,
    },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (c: Buffer) => {
        text += c.toString("utf8");
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

/** Opens /api/live; resolves `opened` on its first frame and `ended` when the server ends it. */
function liveStream(port: number) {
  let onOpen: () => void = () => {};
  const opened = new Promise<void>((r) => {
    onOpen = r;
  });
  const ended = new Promise<void>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/api/live" }, (res) => {
        res.on("data", () => onOpen());
        res.on("end", resolve);
        res.on("error", reject);
      })
      .on("error", reject);
  });
  return { opened, ended };
}

const logLines = (server: RunningProcess) =>
  server
    .output()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe.each(DB_KINDS)("compiled server on %s", (kind) => {
  it("SIGTERM: refuses new connections, ends live streams, finishes the request in flight, exits 0", async () => {
    const port = PORTS[kind];
    const data = scratchDir();
    const database = kind === "postgres" ? await freshDatabase() : null;
    const server = run(
      [process.execPath, path.join(build.dir, "main.js")],
      serverEnv(port, data.dir, database?.url),
    );
    try {
      await waitHealthy(server, port);
      const stream = liveStream(port);
      await stream.opened;
      const slow = slowSignIn(port, "apagado-prueba-1");
      await new Promise((r) => setTimeout(r, 200));

      server.process.kill("SIGTERM");
      await stream.ended;
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

      slow.finish();
      const answer = await slow.answer;
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text)).toMatchObject({ error: { code: "INVALID_EMAIL_OR_PASSWORD" } });
      expect(await server.exited).toBe(0);

      // Structured logs: the request's lines carry the id the client (a proxy) gave it.
      const lines = logLines(server).filter((l) => l.reqId === "apagado-prueba-1");
      expect(lines.map((l) => l.msg)).toEqual(["incoming request", "request completed"]);
      expect(lines[1]).toMatchObject({ res: { statusCode: 401 } });
    } finally {
      if (server.process.exitCode === null) server.process.kill("SIGKILL");
      await server.exited;
      await database?.drop();
      data.remove();
    }
  }, 90_000);
});
