import { msg } from "../kernel/messages";
import { err, ok, type Result } from "../kernel/result";
import { orderNumber } from "../kernel/roles";
import { SALE_STATUSES, type SaleStatus } from "../sales/sale";

/** The three stock figures of a product (docs/product/data.md): available, reserved by open sales, sold. */
export interface ProductStock {
  productId: string;
  quantity: number;
  inProgressStock: number;
  totalSold: number;
}

export interface StockLine {
  productId: string;
  productName: string;
  quantity: number;
}

/**
 * Every change of a product's available stock is one of these (docs/decisions/0075):
 * 'cancelación' gives back the units of a cancelled sale, 'liberación' those of an unpaid card order,
 * 'taller' takes the parts a service order uses (docs/decisions/0248), 'devolución' brings back the
 * units a customer returned (docs/decisions/0249).
 */
export const INVENTORY_MOVEMENT_TYPES = [
  "ajuste manual",
  "ingreso",
  "venta-progreso",
  "cancelación",
  "liberación",
  "taller",
  "devolución",
] as const;
export type InventoryMovementType = (typeof INVENTORY_MOVEMENT_TYPES)[number];

/** Why a manual adjustment was made (docs/decisions/0075); a stock-take writes 'conteo'. */
export const ADJUSTMENT_REASONS = [
  "conteo",
  "dañado",
  "extraviado",
  "devolución",
  "corrección",
  "otro",
] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** An inventory_movement (docs/product/data.md) as the domain knows it; the server adds names, time and user. */
export interface InventoryMovement {
  productId: string;
  type: InventoryMovementType;
  quantityChange: number;
  stockBefore: number;
  stockAfter: number;
  notes: string;
  relatedSaleId: string | null;
  /** Only manual adjustments carry a reason. */
  reason?: AdjustmentReason;
}

/** The products as they are after the change (only those touched) and the movements to write. */
export interface StockEffect {
  products: ProductStock[];
  movements: InventoryMovement[];
}

type Bucket = "quantity" | "inProgressStock" | "totalSold";

/**
 * Where a sale's units are for each status (docs/decisions/0004-status-transitions-stock.md):
 * open sales hold them reserved, Completado has sold them, Cancelado has given them back.
 * Every status change moves the units from the old bucket to the new one, so none is created
 * or lost whatever the order of changes.
 */
export function stockBucket(status: SaleStatus): Bucket {
  if (status === "Completado") return "totalSold";
  if (status === "Cancelado") return "quantity";
  return "inProgressStock";
}

/** Whether a change of status from `from` to `to` moves any unit (the products need not be read when not). */
export function statusChangeMovesStock(from: SaleStatus, to: SaleStatus): boolean {
  return stockBucket(from) !== stockBucket(to);
}

/** The statuses whose sales still hold their units reserved: an open sale. */
export const OPEN_SALE_STATUSES: readonly SaleStatus[] = SALE_STATUSES.filter(
  (status) => stockBucket(status) === "inProgressStock",
);

function byId(products: readonly ProductStock[]): Map<string, ProductStock> {
  return new Map(products.map((p) => [p.productId, p]));
}

function effect(touched: Map<string, ProductStock>, movements: InventoryMovement[]): StockEffect {
  return { products: [...touched.values()], movements };
}

/**
 * docs/product/states.md, validation.md sale creation and web-purchase conversion: every product must exist and have the
 * units; they move from quantity to inProgressStock with a 'venta-progreso' movement each.
 */
export function reserveStock(
  lines: readonly StockLine[],
  products: readonly ProductStock[],
  sale: { saleId: string; notes: string; type?: Extract<InventoryMovementType, "venta-progreso" | "taller"> },
): Result<StockEffect> {
  const current = byId(products);
  const touched = new Map<string, ProductStock>();
  const movements: InventoryMovement[] = [];
  for (const line of lines) {
    const product = current.get(line.productId);
    if (!product) return err("product_unavailable", msg.productUnavailable(line.productName));
    if (product.quantity < line.quantity) {
      return err("insufficient_stock", msg.insufficientStock(line.productName, product.quantity));
    }
    const after = {
      ...product,
      quantity: product.quantity - line.quantity,
      inProgressStock: product.inProgressStock + line.quantity,
    };
    current.set(after.productId, after);
    touched.set(after.productId, after);
    movements.push({
      productId: after.productId,
      type: sale.type ?? "venta-progreso",
      quantityChange: -line.quantity,
      stockBefore: product.quantity,
      stockAfter: after.quantity,
      notes: sale.notes,
      relatedSaleId: sale.saleId,
    });
  }
  return ok(effect(touched, movements));
}

