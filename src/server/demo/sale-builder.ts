import {
  type InventoryMovement,
  type ProductStock,
  type StockEffect,
  stockForStatusChange,
} from "../../domain/inventory/stock";
import type { Result } from "../../domain/kernel/result";
import { percentToBasisPoints } from "../../domain/sales/commission";
import { updateOrder } from "../../domain/sales/order-update";
import { registerPayment } from "../../domain/sales/payments";
import type { Actor, HistoryEntry, SaleMoney } from "../../domain/sales/sale";
import { createSale } from "../../domain/sales/sale-create";
import {
  type AuthoredHistoryEntry,
  type NewSaleRecord,
  type SaleBuyer,
  saleRecord,
} from "../../domain/sales/sale-record";
import { balanceDue, type PricingLine } from "../../domain/sales/totals";
import { newId } from "../db/ids";
import type { DemoSale, DemoSaleEvent, PaymentAmount, StaffKey } from "./sales-data";

/**
 * Runs the demo sale scripts through the real business rules of src/domain (pricing, payments,
 * status changes and their stock effects), in time order, and answers the rows to insert.
 * So totals, balances and stock figures are consistent by construction.
 */

export interface SimProduct {
  id: string;
  name: string;
  salePrice: number;
  stock: ProductStock;
}

export type Buyer = SaleBuyer;

export interface ShippingTarget {
  id: string;
  city: string;
  department: string;
  cost: number;
}

export interface SaleWorld {
  now: Date;
  products: Map<string, SimProduct>;
  staff: Record<StaffKey, { id: string; name: string }>;
  /** Who records payments and changes statuses (payments are admin-only, docs/product/roles.md). */
  office: StaffKey;
  buyer(sale: DemoSale): Buyer;
  city(key: string): ShippingTarget;
  discount: { code: string; percentage: number };
  priceOf(productKey: string, kind: DemoSale["items"][number]["price"]): number;
  saleIds: readonly string[];
}

/** A demo sale as the sales repository writes it (the sales feature maps it to rows). */
export interface SeedSale {
  record: NewSaleRecord;
  history: AuthoredHistoryEntry[];
  /** When it last changed (the seed's notifications are dated by it). */
  updatedAt: Date;
}

export interface SaleRows {
  sales: SeedSale[];
  /** Stock movements of the sales (the inventory feature adds names, pictures and authors). */
  movements: (InventoryMovement & { timestamp: Date })[];
  /** Movement authors, parallel to `movements`. */
  movementAuthors: StaffKey[];
}

const DAY = 86_400_000;

function unwrap<T>(result: Result<T>, what: string): T {
  if (!result.ok) throw new Error(`demo seed: ${what} refused: ${result.error.message}`);
  return result.value;
}

interface Running {
  id: string;
  script: DemoSale;
  createdAt: Date;
  sale: SaleMoney;
  history: { entry: HistoryEntry; userId: string }[];
  carrier: string | null;
  tracking: string | null;
}

type Action = { at: number; index: number; event: DemoSaleEvent | null };

