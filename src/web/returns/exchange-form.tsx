import { useQuery } from "@tanstack/react-query";
import { type ComponentType, useMemo, useState } from "react";
import { Link } from "react-router";
import {
  type CreateExchangeInput,
  createExchangeInput,
  type SaleReturns,
} from "../../contracts/returns/returns";
import type { SaleDocument } from "../../contracts/sales/sales";
import { formatMoney } from "../../domain/kernel/money";
import { PAYMENT_METHODS, paymentMethodLabel } from "../../domain/reports/reports";
import { returnsMessages as m } from "../../domain/returns/messages-returns";
import { creditForPurchase } from "../../domain/sales/credit-spend";
import { ApiError, apiQuery, call } from "../lib/api";
import { centavosOf, dateText, todayInput } from "../lib/format";
import { useContractForm } from "../lib/use-contract-form";
import { Button, buttonClass } from "../ui/button";
import { cn } from "../ui/cn";
import { SelectField, TextField } from "../ui/field";
import { keepEnter, WindowNote } from "./money-part";
import { ConfirmReturn, LineChooser, NO_PICK, pastWindow } from "./return-lines";
import {
  type ExchangePreview,
  type LinePick,
  pickedRequests,
  previewExchange,
  previewReturn,
  returnableLines,
} from "./return-preview";
import { useReturnMutation } from "./use-returns";

/**
 * A line of the exchange's new sale as Registrar Venta's product picker holds it — only what the
 * exchange reads. The picker itself belongs to the sales feature, which sits above returns (it shows
 * the return button in its order dialog), so it is handed in rather than imported
 * (docs/decisions/0235).
 */
export interface ExchangeLine {
  product: { id: string; name: string; serialized: boolean };
  /** For a product kept by serial, the number of its serials. */
  quantity: number;
  /** Lempiras as typed; the product's price when left alone. */
  price: string;
  serials?: string[];
}

export interface ExchangePickerProps<L extends ExchangeLine> {
  lines: L[];
  onLines: (lines: L[]) => void;
  wholesaler: boolean;
  refusal?: string | null;
}

/** Registrar Venta's product picker (search, scanner, serials), as the sales feature passes it. */
export type ExchangePicker<L extends ExchangeLine> = ComponentType<ExchangePickerProps<L>>;

/** The new sale's items as the API takes them: Registrar Venta's request shape. */
export function exchangeItems(lines: readonly ExchangeLine[]): CreateExchangeInput["items"] {
  return lines.map((l) => ({
    productId: l.product.id,
    quantity: l.quantity,
    price: centavosOf(l.price),
    ...(l.product.serialized ? { serials: l.serials ?? [] } : {}),
  }));
}

interface Settle {
  method: (typeof PAYMENT_METHODS)[number];
  date: string;
}

/** The confirmation's sentence: what comes back, what the new sale costs and where the difference goes. */
export function exchangeOutcomeText(
  preview: ExchangePreview,
  payment: Settle | null,
  refund: Settle | null,
): string {
  const how = (s: Settle) => [paymentMethodLabel(s.method).toLowerCase(), dateText(s.date)] as const;
  const part =
    preview.pays > 0
      ? payment
        ? m.exchangeOutcomePays(formatMoney(preview.pays), ...how(payment))
        : m.exchangeOutcomeOwes(formatMoney(preview.pays))
      : preview.giveBack > 0
        ? refund
          ? m.exchangeOutcomeRefund(formatMoney(preview.giveBack), ...how(refund))
          : m.exchangeOutcomeCredit(formatMoney(preview.giveBack))
        : m.exchangeOutcomeEven;
  return m.exchangeOutcome(formatMoney(preview.value), formatMoney(preview.newTotal), part);
}

function Figure({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="tabular-nums">{formatMoney(amount)}</dd>
    </div>
  );
}

