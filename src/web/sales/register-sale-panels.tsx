import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { SessionUser } from "../../contracts/auth/session";
import type { CreateSaleInput } from "../../contracts/sales/orders-admin";
import type { RegisterSaleFields } from "../../contracts/sales/register-sale-fields";
import type { ShippingLocation } from "../../contracts/shipping/shipping";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { creditMsg } from "../../domain/sales/messages-credit";
import { layawayMsg } from "../../domain/sales/messages-layaway";
import { apiQuery } from "../lib/api";
import { FormMoneyField } from "../lib/form-money-field";
import { SelectField, TextField } from "../ui/field";
import { Panel } from "../ui/panel";
import { PaymentMethodSelect, PaymentTypeSelect } from "./payment-type-select";
import { useSellers } from "./use-sellers";

type SaleForm = UseFormReturn<RegisterSaleFields, unknown, CreateSaleInput>;

/** Pickup or delivery; a delivery names its city (its cost joins the total) and address. */
export function DeliveryPanel({ form, cities }: { form: SaleForm; cities: ShippingLocation[] }) {
  const delivery = form.watch("shipping.mode") === "delivery";
  const errors = form.formState.errors.shipping as Partial<Record<string, { message?: string }>> | undefined;
  return (
    <Panel title={msg.deliverySection}>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={msg.deliverySection} {...form.register("shipping.mode")}>
          <option value="pickup">{msg.pickup}</option>
          <option value="delivery">{msg.delivery}</option>
        </SelectField>
        {delivery ? (
          <>
            <SelectField
              label={msg.cityLabel}
              required
              error={errors?.cityId?.message}
              {...form.register("shipping.cityId")}
            >
              <option value="">{msg.cityPlaceholder}</option>
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.city} — {formatMoney(c.cost)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={msg.saleAddressLabel}
              required
              error={errors?.address?.message}
              {...form.register("shipping.address")}
            />
          </>
        ) : null}
        <TextField
          label={msg.saleNoteLabel}
          error={errors?.note?.message}
          {...form.register("shipping.note")}
        />
      </div>
    </Panel>
  );
}

/** Discount code, and for admins the extra discount, the seller and the commission; the sale's day. */
export function SaleDetailsPanel({
  form,
  admin,
  user,
  today,
  defaultCommission,
}: {
  form: SaleForm;
  admin: boolean;
  user: SessionUser | null;
  today: string;
  defaultCommission: number | undefined;
}) {
  const sellers = useSellers(admin);
  const errors = form.formState.errors;
  const code = form.register("discountCode");
  return (
    <Panel title={msg.saleDetailsSection}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={msg.saleDiscountCodeLabel}
          {...code}
          onChange={(e) => {
            e.target.value = e.target.value.toUpperCase();
            return code.onChange(e);
          }}
        />
        {admin ? (
          <>
            <FormMoneyField
              control={form.control}
              name="extraDiscount.amount"
              label={msg.extraDiscountLabel}
              optional
            />
            <TextField
              label={msg.reasonLabel}
              error={errors.extraDiscount?.reason?.message}
              {...form.register("extraDiscount.reason")}
            />
            <SelectField label={msg.sellerLabel} {...form.register("sellerId")}>
              <option value="">{user?.name}</option>
              {sellers.data
                ?.filter((s) => s.id !== user?.id)
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
            </SelectField>
            <Controller
              control={form.control}
              name="commissionPercentage"
              render={({ field, fieldState }) => (
                <TextField
                  label={msg.commissionLabel}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  step={0.01}
                  value={field.value ?? String(defaultCommission ?? "")}
                  error={fieldState.error?.message}
                  // Emptied, the sale takes the default commission again.
                  onChange={(e) =>
                    // Up to 2 decimals (7.5 %): the contract refuses more, with its message.
                    field.onChange(e.target.value === "" ? null : Number(e.target.value))
                  }
                />
              )}
            />
          </>
        ) : (
          <>
            <TextField label={msg.sellerLabel} value={user?.name ?? ""} readOnly />
            <TextField
              label={msg.commissionLabel}
              type="number"
              value={String(defaultCommission ?? "")}
              readOnly
            />
          </>
        )}
        <TextField
          label={msg.saleDateLabel}
          type="date"
          max={today}
          error={errors.saleDay?.message}
          {...form.register("saleDay")}
        />
      </div>
    </Panel>
  );
}

/** An optional first payment: empty amount, no payment. */
export function FirstPaymentPanel({ form }: { form: SaleForm }) {
  const errors = form.formState.errors.firstPayment;
  return (
    <Panel title={msg.firstPaymentSection}>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormMoneyField control={form.control} name="firstPayment.amount" label={msg.amountLabel} optional />
        <TextField
          label={msg.dateLabel}
          type="date"
          error={errors?.date?.message}
          {...form.register("firstPayment.date")}
        />
        <PaymentTypeSelect {...form.register("firstPayment.type")} />
        <PaymentMethodSelect {...form.register("firstPayment.method")} />
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input type="checkbox" className="mt-0.5 size-4" {...form.register("layaway")} />
          <span>
            <span className="font-medium">{layawayMsg.layawayCheckbox}</span>
            <span className="block text-muted">{layawayMsg.layawayCheckboxNote}</span>
          </span>
        </label>
      </div>
    </Panel>
  );
}

/**
 * Saldo a favor the customer spends on this sale (admins, docs/decisions/0251): what they have
 * free now, and the amount to apply; the server takes it from their oldest sales first.
 */
export function CreditPanel({
  form,
  customer,
}: {
  form: SaleForm;
  customer: CreateSaleInput["customer"] | null;
}) {
  const owner =
    customer?.kind === "user"
      ? { userId: customer.userId }
      : customer?.kind === "customer"
        ? { customerId: customer.customerId }
        : null;
  const credit = useQuery({
    ...apiQuery("getAvailableCredit", { query: owner ?? {} }),
    enabled: owner !== null,
  });
  const available = credit.data?.available ?? 0;
  // The customer the panel shows an amount for ('' while it shows none). An amount typed for one
  // customer never stays behind for another, nor hidden with the panel: the server would refuse
  // the sale over a field no longer on screen.
  const shownFor =
    !owner || (credit.isSuccess && available <= 0)
      ? ""
      : "userId" in owner
        ? `user:${owner.userId}`
        : `customer:${owner.customerId}`;
  const lastShown = useRef(shownFor);
  const { setValue } = form;
  useEffect(() => {
    if (lastShown.current === shownFor) return;
    lastShown.current = shownFor;
    setValue("creditAmount", undefined);
  }, [setValue, shownFor]);
  if (!owner || available <= 0) return null;
  return (
    <Panel title={creditMsg.creditLabel}>
      {/* Two columns as the other panels, so the amount is as wide as the first payment's. */}
      <div className="grid gap-3 text-sm sm:grid-cols-2" data-testid="register-credit">
        <p className="font-medium tabular-nums sm:col-span-2">
          {creditMsg.creditAvailable(formatMoney(available))}
        </p>
        <FormMoneyField
          control={form.control}
          name="creditAmount"
          label={creditMsg.applyCreditLabel}
          optional
        />
        <p className="text-muted sm:col-span-2">{creditMsg.applyCreditHelp}</p>
      </div>
    </Panel>
  );
}
