import { asc, eq, getTableColumns } from "drizzle-orm";
import type { SerialLookup } from "../../contracts/inventory/units";
import { normaliseSerial } from "../../domain/inventory/serial";
import type { UnitEvent, UnitStatus } from "../../domain/inventory/units";
import {
  warrantyDaysLeft,
  warrantyEnd,
  warrantyMonthsOf,
  warrantyStart,
} from "../../domain/inventory/warranty";
import { msg } from "../../domain/kernel/messages";
import { orderNumber } from "../../domain/kernel/roles";
import { shopDay } from "../../domain/kernel/shop-calendar";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { products } from "../products/schema";
import { loadSettings } from "../settings";
import { saleOfUnit } from "./hooks";
import { firstPictureColumns, firstPictureUrl } from "./product-columns";
import { productUnits, unitEvents } from "./schema";

/**
 * A watch by its serial: the product, where the unit is, the sale it belongs to with its buyer
 * and factura, the warranty left (from delivery, else the sale, by the shop's calendar) and every
 * line of its history. The warranty runs only for a sold watch.
 */
export async function lookupSerial(db: Db, rawSerial: string, now = new Date()): Promise<SerialLookup> {
  const serial = normaliseSerial(rawSerial);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        unit: getTableColumns(productUnits),
        product: {
          id: products.id,
          name: products.name,
          brand: products.brand,
          model: products.model,
          reference: products.reference,
          warrantyMonths: products.warrantyMonths,
        },
        ...firstPictureColumns,
      })
      .from(productUnits)
      .innerJoin(products, eq(products.id, productUnits.productId))
      .where(eq(productUnits.serial, serial));
    if (!row) throw notFound(msg.unitNotFound(serial));
    const history = await tx
      .select()
      .from(unitEvents)
      .where(eq(unitEvents.unitId, row.unit.id))
      .orderBy(asc(unitEvents.at), asc(unitEvents.id));
    const sale = row.unit.saleId ? await saleOfUnit(tx, row.unit.saleId) : null;
    const sold = row.unit.status === "vendida" && sale?.saleDate;
    const months = warrantyMonthsOf(row.product.warrantyMonths, (await loadSettings(tx)).warrantyMonths);
    const start = sold ? warrantyStart(sale.deliveredAt ?? null, sale.saleDate!) : null;
    const end = start ? warrantyEnd(start, months) : null;
    const { warrantyMonths: _own, ...product } = row.product;
    return {
      serial: row.unit.serial,
      status: row.unit.status as UnitStatus,
      receivedAt: row.unit.receivedAt.toISOString(),
      product: { ...product, imageUrl: firstPictureUrl(row) },
      sale:
        row.unit.saleId && sale
          ? {
              id: row.unit.saleId,
              orderNumber: sale.orderNumber ?? orderNumber(row.unit.saleId),
              status: sale.status ?? "",
              customerName: sale.customerName ?? "",
              saleDate: (sale.saleDate ?? now).toISOString(),
              deliveredAt: sale.deliveredAt ? sale.deliveredAt.toISOString() : null,
              invoiceNumber: sale.invoiceNumber ?? null,
            }
          : null,
      warranty: start ? { months, start, end, daysLeft: warrantyDaysLeft(end, shopDay(now)) } : null,
      history: history.map((h) => ({
        event: h.event as UnitEvent,
        at: h.at.toISOString(),
        userName: h.userName,
        orderNumber: h.saleId ? orderNumber(h.saleId) : null,
        notes: h.notes,
      })),
    };
  });
}
