import type { ButtonHTMLAttributes } from "react";
import { cn } from "./cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "icon";

// Hover only while enabled: a disabled button that still darkens under the pointer looks pressable.
const variants: Record<ButtonVariant, string> = {
  primary: "bg-gold text-on-gold not-disabled:hover:bg-gold-strong shadow-sm",
  secondary: "border border-border bg-surface text-fg not-disabled:hover:bg-surface-2",
  ghost: "text-fg not-disabled:hover:bg-surface-2",
  danger: "bg-red-700 text-white not-disabled:hover:bg-red-800",
};
const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm gap-1.5",
  md: "h-11 px-5 text-sm gap-2",
  icon: "h-10 w-10",
};

/** Shared by <Button> and links styled as buttons, so both look the same. */
export function buttonClass(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra?: string,
): string {
  return cn(
    // How it looks disabled is the shared rule in styles.css, as for every other control.
    "inline-flex shrink-0 items-center justify-center rounded-lg font-medium transition-colors disabled:shadow-none",
    variants[variant],
    sizes[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
