import { sandboxSessionFrom } from "../../../src/contracts/payments/payments";
import { DEMO_PRODUCTS } from "../../../src/server/demo/catalog-data";
import { SANDBOX_APPROVED_CARD } from "../../../src/server/gateways/payments/sandbox";
import { api, type ChildServer, signIn } from "./child-server";

/**
 * The writes the fault tests and the soak put on a real server: a sale registered at the counter
 * followed by an abono on it, and a card checkout paid on the sandbox gateway's page. Each goes
 * through the whole HTTP API (session, validation, row locks, stock movements, history, events).
 */
export interface Store {
  adminCookie: string;
  sellerCookie: string;
  productIds: string[];
  /** Each product's sale price: a seller may not sell below it. */
  prices: Map<string, number>;
  cityId: string;
}

const SERIALIZED_DEMO_NAMES = new Set(DEMO_PRODUCTS.filter((p) => p.serialized).map((p) => p.name));

/** The catalogue's watches sold by count, in its order: those kept by serial are sold by serial. */
export async function countedCatalog(
  server: ChildServer,
): Promise<{ id: string; name: string; salePrice: number }[]> {
  const catalog = await api(server, "GET", "/api/catalog?pageSize=48");
  if (catalog.status !== 200) throw new Error(`catalog: ${catalog.status}`);
  return (catalog.json.items as { id: string; name: string; salePrice: number }[]).filter(
    (p) => !SERIALIZED_DEMO_NAMES.has(p.name),
  );
}

/** Signs in the demo staff and gives `products` watches `stock` more units each, so the burst is not refused. */
export async function prepareStore(server: ChildServer, products = 8, stock = 100_000): Promise<Store> {
  const adminCookie = await signIn(server, "admin@demo.hn");
  const sellerCookie = await signIn(server, "vendedor@demo.hn");
  const items = (await countedCatalog(server)).slice(0, products);
  const productIds = items.map((p) => p.id);
  const prices = new Map(items.map((p) => [p.id, p.salePrice]));
  for (const id of productIds) {
    const res = await api(server, "POST", `/api/inventory/products/${id}/stock-increase`, {
      cookie: adminCookie,
      body: { amount: stock, notes: "Prueba de fallas" },
    });
    if (res.status !== 200) throw new Error(`stock increase: ${res.status} ${JSON.stringify(res.json)}`);
  }
  const cities = await api(server, "GET", "/api/shipping-locations");
  const cityId = (cities.json as { id: string }[])[0]?.id;
  if (!cityId) throw new Error("the demo store has no shipping city");
  return { adminCookie, sellerCookie, productIds, prices, cityId };
}

/** `saleId`: the sale a successful step created or paid (an order id for a card checkout). */
export type Outcome = { ok: boolean; status: number; step: string; saleId?: string; message?: string };

const refused = (step: string, res: { status: number; json: unknown }): Outcome => ({
  ok: false,
  status: res.status,
  step,
  message: JSON.stringify(res.json).slice(0, 300),
});

/** Registers a one-watch sale as a seller or an admin, then an admin's abono on it. */
export async function saleWithPayment(server: ChildServer, store: Store, i: number): Promise<Outcome> {
  const cookie = i % 2 === 0 ? store.adminCookie : store.sellerCookie;
  const productId = store.productIds[i % store.productIds.length]!;
  const sale = await api(server, "POST", "/api/sales", {
    cookie,
    body: {
      customer: { kind: "new", name: `Cliente falla ${i}`, phone: "9999-0000" },
      items: [{ productId, quantity: 1, price: store.prices.get(productId)! }],
      shipping: { mode: "pickup" },
    },
  });
  if (sale.status !== 200) return refused("register-sale", sale);
  // Abonos are registered by an admin (a seller's own sale is paid at the counter by an admin).
  const payment = await api(server, "POST", `/api/sales/${sale.json.id}/payments`, {
    cookie: store.adminCookie,
    body: { amount: 40_000, date: "2026-01-15", type: "partial" },
  });
  if (payment.status !== 200) return refused("register-payment", payment);
  return { ok: true, status: 200, step: "register-payment", saleId: sale.json.id };
}

/** A guest's card checkout of one watch, paid on the sandbox page (its callback completes the sale) unless `pay` is false. */
export async function cardCheckout(
  server: ChildServer,
  store: Store,
  i: number,
  opts: { pay?: boolean } = {},
): Promise<Outcome> {
  const productId = store.productIds[(i * 3) % store.productIds.length]!;
  const order = await api(server, "POST", "/api/checkout", {
    body: {
      items: [{ productId, quantity: 1 }],
      contact: { name: "Ana Martínez", email: `ana${i}@correo.hn`, phone: "9988-7766" },
      shipping: {
        cityId: store.cityId,
        department: "Francisco Morazán",
        municipality: "Distrito Central",
        address: "Col. Palmira, casa 12",
      },
      paymentMethod: "card",
    },
  });
  if (order.status !== 200) return refused("checkout", order);
  // An abandoned cart: the order keeps its units reserved until the expiry job releases them.
  if (opts.pay === false) return { ok: true, status: 200, step: "checkout", saleId: order.json.orderId };
  const payPage = new URL(String(order.json.redirectUrl), server.url);
  const pay = await api(server, "POST", "/api/payments/sandbox/pay", {
    body: { ...sandboxSessionFrom(payPage.searchParams), action: "pay", card: SANDBOX_APPROVED_CARD },
  });
  if (pay.status !== 200 || !String(pay.json.redirectUrl).startsWith("/payment/success")) {
    return refused("card-payment", pay);
  }
  return { ok: true, status: 200, step: "card-payment", saleId: order.json.orderId };
}
