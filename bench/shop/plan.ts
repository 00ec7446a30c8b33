/**
 * How big the benches' shop is at a scale: 1× is the shop the report benches have always
 * measured (5,000 sales); 10× is a chain with three counters and a web store a few years on.
 * Every count grows with the scale, so a figure at 10× beside its 1× shows how cost grows.
 */
export interface ShopPlan {
  scale: number;
  products: number;
  customers: number;
  sales: number;
  /** The biggest customer's share of the sales: a heavy credit customer's statement. */
  biggestCustomerSales: number;
  serviceOrders: number;
  registers: number;
  /** Days of drawer sessions, one per register per day. */
  drawerDays: number;
  invoices: number;
  creditNotes: number;
}

export const SCALES = [1, 10] as const;
export type Scale = (typeof SCALES)[number];

export function shopPlan(scale: Scale): ShopPlan {
  return {
    scale,
    products: 2_000 * scale,
    customers: 3_000 * scale,
    sales: 5_000 * scale,
    biggestCustomerSales: 50 * scale,
    serviceOrders: 500 * scale,
    registers: 3,
    drawerDays: Math.round(36.5 * scale),
    invoices: 200 * scale,
    creditNotes: 20 * scale,
  };
}

/** Sales spread over this many days back from today, as the report benches' fills. */
export const SALE_DAYS = 400;

/** A deterministic sequence, so a rebuilt shop is the same shop. */
export function sequence(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Runs `work` on every item, `width` at a time: the fill's requests and transactions overlap. */
export async function eachInParallel<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, lane));
}
