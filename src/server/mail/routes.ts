import type { FastifyInstance, FastifyReply } from "fastify";
import {
  getOutboxAttachment,
  getOutboxEmail,
  listOutboxEmails,
  mailUnsubscribe,
  previewMailTemplates,
  resendOutboxEmail,
  showMailUnsubscribe,
} from "../../contracts/mail/mail";
import { unsubscribeMsg as um } from "../../domain/mail/messages-mail";
import type { FeatureDeps } from "../feature";
import { operationRoute } from "../http/operation-route";
import { mailBrand } from "./brand";
import { escapeHtml } from "./html";
import * as service from "./service";
import { readUnsubscribeToken, recordUnsubscribe, UNSUBSCRIBE_PATH } from "./unsubscribe";

/** The small Spanish page of the unsubscribe link (a mail program's browser, no SPA). */
function page(reply: FastifyReply, status: number, title: string, text: string, form = "") {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#141a26"><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${form}</body></html>`,
    );
}

/** Configuración › Correo (admins): the outbox, each email as received, Reenviar, the previews. */
export async function mailRoutes(app: FastifyInstance, { db, config }: FeatureDeps) {
  operationRoute(app, listOutboxEmails, {}, async (request) => ({
    items: await service.listOutbox(db, request.query.status, request.query.limit),
    smtpConfigured: config.mail.smtpUrl !== null,
  }));
  operationRoute(app, getOutboxEmail, {}, (request) => service.outboxEmail(db, request.params.id));
  operationRoute(app, getOutboxAttachment, {}, async (request, reply) => {
    const file = await service.outboxAttachment(db, request.params.id, request.params.index);
    return reply
      .header("content-type", file.contentType)
      .header("content-disposition", `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`)
      .header("cache-control", "no-store")
      .send(file.content);
  });
  operationRoute(app, resendOutboxEmail, {}, (request) => service.resendEmail(db, request.params.id));

  // A mail program's one-click POST is a form (List-Unsubscribe=One-Click): its body says nothing
  // the token does not, so it is read and dropped (this plugin's routes only).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );
  operationRoute(app, showMailUnsubscribe, {}, (request, reply) => {
    const token = request.query.token;
    if (!readUnsubscribeToken(config.authSecret, token))
      return page(reply, 400, um.invalidTitle, um.invalidText);
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    return page(
      reply,
      200,
      um.pageTitle,
      um.pageText,
      `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:0;background:#141a26;color:#fff;cursor:pointer">${escapeHtml(um.confirm)}</button></form>`,
    );
  });
  // No session and no Origin needed (a mail provider posts it): the signed token is the proof.
  operationRoute(app, mailUnsubscribe, {}, async (request, reply) => {
    const address = readUnsubscribeToken(config.authSecret, request.query.token);
    if (!address) return page(reply, 400, um.invalidTitle, um.invalidText);
    await recordUnsubscribe(db, address);
    return page(reply, 200, um.doneTitle, um.doneText);
  });
  operationRoute(app, previewMailTemplates, {}, async () => ({
    items: service.templatePreviews(await mailBrand(db, config.baseUrl)),
  }));
}
