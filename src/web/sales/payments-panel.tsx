import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { editPaymentFields } from "../../contracts/sales/orders-admin";
import type { SaleDocument } from "../../contracts/sales/sales";
import { paymentWithTransferFields } from "../../contracts/transfers/transfers";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { shopDay } from "../../domain/kernel/shop-calendar";
import {
  DEFAULT_PAYMENT_METHOD,
  isStaffPaymentMethod,
  paymentMethodLabel,
} from "../../domain/reports/reports";
import { creditMsg } from "../../domain/sales/messages-credit";
import { paymentTypeLabel } from "../../domain/sales/payments";
import { transferMsg } from "../../domain/transfers/messages-transfers";
import { apiQuery, errorMessage } from "../lib/api";
import { FormMoneyField } from "../lib/form-money-field";
import { dateText, lempirasText, todayInput } from "../lib/format";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
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
  const form = useContractForm(paymentWithTransferFields, {
    amount: Number.NaN,
    date: todayInput(),
    type: "partial",
    method: DEFAULT_PAYMENT_METHOD,
    accountNumber: "",
    reference: "",
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [usedIn, setUsedIn] = useState<string | null>(null);
  const byTransfer = form.watch("method") === "transferencia";
  const accounts = useQuery({ ...apiQuery("getStoreInfo"), enabled: editable && byTransfer }).data
    ?.bankAccounts;

  const register = form.handleSubmit(({ accountNumber, reference, ...payment }) => {
    setUsedIn(null);
    // A transfer abono with its account or reference is registered with them (one use per reference).
    const withTransfer = payment.method === "transferencia" && Boolean(accountNumber || reference);
    const { method: _method, ...transferPayment } = payment;
    op.mutate(
      {
        op: withTransfer
          ? { kind: "transferPay", body: { ...transferPayment, accountNumber, reference } }
          : { kind: "pay", body: payment },
        success: msg.paymentRegistered,
        failure: msg.paymentRegisterFailure,
      },
      // The date and type stay for the next payment; the amount, method and reference start over.
      {
        onSuccess: () =>
          form.reset({
            ...form.getValues(),
            amount: Number.NaN,
            method: DEFAULT_PAYMENT_METHOD,
            accountNumber: "",
            reference: "",
          }),
        onError: (error) => setUsedIn(/#([0-9A-Z]+)$/.exec(errorMessage(error))?.[1] ?? null),
      },
    );
  });
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
          {byTransfer ? (
            <>
              <SelectField
                label={transferMsg.abonoAccountLabel}
                error={form.formState.errors.accountNumber?.message}
                {...form.register("accountNumber")}
              >
                <option value="">{transferMsg.accountPlaceholder}</option>
                {(accounts ?? []).map((a) => (
                  <option key={a.accountNumber} value={a.accountNumber}>
                    {a.bankName} · {a.accountNumber}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={transferMsg.referenceLabel}
                autoComplete="off"
                error={form.formState.errors.reference?.message}
                {...form.register("reference")}
              />
            </>
          ) : null}
          {usedIn ? (
            // The order that already used the reference, one click away.
            <p className="text-sm text-red-700 sm:col-span-2 dark:text-red-400" role="alert">
              {transferMsg.referenceUsedIn(usedIn)} ·{" "}
              <Link to={`/admin/orders?q=${usedIn}`} className="font-semibold underline">
                {transferMsg.openOrder}
              </Link>
            </p>
          ) : null}
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
                // Credit from another sale is moved, not entered: it cannot be edited or deleted (0251).
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
