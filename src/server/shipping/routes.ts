import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { shippingLocationList } from "../../contracts/shipping";
import type { Db } from "../db/client";
import { shippingLocations } from "../db/schema";

/** Public list of active shipping locations (registration form, checkout, shipping page). */
export async function shippingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/shipping-locations",
    {
      schema: {
        tags: ["envíos"],
        summary: "Ciudades con envío y su costo",
        response: { 200: shippingLocationList },
      },
    },
    async () =>
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
