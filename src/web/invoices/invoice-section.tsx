import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  type IssueInvoiceInput,
  issueInvoiceInput,
  voidInvoiceInput,
} from "../../contracts/invoices/invoices";
import { invoiceMessages as m } from "../../domain/invoices/messages-invoices";
import { formatMoney } from "../../domain/kernel/money";
import { printMsg } from "../../domain/receipts/messages-printing";
import { apiQuery, call, errorMessage, operationUrl } from "../lib/api";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { Button, buttonClass } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";
import { kindText } from "./invoice-kind";

/**
 * The order dialog's Factura section (admins): issue, download and void the sale's factura; its
 * notas de crédito (issued by returns, docs/decisions/0249) are listed with it.
 */
export function InvoiceSection({ saleId, customerName }: { saleId: string; customerName: string }) {
  const query = useQuery(apiQuery("getSaleInvoices", { params: { id: saleId } }));
  const buyer = useContractForm(issueInvoiceInput, { buyerName: customerName, buyerRtn: "" });
  const voidForm = useContractForm(voidInvoiceInput, { reason: "" });
  const [voiding, setVoiding] = useState(false);
  /** The buyer's data waiting for the person to confirm the number and total it will take. */
  const [confirming, setConfirming] = useState<IssueInvoiceInput | null>(null);
  const issue = useMutation({
    mutationFn: (body: IssueInvoiceInput) => call("issueInvoice", { params: { id: saleId }, body }),
    onSettled: () => setConfirming(null),
    onSuccess: (r) => {
      toast.success(r.message);
      for (const w of r.warnings) toast.error(w);
      void query.refetch();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const voidIt = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call("voidInvoice", { params: { id }, body: { reason } }),
    onSuccess: (r) => {
      toast.success(r.message);
      setVoiding(false);
      voidForm.reset();
      void query.refetch();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const invoices = query.data?.invoices ?? [];
  const next = query.data?.next;
  const valid = invoices.find((i) => i.status === "Emitida" && i.kind === "factura");
  return (
    <section
      className="grid gap-3 rounded-xl border border-border bg-surface p-4"
      data-testid="invoice-section"
    >
      <h3 className="font-semibold">{m.invoiceSection}</h3>
      {query.data?.warnings.length ? (
        // The live region wraps the list: a list itself keeps its role, so its items stay items.
        <div role="status">
          <ul className="text-sm text-amber-800 dark:text-amber-200">
            {query.data.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {invoices.map((i) => (
        <div key={i.id} className="flex flex-wrap items-center gap-3 text-sm">
          {i.kind === "nota_credito" ? <span>{kindText(i)}</span> : null}
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
          <a
            className={buttonClass("secondary", "sm")}
            href={operationUrl("invoicePdf", { params: { id: i.id }, query: { papel: "80mm" } })}
            download
          >
            {printMsg.printInvoice80}
          </a>
        </div>
      ))}
      {valid ? (
        voiding ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={voidForm.handleSubmit(({ reason }) => voidIt.mutate({ id: valid.id, reason }))}
          >
            <TextField
              label={m.voidReasonLabel}
              required
              error={voidForm.formState.errors.reason?.message}
              {...voidForm.register("reason")}
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
          // A SAR number cannot be reused: the person first sees the number it takes and the total.
          onSubmit={buyer.handleSubmit((body) => (next?.number ? setConfirming(body) : issue.mutate(body)))}
        >
          <TextField
            label={m.buyerNameLabel}
            error={buyer.formState.errors.buyerName?.message}
            {...buyer.register("buyerName")}
          />
          <TextField
            label={m.buyerRtnLabel}
            inputMode="numeric"
            error={buyer.formState.errors.buyerRtn?.message}
            {...buyer.register("buyerRtn")}
          />
          <Button type="submit" disabled={issue.isPending}>
            {m.issueInvoice}
          </Button>
        </form>
      )}
      {next?.number ? (
        <Dialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title={m.confirmIssueTitle}
          description={m.confirmIssueBody(next.number, formatMoney(next.total))}
        >
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {m.cancelIssue}
            </Button>
            <Button
              data-testid="confirm-issue-invoice"
              disabled={issue.isPending}
              onClick={() =>
                confirming && issue.mutate({ ...confirming, expectedNumber: next.number ?? undefined })
              }
            >
              {m.issueInvoice}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
