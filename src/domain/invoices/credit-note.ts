import type { Centavos } from "../kernel/money";
import { isvFromInclusive } from "./invoice";

/**
 * The figures of a nota de crédito (docs/decisions/0249): what a return gives back of a factura.
 * Its total is the returned lines' value, tax included, never more than the factura still has
 * uncredited; its ISV is that total's ISV by the invoice's own rounding rule (0101), never more
 * than the factura's ISV not yet credited; the taxable base is the rest.
 */
export interface CreditNoteTotals {
  total: Centavos;
  isv: Centavos;
  taxableBase: Centavos;
}

export function creditNoteTotals(
  returnValue: Centavos,
  invoice: { total: Centavos; isv: Centavos },
  alreadyCredited: { total: Centavos; isv: Centavos },
): CreditNoteTotals {
  const total = Math.max(0, Math.min(returnValue, invoice.total - alreadyCredited.total));
  const isv = Math.max(0, Math.min(isvFromInclusive(total).isv, invoice.isv - alreadyCredited.isv));
  return { total, isv, taxableBase: total - isv };
}

/** A factura is fully credited once its notas de crédito reach its total: its sale may then be cancelled. */
export function fullyCredited(invoice: { total: Centavos }, credited: { total: Centavos }): boolean {
  return credited.total >= invoice.total;
}
