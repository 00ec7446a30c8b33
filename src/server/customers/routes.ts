import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { mergedCustomerList, mergedCustomerQuery } from "../../contracts/customers";
import { STAFF_ROLES } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { requireRole } from "../auth/session";
import type { Db } from "../db/client";
import { searchMergedCustomers } from "./service";

/** Staff load users and customers (docs/product/roles.md); the sale form searches the merged list. */
export async function customerRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/customers/merged",
    {
      preValidation: requireRole(auth, STAFF_ROLES),
      schema: {
        tags: ["clientes"],
        querystring: mergedCustomerQuery,
        response: { 200: mergedCustomerList },
      },
    },
    async (request) => searchMergedCustomers(db, request.query.q),
  );
}
