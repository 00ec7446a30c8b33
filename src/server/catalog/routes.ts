import type { FastifyInstance } from "fastify";
import { getCatalogProduct, listCatalog } from "../../contracts/catalog/catalog";
import { msg } from "../../domain/kernel/messages";
import type { Auth } from "../auth/auth";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { sendKeptJson } from "../http/kept-json";
import { operationRoute } from "../http/operation-route";
import type { LiveBus } from "../live/bus";
import { catalogPageHtml } from "./page-html";
import { catalogReads } from "./reads";

/** Public catalogue (docs/product/screens.md, roles.md): staff see every product, everyone else only public ones. */
export async function catalogRoutes(
  app: FastifyInstance,
  deps: { db: Db; auth: Auth; bus: LiveBus; config: Config },
) {
  const reads = catalogReads(deps);
  app.addHook("onClose", async () => reads.close());

  operationRoute(app, listCatalog, {}, async (request, reply) =>
    sendKeptJson(request, reply, await reads.listJson(await reads.viewerOf(request), request.query)),
  );

  operationRoute(app, getCatalogProduct, {}, async (request, reply) => {
    const json = await reads.productJson(await reads.viewerOf(request), request.params.id);
    if (json === null) throw notFound(msg.productNotFound);
    return sendKeptJson(request, reply, json);
  });

  // The catalogue route's HTML carries the same answer for the default query (docs/decisions/0148).
  catalogPageHtml(app, { webDir: deps.config.webDir, reads });
}
