import { useMemo, useState } from "react";
import { type CreateReturnInput, createReturnInput, type SaleReturns } from "../../contracts/returns/returns";
import type { SaleDocument } from "../../contracts/sales/sales";
import { formatMoney } from "../../domain/kernel/money";
import { returnsMessages as m } from "../../domain/returns/messages-returns";
import { call } from "../lib/api";
import { useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";
import { ExchangeForm, type ExchangeLine, type ExchangePicker } from "./exchange-form";
import {
  keepEnter,
  MoneyPart,
  outcomeText,
  refundOf,
  refundProblem,
  refundToSend,
  useRefundForm,
  WindowNote,
} from "./money-part";
import { ConfirmReturn, LineChooser, NO_PICK, pastWindow } from "./return-lines";
import { type LinePick, pickedRequests, previewReturn, returnableLines } from "./return-preview";
import { useReturnMutation } from "./use-returns";

export { ConfirmReturn, pastWindow } from "./return-lines";

function ReturnForm({
  sale,
  data,
  admin,
  onDone,
}: {
  sale: SaleDocument;
  data: SaleReturns;
  admin: boolean;
  onDone: () => void;
}) {
  const lines = useMemo(() => returnableLines(sale, data.serialsByProduct), [sale, data.serialsByProduct]);
  const serialized = useMemo(() => new Set(Object.keys(data.serialsByProduct)), [data.serialsByProduct]);
  const [picks, setPicks] = useState<Record<number, LinePick>>({});
  const form = useContractForm(createReturnInput, {
    lines: [],
    reason: "",
    lateReason: "",
  });
  const money = useRefundForm();
  const [asked, setAsked] = useState<CreateReturnInput | null>(null);
  const late = pastWindow(data.lastDay);
  const blocked = late && !admin;

  const requests = pickedRequests(lines, picks);
  const planned = requests.length ? previewReturn(sale, requests, serialized) : null;
  const preview = planned?.ok ? planned.value : null;

  const choose = (line: number, pick: LinePick) => {
    const next = { ...picks, [line]: pick };
    setPicks(next);
    form.setValue("lines", pickedRequests(lines, next), { shouldValidate: form.formState.isSubmitted });
  };

  const save = useReturnMutation(
    (body: CreateReturnInput) => call("createSaleReturn", { params: { id: sale.id }, body }),
    (r) => (r.status === "Solicitada" ? m.requested(r.number) : m.applied(r.number)),
    m.failure,
  );

  const review = form.handleSubmit(async (body) => {
    if (blocked || !preview) return;
    if (late && !body.lateReason?.trim()) {
      form.setError("lateReason", { type: "required", message: m.lateReasonRequired });
      return;
    }
    // A seller gives back nothing: only an admin's refund part is read.
    const refund = admin ? await refundOf(money) : null;
    if (admin && (refund === null || refundProblem(money, preview))) return;
    setAsked({ ...body, refund });
  });

  const send = () => {
    if (!asked) return;
    const body: CreateReturnInput = {
      lines: asked.lines,
      reason: asked.reason,
      lateReason: late ? (asked.lateReason ?? null) : null,
      refund: admin ? refundToSend(asked.refund) : null,
      version: sale.version,
    };
    setAsked(null);
    save.mutate(body, { onSuccess: onDone });
  };

  const linesError = form.formState.errors.lines?.message ?? form.formState.errors.lines?.root?.message;
  const planError = planned && !planned.ok ? planned.error.message : null;

  if (lines.every((l) => l.left === 0)) return <p className="text-sm text-muted">{m.nothingLeft}</p>;

  return (
    <form
      onSubmit={review}
      onKeyDown={keepEnter}
      noValidate
      className="grid gap-4"
      aria-label={m.dialogTitle(sale.orderNumber)}
      data-testid="return-form"
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
        admin={admin}
        lateReason={form.register("lateReason")}
        lateError={form.formState.errors.lateReason?.message}
      />
      {admin ? (
        <MoneyPart form={money} preview={preview} />
      ) : (
        <div className="grid gap-1 rounded-lg bg-surface-2 p-3 text-sm">
          {preview ? (
            <p className="font-medium">
              {m.previewValue}: {formatMoney(preview.value)}
            </p>
          ) : null}
          <p className="text-muted">{m.sellerNote}</p>
        </div>
      )}
      {save.error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {m.failure(save.error.message)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {m.cancelButton}
        </Button>
        <Button type="submit" disabled={save.isPending || blocked}>
          {admin ? m.reviewButton : m.sendRequestButton}
        </Button>
      </div>
      <ConfirmReturn
        text={
          asked && preview
            ? admin
              ? outcomeText(preview, asked.refund)
              : m.sellerOutcome(formatMoney(preview.value))
            : null
        }
        confirmLabel={admin ? m.confirmButton : m.sendRequestButton}
        pending={save.isPending}
        onBack={() => setAsked(null)}
        onConfirm={send}
      />
    </form>
  );
}

type Mode = "return" | "exchange";

/** Admins: a plain return, or an exchange for other products (a segmented choice above the form). */
function ModeChoice({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const option = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      className={cn(
        "min-h-10 flex-1 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none",
        mode === value ? "bg-surface text-fg shadow-sm ring-1 ring-border" : "text-muted hover:text-fg",
      )}
      onClick={() => onChange(value)}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="flex min-w-0 gap-1 rounded-lg bg-surface-2 p-1" data-testid="return-mode">
      <legend className="sr-only">{m.modeLegend}</legend>
      {option("return", m.modeReturn)}
      {option("exchange", m.modeExchange)}
    </fieldset>
  );
}

/**
 * A return on a delivered or Completado sale (docs/decisions/0249): what comes back line by line
 * (watches by their serial), where each unit goes, why, and — for admins — where the money goes.
 * A seller's return waits for an admin. Admins may instead exchange it for other products in one
 * step, picked with Registrar Venta's picker (`picker`, handed in by the sales feature).
 */
export function ReturnDialog<L extends ExchangeLine>({
  sale,
  data,
  admin,
  picker,
  open,
  onClose,
}: {
  sale: SaleDocument;
  data: SaleReturns;
  admin: boolean;
  /** Registrar Venta's product picker; without it there is no exchange. */
  picker?: ExchangePicker<L>;
  open: boolean;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<Mode>("return");
  const exchange = admin && picker ? mode === "exchange" : false;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={m.dialogTitle(sale.orderNumber)}
      className="sm:max-w-2xl"
    >
      <div className="grid gap-4">
        {admin && picker ? <ModeChoice mode={mode} onChange={setMode} /> : null}
        {exchange && picker ? (
          <ExchangeForm sale={sale} data={data} picker={picker} onDone={onClose} />
        ) : (
          <ReturnForm sale={sale} data={data} admin={admin} onDone={onClose} />
        )}
      </div>
    </Dialog>
  );
}
