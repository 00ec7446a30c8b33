import type { FastifyInstance } from "fastify";
import {
  countUnreadThreads,
  deleteThreadForMe,
  getThread,
  listMessageRecipients,
  listThreads,
  markThreadRead,
  replyToThread,
  startThread,
} from "../../contracts/messages/messages";
import { limitMsg } from "../../domain/kernel/messages-limits";
import { currentUser } from "../auth/session";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { operationRoute } from "../http/operation-route";
import { defineMinuteAndDayLimit, limitRequests } from "../http/rate-limit";
import * as service from "./service";

const ok = { ok: true as const };

/** Mensajería for seller, admin and superadmin (docs/product/roles.md: a thread's participants only). */
export async function messageRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  // Messages one account sends, per minute and per day (docs/decisions/0157): each one notifies
  // its recipients, so an account taken over cannot flood the team.
  const perAccount = limitRequests(
    defineMinuteAndDayLimit(db, "messages", config.limits.messages, limitMsg.messages),
    (request) => currentUser(request).id,
  );
  const sending = { preHandler: perAccount };

  operationRoute(app, listThreads, {}, (request) => service.listThreads(db, currentUser(request)));
  operationRoute(app, countUnreadThreads, {}, async (request) => ({
    unread: await service.countUnread(db, currentUser(request)),
  }));
  operationRoute(app, listMessageRecipients, {}, (request) =>
    service.listRecipients(db, currentUser(request)),
  );
  operationRoute(app, getThread, {}, (request) =>
    service.getThread(db, currentUser(request), request.params.id),
  );
  operationRoute(app, startThread, sending, (request) =>
    service.startThread(db, currentUser(request), request.body),
  );
  operationRoute(app, replyToThread, sending, (request) =>
    service.replyToThread(db, currentUser(request), request.params.id, request.body.content),
  );
  operationRoute(app, markThreadRead, {}, async (request) => {
    await service.markThreadRead(db, currentUser(request), request.params.id);
    return ok;
  });
  operationRoute(app, deleteThreadForMe, {}, async (request) => {
    await service.deleteThreadForMe(db, currentUser(request), request.params.id);
    return ok;
  });
}
