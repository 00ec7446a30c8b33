import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  addStock,
  adjustStockOperation,
  applyStockTake,
  countStockTakeLine,
  discardStockTake,
  getInventoryProduct,
  getStockTake,
  listInventory,
  listInventoryBrands,
  listMovements,
  movementsCsv,
  scanStockTakeLine,
  setProductVisibility,
  startStockTake,
} from "../../contracts/inventory/inventory";
import { msg } from "../../domain/kernel/messages";
import { currentUser } from "../auth/session";
import type { Db } from "../db/client";
import { KeptJson, sendKeptJson } from "../http/kept-json";
import { operationRoute } from "../http/operation-route";
import type { LiveBus } from "../live/bus";
import { BOOK_READ_MAX_AGE_MS, ReadCache } from "../live/read-cache";
import * as list from "./list-service";
import * as ledger from "./movements-service";
import * as stock from "./stock-service";
import * as takes from "./stock-take-service";
import { unitRoutes } from "./units-routes";

const author = (user: { id: string; name: string }) => ({ userId: user.id, userName: user.name });

/**
 * Inventario: every staff member reads the table and the ledger; only admins and
 * superadmins change stock, visibility or run a stock-take (each operation's declared access,
 * docs/product/roles.md).
 */
export async function inventoryRoutes(app: FastifyInstance, { db, bus }: { db: Db; bus: LiveBus }) {
  // The table's pages are the same for every staff member and change only with a write (stock,
  // a sale, a product, a setting), each of which publishes a live event: kept until one is heard,
  // serialized and compressed as the catalogue's are, so a kept page costs no encoding either (docs/decisions/0226).
  const pages = new ReadCache<KeptJson>(bus, { maxAgeMs: BOOK_READ_MAX_AGE_MS });
  app.addHook("onClose", async () => pages.close());
  operationRoute(app, listInventory, {}, async (request, reply) =>
    sendKeptJson(
      request,
      reply,
      await pages.read(
        JSON.stringify(request.query),
        async () =>
          new KeptJson(
            JSON.stringify(z.encode(listInventory.response, await list.listInventory(db, request.query))),
          ),
      ),
    ),
  );
  operationRoute(app, listInventoryBrands, {}, () => list.listBrands(db));
  operationRoute(app, getInventoryProduct, {}, (request) => list.getInventoryProduct(db, request.params.id));

  operationRoute(app, setProductVisibility, {}, async (request) => {
    await stock.setVisibility(db, request.params.id, request.body.isPublic);
    return { ok: true as const };
  });
  operationRoute(app, addStock, {}, (request) =>
    stock.addStock(db, request.params.id, request.body, author(currentUser(request))),
  );
  operationRoute(app, adjustStockOperation, {}, (request) =>
    stock.adjustProductStock(db, request.params.id, request.body, author(currentUser(request))),
  );

  operationRoute(app, listMovements, {}, (request) => ledger.listMovements(db, request.query));
  operationRoute(app, movementsCsv, {}, async (request, reply) => {
    const csv = await ledger.movementsCsv(db, request.query);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="movimientos-inventario.csv"')
      .header("cache-control", "no-store")
      .send(csv);
  });

  operationRoute(app, getStockTake, {}, () => takes.currentStockTake(db));
  operationRoute(app, startStockTake, {}, (request) =>
    takes.startStockTake(db, author(currentUser(request)), request.body.productIds),
  );
  operationRoute(app, countStockTakeLine, {}, async (request) => {
    await takes.countLine(db, request.params.id, request.params.productId, request.body.countedQuantity);
    return { ok: true as const };
  });
  operationRoute(app, scanStockTakeLine, {}, (request) =>
    takes.scanLine(db, request.params.id, request.body.code),
  );
  operationRoute(app, applyStockTake, {}, async (request, reply) => {
    try {
      const { adjustments } = await takes.applyStockTake(db, request.params.id, author(currentUser(request)));
      return { adjustments, message: msg.stockTakeApplied(adjustments) };
    } catch (error) {
      if (!(error instanceof takes.StockMovedError)) throw error;
      return reply
        .status(409)
        .send({ error: { code: "stock_moved", message: error.message, products: error.products } });
    }
  });
  operationRoute(app, discardStockTake, {}, async (request) => {
    await takes.discardStockTake(db, request.params.id, author(currentUser(request)));
    return { ok: true as const };
  });
  await unitRoutes(app, { db });
}
