import type { KeyboardEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { returnRefundFields } from "../../contracts/returns/returns";
import { formatMoney, TOLERANCE } from "../../domain/kernel/money";
import { PAYMENT_METHODS, type PaymentMethod, paymentMethodLabel } from "../../domain/reports/reports";
import { returnsMessages as m } from "../../domain/returns/messages-returns";
import { checkReturnRefund } from "../../domain/returns/returns";
import { FormMoneyField } from "../lib/form-money-field";
import { dateText, todayInput } from "../lib/format";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import type { ReturnPreview } from "./return-preview";

/** The refund a return's money part holds, as the API takes it. */
export type RefundFields = { amount: number; method: PaymentMethod; date: string } | null | undefined;

/** The refund part of a new return and of an admin's "Aplicar": a form of its own schema. */
export function useRefundForm() {
  return useContractForm(returnRefundFields, {
    refund: { amount: 0, method: "efectivo", date: todayInput() },
  });
}
export type MoneyForm = ReturnType<typeof useRefundForm>;

/** The refund typed, checked by its schema (its field errors shown), or null when it is refused. */
export async function refundOf(money: MoneyForm): Promise<RefundFields | null> {
  if (!(await money.trigger())) return null;
  return returnRefundFields.parse(money.getValues()).refund;
}

/**
 * Enter in a field of these forms never sends them: saving goes through the review button and a
 * confirmation, and a half-typed serial search or amount must not jump there.
 */
export function keepEnter(e: KeyboardEvent<HTMLFormElement>) {
  if (e.key === "Enter" && e.target instanceof HTMLInputElement) e.preventDefault();
}

/** The refund the form holds, as the API takes it: none when nothing is given back now. */
export function refundToSend(refund: RefundFields): RefundFields {
  return refund && refund.amount > 0 ? refund : null;
}

/** The refusal of the refund typed, by the domain's rule (up to the saldo the return leaves). */
export function refundProblem(form: MoneyForm, preview: ReturnPreview | null): string | null {
  const amount = form.watch("refund.amount");
  if (!preview || amount === undefined || !Number.isFinite(amount)) return null;
  const checked = checkReturnRefund(amount, preview.creditAfter);
  return checked.ok ? null : checked.error.message;
}

/** The sentence the confirmation states: what the return is worth and where the money goes. */
export function outcomeText(preview: ReturnPreview, refund: RefundFields): string {
  const given = refundToSend(refund);
  const left = preview.creditAfter - (given?.amount ?? 0);
  return m.outcome(
    formatMoney(preview.value),
    formatMoney(preview.total),
    (given
      ? m.outcomeRefund(
          formatMoney(given.amount),
          paymentMethodLabel(given.method).toLowerCase(),
          dateText(given.date),
        )
      : "") +
      (left > TOLERANCE ? m.outcomeCredit(formatMoney(left)) : "") +
      (preview.owes > TOLERANCE ? m.outcomeOwes(formatMoney(preview.owes)) : ""),
  );
}

/** The window: until when the sale may be returned, or that it ended and, for admins, why it is accepted. */
export function WindowNote({
  late,
  lastDay,
  windowDays,
  admin,
  lateReason,
  lateError,
}: {
  late: boolean;
  lastDay: string | null;
  windowDays: number;
  admin: boolean;
  /** The reason field of the form the note sits in (each form registers its own `lateReason`). */
  lateReason: UseFormRegisterReturn<"lateReason">;
  lateError?: string;
}) {
  if (!lastDay) return null;
  if (!late) return <p className="text-sm text-muted">{m.windowUntil(dateText(lastDay))}</p>;
  return (
    <div
      className="grid gap-3 rounded-lg border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      data-testid="return-window-ended"
    >
      <p className="font-medium">{m.windowEnded(windowDays, dateText(lastDay))}</p>
      {admin ? (
        <TextField label={m.lateReasonLabel} error={lateError} maxLength={500} {...lateReason} />
      ) : (
        <p>{m.lateOnlyAdmin}</p>
      )}
    </div>
  );
}

function Figure({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className={strong ? "font-semibold tabular-nums" : "tabular-nums"}>{formatMoney(amount)}</dd>
    </div>
  );
}

/**
 * Admins: the return's money, live — what it is worth, the sale's new total, what is still owed or
 * the saldo a favor it leaves — and how much of that saldo goes back now, by which method and day;
 * the rest stays as saldo a favor.
 */
export function MoneyPart({
  form,
  preview,
  pending,
}: {
  form: MoneyForm;
  preview: ReturnPreview | null;
  pending?: string | null;
}) {
  const amount = form.watch("refund.amount");
  const problem = refundProblem(form, preview);
  const refundable = preview ? preview.creditAfter : 0;
  const left = Math.max(0, refundable - (Number.isFinite(amount) ? (amount ?? 0) : 0));
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-3" data-testid="return-money">
      <legend className="px-1 text-sm font-semibold tracking-wide text-muted uppercase">
        {m.moneySection}
      </legend>
      {preview ? (
        <dl className="grid gap-1.5 text-sm" data-testid="return-preview">
          <Figure label={m.previewValue} amount={preview.value} strong />
          <Figure label={m.previewNewTotal} amount={preview.total} />
          {preview.owes > TOLERANCE ? <Figure label={m.previewOwes} amount={preview.owes} /> : null}
          <Figure label={m.previewCredit} amount={preview.creditAfter} />
        </dl>
      ) : (
        <p className="text-sm text-muted">{pending ?? m.previewPending}</p>
      )}
      {preview && refundable > TOLERANCE ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <FormMoneyField control={form.control} name="refund.amount" label={m.refundNowLabel} cents />
          <SelectField
            label={m.refundMethodLabel}
            error={form.formState.errors.refund?.method?.message}
            {...form.register("refund.method")}
          >
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {paymentMethodLabel(method)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={m.refundDateLabel}
            type="date"
            error={form.formState.errors.refund?.date?.message}
            {...form.register("refund.date")}
          />
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start sm:col-span-3"
            onClick={() => form.setValue("refund.amount", refundable, { shouldValidate: true })}
          >
            {m.refundAll(formatMoney(refundable))}
          </Button>
          {problem ? (
            <p role="alert" className="text-sm text-red-700 sm:col-span-3 dark:text-red-400">
              {problem}
            </p>
          ) : (
            <p className="text-sm font-medium sm:col-span-3" data-testid="return-stays-credit">
              {m.staysAsCredit(formatMoney(left))}
            </p>
          )}
        </div>
      ) : preview ? (
        <p className="text-sm text-muted">{m.noRefundPossible}</p>
      ) : null}
    </fieldset>
  );
}
