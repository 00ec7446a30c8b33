import { useQuery } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import type { SaleDocument } from "../../contracts/sales/sales";
import { addressLine } from "../../domain/checkout/address";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { isStaff } from "../../domain/kernel/roles";
import { formatShopDate, formatShopDateTime } from "../../domain/kernel/shop-calendar";
import { whatsappShareLink } from "../../domain/kernel/whatsapp";
import { saleCustomerTypeLabel } from "../../domain/sales/customer-type";
import { canEditOrder } from "../../domain/sales/order-dialog";
import { useSession } from "../auth/use-session";
import { InvoiceSection } from "../invoices";
import { ApiError, apiQuery } from "../lib/api";
import { dateTimeText } from "../lib/format";
import { toast } from "../lib/toast";
import { PaymentLinkPanel } from "../payment-links";
import { ReturnButton, SaleReturnsPanel } from "../returns";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Panel } from "../ui/panel";
import { PageSpinner } from "../ui/spinner";
import { CreditPanel } from "./credit-panel";
import { DeclaredTransferPanel } from "./declared-transfer-panel";
import { DeleteSalePanel } from "./delete-sale-panel";
import { ExtraCostsPanel } from "./extra-costs-panel";
import { LayawayLabel } from "./layaway-label";
import { OrderFormPanel } from "./order-form-panel";
import { SaleItemsAndTotals } from "./order-sale-summary";
import { PaymentsPanel } from "./payments-panel";
import { PrintReceipt } from "./print-receipt";
import { ProductPicker } from "./product-picker";
import { RequestCancellationPanel } from "./request-cancellation-panel";
import { SaleWatchesPanel } from "./sale-watches-panel";
import { StatusBadge } from "./status-badge";
import { useSale, useSaleOperation } from "./use-sale";

const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;
/** Older history entries carry raw timestamps: show them as the shop's calendar does. */
const readableDetails = (details: string) =>
  details.replace(ISO_INSTANT, (iso) =>
    iso.endsWith("T00:00:00.000Z") ? formatShopDate(iso.slice(0, 10)) : formatShopDateTime(iso),
  );

/** docs/product/operations.md: open the chat with the customer, or say that there is no phone. */
function share(sale: SaleDocument) {
  const link = whatsappShareLink(
    sale.customerInfo.phone,
    msg.shareText(sale.orderNumber, formatMoney(sale.total), formatMoney(sale.balance)),
  );
  if (!link.ok) return toast.error(link.error.message);
  window.open(link.value, "_blank", "noopener,noreferrer");
}

/** A sale converted from a web order shows what its buyer declared of the transfer (admins only). */
function WebOrderTransfer({ saleId }: { saleId: string }) {
  const declared = useQuery(apiQuery("listOrderTransfers", { params: { id: saleId } })).data;
  if (!declared) return null;
  return <DeclaredTransferPanel transfer={declared.find((d) => d.paymentId === null) ?? null} />;
}

/** The admin order dialog (docs/product/screens.md, states.md): everything about one order; read-only except for admins. */
export function OrderDialog({ saleId, onClose }: { saleId: string | null; onClose: () => void }) {
  const { user } = useSession();
  const query = useSale(saleId);
  const sale = query.data;
  const editable = canEditOrder(user?.role);
  const op = useSaleOperation(sale);
  const title = sale ? msg.orderTitle(sale.orderNumber) : msg.orderLabel;

  return (
    <Dialog
      variant="sheet"
      open={Boolean(saleId)}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      headerExtra={
        sale ? (
          <>
            <StatusBadge status={sale.status} />
            <LayawayLabel until={sale.layawayUntil} />
          </>
        ) : null
      }
    >
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError || !sale ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {query.error instanceof ApiError && query.error.status === 404
            ? msg.orderNotFound
            : msg.orderSubscriptionFailure}
        </p>
      ) : (
        <div className="grid gap-4" data-testid="order-dialog">
          {editable ? null : (
            <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">{msg.readOnlyNotice}</p>
          )}
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="text-sm">
              <p className="text-base font-semibold">{sale.customerName}</p>
              <p className="text-muted">
                {saleCustomerTypeLabel(sale.customerType)} · {sale.customerInfo.phone ?? "—"} ·{" "}
                {sale.customerInfo.email ?? "—"}
              </p>
              <p className="text-muted">
                {dateTimeText(sale.saleDate)} · {sale.sellerName ?? "—"}
                {sale.shippingInfo.city ? ` · ${addressLine(sale.shippingInfo)}` : ` · ${msg.pickup}`}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => share(sale)}>
                <MessageCircle className="h-4 w-4" aria-hidden="true" />
                {msg.shareWhatsapp}
              </Button>
              <PrintReceipt saleId={sale.id} />
              {isStaff(user?.role) ? <ReturnButton sale={sale} picker={ProductPicker} /> : null}
            </div>
          </div>
          <Panel title={msg.itemsSection}>
            <SaleItemsAndTotals sale={sale} />
          </Panel>
          {isStaff(user?.role) ? <SaleReturnsPanel sale={sale} /> : null}
          <SaleWatchesPanel sale={sale} editable={editable} op={op} />
          {editable && sale.originalUnregisteredId ? <WebOrderTransfer saleId={sale.id} /> : null}
          {/* Keyed by version: when anyone saves, the forms show the new figures. */}
          <div className="grid gap-4 lg:grid-cols-2" key={sale.version}>
            <PaymentsPanel sale={sale} editable={editable} op={op} />
            <ExtraCostsPanel sale={sale} editable={editable} op={op} />
            <div className="lg:col-span-2">
              <OrderFormPanel sale={sale} editable={editable} op={op} />
            </div>
          </div>
          {editable ? <InvoiceSection saleId={sale.id} customerName={sale.customerName} /> : null}
          {editable && sale.status !== "Cancelado" && sale.balance > 0 ? (
            <PaymentLinkPanel key={`link-${sale.version}`} sale={sale} />
          ) : null}
          {editable && sale.credit + sale.keptOnCancel > 1 ? (
            <CreditPanel key={`credit-${sale.version}`} sale={sale} op={op} />
          ) : null}
          {editable ? <DeleteSalePanel sale={sale} onDeleted={onClose} /> : null}
          {!editable && isStaff(user?.role) && sale.status !== "Cancelado" ? (
            <RequestCancellationPanel sale={sale} />
          ) : null}
          {sale.history.length ? (
            <Panel title={msg.changeHistory} testId="change-history">
              <ol className="space-y-2 text-sm">
                {sale.history.map((h) => (
                  <li key={`${h.timestamp}-${h.event}-${h.details}`}>
                    <span className="font-semibold">{h.event}</span>
                    <span className="text-muted">
                      {" "}
                      · {dateTimeText(h.timestamp)} · {h.user}
                    </span>
                    {h.details ? <p className="text-muted">{readableDetails(h.details)}</p> : null}
                  </li>
                ))}
              </ol>
            </Panel>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
