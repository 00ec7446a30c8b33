import type { FastifyInstance, FastifyRequest } from "fastify";
import { getCatalogProduct, listCatalog } from "../../contracts/catalog";
import { msg } from "../../domain/messages";
import { isStaff } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { loadSessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { operationRoute } from "../http/operation-route";
import { type CatalogViewer, listCatalog as listCatalogPage, productDetail } from "./service";

/** Public catalogue (docs/product/screens.md, roles.md): staff see every product, everyone else only public ones. */
export async function catalogRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  // Visitors without a session cookie cost no session query (loadSessionUser skips it).
  // Wholesalers (and staff) also receive the wholesale price (docs/decisions/0071).
  const viewerOf = async (request: FastifyRequest): Promise<CatalogViewer> => {
    const role = (await loadSessionUser(auth, request))?.role;
    return { seeHidden: isStaff(role), seeWholesale: isStaff(role) || role === "wholesaler" };
  };

  operationRoute(app, listCatalog, {}, async (request) =>
    listCatalogPage(db, request.query, await viewerOf(request)),
  );

  operationRoute(app, getCatalogProduct, {}, async (request) => {
    const product = await productDetail(db, request.params.id, await viewerOf(request));
    if (!product) throw notFound(msg.productNotFound);
    return product;
  });
}
