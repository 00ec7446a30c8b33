import type { SessionUser } from "../../contracts/auth/session";
import type { CreateSaleInput } from "../../contracts/sales/orders-admin";
import { orderNumber } from "../../domain/kernel/roles";
import { HISTORY_EVENTS, historyEntry } from "../../domain/sales/history";
import { registerPayment } from "../../domain/sales/payments";
import type { ExtraCost } from "../../domain/sales/sale";
import { openSale } from "../../domain/sales/sale-create";
import { priceSale } from "../../domain/sales/totals";
import type { Tx } from "../db/client";
import { newId } from "../db/ids";
import { AppError } from "../http/errors";
import { queueAbonoReceipts } from "./abono-email";
import { actorOf } from "./actor";
import { defaultCommission, resolveBuyer } from "./create-service";
import { orRefuse } from "./domain-result";
import { recordNewSale } from "./sale-record";
import { transferAbonoRefusal } from "./transfer-abono-rule";

export interface ServiceSaleInput {
  customer: CreateSaleInput["customer"];
  /** The intake's estimated price as a labour line, or none. */
  labour: ExtraCost[];
  deposit: { amount: number; date: string; method?: "efectivo" | "transferencia" | "tarjeta" } | null;
  /** What the history says the sale is (the service order's number and what it is for). */
  details: string;
}

/**
 * A service order's sale (docs/decisions/0248): the same record builder as every sale, picked up
 * at the shop, sold by whoever takes the watch in (commission at the store's rate), its only line
 * the intake's estimate until an estimate is approved. The deposit is its first payment, by the
 * same rule as a first abono at the counter (a seller may take it).
 */
export async function openServiceSale(
  tx: Tx,
  user: SessionUser,
  input: ServiceSaleInput,
): Promise<{ id: string; orderNumber: string; customerUserId: string | null; customerName: string }> {
  const now = new Date();
  const saleId = newId();
  const priced = priceSale({ lines: [], shippingCost: 0, discountCode: null, extraCosts: input.labour });
  let sale = openSale(priced, { amount: 0, reason: "" }, await defaultCommission(tx));
  const history = [historyEntry(HISTORY_EVENTS.serviceOrderReceived, actorOf(user, now), input.details)];
  if (input.deposit) {
    const refused = await transferAbonoRefusal(tx, input.deposit.method);
    if (refused) throw new AppError("domain_rule", refused, "deposit.method");
    const payer = actorOf(user, new Date(now.getTime() + 1));
    const paid = orRefuse(
      registerPayment(sale, { ...input.deposit, type: "partial", paymentId: newId() }, payer),
    );
    sale = paid.sale;
    history.push(...paid.history);
  }
  const { insert, ...buyer } = await resolveBuyer(tx, input.customer, user);
  const recorded = await recordNewSale(
    tx,
    {
      source: "service",
      id: saleId,
      sale,
      buyer,
      shipping: null,
      seller: { id: user.id, name: user.name },
      saleDate: now.toISOString(),
    },
    history,
    user.id,
    insert ? [insert] : [],
  );
  await queueAbonoReceipts(tx, { payments: [] }, recorded);
  return {
    id: saleId,
    orderNumber: orderNumber(saleId),
    customerUserId: recorded.customerUserId,
    customerName: recorded.customerName,
  };
}
