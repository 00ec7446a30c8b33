import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { issueCreditNote } from "../../src/server/invoices";
import { saleItems, sales } from "../../src/server/sales/schema";
import type { TestApp, TestUser } from "../../tests/support/test-app";
import { eachInParallel, type ShopPlan } from "./plan";

const FAR = "2099-12-31";

/**
 * SAR documents: the shop's fiscal identity and two CAI ranges (facturas, notas de crédito) set
 * through Configuración's API, a factura for each of the first `invoices` register sales through
 * the order dialog's API, and a nota de crédito on the first `creditNotes` of them by the invoices
 * feature's own issuer, as a return's transaction asks for it (a quarter of the sale returned).
 */
export async function fillInvoices(
  db: Db,
  plan: ShopPlan,
  app: { t: TestApp; admin: TestUser },
): Promise<void> {
  const { t, admin } = app;
  const ask = async (method: "POST" | "PATCH", url: string, body: unknown) => {
    const res = await t.request(method, url, { as: admin, body });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json;
  };
  await ask("PATCH", "/api/settings", {
    legalName: "Relojería El Tiempo S. de R.L.",
    rtn: "08019015123456",
    address: "Col. Palmira, Tegucigalpa",
  });
  await ask("POST", "/api/invoicing/cais", {
    cai: "A1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3",
    rangeFrom: "000-001-01-00000001",
    rangeTo: "000-001-01-00100000",
    deadline: FAR,
  });
  await ask("POST", "/api/invoicing/cais", {
    cai: "E1B2C3-D4E5F6-0A1B2C-3D4E5F-60A1B2-C3",
    rangeFrom: "000-001-06-00000001",
    rangeTo: "000-001-06-00100000",
    deadline: FAR,
    documentKind: "nota_credito",
  });
  // Sales of watches (a repair's sale has no lines to return), oldest first.
  const invoiced = await db
    .select({
      id: sales.id,
      total: sales.total,
      productId: saleItems.productId,
      productName: saleItems.productName,
    })
    .from(sales)
    .innerJoin(saleItems, and(eq(saleItems.saleId, sales.id), eq(saleItems.position, 0)))
    .where(ne(sales.status, "Cancelado"))
    .orderBy(asc(sales.saleDate), asc(sales.id))
    .limit(plan.invoices);
  // Above L. 10,000 a factura names the buyer's RTN.
  await eachInParallel(invoiced, 4, async (sale) => {
    await ask("POST", `/api/sales/${sale.id}/invoices`, { buyerRtn: "08011990123456" });
  });
  for (const [n, sale] of invoiced.slice(0, plan.creditNotes).entries()) {
    const value = Math.floor(sale.total / 4);
    await db.transaction(async (tx) => {
      await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, sale.id)).for("update");
      await issueCreditNote(tx, {
        saleId: sale.id,
        returnId: `bench-return-${n}`,
        returnNumber: `DEV-${String(n + 1).padStart(5, "0")}`,
        reason: "La correa no le quedó",
        lines: [
          {
            line: 0,
            productId: sale.productId,
            productName: sale.productName,
            quantity: 1,
            value,
            serials: [],
            destination: "stock",
          },
        ],
        value,
        user: { id: admin.id, name: "Administrador" },
      });
    });
  }
}
