import type { ServerResponse } from "node:http";
import type { Running } from "./bootstrap";

/**
 * Graceful shutdown for a running server. Must be installed before `listen` (it adds a hook).
 * `shutdown` stops accepting connections, ends the live streams (browsers reconnect, to another
 * instance behind a load balancer), lets the requests already being answered finish, then
 * closes the app, the live bus and the database. A request still running after `graceMs` is cut.
 */
export function installGracefulShutdown(running: Running) {
  const { app } = running;
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let onIdle: (() => void) | null = null;

  app.addHook("onRequest", async (_request, reply) => {
    // A keep-alive client asking during the drain gets its answer and is told to reconnect elsewhere.
    if (draining) reply.header("connection", "close");
    const res = reply.raw;
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      if (inFlight.size === 0) onIdle?.();
    });
  });

  return {
    get inFlight() {
      return inFlight.size;
    },
    async shutdown(graceMs: number): Promise<{ cut: number }> {
      draining = true;
      app.server.close();
      app.server.closeIdleConnections();
      running.ctx.bus.endStreams();
      if (inFlight.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          onIdle = resolve;
          timer = setTimeout(resolve, graceMs);
        });
        clearTimeout(timer);
      }
      const cut = inFlight.size;
      await running.close();
      return { cut };
    },
  };
}
