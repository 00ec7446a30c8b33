import type { SaleDocument } from "../../contracts/sales/sales";
import type { Centavos } from "../../domain/kernel/money";
import { ok, type Result } from "../../domain/kernel/result";
import { isAdmin, type Role } from "../../domain/kernel/roles";
import {
  applyReturn,
  checkReturnable,
  keptQuantities,
  planReturnLines,
  type ReturnDestination,
  type ReturnLineRequest,
  returnedByLine,
} from "../../domain/returns/returns";
import type { SaleMoney } from "../../domain/sales/sale";
import { creditBalance } from "../../domain/sales/sale-ledger";
import { balanceDue } from "../../domain/sales/totals";

/**
 * The return screens' reading of a sale, all of it through the domain's rules (docs/decisions/0249):
 * the web restates no formula, it only feeds the sale document to the functions the server runs.
 */

/** The sale document as the domain's money shape (its commission is the only field read otherwise). */
export function saleMoneyOf(sale: SaleDocument): SaleMoney {
  return { ...sale, commission: { basisPoints: Math.round(sale.commission.percentage * 100) } };
}

/** Who may start a return on screen: admins on any sale, a seller on their own; the sale returnable. */
export function canStartReturn(
  sale: SaleDocument,
  user: { id: string; role: Role } | null | undefined,
): boolean {
  if (!user) return false;
  const allowed = isAdmin(user.role) || (user.role === "seller" && sale.sellerId === user.id);
  return allowed && checkReturnable(saleMoneyOf(sale)).ok;
}

/** One line of the sale as the return form offers it. */
export interface ReturnableLine {
  line: number;
  productId: string;
  name: string;
  bought: number;
  returned: number;
  left: number;
  /** The serials the sale still holds for a product kept by serial; null for a counted product. */
  serials: string[] | null;
}

export function returnableLines(
  sale: SaleDocument,
  serialsByProduct: Record<string, string[]>,
): ReturnableLine[] {
  const kept = keptQuantities(sale);
  const returned = returnedByLine(sale);
  return sale.items.map((item, line) => ({
    line,
    productId: item.productId,
    name: item.productName,
    bought: item.quantity,
    returned: returned.get(line) ?? 0,
    left: kept[line] ?? 0,
    serials: item.productId in serialsByProduct ? (serialsByProduct[item.productId] ?? []) : null,
  }));
}

/** What a person picked for one line. */
export interface LinePick {
  quantity: number;
  serials: string[];
  destination: ReturnDestination;
}

/** The picks as the API's lines: only lines with something returned; a serial line counts its serials. */
export function pickedRequests(
  lines: readonly ReturnableLine[],
  picks: Readonly<Record<number, LinePick>>,
): ReturnLineRequest[] {
  return lines.flatMap((l) => {
    const pick = picks[l.line];
    if (!pick) return [];
    const quantity = l.serials ? pick.serials.length : pick.quantity;
    if (quantity <= 0) return [];
    return [
      {
        line: l.line,
        quantity,
        ...(l.serials ? { serials: [...pick.serials] } : {}),
        destination: pick.destination,
      },
    ];
  });
}

export interface ReturnPreview {
  /** What the returned units are worth. */
  value: Centavos;
  /** The sale's total once the return is applied. */
  total: Centavos;
  /** What the customer still owes after it. */
  owes: Centavos;
  /** The saldo a favor the sale holds after it: the most that can be refunded now. */
  creditAfter: Centavos;
}

/** The money outcome of a return on the sale as shown, or the domain's refusal of the lines. */
export function previewReturn(
  sale: SaleDocument,
  requests: readonly ReturnLineRequest[],
  serializedProducts: ReadonlySet<string>,
): Result<ReturnPreview> {
  const money = saleMoneyOf(sale);
  const plan = planReturnLines(money, requests, serializedProducts);
  if (!plan.ok) return plan;
  const after = applyReturn(money, plan.value, { number: "", lateReason: null }, { user: "", now: "" }).sale;
  return ok({
    value: plan.value.value,
    total: after.total,
    owes: balanceDue(after),
    creditAfter: creditBalance(after),
  });
}

/** One line of an exchange's new sale, as the picker holds it: its unit price in centavos (NaN when not an amount). */
export interface ExchangeItem {
  quantity: number;
  price: number;
}

export interface ExchangePreview {
  /** What the returned units are worth. */
  value: Centavos;
  /** The saldo a favor the return creates: what pays the new sale first (the server's traspaso). */
  available: Centavos;
  /** What the original sale still owes after the return (its saldo then pays nothing). */
  originalOwes: Centavos;
  /** The new sale's total: each unit price as the picker shows it, times its quantity. */
  newTotal: Centavos;
  /** What the customer still pays for the new sale after the saldo (0 when the saldo covers it). */
  pays: Centavos;
  /** What the saldo leaves once the new sale is paid: given back now or kept as saldo a favor. */
  giveBack: Centavos;
}

/**
 * The money of an exchange as the server settles it (docs/decisions/0249): only the saldo this
 * return creates (the sale's saldo after it less the one it held) pays the new sale; null while
 * a price is not an amount or nothing is picked.
 */
export function previewExchange(
  sale: SaleDocument,
  returned: ReturnPreview,
  items: readonly ExchangeItem[],
): ExchangePreview | null {
  if (items.length === 0 || items.some((i) => !Number.isFinite(i.price) || i.price < 0)) return null;
  const newTotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  const available = Math.max(0, returned.creditAfter - creditBalance(saleMoneyOf(sale)));
  const moved = Math.min(available, newTotal);
  return {
    value: returned.value,
    available,
    originalOwes: returned.owes,
    newTotal,
    pays: newTotal - moved,
    giveBack: available - moved,
  };
}
