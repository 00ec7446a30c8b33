import type { FastifyInstance } from "fastify";
import {
  getOutboxAttachment,
  getOutboxEmail,
  listOutboxEmails,
  previewMailTemplates,
  resendOutboxEmail,
} from "../../contracts/mail";
import { ADMIN_ROLES } from "../../domain/roles";
import { requireRole } from "../auth/session";
import type { FeatureDeps } from "../feature";
import { operationRoute } from "../http/operation-route";
import { mailBrand } from "./brand";
import * as service from "./service";

/** Configuración › Correo (admins): the outbox, each email as received, Reenviar, the previews. */
export async function mailRoutes(app: FastifyInstance, { db, auth, config }: FeatureDeps) {
  const admins = { preValidation: requireRole(auth, ADMIN_ROLES) };
  operationRoute(app, listOutboxEmails, admins, async (request) => ({
    items: await service.listOutbox(db, request.query.status, request.query.limit),
    smtpConfigured: config.mail.smtpUrl !== null,
  }));
  operationRoute(app, getOutboxEmail, admins, (request) => service.outboxEmail(db, request.params.id));
  operationRoute(app, getOutboxAttachment, admins, async (request, reply) => {
    const file = await service.outboxAttachment(db, request.params.id, request.params.index);
    return reply
      .header("content-type", file.contentType)
      .header("content-disposition", `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`)
      .header("cache-control", "no-store")
      .send(file.content);
  });
  operationRoute(app, resendOutboxEmail, admins, (request) => service.resendEmail(db, request.params.id));
  operationRoute(app, previewMailTemplates, admins, async () => ({
    items: service.templatePreviews(await mailBrand(db, config.baseUrl)),
  }));
}
