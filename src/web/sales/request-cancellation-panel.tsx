import { Undo2 } from "lucide-react";
import { cancellationRequestInput } from "../../contracts/sales/orders-admin";
import type { SaleDocument } from "../../contracts/sales/sales";
import { orderMessages } from "../../domain/sales/messages-orders";
import { call } from "../lib/api";
import { ReasonPanel } from "./reason-panel";

/**
 * "Solicitar anulación" (docs/decisions/0240): a seller, who cannot edit a sale, asks admins to
 * cancel their own mistaken one. The form says that nothing changes until an admin acts, and asks
 * why; admins are notified and the history records the request.
 */
export function RequestCancellationPanel({ sale }: { sale: SaleDocument }) {
  return (
    <ReasonPanel
      fields={cancellationRequestInput}
      action={orderMessages.requestCancellation}
      icon={<Undo2 className="h-4 w-4" aria-hidden="true" />}
      title={orderMessages.requestCancellation}
      intro={orderMessages.requestCancellationIntro}
      reasonLabel={orderMessages.requestCancellationReasonLabel}
      testId="request-cancellation-panel"
      send={(reason) => call("requestSaleCancellation", { params: { id: sale.id }, body: { reason } })}
    />
  );
}
