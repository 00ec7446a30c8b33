import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isStorableText } from "../../contracts/kernel/text";
import {
  addSupportTicketPhoto,
  createSupportTicket,
  getSupportDesk,
  getSupportTicket,
  getSupportTicketPhoto,
  listSupportTickets,
  markSupportTicketRead,
  replySupportTicket,
  updateSupportTicket,
} from "../../contracts/support/support";
import { msg } from "../../domain/kernel/messages";
import { limitMsg } from "../../domain/kernel/messages-limits";
import { isCustomerRole } from "../../domain/kernel/roles";
import { TICKET_MESSAGE_MAX } from "../../domain/support/support";
import { currentUser } from "../auth/session";
import type { FeatureDeps } from "../feature";
import { InvalidImageError } from "../gateways/image-content";
import { AppError, invalid, notFound } from "../http/errors";
import { multipartLimits } from "../http/multipart";
import { operationRoute } from "../http/operation-route";
import { defineLimit, defineMinuteAndDayLimit, limitRequests, type MinuteAndDay } from "../http/rate-limit";
import * as addPhotoUseCase from "./add-support-ticket-photo";
import * as createTicketUseCase from "./create-support-ticket";
import * as listTicketsUseCase from "./list-support-tickets";
import * as markReadUseCase from "./mark-support-ticket-read";
import * as replyUseCase from "./reply-support-ticket";
import * as supportDeskUseCase from "./support-desk";
import * as getTicketUseCase from "./support-ticket";
import * as readPhotoUseCase from "./support-ticket-photo";
import { assertReadable } from "./ticket-access";
import * as updateTicketUseCase from "./update-support-ticket";

/** The use cases, one file each, by the names the routes call them. */
const service = {
  ...listTicketsUseCase,
  ...createTicketUseCase,
  ...getTicketUseCase,
  ...replyUseCase,
  assertReadable,
  ...addPhotoUseCase,
  ...readPhotoUseCase,
  ...markReadUseCase,
  ...updateTicketUseCase,
  ...supportDeskUseCase,
};

/**
 * Support tickets (decisions 0081–0084). A client or wholesaler reaches only their own
 * tickets (404 for anyone else's); admins and superadmins reach all; sellers none (403).
 */
export async function supportRoutes(app: FastifyInstance, { db, storage, config }: FeatureDeps) {
  // Photos arrive as multipart/form-data, only on this feature's routes (the rest of the API is JSON),
  // within the photo form's limits.
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, { limits: multipartLimits(addSupportTicketPhoto.multipart) });
  }
  // What one client or wholesaler account may create, per minute and per day (docs/decisions/0157);
  // admins answering tickets are not counted.
  const { limits } = config;
  const perCustomer = (name: string, figures: MinuteAndDay, message: string) =>
    limitRequests(defineMinuteAndDayLimit(db, name, figures, message), (request) => {
      const user = currentUser(request);
      return isCustomerRole(user.role) ? user.id : null;
    });
  const photoQuota = defineLimit(db, {
    name: "ticket-photo-bytes",
    points: limits.ticketPhotoQuotaBytes,
    durationSeconds: 0,
    message: limitMsg.ticketPhotoQuota,
  });
  const newTicket = {
    preHandler: perCustomer("tickets", limits.tickets, limitMsg.tickets),
  };
  const newReply = {
    preHandler: perCustomer("ticket-replies", limits.ticketReplies, limitMsg.ticketReplies),
  };
  const newPhoto = {
    preHandler: perCustomer("ticket-photos", limits.ticketPhotos, limitMsg.ticketPhotos),
  };

  operationRoute(app, listSupportTickets, {}, (request) =>
    service.listTickets(db, currentUser(request), request.query),
  );
  operationRoute(app, createSupportTicket, newTicket, (request) =>
    service.createTicket(db, currentUser(request), request.body),
  );
  operationRoute(app, getSupportTicket, {}, (request) =>
    service.getTicket(db, currentUser(request), request.params.id),
  );
  operationRoute(app, replySupportTicket, newReply, async (request) => {
    await service.reply(db, currentUser(request), request.params.id, request.body.text);
    return { ok: true as const };
  });
  operationRoute(app, addSupportTicketPhoto, newPhoto, async (request, reply) => {
    // The ticket is checked before the upload is read: nobody sends files into a ticket they cannot read.
    const user = currentUser(request);
    await service.assertReadable(db, user, request.params.id);
    const { photo, text } = await readPhotoForm(request);
    // A client's stored photos count against the account's quota (the stored WebP's bytes).
    const quota = isCustomerRole(user.role) ? { limit: photoQuota, key: user.id, reply } : null;
    try {
      await service.replyWithPhoto(db, storage, user, request.params.id, photo, text, quota);
    } catch (error) {
      if (error instanceof InvalidImageError) throw invalid(msg.ticketPhotoInvalid, "photo");
      throw error;
    }
    return { ok: true as const };
  });
  operationRoute(app, getSupportTicketPhoto, {}, async (request, reply) => {
    const { id, messageId } = request.params;
    const stream = await service.readPhoto(db, storage, currentUser(request), id, messageId);
    if (!stream) throw notFound();
    return (
      reply
        // A customer's photo is private: no cache keeps it after the session ends (as the statement PDF).
        .header("cache-control", "no-store")
        .header("content-disposition", "inline")
        .type("image/webp")
        .send(stream)
    );
  });
  operationRoute(app, markSupportTicketRead, {}, async (request) => {
    await service.markRead(db, currentUser(request), request.params.id);
    return { ok: true as const };
  });
  operationRoute(app, updateSupportTicket, {}, async (request) => {
    await service.updateTicket(db, currentUser(request), request.params.id, request.body);
    return { ok: true as const };
  });
  operationRoute(app, getSupportDesk, {}, () => service.supportDesk(db));
}

/** The photo form: one `photo` file (at most 8 MB) and an optional `text` caption. */
async function readPhotoForm(request: FastifyRequest): Promise<{ photo: Buffer; text: string }> {
  if (!request.isMultipart()) throw invalid(msg.ticketPhotoMissing, "photo");
  let photo: Buffer | null = null;
  let text = "";
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname === "photo" && !photo) photo = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === "text" && typeof part.value === "string") {
        text = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("payload_too_large", msg.ticketPhotoTooLarge, "photo");
    }
    throw invalid(msg.ticketPhotoInvalid, "photo");
  }
  if (!photo?.length) throw invalid(msg.ticketPhotoMissing, "photo");
  if (text.trim().length > TICKET_MESSAGE_MAX)
    throw invalid(msg.ticketMessageTooLong(TICKET_MESSAGE_MAX), "text");
  // The request guard sees no multipart field: the caption meets the rule every request string does.
  if (!isStorableText(text)) throw invalid(msg.textInvalid, "text");
  return { photo, text };
}
