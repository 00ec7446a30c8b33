import http from "node:http";
import type { AddressInfo } from "node:net";
import type { LiveEvent } from "../../src/contracts/live/live";

/** Opens GET /api/live on `port` with `cookie` (or none) and collects its events, for tests. */
export function openStream(port: number, cookie: string | null) {
  const events: LiveEvent[] = [];
  let buffer = "";
  let request: http.ClientRequest;
  let ended = false;
  const ready = new Promise<void>((resolve, reject) => {
    request = http.get({ port, path: "/api/live", headers: cookie ? { cookie } : {} }, (res) => {
      res.setEncoding("utf8");
      res.on("end", () => {
        ended = true;
      });
      res.on("data", (chunk: string) => {
        buffer += chunk;
        const parts = buffer.split("\n\n");
        buffer = parts.pop() ?? "";
        for (const part of parts) {
          if (part.startsWith("retry:")) resolve();
          const data = part.split("\n").find((l) => l.startsWith("data: "));
          if (data) events.push(JSON.parse(data.slice(6)));
        }
      });
    });
    request.on("error", reject);
  });
  return { events, ready, ended: () => ended, close: () => request.destroy() };
}

/** Waits until `check` holds (a live event arrived), failing after `ms`. */
export async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out waiting for a live event");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Makes a test app listen on a free local port (SSE needs a real socket) and answers the port. */
export async function listenOnPort(app: {
  listen(opts: { port: number; host: string }): Promise<unknown>;
  server: { address(): unknown };
}) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}
