import type { FastifyInstance } from "fastify";
import { getSaleReceipt } from "../../contracts/receipts";
import type { Auth } from "../auth/auth";
import { currentUser, requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import { saleReceipt } from "./service";

/** The sale receipt PDF: whoever may see the sale may download it (staff, or the buyer). */
export async function receiptRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  operationRoute(app, getSaleReceipt, { preValidation: requireUser(auth) }, async (request, reply) => {
    const { pdf, filename } = await saleReceipt(db, currentUser(request), request.params.id);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "no-store")
      .send(pdf);
  });
}
