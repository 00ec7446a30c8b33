import type { NamedRequest } from "./load-runner";

export interface SalesLoadParams {
  /** Same host as the server's BASE_URL: the API refuses a state-changing request from another origin. */
  origin: string;
  /** Session cookies of signed-in staff, used in turn. */
  cookies: string[];
  products: string[];
  /** Give each new customer an email, so every abono queues its receipt email (bench/mail.ts). */
  customerEmail?: boolean;
}

/**
 * The sequence each connection repeats in bench/sales.ts (run inside bench/load-runner.ts):
 * register a one-watch sale, then an abono on that sale. When the sale is refused the abono
 * is skipped and the sequence starts again.
 */
export function requests({ origin, cookies, products, customerEmail }: SalesLoadParams): NamedRequest[] {
  let n = 0;
  let refusals = 0;
  const headers = (cookie: string) => ({ "content-type": "application/json", origin, cookie });
  return [
    {
      name: "register-sale",
      method: "POST",
      path: "/api/sales",
      setupRequest(req, context) {
        const i = n++;
        context.cookie = cookies[i % cookies.length]!;
        context.saleId = undefined;
        return {
          ...req,
          headers: headers(context.cookie as string),
          body: JSON.stringify({
            customer: {
              kind: "new",
              name: `Cliente banco ${i}`,
              phone: "9999-0000",
              ...(customerEmail ? { email: `cliente-banco-${i}@prueba.hn` } : {}),
            },
            items: [{ productId: products[i % products.length]!, quantity: 1, price: 100_000 }],
            shipping: { mode: "pickup" },
          }),
        };
      },
      onResponse(status, body, context) {
        if (status === 200) context.saleId = (JSON.parse(body) as { id: string }).id;
        else if (refusals++ === 0) console.error(`first refusal: ${status} ${body}`);
      },
    },
    {
      name: "register-payment",
      method: "POST",
      path: "/api/sales/:id/payments",
      setupRequest(req, context) {
        if (typeof context.saleId !== "string") return null;
        return {
          ...req,
          path: `/api/sales/${context.saleId}/payments`,
          headers: headers(context.cookie as string),
          body: JSON.stringify({ amount: 40_000, date: "2025-06-01", type: "partial" }),
        };
      },
    },
  ];
}
