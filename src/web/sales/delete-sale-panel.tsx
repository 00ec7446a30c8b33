import { Trash2 } from "lucide-react";
import { saleDeletionFields } from "../../contracts/sales/orders-admin";
import type { SaleDocument } from "../../contracts/sales/sales";
import { orderMessages } from "../../domain/sales/messages-orders";
import { call } from "../lib/api";
import { ReasonPanel } from "./reason-panel";

/**
 * Deleting a sale (docs/decisions/0252): admins only, after a confirmation that says what will
 * happen and asks why. The server returns the units, keeps an audit record, reverses the sale's
 * money in the journal and tells every list.
 */
export function DeleteSalePanel({ sale, onDeleted }: { sale: SaleDocument; onDeleted: () => void }) {
  return (
    <ReasonPanel
      fields={saleDeletionFields}
      action={orderMessages.deleteSale}
      icon={<Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />}
      title={orderMessages.deleteSaleTitle(sale.orderNumber)}
      intro={orderMessages.deleteSaleExplanation}
      reasonLabel={orderMessages.deleteSaleReasonLabel}
      testId="delete-sale-panel"
      send={(reason) =>
        call("deleteSale", { params: { id: sale.id }, body: { reason, version: sale.version } })
      }
      failure={(detail) => orderMessages.saleDeleteFailure(orderMessages.failureDetail(detail))}
      onDone={onDeleted}
    />
  );
}
