import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { saleIdParam } from "../../contracts/orders-admin";
import type { Auth } from "../auth/auth";
import { currentUser, requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { saleReceipt } from "./service";

/** The sale receipt PDF: whoever may see the sale may download it (staff, or the buyer). */
export async function receiptRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/sales/:id/receipt.pdf",
      { preValidation: requireUser(auth), schema: { tags: ["ventas"], params: saleIdParam } },
      async (request, reply) => {
        const { pdf, filename } = await saleReceipt(db, currentUser(request), request.params.id);
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${filename}"`)
          .header("cache-control", "no-store")
          .send(pdf);
      },
    );
}
