import { useState } from "react";
import type { Quote } from "../../contracts/checkout/checkout";
import { checkoutMessages } from "../../domain/checkout/messages-checkout";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";

/** The server says whether a code applies (active, unexpired, within its limit). */
export function DiscountCodeField({
  applied,
  onApply,
  quote,
  serverError,
}: {
  applied: string;
  onApply: (code: string) => void;
  quote: Quote | undefined;
  serverError?: string;
}) {
  const [draft, setDraft] = useState(applied);
  const error = serverError ?? (applied ? quote?.discountError : null);
  const ok = applied && quote?.appliedDiscount;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={checkoutMessages.discountCodeLabel}
            value={draft}
            onChange={(e) => setDraft(e.target.value.toUpperCase())}
            autoCapitalize="characters"
          />
        </div>
        <Button variant="secondary" onClick={() => onApply(draft.trim())}>
          {checkoutMessages.applyCode}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : ok ? (
        <p role="status" className="text-sm text-green-700 dark:text-green-400">
          {checkoutMessages.codeApplied(quote.appliedDiscount!.code, quote.appliedDiscount!.percentage)}
        </p>
      ) : null}
    </div>
  );
}
