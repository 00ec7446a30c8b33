import { useMutation } from "@tanstack/react-query";
import { BellRing, ExternalLink } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import {
  type CancelFields,
  cancelFields,
  type DeliverBody,
  type DeliverFields,
  deliverFields,
} from "../../contracts/service-orders/service-forms";
import type { ServiceOrderDetail } from "../../contracts/service-orders/service-orders";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { DEFAULT_PAYMENT_METHOD } from "../../domain/reports/reports";
import { serviceScreens as t } from "../../domain/service-orders/messages-service-screens";
import { call, errorMessage } from "../lib/api";
import { FormMoneyField } from "../lib/form-money-field";
import { dateTimeText, todayInput } from "../lib/format";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { PaymentMethodSelect } from "../sales";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { Panel } from "../ui/panel";
import { holdEnter, TextAreaField } from "./desk-parts";
import { type Shared, ShareResult } from "./share-result";
import { useRefreshDesk } from "./use-service-orders";

/** The order's money is its sale's: total, paid, balance, and the sale in Órdenes' order dialog. */
export function MoneyPanel({ order }: { order: ServiceOrderDetail }) {
  const lines: Array<[string, number, string?]> = [
    [t.totalLabel, order.total],
    [t.paidLabel, order.amountPaid],
    [t.balanceLabel, order.balance, order.balance > 0 ? "text-amber-700 dark:text-amber-300" : ""],
  ];
  return (
    <Panel title={t.moneySection} testId="service-money">
      <dl className="grid gap-1 text-sm">
        {lines.map(([label, value, tone]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-muted">{label}</dt>
            <dd className={`font-semibold tabular-nums ${tone ?? ""}`}>{formatMoney(value)}</dd>
          </div>
        ))}
        {order.warrantyCost > 0 ? (
          <div className="flex justify-between gap-2">
            <dt className="text-muted">{t.warrantyCostLabel}</dt>
            <dd className="tabular-nums">{formatMoney(order.warrantyCost)}</dd>
          </div>
        ) : null}
      </dl>
      <Link
        to={`/admin/orders?order=${encodeURIComponent(order.saleId)}`}
        className="mt-3 inline-flex items-center gap-1 text-sm text-gold hover:underline"
        data-testid="service-sale-link"
      >
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
        {t.openSale(order.saleOrderNumber)}
      </Link>
    </Panel>
  );
}

/** Pickup: the claim code the customer brings and the balance taken now, confirmed before it is sent. */
export function DeliverPanel({ order }: { order: ServiceOrderDetail }) {
  const refresh = useRefreshDesk();
  const today = useMemo(() => todayInput(), []);
  const owes = order.balance > 0;
  const form = useContractForm(deliverFields, {
    claimCode: "",
    payment: { amount: owes ? order.balance : undefined, date: today, method: DEFAULT_PAYMENT_METHOD },
  } satisfies DeliverFields);
  const [confirming, setConfirming] = useState(false);
  const deliver = useMutation({
    mutationFn: (body: DeliverBody) => call("deliverServiceOrder", { params: { id: order.id }, body }),
    onSuccess: () => {
      toast.success(t.delivered);
      refresh();
    },
    onError: (error) => {
      setConfirming(false);
      showSaveError(form, error);
    },
  });
  const submit = form.handleSubmit((body) => (confirming ? deliver.mutate(body) : setConfirming(true)));
  const amount = form.watch("payment.amount");
  const owedNow = owes && amount !== undefined && Number.isFinite(amount) ? formatMoney(amount) : "";
  return (
    <Panel title={t.deliverTitle} testId="service-deliver">
      <form
        onSubmit={submit}
        onKeyDown={holdEnter}
        onChange={() => setConfirming(false)}
        noValidate
        aria-label={t.deliverTitle}
        className="grid gap-3"
      >
        <p className="text-sm text-muted">{t.deliverHint}</p>
        <TextField
          label={t.claimCodeInput}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="h-11 w-full rounded-lg border border-border bg-surface px-3 font-mono text-base tracking-widest text-fg uppercase focus:border-gold focus:outline-none focus:ring-2 focus:ring-ring/30"
          error={form.formState.errors.claimCode?.message}
          {...form.register("claimCode")}
        />
        {owes ? (
          <>
            <FormMoneyField
              control={form.control}
              name="payment.amount"
              label={t.payNowLabel}
              cents
              optional
            />
            <PaymentMethodSelect label={t.payMethodLabel} {...form.register("payment.method")} />
          </>
        ) : null}
        {confirming ? (
          <div
            className="grid gap-2 rounded-lg border border-gold bg-gold-soft p-3 text-sm"
            role="alertdialog"
            aria-label={t.deliverTitle}
          >
            <p className="font-semibold">{t.confirmDeliver(owedNow)}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {msg.cancel}
              </Button>
              <Button type="submit" disabled={deliver.isPending} data-testid="confirm-deliver">
                {t.confirmDeliverYes}
              </Button>
            </div>
          </div>
        ) : (
          <Button type="submit" data-testid="deliver">
            {t.deliverSubmit}
          </Button>
        )}
      </form>
    </Panel>
  );
}

