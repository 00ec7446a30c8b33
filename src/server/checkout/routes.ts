import type { FastifyInstance } from "fastify";
import {
  placeOrder as placeOrderOperation,
  quoteCart as quoteCartOperation,
} from "../../contracts/checkout/checkout";
import { getOrderResult } from "../../contracts/checkout/orders";
import { msg } from "../../domain/kernel/messages";
import type { Auth } from "../auth/auth";
import { loadSessionUser } from "../auth/session";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { PaymentGateway } from "../gateways/payments/types";
import { AppError, notFound } from "../http/errors";
import { operationRoute } from "../http/operation-route";
import { hashOwnerToken, ownerToken, readOwnerTokens } from "../http/owner-token";
import { defineLimit, limitRequests } from "../http/rate-limit";
import type { LiveBus } from "../live/bus";
import { releaseCardOrderNow } from "../payments";
import { orderResult } from "./order-result";
import { placeOrder } from "./place-order";
import { quoteCart } from "./quote";

export interface CheckoutDeps {
  db: Db;
  auth: Auth;
  config: Config;
  gateway: PaymentGateway;
  bus: LiveBus;
}

/** Storefront checkout (docs/decisions/0020): guests and signed-in buyers alike. */
export async function checkoutRoutes(app: FastifyInstance, { db, auth, config, gateway, bus }: CheckoutDeps) {
  const secure = config.baseUrl.startsWith("https://");
  // The live stream lets a browser holding an order's owner cookie hear that order's result.
  bus.readOwnerTokensWith((request) => readOwnerTokens(request, secure).map(hashOwnerToken));

  operationRoute(app, quoteCartOperation, {}, async (request) =>
    quoteCart(db, request.body, new Date(), (await loadSessionUser(auth, request))?.role ?? null),
  );

  // An order holds stock: orders are limited per client (account or owner cookie) and per IP, so one
  // visitor cannot hold the inventory hostage (docs/decisions/0155; figures in config.ts).
  const window = 15 * 60;
  const perClient = limitRequests(
    defineLimit(db, {
      name: "checkout-client",
      points: config.limits.checkoutPerClient,
      durationSeconds: window,
    }),
    async (request) => {
      const user = await loadSessionUser(auth, request);
      if (user) return `user:${user.id}`;
      const [token] = readOwnerTokens(request, secure);
      return token ? `owner:${hashOwnerToken(token)}` : null;
    },
  );
  const perIp = limitRequests(
    defineLimit(db, { name: "checkout-ip", points: config.limits.checkoutPerIp, durationSeconds: window }),
    (request) => request.ip,
  );

  operationRoute(app, placeOrderOperation, { onRequest: [perClient, perIp] }, async (request, reply) => {
    const user = await loadSessionUser(auth, request);
    const ownerTokenHash = hashOwnerToken(ownerToken(request, reply, secure));
    const input = request.body;
    const placed = await placeOrder(db, input, { user, ownerTokenHash, gateway: gateway.name }, new Date());
    if (input.paymentMethod === "transfer") {
      return {
        method: "transfer" as const,
        orderId: placed.orderId,
        orderNumber: placed.orderNumber,
        redirectUrl: `/payment/success?orderId=${placed.orderId}`,
      };
    }
    try {
      const { redirectUrl } = await gateway.startPayment({
        orderId: placed.orderId,
        orderNumber: placed.orderNumber,
        amount: placed.total,
        customerName: placed.customerName,
        customerEmail: placed.customerEmail,
        callbackUrl: `${config.baseUrl}/api/payments/callback/${gateway.name}`,
        completeUrl: `${config.baseUrl}/api/payments/return/${gateway.name}?orderId=${placed.orderId}`,
        cancelUrl: `${config.baseUrl}/payment/cancelled?orderId=${placed.orderId}`,
      });
      return {
        method: "card" as const,
        orderId: placed.orderId,
        orderNumber: placed.orderNumber,
        redirectUrl,
      };
    } catch (error) {
      request.log.error({ err: error, orderId: placed.orderId }, "payment gateway unavailable");
      await releaseCardOrderNow(db, placed.orderId);
      throw new AppError("internal", msg.gatewayUnavailable);
    }
  });

  operationRoute(app, getOrderResult, {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const user = request.headers.cookie ? await loadSessionUser(auth, request) : null;
    const found = await orderResult(db, request.params.id, {
      userId: user?.id ?? null,
      ownerTokenHashes: readOwnerTokens(request, secure).map(hashOwnerToken),
    });
    if (!found) throw notFound(msg.orderNotVisible);
    return found;
  });
}
