import { and, eq, sql } from "drizzle-orm";
import type { CaiInput } from "../../contracts/invoices/invoices";
import { parseCaiRange } from "../../domain/invoices/invoice";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { publish } from "../live/bus";
import { activeCai } from "./active-cai";
import { orRefuse } from "./or-refuse";
import { invoiceCais } from "./schema";

/**
 * Registers a CAI for facturas or notas de crédito (docs/decisions/0249); it becomes the active
 * one of its kind when none of that kind is active. A range never overlaps another of its prefix.
 */
export async function createCai(db: Db, input: CaiInput) {
  const range = orRefuse(parseCaiRange(input));
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${invoiceCais} in share row exclusive mode`);
    const [same] = await tx
      .select({ id: invoiceCais.id })
      .from(invoiceCais)
      .where(eq(invoiceCais.cai, range.cai));
    if (same) throw new AppError("conflict", m.caiDuplicate, "cai");
    const [overlap] = await tx
      .select({ id: invoiceCais.id })
      .from(invoiceCais)
      .where(
        and(
          eq(invoiceCais.establishment, range.establishment),
          eq(invoiceCais.pointOfIssue, range.pointOfIssue),
          eq(invoiceCais.documentType, range.documentType),
          sql`${invoiceCais.rangeFrom} <= ${range.rangeTo} and ${invoiceCais.rangeTo} >= ${range.rangeFrom}`,
        ),
      );
    if (overlap) throw new AppError("conflict", m.rangeOverlap, "rangeFrom");
    const current = await activeCai(tx, range.documentKind, true);
    const [row] = await tx
      .insert(invoiceCais)
      .values({ ...range, nextNumber: range.rangeFrom, active: !current })
      .returning({ id: invoiceCais.id });
    await publish(tx, { topic: "settings", id: null, audience: { roles: ["admin", "superadmin"] } });
    return { id: (row as { id: string }).id, message: m.caiSaved };
  });
}