/**
 * docs/product/states.md stock effect of a status change, for any pair of statuses. Units leaving
 * inProgressStock or totalSold are capped at what is there (never below 0, never invented);
 * units taken back out of quantity (reactivating a Cancelado sale) must all be available.
 * A product deleted since the sale has nothing to move and is skipped. Units back in quantity are a
 * 'cancelación', or a 'liberación' when `release` says an unpaid card order let them go.
 */
export function stockForStatusChange(
  lines: readonly StockLine[],
  from: SaleStatus,
  to: SaleStatus,
  products: readonly ProductStock[],
  saleId: string,
  options: { release?: boolean } = {},
): Result<StockEffect> {
  const source = stockBucket(from);
  const target = stockBucket(to);
  const current = byId(products);
  const touched = new Map<string, ProductStock>();
  const movements: InventoryMovement[] = [];
  if (!statusChangeMovesStock(from, to)) return ok(effect(touched, movements));
  const notes = `Venta ${orderNumber(saleId)}: ${from} → ${to}`;
  for (const line of lines) {
    const product = current.get(line.productId);
    if (!product) continue;
    if (source === "quantity" && product.quantity < line.quantity) {
      return err("insufficient_stock", msg.insufficientStock(line.productName, product.quantity));
    }
    const moved = Math.min(line.quantity, product[source]);
    if (moved === 0) continue;
    const after = { ...product, [source]: product[source] - moved, [target]: product[target] + moved };
    current.set(after.productId, after);
    touched.set(after.productId, after);
    if (source === "quantity" || target === "quantity") {
      movements.push({
        productId: after.productId,
        type: target !== "quantity" ? "venta-progreso" : options.release ? "liberación" : "cancelación",
        quantityChange: after.quantity - product.quantity,
        stockBefore: product.quantity,
        stockAfter: after.quantity,
        notes,
        relatedSaleId: saleId,
      });
    }
  }
  return ok(effect(touched, movements));
}

export interface StockChange {
  product: ProductStock;
  movement: InventoryMovement;
}

/** docs/product/validation.md stock increase: a positive integer, recorded as an 'ingreso'. */
export function increaseStock(product: ProductStock, amount: number, notes = ""): Result<StockChange> {
  if (!Number.isInteger(amount) || amount <= 0) return err("stock_increase", msg.stockIncreaseMustBePositive);
  const after = { ...product, quantity: product.quantity + amount };
  return ok({ product: after, movement: movement(product, after, "ingreso", notes) });
}

/** docs/product/validation.md manual adjustment to an absolute stock; the same figure means nothing happens (null). */
export function adjustStock(
  product: ProductStock,
  quantity: number,
  notes = "",
  reason?: AdjustmentReason,
): Result<StockChange | null> {
  if (!Number.isInteger(quantity) || quantity < 0) return err("stock_adjustment", msg.stockAdjustmentInvalid);
  if (quantity === product.quantity) return ok(null);
  const after = { ...product, quantity };
  const change = movement(product, after, "ajuste manual", notes);
  return ok({ product: after, movement: reason ? { ...change, reason } : change });
}

/** A line a customer gave back, and whether it may be sold again. */
export interface ReturnedStockLine extends StockLine {
  forSale: boolean;
}

/**
 * What a return does to stock (docs/decisions/0249): the units leave the bucket the sale's status
 * holds them in (reserved or sold) and come back to the available stock with a 'devolución'
 * movement; a unit not for sale (damaged, to the workshop) is then taken out again by a manual
 * adjustment with the reason 'dañado', so every unit is accounted for by a movement. A sale's
 * bucket never gives more than it holds.
 */
