import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { setSpanishValidationMessages } from "../../contracts/kernel/zod-locale";
import { ApiError, errorMessage } from "./api";
import { toast } from "./toast";

// zod's own refusals (a number field left empty or not a number) read in Spanish, as on the server.
setSpanishValidationMessages();

/**
 * The one form pattern (docs/decisions/0037): react-hook-form resolved by the operation's own
 * contract schema, so the browser checks exactly what the server will check, with the same
 * Spanish messages. Errors clear as soon as a field becomes valid (`reValidateMode: onChange`).
 * Import it only from lazily loaded pages: it brings zod with it.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's generics are looser than zod 4's; the schema is the form's own.
    resolver: zodResolver(schema as never) as never,
    defaultValues: withoutNaN(defaultValues),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}

/**
 * A form's starting values with every NaN (an amount still to type) left out: react-hook-form
 * writes a default into its input, and a number input given "NaN" makes the browser log a
 * warning; left out, the input starts empty and still reads as NaN (no number) on submit.
 */
function withoutNaN<T extends object>(values: T): T {
  const copy = { ...values };
  for (const key in copy) if (Number.isNaN(copy[key])) Reflect.deleteProperty(copy, key);
  return copy;
}

/**
 * Shows a failed save: a refusal that names one of the form's fields is put on that field (and
 * toasted, since people may not be looking there); anything else is toasted with `wrap`
 * (e.g. 'Error al guardar: {message}').
 */
export function showSaveError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError" | "getValues">,
  error: unknown,
  wrap: (message: string) => string = (m) => m,
): void {
  const message = errorMessage(error);
  if (error instanceof ApiError && error.field && error.field in (form.getValues() ?? {})) {
    form.setError(error.field as Path<T>, { type: "server", message });
  }
  toast.error(wrap(message));
}