/** Two choices side by side (now, or later), each a radio a person taps. */
function NowOrLater({
  name,
  now,
  nowLabel,
  laterLabel,
  onChange,
}: {
  name: string;
  now: boolean;
  nowLabel: string;
  laterLabel: string;
  onChange: (now: boolean) => void;
}) {
  const option = (value: boolean, label: string) => (
    <label
      className={cn(
        "flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm",
        now === value ? "border-gold bg-surface-2 font-medium" : "border-border",
      )}
    >
      <input
        type="radio"
        name={name}
        className="h-4 w-4 shrink-0 accent-[var(--gold)]"
        checked={now === value}
        onChange={() => onChange(value)}
      />
      {label}
    </label>
  );
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      {option(true, nowLabel)}
      {option(false, laterLabel)}
    </div>
  );
}

/** The exchange's difference, live, and how it is settled: collected or given back now, or left. */
function DifferencePart({
  form,
  preview,
  collectNow,
  refundNow,
  onCollectNow,
  onRefundNow,
  credit,
}: {
  form: ReturnType<typeof useExchangeForm>;
  preview: ExchangePreview | null;
  collectNow: boolean;
  refundNow: boolean;
  onCollectNow: (now: boolean) => void;
  onRefundNow: (now: boolean) => void;
  /** The customer's other saldo a favor: what is free, and what this exchange takes of it. */
  credit: { free: number; used: number; on: boolean; onChange: (on: boolean) => void };
}) {
  const settle = preview && preview.pays > 0 ? "payment" : preview && preview.giveBack > 0 ? "refund" : null;
  const now = settle === "payment" ? collectNow : refundNow;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-3" data-testid="exchange-money">
      <legend className="px-1 text-sm font-semibold tracking-wide text-muted uppercase">
        {m.exchangeMoneySection}
      </legend>
      {preview ? (
        <>
          <dl className="grid gap-1.5 text-sm" data-testid="exchange-preview">
            <Figure label={m.exchangeReturnValue} amount={preview.value} />
            {preview.available !== preview.value ? (
              <Figure label={m.exchangeOldSaldo} amount={preview.available} />
            ) : null}
            <Figure label={m.exchangeNewTotal} amount={preview.newTotal} />
            {credit.used > 0 ? <Figure label={m.exchangeCreditUsed} amount={credit.used} /> : null}
          </dl>
          {credit.free > 0 && (preview.pays > 0 || credit.on) ? (
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 shrink-0 accent-[var(--gold)]"
                checked={credit.on}
                onChange={(e) => credit.onChange(e.target.checked)}
              />
              {m.exchangeUseCredit(formatMoney(credit.free))}
            </label>
          ) : null}
          {preview.originalOwes > 0 ? (
            <p className="text-sm text-muted">{m.exchangeOriginalOwes(formatMoney(preview.originalOwes))}</p>
          ) : null}
          <p className="text-base font-semibold" data-testid="exchange-difference">
            {settle === "payment"
              ? m.exchangeCustomerPays(formatMoney(preview.pays))
              : settle === "refund"
                ? m.exchangeGiveBack(formatMoney(preview.giveBack))
                : m.exchangeEven}
          </p>
        </>
      ) : (
        <p className="text-sm text-muted">{m.exchangePending}</p>
      )}
      {settle ? (
        <>
          <NowOrLater
            name={`exchange-${settle}`}
            now={now}
            nowLabel={settle === "payment" ? m.exchangeCollectNow : m.exchangeRefundNow}
            laterLabel={settle === "payment" ? m.exchangeLeaveOwing : m.exchangeKeepCredit}
            onChange={settle === "payment" ? onCollectNow : onRefundNow}
          />
          {now ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={settle === "payment" ? m.exchangePaymentMethodLabel : m.refundMethodLabel}
                error={form.formState.errors[settle]?.method?.message}
                {...form.register(`${settle}.method`)}
              >
                {PAYMENT_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {paymentMethodLabel(method)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={settle === "payment" ? m.exchangePaymentDateLabel : m.refundDateLabel}
                type="date"
                error={form.formState.errors[settle]?.date?.message}
                {...form.register(`${settle}.date`)}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}

function useExchangeForm() {
  return useContractForm(createExchangeInput, {
    lines: [],
    reason: "",
    lateReason: "",
    items: [],
    payment: { method: "efectivo", date: todayInput() },
    refund: { method: "efectivo", date: todayInput() },
  });
}

/** The first message among the new sale's items' refusals (none, one per item, or the array's own). */
function itemsError(form: ReturnType<typeof useExchangeForm>): string | undefined {
  const errors = form.formState.errors.items;
  if (!errors) return undefined;
  if (errors.message) return errors.message;
  if (errors.root?.message) return errors.root.message;
  for (const item of Array.isArray(errors) ? errors : []) {
    const message = item?.price?.message ?? item?.quantity?.message ?? item?.serials?.message;
    if (message) return message;
  }
  return undefined;
}

/**
 * An exchange in one step (admins, docs/decisions/0249): the lines the customer gives back, the
 * new watches picked as Registrar Venta picks them, and the difference — collected or given back
 * now, or left owing on the new sale or as saldo a favor. Once saved it links to the new sale.
 */
export function ExchangeForm<L extends ExchangeLine>({
  sale,
  data,
  picker: Picker,
  onDone,
}: {
  sale: SaleDocument;
  data: SaleReturns;
  picker: ExchangePicker<L>;
  onDone: () => void;
}) {
  const lines = useMemo(() => returnableLines(sale, data.serialsByProduct), [sale, data.serialsByProduct]);
  const serialized = useMemo(() => new Set(Object.keys(data.serialsByProduct)), [data.serialsByProduct]);
  const [picks, setPicks] = useState<Record<number, LinePick>>({});
  const [newLines, setNewLines] = useState<L[]>([]);
  const [collectNow, setCollectNow] = useState(true);
  const [refundNow, setRefundNow] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asked, setAsked] = useState<CreateExchangeInput | null>(null);
  const [done, setDone] = useState<{ id: string; orderNumber: string } | null>(null);
  const form = useExchangeForm();
  const late = pastWindow(data.lastDay);
  const wholesaler = sale.customerType === "wholesaler";
  const hasCustomer = Boolean(sale.customerId ?? sale.customerInfo.userId);

  const requests = pickedRequests(lines, picks);
  const planned = requests.length ? previewReturn(sale, requests, serialized) : null;
  const returned = planned?.ok ? planned.value : null;
  const items = exchangeItems(newLines);
  const computed = returned
    ? previewExchange(
        sale,
        returned,
        items.map((i) => ({ ...i, price: i.price ?? 0 })),
      )
    : null;

  // The customer's older saldo a favor may pay what the new sale still owes (docs/decisions/0251).
  const owner = sale.customerId
    ? { customerId: sale.customerId }
    : sale.customerInfo.userId
      ? { userId: sale.customerInfo.userId }
      : null;
  const freeCredit = useQuery({
    ...apiQuery("getAvailableCredit", { query: owner ?? {} }),
    enabled: owner !== null,
  }).data?.available;
  const [useCredit, setUseCredit] = useState(false);
  const creditUsed = useCredit && computed ? creditForPurchase(freeCredit ?? 0, computed.pays) : 0;
  const preview = computed ? { ...computed, pays: computed.pays - creditUsed } : null;

  const recheck = form.formState.isSubmitted;
  const choose = (line: number, pick: LinePick) => {
    const next = { ...picks, [line]: pick };
    setPicks(next);
    form.setValue("lines", pickedRequests(lines, next), { shouldValidate: recheck });
  };
  const changeNewLines = (next: L[]) => {
    setRefusal(null);
    setNewLines(next);
    form.setValue("items", exchangeItems(next), { shouldValidate: recheck });
  };

  const save = useReturnMutation(
    (body: CreateExchangeInput) => call("createSaleExchange", { params: { id: sale.id }, body }),
    (r) => m.applied(r.number),
    m.exchangeFailure,
  );

  const payment = (body: CreateExchangeInput) =>
    preview && preview.pays > 0 && collectNow ? (body.payment ?? null) : null;
  const refund = (body: CreateExchangeInput) =>
    preview && preview.giveBack > 0 && refundNow ? (body.refund ?? null) : null;

  const review = form.handleSubmit((body) => {
    if (!preview || !hasCustomer) return;
    if (late && !body.lateReason?.trim()) {
      form.setError("lateReason", { type: "required", message: m.lateReasonRequired });
      return;
    }
    setAsked(body);
  });

  const send = () => {
    if (!asked) return;
    const body: CreateExchangeInput = {
      lines: asked.lines,
      reason: asked.reason,
      lateReason: late ? (asked.lateReason ?? null) : null,
      items: asked.items,
      payment: payment(asked),
      ...(creditUsed > 0 ? { useCredit: true } : {}),
      refund: refund(asked),
      version: sale.version,
    };
    setAsked(null);
    save.mutate(body, {
      onSuccess: (result) => setDone({ id: result.newSale.id, orderNumber: result.newSale.orderNumber }),
      onError: (error) => {
        // A watch sold meanwhile: the server's refusal stays by the new lines until they change.
        if (error instanceof ApiError && /^(items|serial)/.test(error.field ?? "")) setRefusal(error.message);
      },
    });
  };

  if (done) {
    return (
      <div className="grid gap-4" data-testid="exchange-done">
        <p className="font-medium">{m.exchangeDoneTitle}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onDone}>
            {m.exchangeCloseButton}
          </Button>
          <Link to={`/admin/orders?order=${done.id}`} className={buttonClass()} onClick={onDone}>
            {m.exchangeNewSaleLink(done.orderNumber)}
          </Link>
        </div>
      </div>
    );
  }
  if (!hasCustomer) return <p className="text-sm text-muted">{m.exchangeNeedsCustomer}</p>;
  if (lines.every((l) => l.left === 0)) return <p className="text-sm text-muted">{m.nothingLeft}</p>;

  const linesError = form.formState.errors.lines?.message ?? form.formState.errors.lines?.root?.message;
  const planError = planned && !planned.ok ? planned.error.message : null;
  const newError = refusal ?? itemsError(form);

  return (
    <form
      onSubmit={review}
      onKeyDown={keepEnter}
      noValidate
      className="grid gap-4"
      aria-label={m.modeExchange}
      data-testid="exchange-form"
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
          {m.linesLegend}
        </legend>
        <ul className="grid gap-2">
          {lines.map((line) => (
            <LineChooser
              key={line.line}
              line={line}
              pick={picks[line.line] ?? NO_PICK}
              onChange={(pick) => choose(line.line, pick)}
            />
          ))}
        </ul>
        {linesError || planError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {planError ?? linesError}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid min-w-0 gap-2" data-testid="exchange-new">
        <legend className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
          {m.exchangeNewLegend}
        </legend>
        <Picker lines={newLines} onLines={changeNewLines} wholesaler={wholesaler} refusal={newError} />
      </fieldset>
      <TextField
        label={m.reasonLabel}
        placeholder={m.reasonPlaceholder}
        maxLength={500}
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
      <WindowNote
        late={late}
        lastDay={data.lastDay}
        windowDays={data.windowDays}
        admin
        lateReason={form.register("lateReason")}
        lateError={form.formState.errors.lateReason?.message}
      />
      <DifferencePart
        form={form}
        preview={preview}
        collectNow={collectNow}
        refundNow={refundNow}
        onCollectNow={setCollectNow}
        onRefundNow={setRefundNow}
        credit={{ free: freeCredit ?? 0, used: creditUsed, on: useCredit, onChange: setUseCredit }}
      />
      {save.error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {m.exchangeFailure(save.error.message)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {m.cancelButton}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {m.exchangeReviewButton}
        </Button>
      </div>
      <ConfirmReturn
        text={asked && preview ? exchangeOutcomeText(preview, payment(asked), refund(asked)) : null}
        title={m.exchangeConfirmTitle}
        confirmLabel={m.exchangeConfirmButton}
        pending={save.isPending}
        onBack={() => setAsked(null)}
        onConfirm={send}
      />
    </form>
  );
}
