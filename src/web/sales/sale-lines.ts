import type { CreateSaleInput, PosProduct } from "../../contracts/sales/orders-admin";
import { normaliseSerial } from "../../domain/inventory/serial";
import { msg } from "../../domain/kernel/messages";
import { decimalLempiras } from "../../domain/kernel/money";
import { priceFor } from "../../domain/products/pricing";
import { centavosOf } from "../lib/format";

/** A line of the sale being registered, as Registrar Venta holds it until the sale is sent. */
export interface Line {
  product: PosProduct;
  /** For a product kept by serial number, always the number of its serials (never typed). */
  quantity: number;
  /** Lempiras as typed; the product's price when left alone. */
  price: string;
  /** Typed by staff: a change of customer no longer re-prices this line. */
  edited?: boolean;
  /** The watches this line sells, one serial each, for a product kept by serial (docs/decisions/0247). */
  serials?: string[];
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

export type LinesChange = { ok: true; lines: Line[] } | { ok: false; message: string };

/** Whether a watch with this serial is already in one of the sale's lines (as typed or scanned). */
export const hasSerial = (lines: readonly Line[], serial: string) => {
  const wanted = normaliseSerial(serial);
  return lines.some((l) => l.serials?.includes(wanted));
};

/**
 * The sale's lines with one more watch of a product kept by serial: a new line holding that serial,
 * or one more serial on the product's line; the quantity is the number of serials. The same watch
 * twice is refused at once (the server would refuse the whole sale).
 */
export function withSerial(
  lines: Line[],
  product: PosProduct,
  rawSerial: string,
  wholesaler: boolean,
): LinesChange {
  const serial = normaliseSerial(rawSerial);
  if (!serial) return { ok: false, message: msg.unitSerialRequired };
  if (hasSerial(lines, serial)) return { ok: false, message: msg.saleSerialTwice(serial) };
  const existing = lines.find((l) => l.product.id === product.id);
  if (!existing) {
    const price = startingPrice(product, wholesaler);
    return { ok: true, lines: [...lines, { product, quantity: 1, price, serials: [serial] }] };
  }
  const serials = [...(existing.serials ?? []), serial];
  return {
    ok: true,
    lines: lines.map((l) => (l === existing ? { ...l, serials, quantity: serials.length } : l)),
  };
}

/** The sale's lines without that watch: its line sells one less, and goes when it sold only that one. */
export function withoutSerial(lines: Line[], productId: string, serial: string): Line[] {
  return lines.flatMap((l) => {
    if (l.product.id !== productId || !l.serials?.includes(serial)) return [l];
    const serials = l.serials.filter((s) => s !== serial);
    return serials.length ? [{ ...l, serials, quantity: serials.length }] : [];
  });
}

/**
 * What a product found by a scan, a typed code or a pick does to the sale: a product without serials
 * adds one unit; a watch found by its serial joins the sale; a product kept by serial found by its
 * barcode, reference or name asks which of its watches (`choose`).
 */
export type Addition = LinesChange | { ok: false; choose: PosProduct };

export function addFound(lines: Line[], product: PosProduct, wholesaler: boolean): Addition {
  if (product.serial) return withSerial(lines, product, product.serial, wholesaler);
  if (product.serialized) return { ok: false, choose: product };
  return { ok: true, lines: withOneMore(lines, product, wholesaler) };
}

/** The request's items: unit prices in centavos (NaN for text that is not an amount), and the serials. */
export function saleItems(lines: readonly Line[]): CreateSaleInput["items"] {
  return lines.map((l) => ({
    productId: l.product.id,
    quantity: l.quantity,
    price: centavosOf(l.price),
    ...(l.product.serialized ? { serials: l.serials ?? [] } : {}),
  }));
}
