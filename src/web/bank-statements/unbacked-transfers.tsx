import { Link } from "react-router";
import type {
  Reconciliation,
  ReconciliationDeclaration,
} from "../../contracts/bank-statements/bank-statements";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import { formatMoney } from "../../domain/kernel/money";
import { formatPeriod } from "../../domain/kernel/shop-calendar";
import { Panel } from "../ui/panel";
import { WideTable } from "../ui/wide-table";
import { CELL, FIGURE_CELL, Field, LineCard, LineCards } from "./reconciliation-card";

/** "Sin respaldo en el banco": the transfers declared in the period that no credit backs. */
export function UnbackedTransfers({ r }: { r: Reconciliation }) {
  return (
    <Panel title={m.unbackedTitle} testId="unbacked">
      <p className="mb-2 text-sm text-muted">{m.unbackedIntro}</p>
      {r.unbacked.length ? (
        <>
          <LineCards testId="unbacked-cards">
            {r.unbacked.map((d) => (
              <LineCard key={d.id} testId="unbacked-card">
                <Field label={m.paidOnHeader}>{formatPeriod(d.paidOn)}</Field>
                <Field label={m.orderHeader}>
                  <Declared d={d} />
                </Field>
                <Field label={m.referenceHeader}>
                  <span className="font-mono">{d.reference}</span>
                </Field>
                <Field label={m.amountHeader}>
                  <span className="whitespace-nowrap tabular-nums">{formatMoney(d.amount)}</span>
                </Field>
              </LineCard>
            ))}
          </LineCards>
          <WideTable
            testId="unbacked-table"
            minWidth="min-w-[44rem]"
            columns={[
              { title: m.paidOnHeader },
              { title: m.orderHeader },
              { title: m.referenceHeader },
              { title: m.amountHeader, numeric: true },
            ]}
          >
            {r.unbacked.map((d) => (
              <tr key={d.id}>
                <td className={`${CELL} whitespace-nowrap`}>{formatPeriod(d.paidOn)}</td>
                <td className={CELL}>
                  <Declared d={d} />
                </td>
                <td className={`${CELL} font-mono`}>{d.reference}</td>
                <td className={FIGURE_CELL}>{formatMoney(d.amount)}</td>
              </tr>
            ))}
          </WideTable>
        </>
      ) : (
        <p className="text-sm text-muted">{m.noUnbacked}</p>
      )}
    </Panel>
  );
}

/** The declaring order (a web purchase waits in Compras Web), its customer, and whether a credit is proposed for it. */
function Declared({ d }: { d: ReconciliationDeclaration }) {
  return (
    <>
      <Link
        className="font-mono text-gold underline-offset-2 hover:underline"
        to={d.kind === "web-order" ? "/admin/unregistered" : `/admin/orders?order=${d.orderId}`}
      >
        #{d.orderNumber}
      </Link>{" "}
      {d.kind === "abono" ? `(${m.abono(d.orderNumber)})` : ""}{" "}
      <span className="text-muted">{d.customerName}</span>
      {d.proposedLineId ? (
        <span className="ml-2 rounded bg-gold-soft px-1.5 py-0.5 text-xs">{m.proposedNotConfirmed}</span>
      ) : null}
    </>
  );
}
