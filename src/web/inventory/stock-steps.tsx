import { msg } from "../../domain/kernel/messages";
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
