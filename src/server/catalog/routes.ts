import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { getCatalogProduct, listCatalog } from "../../contracts/catalog";
import { msg } from "../../domain/messages";
import { isStaff } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { loadSessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { operationRoute } from "../http/operation-route";
import type { LiveBus } from "../live/bus";
import { CatalogReadCache } from "./cache";
import { type CatalogViewer, listCatalog as listCatalogPage, productDetail } from "./service";

const JSON_TYPE = "application/json; charset=utf-8";

/** A string payload with a JSON type is sent as is: the cached answer skips serialization. */
const sendJson = (reply: FastifyReply, json: string) => reply.type(JSON_TYPE).send(json);

/** Public catalogue (docs/product/screens.md, roles.md): staff see every product, everyone else only public ones. */
export async function catalogRoutes(
  app: FastifyInstance,
  { db, auth, bus }: { db: Db; auth: Auth; bus: LiveBus },
) {
  // Visitors without a session cookie cost no session query (loadSessionUser skips it).
  // Wholesalers (and staff) also receive the wholesale price (docs/decisions/0071).
  const viewerOf = async (request: FastifyRequest): Promise<CatalogViewer> => {
    const role = (await loadSessionUser(auth, request))?.role;
    return { seeHidden: isStaff(role), seeWholesale: isStaff(role) || role === "wholesaler" };
  };
  // What each kind of viewer receives differs, so each has its own answers (docs/decisions/0140).
  const viewerKey = ({ seeHidden, seeWholesale }: CatalogViewer) =>
    `${seeHidden ? "h" : ""}${seeWholesale ? "w" : ""}`;
  const cache = new CatalogReadCache(bus);
  app.addHook("onClose", async () => cache.close());

  operationRoute(app, listCatalog, {}, async (request, reply) => {
    const viewer = await viewerOf(request);
    const key = `list|${viewerKey(viewer)}|${JSON.stringify(request.query)}`;
    const json = await cache.read(key, async () =>
      JSON.stringify(z.encode(listCatalog.response, await listCatalogPage(db, request.query, viewer))),
    );
    return sendJson(reply, json ?? "null");
  });

  operationRoute(app, getCatalogProduct, {}, async (request, reply) => {
    const viewer = await viewerOf(request);
    const key = `product|${viewerKey(viewer)}|${request.params.id}`;
    const json = await cache.read(key, async () => {
      const product = await productDetail(db, request.params.id, viewer);
      return product ? JSON.stringify(z.encode(getCatalogProduct.response, product)) : null;
    });
    if (json === null) throw notFound(msg.productNotFound);
    return sendJson(reply, json);
  });
}
