import { Controller } from "react-hook-form";
import { type OrderUpdateInput, orderDialogFields } from "../../contracts/sales/orders-admin";
import type { SaleDocument } from "../../contracts/sales/sales";
import { msg } from "../../domain/kernel/messages";
import { shopDay, shopDayStart } from "../../domain/kernel/shop-calendar";
import { basisPointsToPercent, clampCommission, percentToBasisPoints } from "../../domain/sales/commission";
import {
  cancellationReasons,
  showsDeliveredCheckbox,
  showsRefundField,
  showsShippingFields,
} from "../../domain/sales/order-dialog";
import { SALE_STATUSES } from "../../domain/sales/sale";
import { trackingUrlFor } from "../../domain/settings/store-settings";
import { FormMoneyField } from "../lib/form-money-field";
import { dateText, todayInput } from "../lib/format";
import { useContractForm } from "../lib/use-contract-form";
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
  const form = useContractForm(orderDialogFields, {
    status: sale.status,
    refundAmount: undefined,
    cancellationReason: sale.cancellationReason ?? "",
    carrier: sale.shippingInfo.carrier ?? "",
    trackingNumber: sale.shippingInfo.trackingNumber ?? "",
    trackingUrl: sale.shippingInfo.trackingUrl ?? "",
    shippedAt: sale.shippedAt,
    isDelivered: sale.isDelivered,
    sellerId: sale.sellerId ?? "",
    commissionPercentage: sale.commission.percentage,
  });
  const errors = form.formState.errors;
  const status = form.watch("status");
  // Carriers of Configuración: choosing one and typing a tracking number fills the tracking URL.
  const carriers = useCarriers(editable);
  const fillTrackingUrl = () => {
    const { carrier, trackingNumber } = form.getValues();
    const template = carriers.find((c) => c.name === carrier)?.trackingUrlTemplate;
    if (template && trackingNumber?.trim())
      form.setValue("trackingUrl", trackingUrlFor(template, trackingNumber));
  };
  const reasons = cancellationReasons(sale.status, sale.isDelivered);
  const dayOf = (iso: string | null | undefined) => (iso ? shopDay(iso) : "");

  const save = form.handleSubmit((v) => {
    const body: OrderUpdateInput = {};
    if (v.status !== sale.status) body.status = v.status;
    if (v.status === "Cancelado") {
      if (v.refundAmount !== undefined) body.refundAmount = v.refundAmount;
      if ((v.cancellationReason ?? "") !== (sale.cancellationReason ?? ""))
        body.cancellationReason = v.cancellationReason;
    }
    if ((v.carrier ?? "") !== (sale.shippingInfo.carrier ?? "")) body.carrier = v.carrier;
    if ((v.trackingNumber ?? "") !== (sale.shippingInfo.trackingNumber ?? ""))
      body.trackingNumber = v.trackingNumber;
    if ((v.trackingUrl ?? "") !== (sale.shippingInfo.trackingUrl ?? "")) body.trackingUrl = v.trackingUrl;
    if (dayOf(v.shippedAt) !== dayOf(sale.shippedAt)) body.shippedAt = v.shippedAt ?? null;
    if (v.isDelivered !== undefined && v.isDelivered !== sale.isDelivered) body.isDelivered = v.isDelivered;
    if (v.sellerId && v.sellerId !== sale.sellerId) body.sellerId = v.sellerId;
    // 0–100 with up to 2 decimals: 150 is saved as 100 and 7.555 as 7.56, and the field shows it.
    const percentage = basisPointsToPercent(clampCommission(percentToBasisPoints(v.commissionPercentage)));
    if (percentage !== v.commissionPercentage) form.setValue("commissionPercentage", percentage);
    if (percentage !== sale.commission.percentage) body.commissionPercentage = percentage;
    op.mutate({ op: { kind: "update", body }, success: msg.changesSaved, failure: msg.saveFailure });
  });

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
      <form onSubmit={save} noValidate className="grid gap-3 sm:grid-cols-2" aria-label={msg.orderSection}>
        <SelectField label={msg.statusLabel} error={errors.status?.message} {...form.register("status")}>
          {SALE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <SelectField label={msg.sellerLabel} {...form.register("sellerId")}>
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
          inputMode="decimal"
          step={0.01}
          error={errors.commissionPercentage?.message}
          // An empty field is 0, as before the form pattern; the clamp happens on save.
          {...form.register("commissionPercentage", { setValueAs: (v) => Number(v) })}
        />
        {status === "Cancelado" ? (
          <>
            {showsRefundField(status, sale.amountPaid) ? (
              <FormMoneyField control={form.control} name="refundAmount" label={msg.refundLabel} optional />
            ) : null}
            {reasons.length ? (
              <SelectField
                label={msg.cancellationReasonLabel}
                error={errors.cancellationReason?.message}
                {...form.register("cancellationReason")}
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
                error={errors.cancellationReason?.message}
                {...form.register("cancellationReason")}
              />
            )}
          </>
        ) : null}
        {showsShippingFields(status) ? (
          <>
            <TextField
              label={msg.carrierLabel}
              list="order-carriers"
              error={errors.carrier?.message}
              {...form.register("carrier", { onChange: fillTrackingUrl })}
            />
            <datalist id="order-carriers">
              {carriers.map((c) => (
                <option key={c.name} value={c.name} />
              ))}
            </datalist>
            <TextField
              label={msg.trackingNumberLabel}
              error={errors.trackingNumber?.message}
              {...form.register("trackingNumber", { onChange: fillTrackingUrl })}
            />
            <TextField
              label={msg.trackingUrlLabel}
              type="url"
              placeholder="https://"
              error={errors.trackingUrl?.message}
              {...form.register("trackingUrl")}
            />
            <Controller
              control={form.control}
              name="shippedAt"
              render={({ field, fieldState }) => (
                // The input holds a shop day; the form holds the instant that day starts.
                <TextField
                  label={msg.shippedAtLabel}
                  type="date"
                  max={todayInput()}
                  value={dayOf(field.value)}
                  onChange={(e) =>
                    field.onChange(e.target.value ? shopDayStart(e.target.value).toISOString() : null)
                  }
                  error={fieldState.error?.message}
                />
              )}
            />
          </>
        ) : null}
        {showsDeliveredCheckbox(status) ? (
          <label className="flex items-center gap-2 self-end py-2 text-sm font-medium">
            <input
              type="checkbox"
              className="h-5 w-5 accent-[var(--gold)]"
              {...form.register("isDelivered")}
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
