import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { getHealth } from "../../contracts/health";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers). */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  operationRoute(app, getHealth, {}, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await db.execute(sql`select 1`);
      return { status: "ok" as const };
    } catch {
      return reply.status(503).send({ status: "unavailable" as const });
    }
  });
}
