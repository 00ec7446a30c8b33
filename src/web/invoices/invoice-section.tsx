import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { invoiceMessages as m } from "../../domain/messages-invoices";
import { formatMoney } from "../../domain/money";
import { apiQuery, call, errorMessage, operationUrl } from "../lib/api";
import { toast } from "../lib/toast";
import { Button, buttonClass } from "../ui/button";
import { TextField } from "../ui/field";

/** The order dialog's Factura section (issue 14, admins): issue, download and void the sale's invoice. */
export function InvoiceSection({ saleId, customerName }: { saleId: string; customerName: string }) {
  const query = useQuery(apiQuery("getSaleInvoices", { params: { id: saleId } }));
  const [buyerName, setBuyerName] = useState(customerName);
  const [buyerRtn, setBuyerRtn] = useState("");
  const [reason, setReason] = useState("");
  const [voiding, setVoiding] = useState(false);
  const issue = useMutation({
    mutationFn: () => call("issueInvoice", { params: { id: saleId }, body: { buyerName, buyerRtn } }),
    onSuccess: (r) => {
      toast.success(r.message);
      for (const w of r.warnings) toast.error(w);
      void query.refetch();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const voidIt = useMutation({
    mutationFn: (id: string) => call("voidInvoice", { params: { id }, body: { reason } }),
    onSuccess: (r) => {
      toast.success(r.message);
      setVoiding(false);
      setReason("");
      void query.refetch();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const invoices = query.data?.invoices ?? [];
  const valid = invoices.find((i) => i.status === "Emitida");
  return (
    <section
      className="grid gap-3 rounded-xl border border-border bg-surface p-4"
      data-testid="invoice-section"
    >
      <h3 className="font-semibold">{m.invoiceSection}</h3>
      {query.data?.warnings.length ? (
        <ul className="text-sm text-amber-800 dark:text-amber-200" role="status">
          {query.data.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      {invoices.map((i) => (
        <div key={i.id} className="flex flex-wrap items-center gap-3 text-sm">
          <span className="font-mono" data-testid="invoice-number">
            {i.number}
          </span>
          <span>{i.status}</span>
          <span>
            {m.isvLabel}: {formatMoney(i.isv)} · {m.totalLabel}: {formatMoney(i.total)}
          </span>
          {i.voidReason ? <span className="text-muted">{i.voidReason}</span> : null}
          <a
            className={buttonClass("secondary", "sm")}
            href={operationUrl("invoicePdf", { params: { id: i.id } })}
            download
          >
            {m.downloadInvoice}
          </a>
        </div>
      ))}
      {valid ? (
        voiding ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              voidIt.mutate(valid.id);
            }}
          >
            <TextField
              label={m.voidReasonLabel}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
            />
            <Button type="submit" variant="danger" disabled={voidIt.isPending}>
              {m.voidInvoice}
            </Button>
          </form>
        ) : (
          <div>
            <Button variant="secondary" size="sm" onClick={() => setVoiding(true)}>
              {m.voidInvoice}
            </Button>
          </div>
        )
      ) : (
        <form
          className="grid gap-2 sm:grid-cols-3 sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            issue.mutate();
          }}
        >
          <TextField
            label={m.buyerNameLabel}
            value={buyerName}
            onChange={(e) => setBuyerName(e.target.value)}
          />
          <TextField
            label={m.buyerRtnLabel}
            value={buyerRtn}
            onChange={(e) => setBuyerRtn(e.target.value)}
            inputMode="numeric"
          />
          <Button type="submit" disabled={issue.isPending}>
            {m.issueInvoice}
          </Button>
        </form>
      )}
    </section>
  );
}
