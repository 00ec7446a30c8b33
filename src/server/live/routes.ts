import type { FastifyInstance } from "fastify";
import { msg } from "../../domain/kernel/messages";
import type { Auth } from "../auth/auth";
import { loadSessionUser } from "../auth/session";
import type { Config } from "../config";
import { AppError } from "../http/errors";
import { type BusMessage, type LiveBus, mayHear } from "./bus";

const HEARTBEAT_MS = 25_000;

/**
 * One event's SSE frame, serialised once however many streams receive it (bus messages are
 * shared by every subscriber): with 1,000 open streams this is one JSON.stringify, not 1,000.
 */
const frames = new WeakMap<BusMessage, string>();
function frameOf(message: BusMessage): string {
  let frame = frames.get(message);
  if (frame === undefined) {
    frame = `data: ${JSON.stringify({ topic: message.topic, id: message.id })}\n\n`;
    frames.set(message, frame);
  }
  return frame;
}
/** How often an open stream re-checks that its session is still what it was. */
export const SESSION_RECHECK_MS = 60_000;

/**
 * GET /api/live: one Server-Sent Events stream per tab (ARCHITECTURE.md). Each event is
 * `{topic, id}` and reaches only users who may see that record. Signed-out visitors get
 * the public events (catalogue, shipping, settings), so the storefront is live too, and a
 * browser holding an order's owner cookie hears that order's result changing (decision 0242).
 */
export async function liveRoutes(
  app: FastifyInstance,
  { auth, bus, config }: { auth: Auth; bus: LiveBus; config: Config },
) {
  // Each open stream holds a socket and a subscription: capped per signed-in user, or per IP for
  // visitors, counted in this instance's memory (docs/decisions/0155; LIVE_STREAMS_PER_CLIENT).
  const open = new Map<string, number>();
  app.get(
    "/api/live",
    {
      // Open to visitors too (a session only widens the topics), hence an empty security requirement.
      schema: {
        operationId: "liveEvents",
        security: [],
        tags: ["tiempo real"],
        summary: "Flujo de eventos (SSE)",
      },
    },
    async (request, reply) => {
      const user = await loadSessionUser(auth, request);
      const ownerTokenHashes = bus.ownerTokenHashesOf(request);
      const client = user ? `user:${user.id}` : `ip:${request.ip}`;
      const count = open.get(client) ?? 0;
      if (count >= config.limits.liveStreamsPerClient)
        throw new AppError("too_many_requests", msg.tooManyStreams);
      open.set(client, count + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const left = (open.get(client) ?? 1) - 1;
        if (left > 0) open.set(client, left);
        else open.delete(client);
      };
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      res.write("retry: 3000\n\n");
      // A stream is authorised once, when it opens. If the session ends or the user's role
      // changes (signed out elsewhere, deleted, banned, promoted), the stream is closed and the
      // browser's EventSource reconnects with its current identity.
      const recheck = async () => {
        request.sessionUser = undefined;
        const now = await loadSessionUser(auth, request).catch(() => null);
        if (now?.id !== user?.id || now?.role !== user?.role) res.end();
      };
      const unsubscribe = bus.subscribe((message) => {
        if (!mayHear(message.audience, user, ownerTokenHashes)) return;
        if (user && message.topic === "users" && message.id === user.id) void recheck();
        res.write(frameOf(message));
      });
      const heartbeat = setInterval(() => res.write(": ping\n\n"), HEARTBEAT_MS);
      const sessionCheck = user ? setInterval(() => void recheck(), SESSION_RECHECK_MS) : null;
      const stopEnding = bus.onEndStreams(() => res.end());
      const close = () => {
        release();
        stopEnding();
        clearInterval(heartbeat);
        if (sessionCheck) clearInterval(sessionCheck);
        unsubscribe();
      };
      request.raw.on("close", close);
      res.on("error", close);
    },
  );
}
