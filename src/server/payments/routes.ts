import type { FastifyInstance } from "fastify";
import {
  paymentCallback,
  paymentCallbackByQuery,
  paymentReturn,
  sandboxPay,
} from "../../contracts/payments/payments";
import { msg } from "../../domain/kernel/messages";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { SANDBOX_SIGNATURE_HEADER, sandboxSecret } from "../gateways/payments/sandbox";
import type { CallbackRequest, PaymentGateway } from "../gateways/payments/types";
import { invalid, notFound } from "../http/errors";
import { operationRoute } from "../http/operation-route";
import { defineLimit, limitRequests } from "../http/rate-limit";
import { runJob } from "../metrics";
import { isLinkReference } from "../payment-links";
import { handleCallback, releaseExpiredOrders } from "./callbacks";
import { sandboxDecision } from "./sandbox-pay";

const EXPIRY_SWEEP_MS = 30_000;

/** Where the browser lands after the gateway: a checkout's result page, or a payment link's. */
function resultPage(orderId: string, failure?: string): string {
  const id = encodeURIComponent(orderId);
  if (isLinkReference(orderId)) return `/pagar/estado/${id}${failure ? `?reason=${failure}` : ""}`;
  return failure ? `/payment/cancelled?orderId=${id}&reason=${failure}` : `/payment/success?orderId=${id}`;
}
/** A gateway's callback is a few fields; anything bigger is refused (413) before it is parsed. */
const CALLBACK_BODY_LIMIT = 16_384;

/**
 * Gateway callbacks (server to server, under /api/payments/callback/: exempt from the
 * same-origin guard, verified instead), the browser's return from the gateway, the sandbox
 * gateway's own page action, and the job that releases unpaid card orders.
 */
export async function paymentRoutes(
  app: FastifyInstance,
  { db, config, gateway }: { db: Db; config: Config; gateway: PaymentGateway },
) {
  const toCallback = (request: {
    query: unknown;
    body: unknown;
    headers: CallbackRequest["headers"];
  }): CallbackRequest => ({
    query: (request.query ?? {}) as Record<string, unknown>,
    body: request.body ?? null,
    headers: request.headers,
  });
  const ownGateway = (name: string) => {
    if (name !== gateway.name) throw notFound();
  };

  const callback = async (request: Parameters<typeof toCallback>[0] & { params: { gateway: string } }) => {
    ownGateway(request.params.gateway);
    const result = await handleCallback(db, gateway, toCallback(request), app.log);
    if (result === "rejected") throw invalid(msg.callbackRejected);
    return { ok: true as const, result };
  };
  // Unsigned callbacks cost a verification and an audit row each: limited per IP (docs/decisions/0155).
  const perIp = limitRequests(
    defineLimit(db, { name: "callback-ip", points: config.limits.callbackPerIp, durationSeconds: 60 }),
    (r) => r.ip,
  );
  operationRoute(app, paymentCallback, { onRequest: perIp, bodyLimit: CALLBACK_BODY_LIMIT }, callback);
  operationRoute(app, paymentCallbackByQuery, { onRequest: perIp }, callback);

  // The gateway sends the browser back here: apply what it reports (idempotent), then show the result.
  operationRoute(app, paymentReturn, {}, async (request, reply) => {
    ownGateway(request.params.gateway);
    const hasReport = Object.keys(request.query).some((k) => k !== "orderId");
    if (hasReport) await handleCallback(db, gateway, toCallback(request), request.log);
    return reply.redirect(resultPage(request.query.orderId), 303);
  });

  if (gateway.name === "sandbox") {
    const secret = sandboxSecret(config.authSecret);
    operationRoute(app, sandboxPay, {}, async (request) => {
      const { signature, ...body } = sandboxDecision(secret, request.body, new Date());
      // Like a real gateway: the callback travels over HTTP (in-process) before the browser returns.
      await app.inject({
        method: "POST",
        url: "/api/payments/callback/sandbox",
        headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: JSON.stringify(body),
      });
      if (body.status === "approved") return { redirectUrl: resultPage(body.order_id) };
      return { redirectUrl: resultPage(body.order_id, body.status) };
    });
  }

  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      runJob("card_order_expiry", () => releaseExpiredOrders(db)).catch((err) =>
        app.log.error({ err }, "releasing expired card orders failed"),
      );
    }, EXPIRY_SWEEP_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
