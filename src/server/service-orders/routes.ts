import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  addServiceOrderPhoto,
  answerMyServiceEstimate,
  answerServiceEstimate,
  answerServiceEstimateByLink,
  assignServiceTechnician,
  cancelServiceOrder,
  createServiceOrder,
  deliverServiceOrder,
  getServiceEstimateByLink,
  getServiceIntakeReceipt,
  getServiceIntakeReceiptPage,
  getServiceOrder,
  getServiceOrderPhoto,
  getServiceReport,
  getServiceReportCsv,
  listMyServiceOrders,
  listServiceOrders,
  moveServiceOrder,
  sendServiceEstimate,
  sendServiceReminder,
} from "../../contracts/service-orders/service-orders";
import { msg } from "../../domain/kernel/messages";
import { currentUser } from "../auth/session";
import type { FeatureDeps } from "../feature";
import { InvalidImageError } from "../gateways/image-content";
import { AppError, invalid, notFound } from "../http/errors";
import { multipartLimits } from "../http/multipart";
import { operationRoute } from "../http/operation-route";
import { defineLimit, limitRequests } from "../http/rate-limit";
import { keptAnswersPerShopDay } from "../live/read-cache";
import { runJob } from "../metrics";
import { addServiceOrderPhoto as addPhoto, servicePhotoKey } from "./add-service-order-photo";
import {
  answerByLink,
  answerFromClientArea,
  answerServiceEstimate as answerVerbally,
} from "./answer-service-estimate";
import { assignServiceTechnician as assignTechnician } from "./assign-service-technician";
import { cancelServiceOrder as cancelOrder } from "./cancel-service-order";
import { createServiceOrder as createOrder } from "./create-service-order";
import { deliverServiceOrder as deliverOrder } from "./deliver-service-order";
import { getServiceEstimateByLink as estimateByLink } from "./get-service-estimate-by-link";
import { getServiceOrder as getOrder } from "./get-service-order";
import { listMyServiceOrders as listMine } from "./list-my-service-orders";
import { listServiceOrders as listOrders } from "./list-service-orders";
import { moveServiceOrder as moveOrder } from "./move-service-order";
import { sendServiceEstimate as sendEstimate } from "./send-service-estimate";
import { remindUncollected, sendServiceReminder as sendReminder } from "./send-service-reminder";
import { serviceIntakeReceipt, serviceIntakeReceiptPage } from "./service-intake-receipt";
import { serviceReport, serviceReportCsv } from "./service-report";

const REMINDER_SWEEP_MS = 60 * 60_000;

/** The photo of a multipart form (the ticket photos' limits and messages). */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid(msg.ticketPhotoMissing, "photo");
  let photo: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file" && part.fieldname === "photo" && !photo) photo = await part.toBuffer();
      else if (part.type === "file") part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("payload_too_large", msg.ticketPhotoTooLarge, "photo");
    throw invalid(msg.ticketPhotoInvalid, "photo");
  }
  if (!photo?.length) throw invalid(msg.ticketPhotoMissing, "photo");
  return photo;
}

/**
 * The service desk (docs/decisions/0248): staff work the orders; an admin cancels one; the
 * customer answers an estimate from its signed link (no account, limited per address) or from
 * Mis Compras; the numbers are admins'.
 */
