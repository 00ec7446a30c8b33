import type { PosProduct } from "../../contracts/sales/orders-admin";
import { decimalLempiras } from "../../domain/kernel/money";
import { priceFor } from "../../domain/products/pricing";

/** A line of the sale being registered, as Registrar Venta holds it until the sale is sent. */
export interface Line {
  product: PosProduct;
  quantity: number;
  /** Lempiras as typed; the product's price when left alone. */
  price: string;
  /** Typed by staff: a change of customer no longer re-prices this line. */
  edited?: boolean;
}

/**
 * The unit price a line starts with: what the storefront charges this buyer (promotion included;
 * a wholesaler's wholesale price, docs/decisions/0071).
 */
export const startingPrice = (p: PosProduct, wholesaler: boolean) =>
  decimalLempiras(priceFor(p, wholesaler ? "wholesaler" : null));

/** The sale's lines with one more unit of the product: a new line at its starting price, or +1. */
export function withOneMore(lines: Line[], product: PosProduct, wholesaler: boolean): Line[] {
  const existing = lines.find((l) => l.product.id === product.id);
  return existing
    ? lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + 1 } : l))
    : [...lines, { product, quantity: 1, price: startingPrice(product, wholesaler) }];
}
