import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { getHealth } from "../../contracts/health/health";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";

/** A load balancer's probe must get an answer even when the database host stops answering. */
const PROBE_TIMEOUT_MS = 2_000;

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers). */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  operationRoute(app, getHealth, {}, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("health probe timed out")), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.execute(sql`select 1`), timeout]);
      return { status: "ok" as const };
    } catch {
      return reply.status(503).send({ status: "unavailable" as const });
    } finally {
      clearTimeout(timer);
    }
  });
}
