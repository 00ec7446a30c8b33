import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { listShippingLocations } from "../../contracts/shipping";
import type { Db } from "../db/client";
import { shippingLocations } from "../db/schema";
import { operationRoute } from "../http/operation-route";

/** Public list of active shipping locations (registration form, checkout, shipping page). */
export async function shippingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  operationRoute(app, listShippingLocations, {}, () =>
    db
      .select({
        id: shippingLocations.id,
        city: shippingLocations.city,
        department: shippingLocations.department,
        cost: shippingLocations.cost,
        isActive: shippingLocations.isActive,
      })
      .from(shippingLocations)
      .where(eq(shippingLocations.isActive, true))
      .orderBy(asc(shippingLocations.city)),
  );
}
