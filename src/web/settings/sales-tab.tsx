import { type AdminSettings, settingsUpdate } from "../../contracts/settings/settings";
import { collectionsMsg } from "../../domain/collections/messages-collections";
import { msg } from "../../domain/kernel/messages";
import { mailMsg } from "../../domain/mail/messages-mail";
import { paymentLinkMsg } from "../../domain/payment-links/messages-payment-links";
import { printMsg } from "../../domain/receipts/messages-printing";
import { paperName, RECEIPT_PAPERS } from "../../domain/receipts/printing";
import { returnsMessages } from "../../domain/returns/messages-returns";
import { LAYAWAY_EXPIRY_POLICIES } from "../../domain/sales/layaway";
import { layawayMsg } from "../../domain/sales/messages-layaway";
import { serviceMessages } from "../../domain/service-orders/messages-service-orders";
import { transferMsg } from "../../domain/transfers/messages-transfers";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import { TabSection } from "./parts";
import { changedFrom, useSaveSettings } from "./use-settings";

const figures = settingsUpdate.pick({
  defaultCommissionPercentage: true,
  lowStockThreshold: true,
  cardReservationMinutes: true,
  collectionOverdueDays: true,
  paymentLinkHours: true,
  abonoReceiptEmails: true,
  transferReferenceRequired: true,
  receiptPaper: true,
  receiptThanks: true,
  warrantyMonths: true,
  serviceUncollectedDays: true,
  returnWindowDays: true,
  layawayDepositPercent: true,
  layawayTermDays: true,
  layawayReminderDays: true,
  layawayExpiryPolicy: true,
  layawayFeePercent: true,
  layawayAtCheckout: true,
});

/**
 * Ventas e inventario: the default commission, the low-stock threshold, the card reservation, the
 * Cobranza term, how long a payment link lasts, the watches' warranty, the days a repaired watch
 * waits before its reminder, and the paper and thank-you line of receipts.
 */
