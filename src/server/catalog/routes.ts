import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { catalogPage, catalogQuery, productDetail as productDetailSchema } from "../../contracts/catalog";
import { idParam } from "../../contracts/common";
import { msg } from "../../domain/messages";
import { isStaff } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { loadSessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { listCatalog, productDetail } from "./service";

/** Public catalogue (docs/product/screens.md, roles.md): staff see every product, everyone else only public ones. */
export async function catalogRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["catálogo"];
  // Visitors without a session cookie cost no session query (loadSessionUser skips it).
  const seesHidden = async (request: Parameters<typeof loadSessionUser>[1]) =>
    isStaff((await loadSessionUser(auth, request))?.role);

  r.get(
    "/api/catalog",
    {
      schema: {
        tags,
        summary: "Relojes del catálogo",
        querystring: catalogQuery,
        response: { 200: catalogPage },
      },
    },
    async (request) => listCatalog(db, request.query, await seesHidden(request)),
  );

  r.get(
    "/api/catalog/:id",
    {
      schema: {
        tags,
        summary: "Detalle de un reloj",
        params: idParam,
        response: { 200: productDetailSchema },
      },
    },
    async (request) => {
      const product = await productDetail(db, request.params.id, await seesHidden(request));
      if (!product) throw notFound(msg.productNotFound);
      return product;
    },
  );
}
