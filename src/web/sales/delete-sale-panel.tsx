import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { saleDeletionFields } from "../../contracts/sales/orders-admin";
import type { SaleDocument } from "../../contracts/sales/sales";
import { msg } from "../../domain/kernel/messages";
import { orderMessages } from "../../domain/sales/messages-orders";
import { call, errorMessage } from "../lib/api";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Panel } from "../ui/panel";

/**
 * Deleting a sale (docs/decisions/0241): admins only, after a confirmation that says what will
 * happen and asks why. The server returns the units, keeps an audit record and tells every list.
 */
export function DeleteSalePanel({ sale, onDeleted }: { sale: SaleDocument; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const form = useContractForm(saleDeletionFields, { reason: "" });
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: ({ reason }: { reason: string }) =>
      call("deleteSale", { params: { id: sale.id }, body: { reason, version: sale.version } }),
    onSuccess: (result) => {
      toast.success(result.message);
      void queryClient.invalidateQueries({ queryKey: ["sales"] });
      onDeleted();
    },
    onError: (error) =>
      toast.error(orderMessages.saleDeleteFailure(orderMessages.failureDetail(errorMessage(error)))),
  });
  const submit = form.handleSubmit((fields) => remove.mutate(fields));
  if (!open) {
    return (
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
          {orderMessages.deleteSale}
        </Button>
      </div>
    );
  }
  return (
    <Panel title={orderMessages.deleteSaleTitle(sale.orderNumber)} testId="delete-sale-panel">
      <form onSubmit={submit} className="grid gap-3" aria-label={orderMessages.deleteSale}>
        <p className="text-sm">{orderMessages.deleteSaleExplanation}</p>
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{orderMessages.deleteSaleReasonLabel}</span>
          <textarea
            className="min-h-20 rounded-lg border border-border bg-surface px-3 py-2"
            maxLength={500}
            {...form.register("reason")}
          />
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {msg.cancel}
          </Button>
          <Button type="submit" disabled={remove.isPending}>
            {orderMessages.deleteSale}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
