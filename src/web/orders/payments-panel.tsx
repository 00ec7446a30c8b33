import { useState } from "react";
import { editPaymentFields, registerPaymentFields } from "../../contracts/orders-admin";
import type { SaleDocument } from "../../contracts/sales";
import { msg } from "../../domain/messages";
import { creditMsg } from "../../domain/messages-credit";
import { formatMoney } from "../../domain/money";
import { paymentTypeLabel } from "../../domain/payments";
import { DEFAULT_PAYMENT_METHOD, isStaffPaymentMethod, paymentMethodLabel } from "../../domain/reports";
import { shopDay } from "../../domain/shop-calendar";
import { FormMoneyField } from "../lib/form-money-field";
import { dateText, lempirasText, todayInput } from "../lib/format";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { Panel } from "../ui/panel";
import { PaymentMethodSelect, PaymentTypeSelect } from "./payment-type-select";
import { SaleListRow } from "./sale-list-row";
import type { useSaleOperation } from "./use-sale";

type Operation = ReturnType<typeof useSaleOperation>;

/** docs/product/states.md, validation.md payments: register, edit, delete (with the spec's confirmation), history newest first. */
export function PaymentsPanel({
  sale,
  editable,
  op,
}: {
  sale: SaleDocument;
  editable: boolean;
  op: Operation;
}) {
  const form = useContractForm(registerPaymentFields, {
    amount: Number.NaN,
    date: todayInput(),
    type: "partial",
    method: DEFAULT_PAYMENT_METHOD,
  });
  const [editing, setEditing] = useState<string | null>(null);

  const register = form.handleSubmit((body) =>
    op.mutate(
      { op: { kind: "pay", body }, success: msg.paymentRegistered, failure: msg.paymentRegisterFailure },
      // The date and type stay for the next payment; the amount and method start over.
      {
        onSuccess: () =>
          form.reset({ ...form.getValues(), amount: Number.NaN, method: DEFAULT_PAYMENT_METHOD }),
      },
    ),
  );
  const remove = (paymentId: string) => {
    if (!window.confirm(msg.deletePaymentConfirm)) return;
    op.mutate({
      op: { kind: "deletePayment", paymentId },
      success: msg.paymentDeleted,
      failure: msg.paymentDeleteFailure,
    });
  };

  return (
    <Panel title={msg.paymentsSection} testId="payments-panel">
      {editable ? (
        <form
          onSubmit={register}
          // Two fields a row: the dialog's column is too narrow for four (a date cut to "11/27/").
          className="mb-4 grid gap-3 sm:grid-cols-2 sm:items-end"
          aria-label={msg.registerPayment}
        >
          <FormMoneyField
            control={form.control}
            name="amount"
            label={msg.amountLabel}
            cents
            placeholder={lempirasText(sale.balance)}
          />
          <TextField
            label={msg.dateLabel}
            type="date"
            error={form.formState.errors.date?.message}
            {...form.register("date")}
          />
          <PaymentTypeSelect {...form.register("type")} />
          <PaymentMethodSelect {...form.register("method")} />
          {/* What is still owed, next to the limit the refusal names, so nobody works it out. */}
          <p className="text-sm font-semibold sm:col-span-2" data-testid="pending-balance">
            {creditMsg.pendingBalance(formatMoney(sale.balance))}
          </p>
          <Button type="submit" className="sm:col-span-2" disabled={op.isPending}>
            {msg.registerPayment}
          </Button>
        </form>
      ) : null}
      <h4 className="mb-2 text-sm font-semibold">{msg.paymentHistory}</h4>
      {sale.paymentHistoryInvalidated ? (
        <p className="mb-2 text-xs text-amber-700 dark:text-amber-300">
          {msg.paymentHistoryInvalidatedNotice}
        </p>
      ) : null}
      {sale.payments.length === 0 ? (
        <p className="text-sm text-muted">{msg.noPayments}</p>
      ) : (
        <ul className="divide-y divide-border" data-testid="payment-history">
          {sale.payments.map((p) =>
            editing === p.paymentId ? (
              <EditPaymentRow key={p.paymentId} payment={p} op={op} onDone={() => setEditing(null)} />
            ) : (
              <SaleListRow
                key={p.paymentId}
                name={formatMoney(p.amount)}
                // Credit from another sale is moved, not entered: it cannot be edited or deleted (0160).
                editable={editable && isStaffPaymentMethod(p.method)}
                onEdit={() => setEditing(p.paymentId)}
                onDelete={() => remove(p.paymentId)}
              >
                <span>
                  <span className="font-semibold tabular-nums">{formatMoney(p.amount)}</span>
                  <span className="text-muted">
                    {" "}
                    · {paymentTypeLabel(p.type)} · {paymentMethodLabel(p.method)} · {dateText(p.date)} ·{" "}
                    {p.recordedBy}
                  </span>
                </span>
              </SaleListRow>
            ),
          )}
        </ul>
      )}
    </Panel>
  );
}

function EditPaymentRow({
  payment,
  op,
  onDone,
}: {
  payment: SaleDocument["payments"][number];
  op: Operation;
  onDone: () => void;
}) {
  const form = useContractForm(editPaymentFields, {
    amount: payment.amount,
    date: shopDay(payment.date),
    method: isStaffPaymentMethod(payment.method) ? payment.method : DEFAULT_PAYMENT_METHOD,
  });
  const save = form.handleSubmit((body) =>
    op.mutate(
      {
        op: { kind: "editPayment", paymentId: payment.paymentId, body },
        success: msg.paymentUpdated,
        failure: msg.paymentUpdateFailure,
      },
      { onSuccess: onDone },
    ),
  );
  return (
    <li className="py-2">
      <form onSubmit={save} className="grid grid-cols-2 gap-2 sm:items-end" aria-label={msg.edit}>
        <FormMoneyField control={form.control} name="amount" label={msg.amountLabel} cents />
        <TextField
          label={msg.dateLabel}
          type="date"
          error={form.formState.errors.date?.message}
          {...form.register("date")}
        />
        <PaymentMethodSelect {...form.register("method")} />
        <Button type="submit" disabled={op.isPending}>
          {msg.save}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {msg.cancel}
        </Button>
      </form>
    </li>
  );
}
