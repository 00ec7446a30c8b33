import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  placeOrder as placeOrderOperation,
  quoteCart as quoteCartOperation,
} from "../../contracts/checkout/checkout";
import {
  createOrderPaymentLink,
  getOrderResult,
  lookupOrder as lookupOrderOperation,
} from "../../contracts/checkout/orders";
import { normalOrderNumber } from "../../domain/checkout/order-access";
import { msg } from "../../domain/kernel/messages";
import { limitMsg } from "../../domain/kernel/messages-limits";
import type { Auth } from "../auth/auth";
import { loadSessionUser } from "../auth/session";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { PaymentGateway } from "../gateways/payments/types";
import { AppError, invalid, notFound } from "../http/errors";
import { operationRoute } from "../http/operation-route";
import { checkOrderAccess, orderAccessPath, orderAccessToken } from "../http/order-access";
import { hashOwnerToken, ownerToken, readOwnerTokens } from "../http/owner-token";
import { defineLimit, defineMinuteAndDayLimit, type Limit, limitRequests } from "../http/rate-limit";
import type { LiveBus } from "../live/bus";
import { makePaymentLink } from "../payment-links";
import { releaseCardOrderNow } from "../payments";
import { availableCredit } from "../sales";
import { checkoutLayawayTerms } from "./layaway-terms";
import { findOrderByNumber } from "./lookup-order";
import { orderResult, type Viewer } from "./order-result";
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

  operationRoute(app, quoteCartOperation, {}, async (request) => {
    const user = await loadSessionUser(auth, request);
    const credit = user ? await availableCredit(db, { customerId: null, userId: user.id }) : 0;
    const layaway = await checkoutLayawayTerms(db, user);
    return quoteCart(db, request.body, new Date(), user?.role ?? null, credit, layaway);
  });

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
    if (input.paymentMethod === "transfer" || placed.paidWithCredit) {
      return {
        method: placed.paidWithCredit ? ("credit" as const) : ("transfer" as const),
        orderId: placed.orderId,
        orderNumber: placed.orderNumber,
        // The order's signed link: it keeps opening the order after staff convert it (the browser's
        // cookie then no longer names it) and from the browser's history.
        redirectUrl: orderAccessPath(placed.orderId, new Date()),
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

  /**
   * Who asks about order `id`: the signed-in account, this browser's owner cookies, and whether
   * the request's signed token opens this very order now ("expired" only for a token of ours for it).
   */
  const viewerOf = async (request: FastifyRequest, id: string, token: string | undefined) => {
    const user = request.headers.cookie ? await loadSessionUser(auth, request) : null;
    const link = checkOrderAccess(token, id, new Date());
    const viewer: Viewer = {
      userId: user?.id ?? null,
      ownerTokenHashes: readOwnerTokens(request, secure).map(hashOwnerToken),
      holdsOrderLink: link === "ok",
    };
    return { viewer, user, link };
  };

  operationRoute(app, getOrderResult, {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { viewer, link } = await viewerOf(request, request.params.id, request.query.t);
    const found = await orderResult(db, request.params.id, viewer);
    if (!found) throw notFound(link === "expired" ? msg.orderLinkExpired : msg.orderNotVisible);
    return found;
  });

  // Looking an order up by its number and the buyer's email or phone (docs/decisions/0242): only
  // refusals count, per client address and per order number, so guessing is slow from one place
  // and against one order from many. A point is reserved in each before looking and given back
  // when the order is found, as sign-in does, so parallel guesses cannot slip past the count.
  const lookupPerIp = defineLimit(db, {
    name: "order-lookup-ip",
    points: config.limits.orderLookups.perIp,
    durationSeconds: window,
    message: msg.lookupTooMany,
  });
  const lookupPerNumber = defineLimit(db, {
    name: "order-lookup-number",
    points: config.limits.orderLookups.perOrder,
    durationSeconds: window,
    message: msg.lookupTooMany,
  });
  operationRoute(app, lookupOrderOperation, {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const number = normalOrderNumber(request.body.orderNumber);
    if (!number) throw invalid(msg.lookupNumberInvalid, "orderNumber");
    const reserved: Array<[Limit, string]> = [];
    try {
      for (const [limit, key] of [
        [lookupPerIp, request.ip],
        [lookupPerNumber, number],
      ] as const) {
        await limit.take(key, reply);
        reserved.push([limit, key]);
      }
    } catch (refusal) {
      await Promise.all(reserved.map(([limit, key]) => limit.giveBack(key)));
      throw refusal;
    }
    const orderId = await findOrderByNumber(db, number, request.body.contact);
    // Not found and a wrong email or phone are one answer: the same status, text and work.
    if (!orderId) throw notFound(msg.lookupNotFound);
    await Promise.all(reserved.map(([limit, key]) => limit.giveBack(key)));
    return { orderId, token: orderAccessToken(orderId, new Date()) };
  });

  // A card link for the balance, for whoever may see the order: as a client makes one in Mis
  // Compras, counted per order with the same figures (docs/decisions/0157).
  const orderLinks = defineMinuteAndDayLimit(
    db,
    "order-payment-links",
    config.limits.paymentLinks,
    limitMsg.paymentLinks,
  );
  operationRoute(app, createOrderPaymentLink, {}, async (request, reply) => {
    const { viewer, user, link } = await viewerOf(request, request.params.id, request.query.t);
    const found = await orderResult(db, request.params.id, viewer);
    if (!found) throw notFound(link === "expired" ? msg.orderLinkExpired : msg.orderNotVisible);
    await orderLinks.take(found.orderId, reply);
    return makePaymentLink(
      db,
      { saleId: found.orderId, createdBy: user?.id ?? "", baseUrl: config.baseUrl },
      "customer",
    );
  });
}