export function returnStock(
  lines: readonly ReturnedStockLine[],
  saleStatus: SaleStatus,
  products: readonly ProductStock[],
  sale: { saleId: string; notes: string },
): Result<StockEffect> {
  const source = stockBucket(saleStatus);
  if (source === "quantity") return err("return_state", msg.returnStockNotHeld);
  const current = byId(products);
  const touched = new Map<string, ProductStock>();
  const movements: InventoryMovement[] = [];
  for (const line of lines) {
    const product = current.get(line.productId);
    if (!product || product[source] < line.quantity)
      return err("return_state", msg.returnStockMissing(line.productName));
    const back = {
      ...product,
      [source]: product[source] - line.quantity,
      quantity: product.quantity + line.quantity,
    };
    movements.push({
      productId: product.productId,
      type: "devolución",
      quantityChange: line.quantity,
      stockBefore: product.quantity,
      stockAfter: back.quantity,
      notes: sale.notes,
      relatedSaleId: sale.saleId,
    });
    let after = back;
    if (!line.forSale) {
      after = { ...back, quantity: back.quantity - line.quantity };
      movements.push({
        productId: product.productId,
        type: "ajuste manual",
        quantityChange: -line.quantity,
        stockBefore: back.quantity,
        stockAfter: after.quantity,
        notes: sale.notes,
        relatedSaleId: sale.saleId,
        reason: "dañado",
      });
    }
    current.set(after.productId, after);
    touched.set(after.productId, after);
  }
  return ok(effect(touched, movements));
}

/** The store's low-stock threshold when the settings document has none (docs/decisions/0077). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

/** A product's own threshold, else the store's, else the default; never below 0. */
export function lowStockThreshold(
  productThreshold: number | null | undefined,
  storeThreshold: number | null | undefined,
): number {
  const chosen = productThreshold ?? storeThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  return Math.max(0, Math.trunc(chosen));
}

/** Low stock: the available units are at or under the threshold. */
export function isLowStock(quantity: number, threshold: number): boolean {
  return quantity <= threshold;
}

/**
 * An operation crosses into low stock when it takes the available units from above the
 * threshold to at or under it: the alert fires once per crossing, not on every later sale.
 */
export function crossesLowStock(before: number, after: number, threshold: number): boolean {
  return before > threshold && after <= threshold;
}

/** One product of a stock-take: what the system had when the count started and what was counted. */
export interface StockTakeLine {
  productId: string;
  productName: string;
  expectedQuantity: number;
  countedQuantity: number | null;
}

/** A counted quantity is a whole number of units, 0 or more. */
export function validateCount(counted: number): Result<number> {
  if (!Number.isInteger(counted) || counted < 0) return err("stock_take_count", msg.stockTakeCountInvalid);
  return ok(counted);
}

/** The counted lines whose count differs from what the system had at the start. */
export function stockTakeDifferences(
  lines: readonly StockTakeLine[],
): Array<StockTakeLine & { difference: number }> {
  return lines.flatMap((l) =>
    l.countedQuantity === null || l.countedQuantity === l.expectedQuantity
      ? []
      : [{ ...l, difference: l.countedQuantity - l.expectedQuantity }],
  );
}

export type StockTakePlan =
  | { ok: true; effect: StockEffect }
  | { ok: false; error: { code: "stock_moved"; message: string; products: string[] } };

/**
 * Applying a stock-take (docs/decisions/0076): every difference becomes an 'ajuste manual' with
 * reason 'conteo'. Refused, naming the products, when the stock of a counted product moved since
 * the count started (its quantity differs from the snapshot, it is gone, or the server saw a
 * movement after the start: `movedSinceStart`), because the count would overwrite that change.
 */
export function planStockTake(
  lines: readonly StockTakeLine[],
  products: readonly ProductStock[],
  notes: string,
  movedSinceStart: ReadonlySet<string> = new Set(),
): StockTakePlan {
  const current = byId(products);
  const counted = lines.filter((l) => l.countedQuantity !== null);
  const moved = counted.filter((l) => {
    const p = current.get(l.productId);
    return !p || p.quantity !== l.expectedQuantity || movedSinceStart.has(l.productId);
  });
  if (moved.length) {
    const names = moved.map((l) => l.productName);
    return { ok: false, error: { code: "stock_moved", message: msg.stockTakeMoved(names), products: names } };
  }
  const touched = new Map<string, ProductStock>();
  const movements: InventoryMovement[] = [];
  for (const diff of stockTakeDifferences(counted)) {
    const product = current.get(diff.productId) as ProductStock;
    const after = { ...product, quantity: diff.countedQuantity as number };
    touched.set(after.productId, after);
    movements.push({ ...movement(product, after, "ajuste manual", notes), reason: "conteo" });
  }
  return { ok: true, effect: effect(touched, movements) };
}

function movement(
  before: ProductStock,
  after: ProductStock,
  type: InventoryMovementType,
  notes: string,
): InventoryMovement {
  return {
    productId: before.productId,
    type,
    quantityChange: after.quantity - before.quantity,
    stockBefore: before.quantity,
    stockAfter: after.quantity,
    notes,
    relatedSaleId: null,
  };
}
