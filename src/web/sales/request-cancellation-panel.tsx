import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Undo2 } from "lucide-react";
import { useState } from "react";
import { cancellationRequestInput } from "../../contracts/sales/orders-admin";
import type { SaleDocument } from "../../contracts/sales/sales";
import { msg } from "../../domain/kernel/messages";
import { orderMessages } from "../../domain/sales/messages-orders";
import { call, errorMessage } from "../lib/api";
import { toast } from "../lib/toast";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Panel } from "../ui/panel";

/**
 * "Solicitar anulación" (docs/decisions/0240): a seller, who cannot edit a sale, asks admins to
 * cancel their own mistaken one. The form says that nothing changes until an admin acts, and asks
 * why; admins are notified and the history records the request.
 */
export function RequestCancellationPanel({ sale }: { sale: SaleDocument }) {
  const [open, setOpen] = useState(false);
  const form = useContractForm(cancellationRequestInput, { reason: "" });
  const queryClient = useQueryClient();
  const ask = useMutation({
    mutationFn: ({ reason }: { reason: string }) =>
      call("requestSaleCancellation", { params: { id: sale.id }, body: { reason } }),
    onSuccess: (result) => {
      toast.success(result.message);
      void queryClient.invalidateQueries({ queryKey: ["sales"] });
      form.reset({ reason: "" });
      setOpen(false);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const submit = form.handleSubmit((fields) => ask.mutate(fields));
  if (!open) {
    return (
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          <Undo2 className="h-4 w-4" aria-hidden="true" />
          {orderMessages.requestCancellation}
        </Button>
      </div>
    );
  }
  return (
    <Panel title={orderMessages.requestCancellation} testId="request-cancellation-panel">
      <form onSubmit={submit} className="grid gap-3" aria-label={orderMessages.requestCancellation}>
        <p className="text-sm">{orderMessages.requestCancellationIntro}</p>
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{orderMessages.requestCancellationReasonLabel}</span>
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
          <Button type="submit" disabled={ask.isPending}>
            {orderMessages.requestCancellation}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
