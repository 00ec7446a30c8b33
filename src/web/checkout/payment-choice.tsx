import { CreditCard, Landmark } from "lucide-react";
import { checkoutMessages } from "../../domain/checkout/messages-checkout";
import { cn } from "../ui/cn";

const OPTIONS = [
  {
    value: "card",
    label: checkoutMessages.payByCard,
    hint: checkoutMessages.payByCardHint,
    Icon: CreditCard,
  },
  {
    value: "transfer",
    label: checkoutMessages.payByTransfer,
    hint: checkoutMessages.payByTransferHint,
    Icon: Landmark,
  },
] as const;

export function PaymentChoice({
  value,
  onChange,
}: {
  value: "card" | "transfer";
  onChange: (v: "card" | "transfer") => void;
}) {
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-2">
      <legend className="px-1 font-display text-xl font-semibold">{checkoutMessages.paymentSection}</legend>
      {OPTIONS.map(({ value: option, label, hint, Icon }) => (
        <label
          key={option}
          className={cn(
            "flex cursor-pointer gap-3 rounded-xl border-2 p-4 transition-colors",
            value === option ? "border-gold bg-gold-soft/40" : "border-border hover:border-gold/50",
          )}
        >
          <input
            type="radio"
            name="paymentMethod"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="mt-1 h-4 w-4 accent-[var(--gold)]"
          />
          <span className="flex flex-col gap-1">
            <span className="flex items-center gap-2 font-semibold">
              <Icon className="h-5 w-5 text-gold" aria-hidden="true" />
              {label}
            </span>
            <span className="text-sm text-muted">{hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
