import type { SaleDocument } from "../../contracts/sales/sales";
import { formatMoney } from "../../domain/kernel/money";
import { messagingMessages as mm } from "../../domain/messages/messages-messaging";
import { paymentMethodLabel } from "../../domain/reports/reports";
import { dateText } from "../lib/format";
import { WideTable } from "./wide-table";

type ListedPayment = Pick<
  SaleDocument["payments"][number],
  "paymentId" | "date" | "amount" | "type" | "method"
>;

/**
 * A buyer's "Historial de pagos" (Mis Compras, the order's own page): a table from md up; on a
 * phone, where four columns cut the amount off, each payment is a line of its own with the
 * amount whole on the right.
 */
export function PaymentsList({
  payments,
  testId = "payment-history",
}: {
  payments: readonly ListedPayment[];
  testId?: string;
}) {
  if (payments.length === 0) return <p className="text-sm text-muted">{mm.noPayments}</p>;
  const type = (p: ListedPayment) => (p.type === "full" ? mm.paymentTypeFull : mm.paymentTypePartial);
  return (
    <>
      <ul className="divide-y divide-border md:hidden" data-testid={`${testId}-cards`}>
        {payments.map((p) => (
          <li key={p.paymentId} className="flex items-start justify-between gap-3 py-2 text-sm">
            <span className="grid gap-0.5">
              <span>{dateText(p.date)}</span>
              <span className="text-muted">
                {type(p)} · {paymentMethodLabel(p.method)}
              </span>
            </span>
            <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(p.amount)}</span>
          </li>
        ))}
      </ul>
      <WideTable
        testId={testId}
        minWidth="min-w-[28rem]"
        columns={[
          { title: mm.paymentDate },
          { title: mm.paymentType },
          { title: mm.paymentMethod },
          { title: mm.paymentAmount, numeric: true },
        ]}
      >
        {payments.map((p) => (
          <tr key={p.paymentId}>
            <td className="px-3 py-2 whitespace-nowrap">{dateText(p.date)}</td>
            <td className="px-3 py-2">{type(p)}</td>
            <td className="px-3 py-2">{paymentMethodLabel(p.method)}</td>
            <td className="px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums">
              {formatMoney(p.amount)}
            </td>
          </tr>
        ))}
      </WideTable>
    </>
  );
}
