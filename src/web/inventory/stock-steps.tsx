import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { msg } from "../../domain/kernel/messages";
import { showSaveError } from "../lib/use-contract-form";
import { Button } from "../ui/button";

/** What the stock will be: shown while typing and again on the confirmation step. */
export function Preview({ before, after }: { before: number; after: number | null }) {
  if (after === null || Number.isNaN(after)) return null;
  const unchanged = after === before;
  return (
    <p
      className="rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm tabular-nums"
      data-testid="stock-preview"
      aria-live="polite"
    >
      {unchanged ? msg.stockUnchanged : msg.stockPreview(before, after)}
    </p>
  );
}

/** The confirmation step of a stock dialog: back to the form, or write. */
export function Confirm({ onBack, pending }: { onBack: () => void; pending: boolean }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onBack} disabled={pending}>
        {msg.cancel}
      </Button>
      <Button type="submit" disabled={pending}>
        {msg.confirm}
      </Button>
    </div>
  );
}

/**
 * The two steps every stock dialog saves in (the form submits through `form.handleSubmit(onValid)`):
 * the first submit shows the confirmation (unless
 * `confirm` says there is nothing to confirm), the second writes and closes; a refusal goes back to
 * the form with the server's message on its field. `check` stops a submit the form's schema cannot
 * judge alone (it sets the field's error itself).
 */
export function useConfirmedSave<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  save: (values: O) => Promise<unknown>,
  onClose: () => void,
  rules: { check?: (values: O) => boolean; confirm?: (values: O) => boolean } = {},
) {
  const [confirming, setConfirming] = useState(false);
  const onValid = async (values: O) => {
    if (rules.check && !rules.check(values)) return;
    if (!confirming && (rules.confirm?.(values) ?? true)) return setConfirming(true);
    try {
      await save(values);
      onClose();
    } catch (error) {
      setConfirming(false);
      showSaveError(form, error, msg.stockOperationFailure);
    }
  };
  return { confirming, back: () => setConfirming(false), onValid };
}
