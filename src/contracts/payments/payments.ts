import { z } from "zod";
import { defineOperation } from "../kernel/operation";

/**
 * The sandbox gateway's test cards: the gateway decides by them and its hosted page lists them,
 * so whoever tries a payment knows what to type (any future expiry, any CVV).
 */
export const SANDBOX_TEST_CARDS = [
  { number: "4111111111111111", brand: "VISA", outcome: "approved" },
  { number: "5555555555554444", brand: "MASTERCARD", outcome: "approved" },
  { number: "4000000000000002", brand: "VISA", outcome: "declined" },
] as const;

/** POST /api/payments/sandbox/pay: what the sandbox gateway's hosted page sends. */
export const sandboxPayInput = z.object({
  session: z.object({
    order: z.string().min(1).max(64),
    number: z.string().max(16),
    amount: z.number().int().min(0),
    expires: z.number().int(),
  }),
  sig: z.string().max(128),
  action: z.enum(["pay", "cancel"]),
  card: z
    .object({
      number: z.string().max(30),
      expiry: z.string().max(7),
      cvv: z.string().max(4),
      holder: z.string().max(100),
    })
    .optional(),
});
export type SandboxPayInput = z.infer<typeof sandboxPayInput>;

/**
 * The signed session the sandbox's hosted page reads from its address (the checkout's redirect
 * URL): the page, the tests and the load generators all read it here. A missing part reads as
 * empty, which the server's signature check refuses.
 */
export function sandboxSessionFrom(params: URLSearchParams): Pick<SandboxPayInput, "session" | "sig"> {
  return {
    session: {
      order: params.get("order") ?? "",
      number: params.get("number") ?? "",
      amount: Number(params.get("amount")) || 0,
      expires: Number(params.get("expires")) || 0,
    },
    sig: params.get("sig") ?? "",
  };
}

export const sandboxPayResult = z.object({ redirectUrl: z.string() });

const tags = ["pagos"];
export const gatewayParam = z.object({ gateway: z.string().max(20) });
export const callbackAnswer = z.object({ ok: z.literal(true), result: z.string() });

/**
 * A gateway's callback (server to server, JSON): exempt from the same-origin guard and verified
 * by its signature instead. Its body is the gateway's own, checked by the gateway adapter.
 */
export const paymentCallback = defineOperation({
  id: "paymentCallback",
  method: "POST",
  path: "/api/payments/callback/:gateway",
  summary: "Aviso de la pasarela de pago (servidor a servidor)",
  tags,
  access: "gateway",
  params: gatewayParam,
  response: callbackAnswer,
});

/** The same callback for gateways that report in the query string. */
export const paymentCallbackByQuery = defineOperation({
  id: "paymentCallbackByQuery",
  method: "GET",
  path: "/api/payments/callback/:gateway",
  summary: "Aviso de la pasarela de pago por la URL (servidor a servidor)",
  tags,
  access: "gateway",
  params: gatewayParam,
  response: callbackAnswer,
});

/** The gateway sends the browser back here: a 303 redirect to the result page, not JSON. */
export const paymentReturn = defineOperation({
  id: "paymentReturn",
  method: "GET",
  path: "/api/payments/return/:gateway",
  summary: "Regreso del navegador desde la pasarela de pago",
  tags,
  access: "gateway",
  params: gatewayParam,
  query: z.object({ orderId: z.string().max(64) }).loose(),
});

/** Only registered while the sandbox gateway is the store's gateway. */
export const sandboxPay = defineOperation({
  id: "sandboxPay",
  method: "POST",
  path: "/api/payments/sandbox/pay",
  summary: "Página de pago de prueba",
  tags,
  access: "public",
  body: sandboxPayInput,
  response: sandboxPayResult,
});
