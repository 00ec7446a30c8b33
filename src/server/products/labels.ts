import { and, inArray, isNull } from "drizzle-orm";
import type { LabelsRequest } from "../../contracts/inventory/inventory";
import { formatMoney } from "../../domain/kernel/money";
import { printMsg } from "../../domain/receipts/messages-printing";
import { labelPrice, labelTotal } from "../../domain/receipts/printing";
import type { Db } from "../db/client";
import { type LabelData, renderLabels } from "../gateways/pdf/labels-pdf";
import { AppError, invalid } from "../http/errors";
import { assignStoreBarcode } from "./codes";
import { products } from "./schema";

/**
 * The price labels' PDF. Every product must exist and not be archived; one without a barcode
 * is given the store's own EAN-13 first (as the product editor does), so its labels scan.
 */
export async function labelsPdf(db: Db, request: LabelsRequest): Promise<Buffer> {
  const total = labelTotal(request.items);
  if (!total.ok) throw invalid(total.error.message, "items");
  const ids = request.items.map((i) => i.productId);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      reference: products.reference,
      barcode: products.barcode,
      salePrice: products.salePrice,
      promoPrice: products.promoPrice,
    })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (byId.size !== ids.length) throw invalid(printMsg.labelsProductMissing, "items");
  const labels: LabelData[] = [];
  for (const item of request.items) {
    const product = byId.get(item.productId) as (typeof rows)[number];
    const barcode = product.barcode ?? (await storeBarcodeOf(db, product.id));
    const { price, was } = labelPrice(product);
    const label: LabelData = {
      name: product.name,
      reference: product.reference,
      price: formatMoney(price),
      was: was === null ? null : formatMoney(was),
      barcode,
    };
    for (let n = 0; n < item.copies; n++) labels.push(label);
  }
  return renderLabels(labels, request.layout, request.startAt ?? 1);
}

/** The store's EAN-13 for a product without one; when someone gave it one meanwhile, that one. */
async function storeBarcodeOf(db: Db, id: string): Promise<string> {
  try {
    return (await assignStoreBarcode(db, id)).barcode;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "conflict") throw error;
    const [row] = await db
      .select({ barcode: products.barcode })
      .from(products)
      .where(inArray(products.id, [id]));
    if (!row?.barcode) throw error;
    return row.barcode;
  }
}