export function buildSales(world: SaleWorld, scripts: readonly DemoSale[]): SaleRows {
  const rows: SaleRows = {
    sales: [],
    movements: [],
    movementAuthors: [],
  };
  const nowMs = world.now.getTime();
  const created = scripts.map((s) => nowMs - Math.round(s.daysAgo * DAY));
  const actions: Action[] = scripts.flatMap((s, index) => [
    { at: created[index]!, index, event: null },
    ...s.events.map((event) => ({
      at: Math.min(nowMs - 60_000, created[index]! + Math.round(event.day * DAY)),
      index,
      event,
    })),
  ]);
  actions.sort((a, b) => a.at - b.at || a.index - b.index);

  const running: Running[] = [];
  const stockOf = () => [...world.products.values()].map((p) => p.stock);
  const applyStock = (effect: StockEffect, at: number, author: StaffKey) => {
    for (const after of effect.products) {
      const product = [...world.products.values()].find((p) => p.id === after.productId)!;
      product.stock = after;
    }
    for (const m of effect.movements) {
      rows.movements.push({ ...m, timestamp: new Date(at) });
      rows.movementAuthors.push(author);
    }
  };
  const linesOf = (r: Running) =>
    r.sale.items.map(({ productId, productName, quantity }) => ({ productId, productName, quantity }));

  for (const action of actions) {
    const script = scripts[action.index]!;
    const iso = new Date(action.at).toISOString();
    if (!action.event) {
      const seller = world.staff[script.seller];
      const id = world.saleIds[action.index]!;
      const lines: PricingLine[] = script.items.map((item) => {
        const product = world.products.get(item.product)!;
        return {
          productId: product.id,
          productName: product.name,
          quantity: item.qty,
          price: world.priceOf(item.product, item.price),
          originalPrice: product.salePrice,
          salePrice: product.salePrice,
        };
      });
      const result = unwrap(
        createSale(
          {
            saleId: id,
            lines,
            shippingCost: script.shipTo ? world.city(script.shipTo).cost : 0,
            discountCode: script.discountCode ? world.discount : null,
            extraCosts: script.extraCosts ?? [],
            commissionBasisPoints: percentToBasisPoints(script.commission),
          },
          stockOf(),
          { user: seller.name, now: iso },
        ),
        "createSale",
      );
      applyStock(result.stock, action.at, script.seller);
      running[action.index] = {
        id,
        script,
        createdAt: new Date(action.at),
        sale: result.sale,
        history: result.history.map((entry) => ({ entry, userId: seller.id })),
        carrier: null,
        tracking: null,
      };
      continue;
    }
    const r = running[action.index]!;
    const office = world.staff[world.office];
    const actor: Actor = { user: office.name, now: iso };
    const before = r.sale.status;
    const event = action.event;
    let change: { sale: SaleMoney; history: HistoryEntry[] };
    if ("pay" in event) {
      change = unwrap(
        registerPayment(
          r.sale,
          {
            amount: paymentAmount(r.sale, event.pay),
            date: iso,
            type: event.type ?? "partial",
            paymentId: newId(),
          },
          actor,
        ),
        "registerPayment",
      );
    } else if ("delivered" in event) {
      change = unwrap(updateOrder(r.sale, { isDelivered: true }, actor), "updateOrder");
    } else if (event.status === "Enviado") {
      change = unwrap(updateOrder(r.sale, { status: "Enviado" }, actor), "updateOrder");
      r.carrier = event.carrier;
      r.tracking = event.tracking;
    } else {
      change = unwrap(
        updateOrder(r.sale, { status: "Cancelado", cancellationReason: event.reason }, actor),
        "updateOrder",
      );
    }
    if (change.sale.status !== before) {
      applyStock(
        unwrap(stockForStatusChange(linesOf(r), before, change.sale.status, stockOf(), r.id), "stock"),
        action.at,
        world.office,
      );
    }
    r.sale = change.sale;
    r.history.push(...change.history.map((entry) => ({ entry, userId: office.id })));
  }

  running.forEach((r) => {
    toRows(world, r, rows);
  });
  return rows;
}

function paymentAmount(sale: SaleMoney, amount: PaymentAmount): number {
  const due = balanceDue(sale);
  if (amount === "rest") return due;
  if (amount === "half") return Math.round(due / 2);
  if (typeof amount === "number") return amount;
  return due - amount.restMinus;
}

function toRows(world: SaleWorld, r: Running, rows: SaleRows): void {
  const { sale, script } = r;
  const buyer = world.buyer(script);
  const seller = world.staff[script.seller];
  const city = script.shipTo ? world.city(script.shipTo) : null;
  const lastChange = r.history.at(-1)?.entry.timestamp ?? r.createdAt.toISOString();
  rows.sales.push({
    // The one sale-record builder (docs/decisions/0045), as every other sale source uses it.
    record: saleRecord({
      source: "seed",
      id: r.id,
      sale,
      buyer,
      shipping: city
        ? {
            address: script.address ?? null,
            city: city.city,
            cityId: city.id,
            department: city.department,
            municipality: city.city,
            note: script.note ?? null,
          }
        : { note: script.note ?? null },
      tracking: { carrier: r.carrier, trackingNumber: r.tracking, trackingUrl: null },
      seller,
      saleDate: r.createdAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
    }),
    history: r.history.map(({ entry, userId }) => ({ ...entry, userId })),
    updatedAt: new Date(lastChange),
  });
}
