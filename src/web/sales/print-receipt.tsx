import { useQuery } from "@tanstack/react-query";
import { FileDown, Printer } from "lucide-react";
import { useId, useState } from "react";
import { msg } from "../../domain/kernel/messages";
import { printMsg } from "../../domain/receipts/messages-printing";
import { paperName, RECEIPT_PAPERS, type ReceiptPaper } from "../../domain/receipts/printing";
import { apiQuery, operationUrl } from "../lib/api";
import { buttonClass } from "../ui/button";

/**
 * The receipt's print choices: the paper (preselected from Configuración, another may be picked),
 * "Imprimir ticket" (the print page in a new tab) and the receipt PDF on that paper.
 */
export function PrintReceipt({ saleId }: { saleId: string }) {
  const info = useQuery({ ...apiQuery("getStoreInfo"), staleTime: 5 * 60_000 });
  const [chosen, setChosen] = useState<ReceiptPaper | null>(null);
  const paper = chosen ?? info.data?.receiptPaper ?? "carta";
  const selectId = useId();
  const input = { params: { id: saleId }, query: { papel: paper } };
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="print-receipt">
      <label htmlFor={selectId} className="sr-only">
        {printMsg.printPaper}
      </label>
      <select
        id={selectId}
        value={paper}
        onChange={(e) => setChosen(e.target.value as ReceiptPaper)}
        className="h-8 rounded-lg border border-border bg-surface px-2 text-sm text-fg"
        title={printMsg.printPaper}
      >
        {RECEIPT_PAPERS.map((p) => (
          <option key={p} value={p}>
            {paperName(p)}
          </option>
        ))}
      </select>
      <a
        className={buttonClass("secondary", "sm")}
        href={operationUrl("getSaleReceiptPage", input)}
        target="_blank"
        rel="noopener"
      >
        <Printer className="h-4 w-4" aria-hidden="true" />
        {printMsg.printTicket}
      </a>
      <a className={buttonClass("secondary", "sm")} href={operationUrl("getSaleReceipt", input)} download>
        <FileDown className="h-4 w-4" aria-hidden="true" />
        {msg.downloadReceipt}
      </a>
    </div>
  );
}
