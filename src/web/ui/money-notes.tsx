import { formatMoney } from "../../domain/kernel/money";
import { creditMsg } from "../../domain/sales/messages-credit";
import { showsCredit } from "../../domain/sales/sale-ledger";

/**
 * Under a sale's balance: the customer's "Saldo a favor L. X" when above 0.01, and what a
 * cancelled sale was paid and did not refund (docs/decisions/0251, 0161). One component for
 * Órdenes rows and cards, Mis Compras and the customer page.
 */
export function MoneyNotes({ credit, keptOnCancel }: { credit: number; keptOnCancel: number }) {
  if (!showsCredit(credit) && keptOnCancel <= 0) return null;
  return (
    <span className="block text-xs font-normal">
      {showsCredit(credit) ? (
        <span className="block text-emerald-700 dark:text-emerald-300" data-testid="money-credit">
          {creditMsg.creditLine(formatMoney(credit))}
        </span>
      ) : null}
      {keptOnCancel > 0 ? (
        <span className="block text-muted" data-testid="money-kept">
          {creditMsg.keptOnCancelled(formatMoney(keptOnCancel))}
        </span>
      ) : null}
    </span>
  );
}
