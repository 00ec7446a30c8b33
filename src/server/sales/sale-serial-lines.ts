import type { SaleItem } from "../../domain/sales/sale";
import type { SaleSerialLine } from "../inventory";

/** A sale's lines by product (a product on two lines is one line of its quantity), for naming serials. */
export function serialLines(items: readonly SaleItem[]): SaleSerialLine[] {
  const byProduct = new Map<string, SaleSerialLine>();
  for (const item of items) {
    const line = byProduct.get(item.productId);
    byProduct.set(item.productId, {
      productId: item.productId,
      productName: line?.productName ?? item.productName,
      quantity: (line?.quantity ?? 0) + item.quantity,
    });
  }
  return [...byProduct.values()];
}
