import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type {
  InventoryMovementRow,
  MovementList,
  movementListQuery,
} from "../../contracts/inventory/inventory";
import { csvDocument } from "../../domain/kernel/csv";
import { orderNumber } from "../../domain/kernel/roles";
import { formatShopDateTime, shopDayEnd, shopDayStart } from "../../domain/kernel/shop-calendar";
import type { DbOrTx } from "../db/client";
import { inventoryMovements } from "./schema";

type Query = ReturnType<typeof movementListQuery.parse>;

/** At most this many rows in one CSV, so one click cannot exhaust memory. */
export const CSV_LIMIT = 50_000;

function where(q: Query): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.productId) parts.push(eq(inventoryMovements.productId, q.productId));
  if (q.type) parts.push(eq(inventoryMovements.type, q.type));
  if (q.from) parts.push(gte(inventoryMovements.timestamp, shopDayStart(q.from)));
  if (q.to) parts.push(lt(inventoryMovements.timestamp, shopDayEnd(q.to)));
  return and(...parts);
}

function toRow(m: typeof inventoryMovements.$inferSelect): InventoryMovementRow {
  return {
    id: m.id,
    productId: m.productId,
    productName: m.productName,
    imageUrl: m.imageUrl,
    type: m.type,
    quantityChange: m.quantityChange,
    stockBefore: m.stockBefore,
    stockAfter: m.stockAfter,
    reason: m.reason,
    notes: m.notes,
    userName: m.userName,
    relatedSaleId: m.relatedSaleId,
    relatedOrderNumber: m.relatedSaleId ? orderNumber(m.relatedSaleId) : null,
    timestamp: m.timestamp.toISOString(),
  };
}

const newestFirst = [desc(inventoryMovements.timestamp), desc(inventoryMovements.id)];

/** The ledger, of one product or the whole store: newest first, by shop-calendar dates. */
export async function listMovements(db: DbOrTx, q: Query): Promise<MovementList> {
  const filter = where(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inventoryMovements)
      .where(filter)
      .orderBy(...newestFirst)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(inventoryMovements).where(filter),
  ]);
  return { items: rows.map(toRow), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

const HEADER = [
  "Fecha",
  "Producto",
  "Tipo",
  "Cambio",
  "Antes",
  "Después",
  "Motivo",
  "Notas",
  "Usuario",
  "Venta",
];

/** The ledger as CSV (UTF-8 with BOM so Excel reads the accents), same filters as the screen. */
export async function movementsCsv(db: DbOrTx, q: Query): Promise<string> {
  const rows = await db
    .select()
    .from(inventoryMovements)
    .where(where(q))
    .orderBy(...newestFirst)
    .limit(CSV_LIMIT);
  return csvDocument(
    HEADER,
    rows
      .map(toRow)
      .map((m) => [
        formatShopDateTime(m.timestamp),
        m.productName,
        m.type,
        m.quantityChange,
        m.stockBefore,
        m.stockAfter,
        m.reason ?? "",
        m.notes,
        m.userName,
        m.relatedOrderNumber ?? "",
      ]),
  );
}
