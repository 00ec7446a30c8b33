import { msg } from "../kernel/messages";
import type { Centavos } from "../kernel/money";
import { err, ok, type Result } from "../kernel/result";
import { isAdmin, isRole, isStaff, type Role } from "../kernel/roles";
import type { SaleMoney, SaleStatus } from "../sales/sale";
import { balanceDue, collectableBalance, payableTotal } from "../sales/totals";

/**
 * Rules of the people screens (docs/decisions/0060–0062): who may manage which
 * account, turning a client into a wholesaler and back, deleting a customer record, and the
 * figures of a customer's page.
 */

export interface Person {
  id: string;
  role: Role;
}

/**
 * Whether `actor` may edit, disable or delete `target`'s account (docs/decisions/0061): only admins;
 * nobody their own account here (their profile is Mi Información); and, as for password resets
 * (docs/decisions/0040), only a superadmin touches an admin's or a superadmin's account.
 */
export function accountManagementRefusal(actor: Person, target: Person): string | null {
  if (!isAdmin(actor.role)) return msg.forbidden;
  if (actor.id === target.id) return msg.ownAccountRefused;
  if (isAdmin(target.role) && actor.role !== "superadmin") return msg.higherRoleRefused;
  return null;
}

/** Turning a client into a wholesaler and back (docs/decisions/0062): only those two roles swap. */
export function wholesalerRoleChange(current: Role, toWholesaler: boolean): Result<Role> {
  if (current !== "client" && current !== "wholesaler") return err("invalid_input", msg.notAClientAccount);
  return ok(toWholesaler ? "wholesaler" : "client");
}

/** A customer record is deleted only while no sale names it (docs/decisions/0060). */
export function customerDeletion(salesCount: number): Result<true> {
  return salesCount > 0 ? err("conflict", msg.customerHasSales(salesCount)) : ok(true);
}

/** RTN (Registro Tributario Nacional): optional; when given, 14 digits (dashes and spaces ignored). */
export function normalizeRtn(value: string): string | null {
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{14}$/.test(digits) ? digits : null;
}

export interface AccountSale extends Pick<SaleMoney, "total" | "extraDiscount" | "amountPaid"> {
  status: SaleStatus;
  /** The sale's Saldo a favor (sale-ledger's creditBalance), when the caller read it. */
  credit?: Centavos;
}

export interface AccountPayment {
  amount: Centavos;
  date: Date;
}

export interface CustomerAccountSummary {
  orderCount: number;
  /** What the non-cancelled orders cost (total less extra discount). */
  totalBought: Centavos;
  /**
   * What the customer paid that the shop still holds, over every order: each one's amountPaid
   * (on a cancelled order, what it kept: its refunds already lowered it) and its Saldo a favor.
   * Equal to their payments less their refunds, money moved by a traspaso counted once.
   */
  totalPaid: Centavos;
  /** What is still to collect: the domain's collectableBalance summed. */
  balance: Centavos;
  /** The customer's Saldo a favor over their orders: apart from the balance, never netted into it. */
  credit: Centavos;
  lastPayment: AccountPayment | null;
}

/** The figures of a customer's page from their orders and payments (docs/decisions/0060). */
export function customerAccountSummary(
  sales: readonly AccountSale[],
  payments: readonly AccountPayment[],
): CustomerAccountSummary {
  let totalBought = 0;
  let totalPaid = 0;
  let balance = 0;
  let credit = 0;
  for (const sale of sales) {
    balance += collectableBalance({ status: sale.status, balance: balanceDue(sale) });
    // A cancelled sale's credit is still the customer's (docs/decisions/0163).
    credit += sale.credit ?? 0;
    totalPaid += sale.amountPaid + (sale.credit ?? 0);
    if (sale.status === "Cancelado") continue;
    totalBought += payableTotal(sale);
  }
  const lastPayment = payments.reduce<AccountPayment | null>(
    (latest, p) => (!latest || p.date.getTime() > latest.date.getTime() ? p : latest),
    null,
  );
  return { orderCount: sales.length, totalBought, totalPaid, balance, credit, lastPayment };
}

/**
 * The order of a customer picker (Registrar Venta, Registrar Cliente's search): the people a sale
 * is for — customer records, clients, wholesalers — first, staff accounts (who may buy too) after
 * them, each group by name as Spanish sorts it. The merged list itself stays whole.
 */
export function pickerOrder(a: { name: string; role: string }, b: { name: string; role: string }): number {
  const staff = (role: string) => (isRole(role) && isStaff(role) ? 1 : 0);
  return staff(a.role) - staff(b.role) || a.name.localeCompare(b.name, "es");
}
