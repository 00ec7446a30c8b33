import { sandboxSessionFrom } from "../src/contracts/payments/payments";
import { SANDBOX_APPROVED_CARD } from "../src/server/gateways/payments/sandbox";
import { checkoutBody } from "../tests/support/factory";
import type { NamedRequest } from "./load-runner";
import { COMPLETE } from "./scenario";

export interface CheckoutLoadParams {
  /** Same host as the server's BASE_URL: the API refuses a state-changing request from another origin. */
  origin: string;
  /** Watches with plenty of stock; each checkout buys one of them, in turn. */
  products: string[];
  /** A shipping city (the quote prices its shipping; the order needs one). */
  cityId: string;
}

/** A sandbox test card that is approved (src/server/gateways/payments/sandbox.ts). */

/** The order-owner cookie the server sets on a guest's first order (src/server/checkout/owner-token.ts). */
function ownerCookie(headers: Record<string, string | string[]>): string | undefined {
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === "set-cookie")?.[1];
  const cookies = Array.isArray(entry) ? entry : entry ? [entry] : [];
  return cookies.map((c) => c.split(";")[0]!).find((c) => c.startsWith("order_owner="));
}

/**
 * What a guest's phone does in a card checkout, repeated by each connection of bench/checkout.ts
 * (run inside bench/load-runner.ts): quote the cart, place the card order (its units reserved),
 * pay on the sandbox gateway's page (whose signed callback, delivered over HTTP in-process before
 * the page answers, turns the order into a paid sale), then load the result page's order state
 * with the order-owner cookie. The checkout is complete when that state is "paid". A failed step
 * skips the rest; its first failure of each kind is printed.
 */
export function requests({ origin, products, cityId }: CheckoutLoadParams): NamedRequest[] {
  let n = 0;
  const reported = new Set<string>();
  const failed = (step: string, status: number, body: string) => {
    if (reported.has(step)) return;
    reported.add(step);
    console.error(`first failure of ${step}: ${status} ${body.slice(0, 300)}`);
  };
  const json = { "content-type": "application/json", origin };
  return [
    {
      name: "quote",
      method: "POST",
      path: "/api/checkout/quote",
      setupRequest(req, context) {
        const i = n++;
        context.i = i;
        context.productId = products[i % products.length]!;
        return {
          ...req,
          headers: json,
          body: JSON.stringify({ items: [{ productId: context.productId, quantity: 1 }], cityId }),
        };
      },
      onResponse(status, body, context) {
        if (status === 200) context.quoted = true;
        else failed("quote", status, body);
      },
    },
    {
      name: "place-order",
      method: "POST",
      path: "/api/checkout",
      setupRequest(req, context) {
        if (context.quoted !== true) return null;
        return {
          ...req,
          headers: json,
          body: JSON.stringify(
            checkoutBody(cityId, [{ productId: String(context.productId), quantity: 1 }], {
              contact: {
                name: "Ana Martínez",
                email: `ana${String(context.i)}@correo.hn`,
                phone: "9988-7766",
              },
            }),
          ),
        };
      },
      onResponse(status, body, context, headers) {
        if (status !== 200) return failed("place-order", status, body);
        const placed = JSON.parse(body) as { orderId: string; redirectUrl: string };
        context.orderId = placed.orderId;
        context.payPage = placed.redirectUrl;
        context.owner = ownerCookie(headers as Record<string, string | string[]>);
        if (!context.owner) failed("place-order", status, "answered without an order_owner cookie");
      },
    },
    {
      name: "sandbox-pay",
      method: "POST",
      path: "/api/payments/sandbox/pay",
      setupRequest(req, context) {
        if (typeof context.payPage !== "string") return null;
        // The hosted page's address carries the signed payment session (sandbox.ts startPayment).
        const session = sandboxSessionFrom(new URL(context.payPage, origin).searchParams);
        return {
          ...req,
          headers: json,
          body: JSON.stringify({ ...session, action: "pay", card: SANDBOX_APPROVED_CARD }),
        };
      },
      onResponse(status, body, context) {
        const paid =
          status === 200 &&
          (JSON.parse(body) as { redirectUrl: string }).redirectUrl.startsWith("/payment/success");
        if (paid) context.paid = true;
        else failed("sandbox-pay", status, body);
      },
    },
    {
      name: "order-result",
      method: "GET",
      path: "/api/orders/:id/result",
      setupRequest(req, context) {
        if (context.paid !== true || typeof context.owner !== "string") return null;
        return {
          ...req,
          path: `/api/orders/${String(context.orderId)}/result`,
          headers: { cookie: context.owner },
        };
      },
      onResponse(status, body, context) {
        if (status === 200 && (JSON.parse(body) as { state: string }).state === "paid")
          context[COMPLETE] = true;
        else failed("order-result", status, body);
      },
    },
  ];
}
