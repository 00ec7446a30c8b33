import { msg } from "./messages";
import { err, ok, type Result } from "./result";
import { orderNumber } from "./roles";
import type { SaleStatus } from "./sale";

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

export type InventoryMovementType = "ajuste manual" | "ingreso" | "venta-progreso";

/** An inventory_movement (docs/product/data.md) as the domain knows it; the server adds names, time and user. */
export interface InventoryMovement {
  productId: string;
  type: InventoryMovementType;
  quantityChange: number;
  stockBefore: number;
  stockAfter: number;
  notes: string;
  relatedSaleId: string | null;
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
  sale: { saleId: string; notes: string },
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
      type: "venta-progreso",
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
 * A product deleted since the sale has nothing to move and is skipped.
 */
export function stockForStatusChange(
  lines: readonly StockLine[],
  from: SaleStatus,
  to: SaleStatus,
  products: readonly ProductStock[],
  saleId: string,
): Result<StockEffect> {
  const source = stockBucket(from);
  const target = stockBucket(to);
  const current = byId(products);
  const touched = new Map<string, ProductStock>();
  const movements: InventoryMovement[] = [];
  if (source === target) return ok(effect(touched, movements));
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
        type: "venta-progreso",
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
export function adjustStock(product: ProductStock, quantity: number, notes = ""): Result<StockChange | null> {
  if (!Number.isInteger(quantity) || quantity < 0) return err("stock_adjustment", msg.stockAdjustmentInvalid);
  if (quantity === product.quantity) return ok(null);
  const after = { ...product, quantity };
  return ok({ product: after, movement: movement(product, after, "ajuste manual", notes) });
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
