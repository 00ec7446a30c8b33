import type { InvoiceRow } from "../../contracts/invoices/invoices";
import { formatRtn } from "../../domain/invoices/invoice";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import { formatMoney } from "../../domain/kernel/money";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import { operationUrl } from "../lib/api";
import { buttonClass } from "../ui/button";
import { kindText } from "./invoice-kind";

interface Totals {
  count: number;
  taxableBase: number;
  isv: number;
  total: number;
}

const FIGURE = "tabular-nums whitespace-nowrap";

/**
 * Reportes › Facturas on a phone, where nine columns put the PDF out of sight: each invoice is a
 * card with its fields labeled and its PDF inside, then the period's totals (the table starts at md).
 */
export function InvoiceCards({ rows, totals }: { rows: readonly InvoiceRow[]; totals: Totals }) {
  return (
    <div className="grid gap-2 md:hidden">
      <ul className="grid gap-2" data-testid="invoice-cards">
        {rows.map((r) => (
          <li
            key={r.id}
            className="grid gap-1.5 rounded-xl border border-border bg-surface p-3 text-sm"
            data-testid="invoice-card"
          >
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-mono break-all">{r.number}</span>
              <span className="font-medium">{r.status}</span>
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-muted">{m.kindLabel}</dt>
              <dd>{kindText(r)}</dd>
              <dt className="text-muted">{m.dateLabel}</dt>
              <dd className="whitespace-nowrap">{formatShopDate(r.issuedAt)}</dd>
              <dt className="text-muted">{m.buyerLabel}</dt>
              <dd className="break-words">{r.buyerName}</dd>
              <dt className="text-muted">{m.buyerRtnShort}</dt>
              <dd className="whitespace-nowrap">{r.buyerRtn ? formatRtn(r.buyerRtn) : "—"}</dd>
              <dt className="text-muted">{m.taxableLabel}</dt>
              <dd className={FIGURE}>{formatMoney(r.taxableBase)}</dd>
              <dt className="text-muted">{m.isvLabel}</dt>
              <dd className={FIGURE}>{formatMoney(r.isv)}</dd>
              <dt className="text-muted">{m.totalLabel}</dt>
              <dd className={`font-semibold ${FIGURE}`}>{formatMoney(r.total)}</dd>
              {r.voidReason ? (
                <>
                  <dt className="text-muted">{m.voidReasonShort}</dt>
                  <dd className="break-words">{r.voidReason}</dd>
                </>
              ) : null}
            </dl>
            <div>
              <a
                className={buttonClass("secondary", "sm")}
                href={operationUrl("invoicePdf", { params: { id: r.id } })}
                download
              >
                PDF
              </a>
            </div>
          </li>
        ))}
      </ul>
      <div
        className="grid gap-1.5 rounded-xl border border-border bg-surface p-3 text-sm font-semibold"
        data-testid="invoice-cards-totals"
      >
        <p>
          {totals.count} · {m.statusIssued} · {m.netLabel}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-normal text-muted">{m.taxableLabel}</dt>
          <dd className={FIGURE}>{formatMoney(totals.taxableBase)}</dd>
          <dt className="font-normal text-muted">{m.isvLabel}</dt>
          <dd className={FIGURE}>{formatMoney(totals.isv)}</dd>
          <dt className="font-normal text-muted">{m.totalLabel}</dt>
          <dd className={FIGURE}>{formatMoney(totals.total)}</dd>
        </dl>
      </div>
    </div>
  );
}
