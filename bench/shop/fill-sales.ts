import { registerPayment } from "../../src/domain/sales/payments";
import type { Actor, SaleMoney } from "../../src/domain/sales/sale";
import { createSale } from "../../src/domain/sales/sale-create";
import { payableTotal } from "../../src/domain/sales/totals";
import { customers } from "../../src/server/customers/schema";
import type { Db } from "../../src/server/db/client";
import { newId } from "../../src/server/db/ids";
import { recordNewSale } from "../../src/server/sales";
import { eachInParallel, SALE_DAYS, type ShopPlan, sequence } from "./plan";

const DAY = 86_400_000;
const METHODS = ["efectivo", "transferencia", "tarjeta"] as const;
const FIRST = ["María", "José", "Ana", "Carlos", "Lucía", "Jorge", "Karla", "Luis", "Sofía", "Mario"];
const LAST = ["López", "Hernández", "Martínez", "Rodríguez", "Flores", "Mejía", "Reyes", "Cruz", "Aguilar"];

export interface SaleProduct {
  id: string;
  name: string;
  salePrice: number;
}

export interface ShopCustomer {
  id: string;
  name: string;
  phone: string;
}

/** The shop's customers; the first is the biggest (a heavy credit customer). */
export async function fillCustomers(db: Db, plan: ShopPlan, createdById: string): Promise<ShopCustomer[]> {
  const rows = Array.from({ length: plan.customers }, (_, i) => ({
    id: newId(),
    name:
      i === 0 ? "Distribuidora El Mayor" : `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`,
    phone: `9${String(i).padStart(3, "0").slice(-3)}-${String(i % 10_000).padStart(4, "0")}`,
    email: i % 3 === 0 ? `cliente${i}@correo.hn` : null,
    city: i % 2 ? "Tegucigalpa" : "San Pedro Sula",
    createdById,
  }));
  for (let i = 0; i < rows.length; i += 1_000) await db.insert(customers).values(rows.slice(i, i + 1_000));
  return rows;
}

/**
 * The shop's sales over the last 400 days, each made by the domain's own builders as Registrar
 * Venta makes it (`createSale`, then `registerPayment` for each abono) and written by the one
 * sale-record writer, which writes its journal entries. Most sales are paid in two to seven parts
 * (about four journal entries a sale); one in seven owes everything, one in three is settled.
 * The stock effect of each sale is not applied: the benches read sales and money, and the
 * catalogue's stock is its own fill's.
 */
export async function fillSales(
  db: Db,
  plan: ShopPlan,
  parts: { products: SaleProduct[]; customers: ShopCustomer[]; sellers: Array<{ id: string; name: string }> },
): Promise<void> {
  const rand = sequence(plan.scale * 7_919);
  const now = Date.now();
  const BATCH = 250;
  const batches = Array.from({ length: Math.ceil(plan.sales / BATCH) }, (_, b) => b * BATCH);
  await eachInParallel(batches, 4, async (start) => {
    await db.transaction(async (tx) => {
      for (let k = start; k < Math.min(start + BATCH, plan.sales); k++) {
        const at = new Date(now - (k % SALE_DAYS) * DAY - Math.floor(rand() * 10) * 3_600_000);
        const seller = parts.sellers[k % parts.sellers.length]!;
        const customer =
          k % Math.round(plan.sales / plan.biggestCustomerSales) === 0
            ? parts.customers[0]!
            : parts.customers[1 + Math.floor(rand() * (parts.customers.length - 1))]!;
        const lines = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
          const p = parts.products[Math.floor(rand() * parts.products.length)]!;
          return {
            productId: p.id,
            productName: p.name,
            quantity: 1 + Math.floor(rand() * 2),
            price: p.salePrice,
            originalPrice: p.salePrice,
            salePrice: p.salePrice,
          };
        });
        const saleId = newId();
        const actor: Actor = { user: seller.name, now: at.toISOString() };
        const created = createSale(
          { saleId, lines, shippingCost: 0, discountCode: null, commissionBasisPoints: 500 },
          lines.map((l) => ({
            productId: l.productId,
            quantity: 1_000_000,
            inProgressStock: 0,
            totalSold: 0,
          })),
          actor,
        );
        if (!created.ok) throw new Error(`bench sale refused: ${created.error.message}`);
        let sale: SaleMoney = created.value.sale;
        const history = [...created.value.history];
        const payments = k % 7 === 0 ? 0 : 2 + Math.floor(rand() * 6);
        const settles = k % 3 === 0;
        for (let n = 0; n < payments; n++) {
          const last = n === payments - 1;
          const owed = payableTotal(sale) - sale.amountPaid;
          const amount =
            last && settles ? owed : Math.max(1, Math.floor(payableTotal(sale) / (payments + 1)));
          // Five days apart, never later than now.
          const date = new Date(Math.min(at.getTime() + n * 5 * DAY + 1, now - (payments - n) * 60_000));
          const paid = registerPayment(
            sale,
            {
              amount,
              date: date.toISOString(),
              type: last && settles ? "full" : "partial",
              paymentId: newId(),
              method: METHODS[(k + n) % METHODS.length]!,
            },
            { user: seller.name, now: date.toISOString() },
          );
          if (!paid.ok) throw new Error(`bench payment refused: ${paid.error.message}`);
          sale = paid.value.sale;
          history.push(...paid.value.history);
        }
        await recordNewSale(
          tx,
          {
            source: "register",
            id: saleId,
            sale,
            buyer: {
              customerId: customer.id,
              userId: null,
              name: customer.name,
              email: null,
              phone: customer.phone,
              accountRole: null,
            },
            shipping: null,
            seller,
            saleDate: at.toISOString(),
            createdAt: at.toISOString(),
          },
          history,
          seller.id,
        );
      }
    });
  });
}
