import type { FastifyInstance } from "fastify";
import { getSaleReceipt, getSaleReceiptPage } from "../../contracts/receipts/receipts";
import { currentUser } from "../auth/session";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import { saleReceipt, saleReceiptPage } from "./service";

/** The sale receipt as a PDF or a page to print: whoever may see the sale may have it (staff, or the buyer). */
export async function receiptRoutes(app: FastifyInstance, { db }: { db: Db }) {
  operationRoute(app, getSaleReceipt, {}, async (request, reply) => {
    const { pdf, filename } = await saleReceipt(
      db,
      currentUser(request),
      request.params.id,
      request.query.papel,
    );
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "no-store")
      .send(pdf);
  });
  operationRoute(app, getSaleReceiptPage, {}, async (request, reply) => {
    const page = await saleReceiptPage(db, currentUser(request), request.params.id, request.query.papel);
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(page);
  });
}
