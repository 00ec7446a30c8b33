import { eq } from "drizzle-orm";
import type { Role } from "../../domain/kernel/roles";
import { HISTORY_EVENTS } from "../../domain/sales/history";
import type { HistoryEntry, SaleStatus } from "../../domain/sales/sale";
import { SALE_STATUSES } from "../../domain/sales/sale";
import type { Tx } from "../db/client";
import { recordNewSale } from "../sales";
import { sales } from "../sales/schema";
import { docsOf } from "./collections";
import { IMPORTER, type ImportRun } from "./import-run";
import type { ImportedAccounts } from "./map-accounts";
import { Bad, type Reader } from "./read";
import { readSaleMoney, type SaleMoneyContext } from "./sale-money";
import { shippingAddress } from "./web-orders";

/** What one sale's mapping needs besides its money: the rows it may point at. */
interface SaleContext extends SaleMoneyContext {
  userIds: Set<string>;
  roleOf: Map<string, Role>;
  customerIds: Set<string>;
}

/**
 * The old app's sales, each written through the one sale-record builder (recordNewSale), so an
 * imported sale has the same fields, number and history as one made here.
 */
export async function importSales(
  run: ImportRun,
  { userIds, roleOf }: ImportedAccounts,
  customerIds: Set<string>,
): Promise<void> {
  const saleDocs = docsOf(run.exported, "sales");
  const ctx: SaleContext = {
    userIds,
    roleOf,
    customerIds,
    paymentIds: new Set<string>(),
    report: run.report,
    note: run.note,
  };
  await run.eachNew("sales", saleDocs, [sales, sales.id], async (id, r) => {
    await importSale(run.tx, id, r, ctx);
    run.keepExtras("sales", id, r);
  });
}

/**
 * One sale. A reference to a buyer, customer or seller that did not come over is left empty with a
 * note; a payment without its history entry gets one marked as imported (the checker's rule).
 */
async function importSale(tx: Tx, id: string, r: Reader, ctx: SaleContext): Promise<void> {
  const status = r.str("status", "Pendiente") as SaleStatus;
  if (!SALE_STATUSES.includes(status)) throw new Bad(`status: '${status}' no existe`);
  const createdAt = r.time("createdAt");
  // From here an odd text, yes/no or date gives way to its default and its original is kept (docs/decisions/0151):
  // the sale, its amounts, payments and status are never dropped for it.
  r.lenient = true;
  const money = readSaleMoney(id, r, status, createdAt, ctx);

  const info = r.sub("customerInfo");
  const ship = r.sub("shippingInfo");
  const card = r.sub("paymentData");
  const ref = (field: string, value: string | null, known: Set<string>) => {
    if (value && !known.has(value)) {
      ctx.note("sales", id, `${field} ${value}: no existe, se deja vacío`);
      return null;
    }
    return value;
  };
  const customerUserId = ref(
    "customerInfo.userId",
    info.optStr("userId") ?? r.optStr("customerUserId"),
    ctx.userIds,
  );
  const customerId = ref("customerId", r.optStr("customerId") ?? info.optStr("customerId"), ctx.customerIds);
  const sellerId = ref("sellerId", r.optStr("sellerId"), ctx.userIds);
  const history: HistoryEntry[] = r.array("history").map((h, i) => {
    const hr = r.sub(h, `history[${i}]`);
    return {
      event: hr.str("event", ""),
      user: hr.str("user", IMPORTER),
      timestamp: hr.time("timestamp", createdAt),
      details: hr.str("details", ""),
    };
  });
  // Every payment has its history entry (the checker's rule): the missing ones are written, marked as imported.
  const entries =
    history.filter((h) => h.event === HISTORY_EVENTS.paymentRegistered).length +
    (history.some(
      (h) => h.event === HISTORY_EVENTS.saleCreated || h.event === HISTORY_EVENTS.convertedFromWebPurchase,
    )
      ? 1
      : 0);
  for (const p of money.payments.slice(0, Math.max(0, money.payments.length - entries)))
    history.push({
      event: HISTORY_EVENTS.paymentRegistered,
      user: p.recordedBy,
      timestamp: p.date,
      details: "Pago importado",
    });

  const customerName = r.str("customerName", info.optStr("name") ?? "");
  await recordNewSale(
    tx,
    {
      id,
      source: "import",
      sale: money,
      buyer: {
        customerId,
        userId: customerUserId,
        name: customerName,
        email: info.optStr("email"),
        phone: info.optStr("phone"),
        accountRole: customerUserId ? (ctx.roleOf.get(customerUserId) ?? null) : null,
      },
      shipping: shippingAddress(ship),
      tracking: {
        carrier: ship.optStr("carrier"),
        trackingNumber: ship.optStr("trackingNumber"),
        trackingUrl: ship.optStr("trackingUrl"),
      },
      saleDate: r.time("saleDate", createdAt),
      createdAt,
      seller: sellerId ? { id: sellerId, name: r.str("sellerName", "") } : null,
    },
    history,
    null,
  );
  // What the builder cannot know of an imported sale: how it was paid and where it came from.
  const customerType = r.optStr("customerType");
  const isCard = r.bool("isCardPayment", false);
  const originalUnregisteredId = r.optStr("originalUnregisteredId");
  if (isCard || originalUnregisteredId || customerType === "web-unregistered") {
    await tx
      .update(sales)
      .set({
        isCardPayment: isCard,
        cardBrand: card.optStr("card_brand"),
        cardAccount: card.optStr("card_account")?.slice(-4) ?? null,
        transactionId: card.optStr("transaction_id"),
        originalUnregisteredId,
        ...(customerType === "web-unregistered" ? { customerType } : {}),
      })
      .where(eq(sales.id, id));
  }
  for (const field of ["orderNumber", "version", "balance", "customerUserId", "sellerName"])
    if (!r.odd.includes(field)) r.used.add(field);
  for (const field of r.odd)
    ctx.note(
      "sales",
      id,
      `${field}: valor no válido, se importa con el valor por omisión (original en import_extras)`,
    );
}
