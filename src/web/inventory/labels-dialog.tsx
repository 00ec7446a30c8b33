import { useMutation } from "@tanstack/react-query";
import { type LabelsRequest, labelsRequest } from "../../contracts/inventory/inventory";
import { printMsg } from "../../domain/receipts/messages-printing";
import {
  LABEL_LAYOUTS,
  LABELS_PER_SHEET,
  type LabelLayout,
  labelTotal,
} from "../../domain/receipts/printing";
import { callForFile, saveFile } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField, TextField } from "../ui/field";

/** A product chosen in the table for labels: its id and the name the dialog lists. */
export interface LabelPick {
  id: string;
  name: string;
}

const LAYOUT_NAMES: Record<LabelLayout, string> = {
  carta: printMsg.labelsLayoutSheet,
  rollo: printMsg.labelsLayoutRoll,
};

/**
 * Imprimir etiquetas: the chosen products with how many labels of each (one each to start), the
 * layout and, on a Letter sheet, the first free label of a half-used sheet; the server draws the
 * PDF, which is downloaded. The total limit is the domain's.
 */
export function LabelsDialog({
  picks,
  onClose,
  onDone,
}: {
  picks: LabelPick[];
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useContractForm(labelsRequest, {
    layout: "carta",
    startAt: 1,
    items: picks.map((p) => ({ productId: p.id, copies: 1 })),
  });
  const layout = form.watch("layout");
  const errors = form.formState.errors;
  const items = form.watch("items");
  const total = labelTotal(items.map((i) => ({ copies: Number.isFinite(i.copies) ? i.copies : 0 })));
  const print = useMutation({
    mutationFn: (body: LabelsRequest) => callForFile("printLabels", { body }),
    onSuccess: (pdf) => {
      saveFile(pdf, "etiquetas.pdf");
      onDone();
    },
    onError: (error) => showSaveError(form, error),
  });
  const submit = form.handleSubmit((body) => {
    const checked = labelTotal(body.items);
    if (!checked.ok) {
      toast.error(checked.error.message);
      return;
    }
    print.mutate(body);
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={printMsg.labelsTitle}
      description={printMsg.labelsIntro(picks.length)}
    >
      <form onSubmit={submit} noValidate className="grid gap-4" data-testid="labels-dialog">
        <ul className="grid max-h-72 gap-3 overflow-y-auto pr-1">
          {picks.map((p, index) => (
            <li key={p.id}>
              <TextField
                label={printMsg.labelsCopiesOf(p.name)}
                type="number"
                inputMode="numeric"
                min={1}
                max={300}
                step={1}
                {...form.register(`items.${index}.copies`, { valueAsNumber: true })}
                error={errors.items?.[index]?.copies?.message}
              />
            </li>
          ))}
        </ul>
        <SelectField
          label={printMsg.labelsLayout}
          {...form.register("layout")}
          error={errors.layout?.message}
        >
          {LABEL_LAYOUTS.map((layout) => (
            <option key={layout} value={layout}>
              {LAYOUT_NAMES[layout]}
            </option>
          ))}
        </SelectField>
        {layout === "carta" ? (
          <div className="grid gap-1">
            <TextField
              label={printMsg.labelsStartAt}
              type="number"
              inputMode="numeric"
              min={1}
              max={LABELS_PER_SHEET}
              step={1}
              {...form.register("startAt", { valueAsNumber: true })}
              error={errors.startAt?.message}
            />
            <p className="text-sm text-muted">{printMsg.labelsStartAtHint}</p>
          </div>
        ) : null}
        <p
          className={total.ok ? "text-sm text-muted" : "text-sm text-red-700 dark:text-red-300"}
          aria-live="polite"
          data-testid="labels-total"
        >
          {total.ok ? printMsg.labelsTotal(total.value) : total.error.message}
        </p>
        {errors.items?.message ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errors.items.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {printMsg.labelsCancel}
          </Button>
          <Button type="submit" disabled={print.isPending || !total.ok}>
            {print.isPending ? printMsg.labelsGenerating : printMsg.labelsGenerate}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
