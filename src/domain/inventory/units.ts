import { stockBucket } from "../inventory/stock";
import { msg } from "../kernel/messages";
import { err, ok, type Result } from "../kernel/result";
import type { SaleStatus } from "../sales/sale";

/**
 * Where a serialized watch is. A unit in stock belongs to no sale; a unit assigned to a sale
 * follows that sale's stock bucket (decision 0004): reserved while the sale is open, sold once it
 * is Completado, back in stock (and free of the sale) when it is cancelled. Written off: gone
 * from the store (damaged, lost), kept for its history.
 */
export const UNIT_STATUSES = ["en stock", "reservada", "vendida", "dada de baja"] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** What happened to a unit; each is one line of its own history, with who and when. */
export const UNIT_EVENTS = [
  "recibida",
  "reservada",
  "vendida",
  "devuelta a stock",
  "dada de baja",
  // A sold watch brought back to the service desk, and given back to its owner (docs/decisions/0248).
  "en servicio",
  "servicio entregado",
] as const;
export type UnitEvent = (typeof UNIT_EVENTS)[number];

/** The status of a unit assigned to a sale in `status` ('en stock' when the sale lets it go). */
export function unitStatusForSale(status: SaleStatus): UnitStatus {
  const bucket = stockBucket(status);
  if (bucket === "totalSold") return "vendida";
  if (bucket === "quantity") return "en stock";
  return "reservada";
}

/** The event a unit's history records when its sale moves it to `status`. */
export function unitEventFor(status: UnitStatus): UnitEvent {
  if (status === "vendida") return "vendida";
  if (status === "reservada") return "reservada";
  if (status === "dada de baja") return "dada de baja";
  return "devuelta a stock";
}

/** A unit as a rule needs it. */
export interface UnitRef {
  serial: string;
  productId: string;
  status: UnitStatus;
  saleId: string | null;
}

/** A sale line of a serialized product, with how many of its units are already named. */
export interface SerialLine {
  productId: string;
  productName: string;
  quantity: number;
  assigned: number;
}

/**
 * Whether `unit` may be assigned to `line` of a sale: it is a unit of the line's product, in stock,
 * and the line still lacks a serial.
 */
export function assignableUnit(unit: UnitRef | undefined, serial: string, line: SerialLine): Result<UnitRef> {
  if (!unit) return err("unit_not_found", msg.unitNotFound(serial));
  if (unit.productId !== line.productId)
    return err("unit_other_product", msg.unitOtherProduct(serial, line.productName));
  if (unit.status !== "en stock") return err("unit_not_in_stock", msg.unitNotInStock(serial));
  if (line.assigned >= line.quantity) return err("unit_too_many", msg.unitTooMany(line.productName));
  return ok(unit);
}

/** The serialized lines still missing serials, with how many each lacks. */
export function missingSerials(lines: readonly SerialLine[]): { productName: string; missing: number }[] {
  return lines
    .filter((line) => line.assigned < line.quantity)
    .map((line) => ({ productName: line.productName, missing: line.quantity - line.assigned }));
}

/**
 * Staff mark a sale Enviado or Completado only once every serialized watch in it is named: the
 * serial is what the receipt, the invoice and the warranty are about. A payment that completes a
 * sale is never refused for it (the money arrived); the order then shows what is still to name.
 */
export function serialsNeededFor(to: SaleStatus, lines: readonly SerialLine[]): Result<null> {
  if (to !== "Enviado" && to !== "Completado") return ok(null);
  const [first] = missingSerials(lines);
  return first ? err("serials_missing", msg.unitSerialsMissing(first.productName, first.missing)) : ok(null);
}

/** One serialized product's figures, as the invariant checker reads them. */
export interface UnitCount {
  productId: string;
  name: string;
  /** Available stock (products.quantity). */
  quantity: number;
  /** Units with status 'en stock'. */
  inStock: number;
  /** Units the sales that are not cancelled still owe a serial for (their lines' quantity less those assigned). */
  owed: number;
}

/**
 * A serialized product's stock is its units: those in stock are exactly the available ones plus
 * those sold or reserved by product whose serial is not named yet (a web order, a sale made
 * before the product was serialized and still open). Answers a line per product that breaks it.
 */
export function unitCountViolations(
  products: readonly UnitCount[],
): { kind: "product"; id: string; rule: string }[] {
  return products
    .filter((p) => p.inStock !== p.quantity + p.owed)
    .map((p) => ({
      kind: "product" as const,
      id: p.productId,
      rule: `${p.name}: ${p.inStock} relojes en stock por número de serie, pero el stock disponible es ${p.quantity} y hay ${p.owed} por asignar en ventas`,
    }));
}

/**
 * A serialized product in a stock-take is counted by scanning its watches: those in stock that
 * were not scanned are missing (applying writes them off), and the count is what stays. More
 * missing than available means watches web orders wait for are gone too: refused until staff
 * settle those orders.
 */
export function serializedCount(
  product: { name: string; expected: number },
  missing: number,
): Result<number> {
  if (missing > product.expected)
    return err("stock_take_missing", msg.stockTakeMissingOwed(product.name, missing, product.expected));
  return ok(product.expected - missing);
}
