import type { FieldErrors, FieldValues } from "react-hook-form";
import { toast } from "../lib/toast";

/**
 * The spec reports form problems as toasts (docs/product/validation.md, texts.md). Fields are checked in the order the
 * person sees them, so the toast speaks about the first thing to fix.
 */
export function toastFirstError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: ReadonlyArray<keyof T>,
): void {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === "string" && message) {
      toast.error(message);
      return;
    }
  }
}
