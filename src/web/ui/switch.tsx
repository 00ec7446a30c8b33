import type { ButtonHTMLAttributes } from "react";
import { cn } from "./cn";

interface SwitchProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "role" | "type" | "aria-checked"> {
  checked: boolean;
}

/**
 * An on/off switch (role="switch"). Disabled, it fades and loses its hover and the thumb's shadow
 * (the shared disabled look in styles.css), but keeps its colours, so a seller who may not change
 * Público still reads whether a watch is public.
 */
export function Switch({ checked, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={cn(
        "group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors",
        checked ? "bg-gold not-disabled:hover:bg-gold-strong" : "bg-surface-2 ring-1 ring-border",
        className,
      )}
      {...props}
    >
      <span
        className={cn(
          "inline-block h-5 w-5 rounded-full bg-white shadow transition-transform group-disabled:shadow-none",
          checked ? "translate-x-5" : "translate-x-0.5",
        )}
      />
    </button>
  );
}
