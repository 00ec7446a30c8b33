import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatRtn } from "../../domain/invoices/invoice";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import { formatMoney } from "../../domain/kernel/money";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import { apiQuery, errorMessage, operationUrl } from "../lib/api";
import { buttonClass } from "../ui/button";
import { PageSpinner } from "../ui/spinner";
import { InvoiceCards } from "./invoice-cards";
import { kindText } from "./invoice-kind";

type Status = "" | "Emitida" | "Anulada";
type Kind = "" | "factura" | "nota_credito";

/**
 * Reportes › Facturas: facturas and notas de crédito of the period with type, status and text
 * filters, net totals (notes subtract) and the CSV for the monthly declaration; a table from md up, cards on a phone (invoice-cards.tsx).
 */
export function InvoicesReport({ from, to }: { from: string; to: string }) {
  const [status, setStatus] = useState<Status>("");
  const [kind, setKind] = useState<Kind>("");
  const [q, setQ] = useState("");
  const query = {
    from,
    to,
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
  };
  const list = useQuery(apiQuery("listInvoices", { query }));
  return (
    <div className="grid gap-4" data-testid="invoices-report">
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          <span className="text-muted">{m.kindLabel}</span>
          <select
            className="rounded-md border border-border bg-bg px-2 py-1.5"
            value={kind}
            onChange={(e) => setKind(e.target.value as Kind)}
            name="kind"
          >
            <option value="">{m.kindAll}</option>
            <option value="factura">{m.kindFactura}</option>
            <option value="nota_credito">{m.kindCreditNote}</option>
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          <span className="text-muted">{m.statusLabel}</span>
          <select
            className="rounded-md border border-border bg-bg px-2 py-1.5"
            value={status}
            onChange={(e) => setStatus(e.target.value as Status)}
            name="status"
          >
            <option value="">—</option>
            <option value="Emitida">{m.statusIssued}</option>
            <option value="Anulada">{m.statusVoided}</option>
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          <span className="text-muted">
            {m.numberLabel} / {m.buyerLabel} / {m.buyerRtnShort}
          </span>
          <input
            className="rounded-md border border-border bg-bg px-2 py-1.5"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            name="q"
          />
        </label>
        <a
          className={buttonClass("secondary")}
          href={operationUrl("invoicesCsv", { query })}
          download
          data-testid="invoices-csv"
        >
          {m.downloadCsv}
        </a>
      </div>
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <p role="alert">{errorMessage(list.error)}</p>
      ) : list.data.rows.length === 0 ? (
        <p className="text-muted">{m.noInvoices}</p>
      ) : (
        <>
          <InvoiceCards rows={list.data.rows} totals={list.data.totals} />
          {/* From md the table, in a named region that takes the focus: a keyboard scrolls it sideways. */}
          <section
            aria-label={m.tabInvoices}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled with keys (WCAG 2.1.1)
            tabIndex={0}
            className="hidden overflow-x-auto rounded-xl border border-border bg-surface focus-visible:outline-2 focus-visible:outline-gold md:block"
          >
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-muted">
                  <th className="px-3 py-2">{m.dateLabel}</th>
                  <th className="px-3 py-2">{m.kindLabel}</th>
                  <th className="px-3 py-2">{m.numberLabel}</th>
                  <th className="px-3 py-2">{m.buyerLabel}</th>
                  <th className="px-3 py-2">{m.buyerRtnShort}</th>
                  <th className="px-3 py-2 text-right">{m.taxableLabel}</th>
                  <th className="px-3 py-2 text-right">{m.isvLabel}</th>
                  <th className="px-3 py-2 text-right">{m.totalLabel}</th>
                  <th className="px-3 py-2">{m.statusLabel}</th>
                  <th className="px-3 py-2">PDF</th>
                </tr>
              </thead>
              <tbody>
                {list.data.rows.map((r) => (
                  <tr key={r.id} className="border-t border-border">
                    <td className="px-3 py-2 whitespace-nowrap">{formatShopDate(r.issuedAt)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{kindText(r)}</td>
                    <td className="px-3 py-2 font-mono">{r.number}</td>
                    <td className="px-3 py-2">{r.buyerName}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {r.buyerRtn ? formatRtn(r.buyerRtn) : "—"}
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(r.taxableBase)}
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(r.isv)}
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(r.total)}
                    </td>
                    <td className="px-3 py-2" title={r.voidReason ?? undefined}>
                      {r.status}
                    </td>
                    <td className="px-3 py-2">
                      <a
                        className="underline"
                        href={operationUrl("invoicePdf", { params: { id: r.id } })}
                        download
                      >
                        PDF
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-border font-semibold">
                  <td className="px-3 py-2" colSpan={5}>
                    {list.data.totals.count} · {m.statusIssued} · {m.netLabel}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {formatMoney(list.data.totals.taxableBase)}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {formatMoney(list.data.totals.isv)}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {formatMoney(list.data.totals.total)}
                  </td>
                  <td colSpan={2} />
                </tr>
              </tfoot>
            </table>
          </section>
        </>
      )}
    </div>
  );
}