export function SalesTab({ settings }: { settings: AdminSettings }) {
  const form = useContractForm(figures, {
    defaultCommissionPercentage: settings.defaultCommissionPercentage,
    lowStockThreshold: settings.lowStockThreshold,
    cardReservationMinutes: settings.cardReservationMinutes,
    collectionOverdueDays: settings.collectionOverdueDays,
    paymentLinkHours: settings.paymentLinkHours,
    abonoReceiptEmails: settings.abonoReceiptEmails,
    transferReferenceRequired: settings.transferReferenceRequired,
    receiptPaper: settings.receiptPaper,
    receiptThanks: settings.receiptThanks,
    warrantyMonths: settings.warrantyMonths,
    serviceUncollectedDays: settings.serviceUncollectedDays,
    returnWindowDays: settings.returnWindowDays,
    layawayDepositPercent: settings.layawayDepositPercent,
    layawayTermDays: settings.layawayTermDays,
    layawayReminderDays: settings.layawayReminderDays,
    layawayExpiryPolicy: settings.layawayExpiryPolicy,
    layawayFeePercent: settings.layawayFeePercent,
    layawayAtCheckout: settings.layawayAtCheckout,
  });
  const save = useSaveSettings();
  const errors = form.formState.errors;
  const field = (
    name:
      | "defaultCommissionPercentage"
      | "lowStockThreshold"
      | "cardReservationMinutes"
      | "collectionOverdueDays"
      | "paymentLinkHours"
      | "warrantyMonths"
      | "serviceUncollectedDays"
      | "returnWindowDays"
      | "layawayDepositPercent"
      | "layawayTermDays"
      | "layawayReminderDays"
      | "layawayFeePercent",
    label: string,
    hint: string,
  ) => (
    <div>
      <TextField
        label={label}
        type="number"
        // The commission takes up to 2 decimals (7.5 %); the other figures are whole numbers.
        inputMode={name === "defaultCommissionPercentage" ? "decimal" : "numeric"}
        step={name === "defaultCommissionPercentage" ? 0.01 : 1}
        {...form.register(name, { valueAsNumber: true })}
        error={errors[name]?.message}
      />
      <p className="mt-1 text-sm text-muted">{hint}</p>
    </div>
  );
  return (
    <TabSection title={msg.settingsTabSales}>
      <form
        onSubmit={form.handleSubmit((body) =>
          save.mutate(changedFrom(body, settings), {
            onError: (e) => showSaveError(form, e, msg.settingsSaveFailed),
          }),
        )}
        noValidate
        className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:grid-cols-3 sm:p-6"
      >
        {field("defaultCommissionPercentage", msg.defaultCommissionLabel, msg.defaultCommissionHint)}
        {field("lowStockThreshold", msg.lowStockThresholdLabel, msg.lowStockThresholdHint)}
        {field("cardReservationMinutes", msg.reservationMinutesLabel, msg.reservationMinutesHint)}
        {field("collectionOverdueDays", collectionsMsg.overdueDaysLabel, collectionsMsg.overdueDaysHint)}
        {field("paymentLinkHours", paymentLinkMsg.hoursLabel, paymentLinkMsg.hoursHint)}
        {field("warrantyMonths", msg.warrantyMonthsLabel, msg.warrantyMonthsHint)}
        {field(
          "serviceUncollectedDays",
          serviceMessages.serviceUncollectedDaysLabel,
          serviceMessages.serviceUncollectedDaysHint,
        )}
        {field("returnWindowDays", returnsMessages.returnWindowLabel, returnsMessages.returnWindowHint)}
        <h3 className="font-semibold sm:col-span-3">{layawayMsg.settingsTitle}</h3>
        {field("layawayDepositPercent", layawayMsg.depositPercentLabel, layawayMsg.depositPercentHint)}
        {field("layawayTermDays", layawayMsg.termDaysLabel, layawayMsg.termDaysHint)}
        {field("layawayReminderDays", layawayMsg.reminderDaysLabel, layawayMsg.reminderDaysHint)}
        <div className="sm:col-span-2">
          <SelectField
            label={layawayMsg.policyLabel}
            {...form.register("layawayExpiryPolicy")}
            error={errors.layawayExpiryPolicy?.message}
          >
            {LAYAWAY_EXPIRY_POLICIES.map((policy) => (
              <option key={policy} value={policy}>
                {layawayMsg.policyNames[policy]}
              </option>
            ))}
          </SelectField>
          <p className="mt-1 text-sm text-muted">{layawayMsg.policyHint}</p>
        </div>
        {field("layawayFeePercent", layawayMsg.feePercentLabel, layawayMsg.feePercentHint)}
        <label className="flex items-start gap-2 text-sm sm:col-span-3">
          <input type="checkbox" className="mt-0.5 size-4" {...form.register("layawayAtCheckout")} />
          <span>
            <span className="font-medium">{layawayMsg.atCheckoutLabel}</span>
            <span className="block text-muted">{layawayMsg.atCheckoutHint}</span>
          </span>
        </label>
        <div>
          <SelectField
            label={printMsg.receiptPaperLabel}
            {...form.register("receiptPaper")}
            error={errors.receiptPaper?.message}
          >
            {RECEIPT_PAPERS.map((paper) => (
              <option key={paper} value={paper}>
                {paperName(paper)}
              </option>
            ))}
          </SelectField>
          <p className="mt-1 text-sm text-muted">{printMsg.receiptPaperHint}</p>
        </div>
        <div className="sm:col-span-2">
          <TextField
            label={printMsg.receiptThanksLabel}
            maxLength={120}
            {...form.register("receiptThanks")}
            error={errors.receiptThanks?.message}
          />
          <p className="mt-1 text-sm text-muted">{printMsg.receiptThanksHint}</p>
        </div>
        <label className="flex items-center gap-2 text-sm sm:col-span-3">
          <input type="checkbox" className="size-4" {...form.register("abonoReceiptEmails")} />
          {mailMsg.abonoReceiptEmailsLabel}
        </label>
        <label className="flex items-center gap-2 text-sm sm:col-span-3">
          <input type="checkbox" className="size-4" {...form.register("transferReferenceRequired")} />
          {transferMsg.referenceRequiredSetting}
        </label>
        <div className="sm:col-span-3">
          <Button type="submit" disabled={save.isPending}>
            {msg.settingsSave}
          </Button>
        </div>
      </form>
    </TabSection>
  );
}
