import type { FastifyInstance } from "fastify";
import { exportCollections, getCollections, sendCollectionReminder } from "../../contracts/collections";
import { ADMIN_ROLES } from "../../domain/roles";
import type { Auth } from "../auth/auth";
import { currentUser, requireRole } from "../auth/session";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import { collectionsCsv } from "./csv";
import { paymentLinkMaker } from "./payment-links";
import { collectionsReport, sendReminder } from "./service";

/** Reportes › Cobranza: admins and superadmins only. */
export async function collectionRoutes(
  app: FastifyInstance,
  { db, auth, config }: { db: Db; auth: Auth; config: Config },
) {
  const admins = { preValidation: requireRole(auth, ADMIN_ROLES) };

  operationRoute(app, getCollections, admins, () => collectionsReport(db));

  operationRoute(app, exportCollections, admins, async (_request, reply) => {
    const report = await collectionsReport(db);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="cobranza-${report.today}.csv"`)
      .header("cache-control", "no-store")
      .send(collectionsCsv(report));
  });

  operationRoute(app, sendCollectionReminder, admins, (request) => {
    const user = currentUser(request);
    return sendReminder(db, {
      customerKey: request.body.customerKey,
      user: { id: user.id, name: user.name },
      makeLink: paymentLinkMaker(db, config.baseUrl),
    });
  });
}