/** A ready watch not collected after the store's days: remind the customer (email, and WhatsApp by hand). */
export function ReminderPanel({ order }: { order: ServiceOrderDetail }) {
  const refresh = useRefreshDesk();
  const [shared, setShared] = useState<Shared | null>(null);
  const remind = useMutation({
    mutationFn: () => call("sendServiceReminder", { params: { id: order.id } }),
    onSuccess: (answer) => {
      toast.success(t.reminderSent);
      setShared(answer);
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Panel title={t.reminderTitle} testId="service-reminder">
      {order.reminderSentAt ? (
        <p className="mb-2 text-sm text-muted">{t.reminderLast(dateTimeText(order.reminderSentAt))}</p>
      ) : null}
      <Button variant="secondary" onClick={() => remind.mutate()} disabled={remind.isPending}>
        <BellRing className="h-4 w-4" aria-hidden="true" />
        {t.sendReminder}
      </Button>
      {shared ? <ShareResult shared={shared} /> : null}
    </Panel>
  );
}

/** Admins cancel an order before delivery, with its reason and what is given back; confirmed first. */
export function CancelPanel({ order }: { order: ServiceOrderDetail }) {
  const refresh = useRefreshDesk();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useContractForm(cancelFields, { reason: "", refundAmount: undefined } satisfies CancelFields);
  const cancel = useMutation({
    // The refund travels with the reason; the operation reads what it knows.
    mutationFn: (body: { reason: string; refundAmount?: number }) =>
      call("cancelServiceOrder", { params: { id: order.id }, body }),
    onSuccess: () => {
      toast.success(t.cancelled);
      setOpen(false);
      refresh();
    },
    onError: (error) => {
      setConfirming(false);
      showSaveError(form, error);
    },
  });
  const submit = form.handleSubmit((body) => (confirming ? cancel.mutate(body) : setConfirming(true)));
  return (
    <Panel title={t.cancelTitle} testId="service-cancel">
      {open ? (
        <form
          onSubmit={submit}
          onKeyDown={holdEnter}
          onChange={() => setConfirming(false)}
          noValidate
          aria-label={t.cancelTitle}
          className="grid gap-3"
        >
          <p className="text-sm text-muted">{t.cancelHint}</p>
          <TextAreaField
            label={t.cancelReasonLabel}
            maxLength={500}
            error={form.formState.errors.reason?.message}
            {...form.register("reason")}
          />
          {order.amountPaid > 0 ? (
            <div className="grid gap-1">
              <FormMoneyField control={form.control} name="refundAmount" label={t.refundLabel} optional />
              <p className="text-xs text-muted">{t.refundHint}</p>
            </div>
          ) : null}
          {confirming ? (
            <div
              className="grid gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm dark:border-red-800 dark:bg-red-950"
              role="alertdialog"
              aria-label={t.cancelTitle}
            >
              <p className="font-semibold">{t.confirmCancel(order.number)}</p>
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t.keepOrder}
                </Button>
                <Button
                  type="submit"
                  variant="danger"
                  disabled={cancel.isPending}
                  data-testid="confirm-cancel"
                >
                  {t.confirmCancelYes}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t.keepOrder}
              </Button>
              <Button type="submit" variant="danger">
                {t.cancelSubmit}
              </Button>
            </div>
          )}
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)} data-testid="open-cancel">
          {t.cancelSubmit}
        </Button>
      )}
    </Panel>
  );
}
