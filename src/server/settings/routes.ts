import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { storeInfo } from "../../contracts/settings";
import type { Db } from "../db/client";
import { loadStoreInfo } from "./service";

/** GET /api/store-info: public settings (docs/product/roles.md "everyone subscribes to ... the settings"). */
export async function storeInfoRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/store-info",
    {
      schema: {
        tags: ["configuración"],
        summary: "Datos públicos de la tienda",
        response: { 200: storeInfo },
      },
    },
    async () => loadStoreInfo(db),
  );
}
