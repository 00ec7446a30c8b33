import { type FormEvent, useState } from "react";
import type { SaleDocument } from "../../contracts/sales";
import { msg } from "../../domain/messages";
import {
  cancellationReasons,
  showsDeliveredCheckbox,
  showsRefundField,
  showsShippingFields,
} from "../../domain/order-dialog";
import { clampCommission } from "../../domain/order-update";
import { SALE_STATUSES, type SaleStatus } from "../../domain/sale";
import { shopDay, shopDayStart } from "../../domain/shop-calendar";
import { trackingUrlFor } from "../../domain/store-settings";
import { centavosOf, dateText, todayInput } from "../lib/format";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import { Panel } from "../ui/panel";
import { useCarriers } from "./use-carriers";
import type { useSaleOperation } from "./use-sale";
import { useSellers } from "./use-sellers";

type Operation = ReturnType<typeof useSaleOperation>;

/**
 * Status, refund and cancellation reason, shipping data, delivery, seller and commission
 * (docs/product/screens.md, states.md). Only what changed is sent; the server applies the rules and answers the
 * spec's refusals, shown as 'Error al guardar: …'.
 */
export function OrderFormPanel({
  sale,
  editable,
  op,
}: {
  sale: SaleDocument;
  editable: boolean;
  op: Operation;
}) {
  const sellers = useSellers(editable);
  const [status, setStatus] = useState<SaleStatus>(sale.status);
  const [refund, setRefund] = useState("");
  const [reason, setReason] = useState(sale.cancellationReason ?? "");
  const [carrier, setCarrier] = useState(sale.shippingInfo.carrier ?? "");
  const [trackingNumber, setTrackingNumber] = useState(sale.shippingInfo.trackingNumber ?? "");
  const [trackingUrl, setTrackingUrl] = useState(sale.shippingInfo.trackingUrl ?? "");
  // Carriers of Configuración: choosing one and typing a tracking number fills the tracking URL (issue 11).
  const carriers = useCarriers(editable);
  const fillTrackingUrl = (carrierName: string, number: string) => {
    const template = carriers.find((c) => c.name === carrierName)?.trackingUrlTemplate;
    if (template && number.trim()) setTrackingUrl(trackingUrlFor(template, number));
  };
  const [shippedAt, setShippedAt] = useState(sale.shippedAt ? shopDay(sale.shippedAt) : "");
  const [delivered, setDelivered] = useState(sale.isDelivered);
  const [sellerId, setSellerId] = useState(sale.sellerId ?? "");
  const [commission, setCommission] = useState(String(sale.commission.percentage));
  const reasons = cancellationReasons(sale.status, sale.isDelivered);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = {};
    if (status !== sale.status) body.status = status;
    if (status === "Cancelado") {
      if (refund.trim()) body.refundAmount = centavosOf(refund);
      if (reason !== (sale.cancellationReason ?? "")) body.cancellationReason = reason;
    }
    if (carrier !== (sale.shippingInfo.carrier ?? "")) body.carrier = carrier;
    if (trackingNumber !== (sale.shippingInfo.trackingNumber ?? "")) body.trackingNumber = trackingNumber;
    if (trackingUrl !== (sale.shippingInfo.trackingUrl ?? "")) body.trackingUrl = trackingUrl;
    if (shippedAt !== (sale.shippedAt ? shopDay(sale.shippedAt) : ""))
      body.shippedAt = shippedAt ? shopDayStart(shippedAt).toISOString() : null;
    if (delivered !== sale.isDelivered) body.isDelivered = delivered;
    if (sellerId && sellerId !== sale.sellerId) body.sellerId = sellerId;
    // 0–100 (docs/product/validation.md): 150 is saved as 100 and the field shows it (issue 9).
    const percentage = clampCommission(Math.round(Number(commission)));
    if (String(percentage) !== commission) setCommission(String(percentage));
    if (percentage !== sale.commission.percentage) body.commissionPercentage = percentage;
    op.mutate({ op: { kind: "update", body }, success: msg.changesSaved, failure: msg.saveFailure });
  };

  if (!editable) {
    return (
      <Panel title={msg.orderSection}>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <Item label={msg.statusLabel} value={sale.status} />
          <Item label={msg.carrierLabel} value={sale.shippingInfo.carrier} />
          <Item label={msg.trackingNumberLabel} value={sale.shippingInfo.trackingNumber} />
          <Item label={msg.shippedAtLabel} value={sale.shippedAt ? dateText(sale.shippedAt) : null} />
          <Item label={msg.sellerLabel} value={sale.sellerName} />
          <Item label={msg.commissionLabel} value={`${sale.commission.percentage}%`} />
          {sale.cancellationReason ? (
            <Item label={msg.cancellationReasonLabel} value={sale.cancellationReason} />
          ) : null}
          {sale.isDelivered ? (
            <Item label={msg.markDelivered} value={msg.deliveredAtLabel(dateText(sale.deliveredAt))} />
          ) : null}
        </dl>
      </Panel>
    );
  }

  return (
    <Panel title={msg.orderSection} testId="order-form">
      <form onSubmit={save} className="grid gap-3 sm:grid-cols-2" aria-label={msg.orderSection}>
        <SelectField
          label={msg.statusLabel}
          value={status}
          onChange={(e) => setStatus(e.target.value as SaleStatus)}
        >
          {SALE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <SelectField label={msg.sellerLabel} value={sellerId} onChange={(e) => setSellerId(e.target.value)}>
          {sale.sellerId ? null : <option value="">—</option>}
          {sale.sellerId && !sellers.data?.some((s) => s.id === sale.sellerId) ? (
            <option value={sale.sellerId}>{sale.sellerName}</option>
          ) : null}
          {sellers.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={msg.commissionLabel}
          type="number"
          inputMode="numeric"
          value={commission}
          onChange={(e) => setCommission(e.target.value)}
        />
        {status === "Cancelado" ? (
          <>
            {showsRefundField(status, sale.amountPaid) ? (
              <TextField
                label={msg.refundLabel}
                inputMode="decimal"
                value={refund}
                onChange={(e) => setRefund(e.target.value)}
              />
            ) : null}
            {reasons.length ? (
              <SelectField
                label={msg.cancellationReasonLabel}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              >
                <option value="">—</option>
                {reasons.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </SelectField>
            ) : (
              <TextField
                label={msg.cancellationReasonLabel}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </>
        ) : null}
        {showsShippingFields(status) ? (
          <>
            <TextField
              label={msg.carrierLabel}
              value={carrier}
              list="order-carriers"
              onChange={(e) => {
                setCarrier(e.target.value);
                fillTrackingUrl(e.target.value, trackingNumber);
              }}
            />
            <datalist id="order-carriers">
              {carriers.map((c) => (
                <option key={c.name} value={c.name} />
              ))}
            </datalist>
            <TextField
              label={msg.trackingNumberLabel}
              value={trackingNumber}
              onChange={(e) => {
                setTrackingNumber(e.target.value);
                fillTrackingUrl(carrier, e.target.value);
              }}
            />
            <TextField
              label={msg.trackingUrlLabel}
              type="url"
              value={trackingUrl}
              onChange={(e) => setTrackingUrl(e.target.value)}
              placeholder="https://"
            />
            <TextField
              label={msg.shippedAtLabel}
              type="date"
              max={todayInput()}
              value={shippedAt}
              onChange={(e) => setShippedAt(e.target.value)}
            />
          </>
        ) : null}
        {showsDeliveredCheckbox(status) ? (
          <label className="flex items-center gap-2 self-end py-2 text-sm font-medium">
            <input
              type="checkbox"
              className="h-5 w-5 accent-[var(--gold)]"
              checked={delivered}
              onChange={(e) => setDelivered(e.target.checked)}
            />
            {msg.markDelivered}
          </label>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={op.isPending}>
            {msg.saveChanges}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function Item({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium">{value || "—"}</dd>
    </div>
  );
}
