import { and, eq } from "drizzle-orm";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { publish } from "../live/bus";
import { activeCai } from "./active-cai";
import { invoiceCais } from "./schema";

/** Makes a range the active one of its kind: the other kind's active range stays (docs/decisions/0249). */
export async function activateCai(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(invoiceCais).where(eq(invoiceCais.id, id)).for("update");
    if (!target) throw notFound(m.caiNotFound);
    await activeCai(tx, target.documentKind, true);
    await tx
      .update(invoiceCais)
      .set({ active: false })
      .where(and(eq(invoiceCais.active, true), eq(invoiceCais.documentKind, target.documentKind)));
    await tx.update(invoiceCais).set({ active: true }).where(eq(invoiceCais.id, id));
    await publish(tx, { topic: "settings", id: null, audience: { roles: ["admin", "superadmin"] } });
    return { message: m.caiActivated };
  });
}
