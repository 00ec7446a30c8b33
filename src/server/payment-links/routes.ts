import type { FastifyInstance } from "fastify";
import {
  createPaymentLink as createOperation,
  emailPaymentLink as emailOperation,
  getPaymentLink,
  getPaymentLinkResult,
  payPaymentLink,
} from "../../contracts/payment-links/payment-links";
import { limitMsg } from "../../domain/kernel/messages-limits";
import { isAdmin } from "../../domain/kernel/roles";
import { paymentLinkMsg as m } from "../../domain/payment-links/messages-payment-links";
import { currentUser } from "../auth/session";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { PaymentGateway } from "../gateways/payments/types";
import { AppError, notFound } from "../http/errors";
import { operationRoute } from "../http/operation-route";
import { defineLimit, defineMinuteAndDayLimit, limitRequests } from "../http/rate-limit";
import { loadSale, maySeeSale } from "../sales";
import {
  emailPaymentLink,
  makePaymentLink,
  paymentLinkResult,
  publicPaymentLink,
  startLinkPayment,
} from "./service";

/**
 * Payment links: admins create them for any sale, a client or wholesaler for their own purchase
 * (another's is 404, like reading it); sellers may not. Opening and paying one needs no account,
 * only the token; starting a payment is limited per IP like the checkout.
 */
export async function paymentLinkRoutes(
  app: FastifyInstance,
  { db, config, gateway }: { db: Db; config: Config; gateway: PaymentGateway },
) {
  // Links a client or wholesaler makes, per minute and per day (docs/decisions/0157); staff links
  // (partial amounts, Cobranza reminders) are not counted.
  const customerLinks = defineMinuteAndDayLimit(
    db,
    "customer-payment-links",
    config.limits.paymentLinks,
    limitMsg.paymentLinks,
  );
  operationRoute(app, createOperation, {}, async (request, reply) => {
    const user = currentUser(request);
    const sale = await loadSale(db, request.params.id);
    if (!sale || !maySeeSale(user, sale)) throw notFound(m.notFound);
    if (!isAdmin(user.role)) await customerLinks.take(user.id, reply);
    return makePaymentLink(
      db,
      { saleId: sale.id, amount: request.body.amount, createdBy: user.id, baseUrl: config.baseUrl },
      isAdmin(user.role) ? "staff" : "customer",
    );
  });

  // Emails go out in the store's name: one staff account sends a bounded number of links an hour,
  // payment and statement links together (the shared limiter, like Cobranza's reminders).
  const linkEmailsPerSender = defineLimit(db, {
    name: "link-email-sender",
    points: config.limits.linkEmailsPerSender,
    durationSeconds: 3600,
  });
  operationRoute(app, emailOperation, {}, async (request, reply) => {
    const user = currentUser(request);
    await linkEmailsPerSender.take(user.id, reply);
    return emailPaymentLink(db, {
      saleId: request.params.id,
      token: request.body.token,
      baseUrl: config.baseUrl,
    });
  });

  operationRoute(app, getPaymentLink, {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return publicPaymentLink(db, request.params.token);
  });

  operationRoute(app, getPaymentLinkResult, {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return paymentLinkResult(db, request.params.reference);
  });

  const perIp = limitRequests(
    defineLimit(db, { name: "payment-link-ip", points: config.limits.checkoutPerIp, durationSeconds: 60 }),
    (r) => r.ip,
  );
  operationRoute(app, payPaymentLink, { onRequest: perIp }, async (request) => {
    try {
      return await startLinkPayment(db, gateway, config.baseUrl, request.params.token);
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.error({ err: error }, "payment gateway unavailable for a payment link");
      throw new AppError("unavailable", m.gatewayUnavailable);
    }
  });
}