export async function serviceOrderRoutes(app: FastifyInstance, { db, storage, config, bus }: FeatureDeps) {
  if (!app.hasContentTypeParser("multipart/form-data"))
    await app.register(multipart, { limits: multipartLimits(addServiceOrderPhoto.multipart) });
  const desk = { authSecret: config.authSecret, baseUrl: config.baseUrl };
  // A link is a bearer token: guessing is hopeless, and answering or opening many is bounded per address.
  const perAddress = {
    preHandler: limitRequests(
      defineLimit(db, {
        name: "service-estimate-link-ip",
        points: config.limits.checkoutPerIp,
        durationSeconds: 60,
      }),
      (request) => request.ip,
    ),
  };

  // Watches waiting too long: their owners are reminded by the store itself, checked every hour.
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      runJob("service_reminders", () => remindUncollected(db, desk)).catch((err) =>
        app.log.error({ err }, "reminding uncollected watches failed"),
      );
    }, REMINDER_SWEEP_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));

  operationRoute(app, listServiceOrders, {}, (request) => listOrders(db, request.query));
  operationRoute(app, createServiceOrder, {}, (request) =>
    createOrder(db, currentUser(request), request.body),
  );
  operationRoute(app, getServiceOrder, {}, (request) => getOrder(db, request.params.id));
  operationRoute(app, moveServiceOrder, {}, (request) =>
    moveOrder(db, currentUser(request), request.params.id, request.body.to, desk),
  );
  operationRoute(app, cancelServiceOrder, {}, (request) =>
    cancelOrder(db, currentUser(request), request.params.id, request.body),
  );
  operationRoute(app, assignServiceTechnician, {}, (request) =>
    assignTechnician(db, currentUser(request), request.params.id, request.body.technicianId),
  );
  operationRoute(app, sendServiceEstimate, {}, (request) =>
    sendEstimate(db, currentUser(request), request.params.id, request.body, desk),
  );
  operationRoute(app, answerServiceEstimate, {}, (request) =>
    answerVerbally(db, currentUser(request), request.params.id, request.params.estimateId, request.body),
  );
  operationRoute(app, deliverServiceOrder, {}, (request) =>
    deliverOrder(db, currentUser(request), request.params.id, request.body),
  );
  operationRoute(app, sendServiceReminder, {}, (request) =>
    sendReminder(db, currentUser(request), request.params.id, desk),
  );
  operationRoute(app, addServiceOrderPhoto, {}, async (request) => {
    const photo = await readPhoto(request);
    try {
      return await addPhoto(db, storage, currentUser(request), request.params.id, photo);
    } catch (error) {
      if (error instanceof InvalidImageError) throw invalid(msg.ticketPhotoInvalid, "photo");
      throw error;
    }
  });
  operationRoute(app, getServiceOrderPhoto, {}, async (request, reply) => {
    const stream = await storage.get(await servicePhotoKey(db, request.params.id, request.params.photoId));
    if (!stream) throw notFound();
    return reply
      .header("cache-control", "no-store")
      .header("content-disposition", "inline")
      .type("image/webp")
      .send(stream);
  });
  operationRoute(app, getServiceIntakeReceipt, {}, async (request, reply) => {
    const { pdf, filename } = await serviceIntakeReceipt(db, request.params.id, request.query.papel);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "no-store")
      .send(pdf);
  });
  operationRoute(app, getServiceIntakeReceiptPage, {}, async (request, reply) =>
    reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(await serviceIntakeReceiptPage(db, request.params.id, request.query.papel)),
  );
  operationRoute(app, getServiceEstimateByLink, perAddress, async (request, reply) => {
    reply.header("cache-control", "private, no-store").header("x-robots-tag", "noindex");
    return estimateByLink(db, desk, request.query.t);
  });
  operationRoute(app, answerServiceEstimateByLink, perAddress, (request) =>
    answerByLink(db, desk, request.body.t, request.body.answer),
  );
  operationRoute(app, listMyServiceOrders, {}, (request) => listMine(db, currentUser(request).id));
  operationRoute(app, answerMyServiceEstimate, {}, (request) =>
    answerFromClientArea(db, currentUser(request), request.params.id, request.body.answer),
  );
  // Reportes › Servicio sums a year of orders with their sales: kept per query as its bytes until
  // any change is heard (docs/decisions/0258).
  const reports = keptAnswersPerShopDay(app, bus, getServiceReport);
  operationRoute(app, getServiceReport, {}, (request, reply) =>
    reports(request, reply, JSON.stringify(request.query), () => serviceReport(db, request.query)),
  );
  operationRoute(app, getServiceReportCsv, {}, async (request, reply) =>
    reply
      .header("content-type", "text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="servicio-${request.query.from}_${request.query.to}.csv"`,
      )
      .header("cache-control", "no-store")
      .send(await serviceReportCsv(db, request.query)),
  );
}
