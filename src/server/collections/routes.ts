import type { FastifyInstance } from "fastify";
import {
  emailCollectionReminder,
  exportCollections,
  getCollections,
  sendCollectionReminder,
} from "../../contracts/collections/collections";
import { currentUser } from "../auth/session";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import { defineLimit } from "../http/rate-limit";
import type { LiveBus } from "../live/bus";
import { keptPagesPerShopDay } from "../live/read-cache";
import { reminderUnsubscribeHeaders, unsubscribeUrl } from "../mail";
import { loadSettings } from "../settings";
import { collectionsCsv } from "./csv";
import { paymentLinkMaker } from "./payment-links";
import { collectionsReport, sendReminder, sendReminderEmail } from "./service";

/** Reportes › Cobranza: admins and superadmins only. */
export async function collectionRoutes(
  app: FastifyInstance,
  { db, config, bus }: { db: Db; config: Config; bus: LiveBus },
) {
  // Cobranza sums every sale and payment: kept as its bytes until any change is heard, per shop
  // day (docs/decisions/0226, 0258). The CSV is read fresh: a download is rare and must be exact now.
  // A page of the customers at a time, the totals over all of them.
  const cobranza = keptPagesPerShopDay(app, bus, getCollections, "customers", () => collectionsReport(db));
  operationRoute(app, getCollections, {}, (request, reply) =>
    cobranza(request, reply, "all", request.query.page),
  );

  operationRoute(app, exportCollections, {}, async (_request, reply) => {
    const report = await collectionsReport(db);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="cobranza-${report.today}.csv"`)
      .header("cache-control", "no-store")
      .send(collectionsCsv(report));
  });

  // Emails go out in the store's name: a staff account sends a bounded number an hour, and one
  // customer gets a few a day at most however many staff click (the shared limiter, decision 0155).
  const perSender = defineLimit(db, {
    name: "reminder-email-sender",
    points: config.limits.reminderEmailsPerSender,
    durationSeconds: 3600,
  });
  const perCustomer = defineLimit(db, {
    name: "reminder-email-customer",
    points: config.limits.reminderEmailsPerCustomer,
    durationSeconds: 86_400,
  });
  operationRoute(app, emailCollectionReminder, {}, async (request, reply) => {
    const user = currentUser(request);
    await perSender.take(user.id, reply);
    await perCustomer.take(request.body.customerKey, reply);
    const storeEmail = (await loadSettings(db)).storeEmail || null;
    return sendReminderEmail(db, {
      customerKey: request.body.customerKey,
      user: { id: user.id, name: user.name },
      makeLink: paymentLinkMaker(db, config.baseUrl),
      unsubscribe: (address) => {
        const url = unsubscribeUrl(config.authSecret, config.baseUrl, address);
        return { url, headers: reminderUnsubscribeHeaders(url, storeEmail) };
      },
    });
  });

  operationRoute(app, sendCollectionReminder, {}, (request) => {
    const user = currentUser(request);
    return sendReminder(db, {
      customerKey: request.body.customerKey,
      user: { id: user.id, name: user.name },
      makeLink: paymentLinkMaker(db, config.baseUrl),
    });
  });
}
