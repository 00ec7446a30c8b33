import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../contracts/common";
import {
  convertedSale,
  webPurchase,
  webPurchaseList,
  webPurchaseStatusInput,
} from "../../contracts/web-purchases";
import { msg } from "../../domain/messages";
import { ADMIN_ROLES } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { currentUser, requireRole } from "../auth/session";
import type { Db } from "../db/client";
import {
  convertToSale,
  deleteWebPurchase,
  getWebPurchase,
  listWebPurchases,
  markWebPurchaseRead,
  setWebPurchaseStatus,
} from "./service";

/** Compras Web (docs/product/screens.md 'unregistered'): admin and superadmin only. */
export async function webPurchaseRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = requireRole(auth, ADMIN_ROLES);
  const tags = ["compras web"];
  r.get(
    "/api/web-purchases",
    { preValidation, schema: { tags, response: { 200: webPurchaseList } } },
    async () => listWebPurchases(db),
  );
  r.get(
    "/api/web-purchases/:id",
    { preValidation, schema: { tags, params: idParam, response: { 200: webPurchase } } },
    async (request) => getWebPurchase(db, request.params.id),
  );
  r.post(
    "/api/web-purchases/:id/read",
    { preValidation, schema: { tags, params: idParam, response: { 200: webPurchase } } },
    async (request) => markWebPurchaseRead(db, request.params.id),
  );
  r.put(
    "/api/web-purchases/:id/status",
    {
      preValidation,
      schema: { tags, params: idParam, body: webPurchaseStatusInput, response: { 200: webPurchase } },
    },
    async (request) => setWebPurchaseStatus(db, request.params.id, request.body.status),
  );
  r.delete(
    "/api/web-purchases/:id",
    {
      preValidation,
      schema: { tags, params: idParam, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await deleteWebPurchase(db, request.params.id);
      return { message: msg.webPurchaseDeleted };
    },
  );
  r.post(
    "/api/web-purchases/:id/convert",
    { preValidation, schema: { tags, params: idParam, response: { 200: convertedSale } } },
    async (request) => {
      const sale = await convertToSale(db, request.params.id, currentUser(request));
      return { ...sale, message: msg.webPurchaseConverted(sale.orderNumber) };
    },
  );
}
