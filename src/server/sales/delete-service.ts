import { desc, eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import type { DeletedSaleRow, SaleDeletionInput } from "../../contracts/sales/orders-admin";
import { msg } from "../../domain/kernel/messages";
import { orderMessages } from "../../domain/sales/messages-orders";
import { validateDeletionReason } from "../../domain/sales/order-dialog";
import type { Db } from "../db/client";
import { followCodeUse } from "../discount-codes";
import { AppError, notFound } from "../http/errors";
import { reverseEntries } from "../journal";
import { publish } from "../live/bus";
import { movementAuthor } from "./actor";
import { orRefuse } from "./domain-result";
import { saleChangeGuard } from "./hooks";
import { loadSaleAndHistory } from "./load-sale";
import { saleAudience } from "./sale-audience";
import { toSaleDocument } from "./sale-document";
import { deletedSales, sales } from "./schema";
import { followStatusChange } from "./stock-follow";

/**
 * Deletes a sale (docs/decisions/0252) in one transaction: the sale row is locked, a stale
 * screen is refused, the units it still holds go back to stock by the status→stock rule (its
 * Cancelado bucket is `quantity`, docs/decisions/0004, with inventory movements), an audit
 * record keeps who, when, why and the full document, its journal entries are reversed, the sale
 * and its lists are removed (cascade), and every open list hears about it.
 */
export async function deleteSale(db: Db, id: string, user: SessionUser, input: SaleDeletionInput) {
  const reason = orRefuse(validateDeletionReason(input.reason));
  return db.transaction(async (tx) => {
    const loaded = await loadSaleAndHistory(tx, id, { forUpdate: true });
    if (!loaded) throw notFound(msg.orderNotFound);
    const { sale, history } = loaded;
    if (input.version !== undefined && input.version !== sale.version) {
      throw new AppError("conflict", msg.staleWrite, "version");
    }
    await saleChangeGuard.ask(tx, id, "delete");
    await followStatusChange(tx, sale, sale.status, "Cancelado", movementAuthor(user));
    // A deleted sale no longer holds its code's use, as a cancelled one does (docs/decisions/0047).
    await followCodeUse(tx, sale.appliedDiscount?.code, sale.status, "Cancelado");
    const document = toSaleDocument(sale, history);
    await tx.insert(deletedSales).values({
      saleId: id,
      orderNumber: document.orderNumber,
      deletedById: user.id,
      deletedByName: user.name,
      reason,
      document,
    });
    // Its money stays in the journal, reversed: every period loses what the sale had added (0252).
    await tx.execute(reverseEntries(id, { name: user.name, userId: user.id, operation: "Venta Eliminada" }));
    await tx.delete(sales).where(eq(sales.id, id));
    await publish(tx, { topic: "sales", id, audience: saleAudience(sale) });
    return {
      id,
      orderNumber: document.orderNumber,
      message: orderMessages.saleDeleted(document.orderNumber),
    };
  });
}

/** The audit list of deleted sales, newest first (admins). */
export async function listDeletedSales(db: Db): Promise<DeletedSaleRow[]> {
  const rows = await db.select().from(deletedSales).orderBy(desc(deletedSales.deletedAt)).limit(500);
  return rows.map((r) => ({
    id: r.id,
    saleId: r.saleId,
    orderNumber: r.orderNumber,
    deletedByName: r.deletedByName,
    deletedAt: r.deletedAt.toISOString(),
    reason: r.reason,
    document: r.document,
  }));
}
